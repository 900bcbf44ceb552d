import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { applicationForm, loggedIn } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays, loginUnderHeading, playLoading, playRetryAfter } from '../.storybook/plays.ts';
import { hasFocus, network, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { logInAs, typeInto } from '../test/support/in-page.ts';
import { bjarni, dagny } from '../test/support/people.ts';
import { LimitChangeWidget } from '../widgets/limit-change/LimitChangeWidget.tsx';
import { limitChangeElement } from '../widgets/limit-change/limit-change.element.ts';
import { tag as limitChangeTag } from '../widgets/limit-change/limit-change.tag.ts';

// <byko-limit-change> (spec §2 "Limit change", §3, §5, §6, §8) in each of its states, reached by
// real interaction against the sandbox (.storybook/sandbox.ts): Bjarni (8202345: account C-10002,
// limit 500 000, max 1 000 000) or Dagný (8203456: not a customer) logged in before the story.

const meta = {
  title: 'Umsóknir/Breyting á heimild',
  id: 'limit-change',
  component: LimitChangeWidget,
  parameters: { widget: limitChangeElement },
  args: {},
} satisfies Meta<typeof LimitChangeWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(limitChangeTag);
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function requestLimit(canvas: WidgetCanvas, { userEvent }: PlayContext, amount: string): Promise<void> {
  await typeInto(canvas.getByRole('textbox', { name: 'Umbeðin heimild' }), amount);
  await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
}

const successHeading = 'Umsókn um breytingu heimildar samþykkt';
const closeApp = 'Loka og fara aftur í appið';

export const Login: Story = {
  name: 'Innskráning (án login-path)',
  play: async ({ canvasElement }) => {
    await loginUnderHeading(canvasElement, 'Breyting á heimild');
  },
};

export const Loading: Story = {
  name: 'Sækir stöðu og hámark',
  beforeEach: loggedIn(bjarni, { match: 'GET /api/customers/me/max-amount', fault: 'timeout' }),
  play: playLoading('Sæki stöðu reiknings…', { role: 'button', name: 'Sækja um' }),
};

export const LoadFailed: Story = {
  name: 'Villa: staða reiknings',
  beforeEach: loggedIn(bjarni, { match: 'GET /api/customers/me/max-amount', fault: 'malformed' }),
  play: playRetryAfter('Villa kom upp við að stöðu reiknings', async (canvas) => {
    await expect(await canvas.findByRole('button', { name: 'Sækja um' }, network)).toBeVisible();
  }),
};

export const NotCustomer: Story = {
  name: 'Ekki í reikningsviðskiptum (Dagný)',
  beforeEach: loggedIn(dagny),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    // The move to the account application is the host's (this frame stays): the line says why.
    await expect(await canvas.findByText(/Þú ert ekki í reikningsviðskiptum/, {}, network)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sækja um reikningsviðskipti' })).toHaveAttribute(
      'href',
      '/vidskipti/umsokn',
    );
  },
};

export const Form: Story = {
  name: 'Eyðublað (Bjarni)',
  beforeEach: loggedIn(bjarni),
  play: async ({ canvasElement }) => {
    const canvas = await applicationForm(canvasElement);
    // Each term with its value beside (or under) it (Testing Library reads the no-break space
    // before 'kr.' as a plain one).
    for (const [term, value] of [
      ['Reikningsnúmer', 'C-10002'],
      ['Núverandi heimild', `500.000 kr.`],
      ['Hámarksheimild', `1.000.000 kr.`],
    ] as const) {
      await expect(canvas.getByText(term).nextElementSibling).toHaveTextContent(value);
    }
    await expect(canvas.getByRole('textbox', { name: 'Símanúmer' })).toHaveValue(bjarni.phone);
    await expect(canvas.getByRole('textbox', { name: 'Netfang' })).toHaveValue(bjarni.email);
    await expect(canvas.getByRole('textbox', { name: 'Umbeðin heimild' })).toHaveValue('');
  },
};

export const AboveMax: Story = {
  name: 'Villa: hærri en hámark',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    // One amount over Bjarni's max of 1.000.000 kr.: where the message shows and what it marks (the
    // rule itself: core's requested-limit.test.ts).
    const canvas = await applicationForm(context.canvasElement);
    await requestLimit(canvas, context, '1200000');
    await expect(await canvas.findByText('Umbeðin heimild er hærri en hámark')).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: 'Umbeðin heimild' });
    await expect(amount).toHaveAccessibleDescription(/Umbeðin heimild er hærri en hámark/);
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    // The first field with a message takes the focus.
    await waitFor(() => expect(hasFocus(amount)).toBe(true), network);
  },
};

export const Submitting: Story = {
  name: 'Sendir umsókn',
  beforeEach: loggedIn(bjarni, {
    match: 'POST /api/customers/applications/increase-credit',
    fault: 'timeout',
  }),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await requestLimit(canvas, context, '800000');
    // Busy, the button's name starts with its spinner's 'Sendi umsókn…'.
    const button = await canvas.findByRole('button', { name: /Sækja um$/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Umbeðin heimild' })).toBeDisabled();
  },
};

export const SubmitFailed: Story = {
  name: 'Villa við sendingu',
  beforeEach: loggedIn(bjarni, {
    match: 'POST /api/customers/applications/increase-credit',
    fault: 'reason',
    reason: 'Umsókn hafnað (prófun)',
  }),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await requestLimit(canvas, context, '800000');
    await alertSays(canvas, 'Umsókn hafnað (prófun)');
    await expect(canvas.getByRole('textbox', { name: 'Umbeðin heimild' })).toHaveValue('800000');
  },
};

export const Submitted: Story = {
  name: 'Samþykkt',
  beforeEach: loggedIn(bjarni),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await requestLimit(canvas, context, '800000');
    const heading = await canvas.findByRole('heading', { name: successHeading }, network);
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(canvas.getByText(`Ný heimild: 800.000 kr.`)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: closeApp })).not.toBeInTheDocument();
  },
};

export const SubmittedFromApp: Story = {
  name: 'Samþykkt, komið úr appinu',
  args: { closeAppUrl: '/vidskipti/app' },
  beforeEach: () => logInAs(bjarni, { fromApp: true }),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await requestLimit(canvas, context, '800000');
    await expect(await canvas.findByRole('heading', { name: successHeading }, network)).toBeVisible();
    await expect(canvas.getByRole('link', { name: closeApp })).toHaveAttribute('href', '/vidskipti/app');
  },
};
