import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { addFault } from '../.storybook/sandbox.ts';
import { typeInto, type WidgetCanvas, widgetCanvas } from '../.storybook/widget-canvas.ts';
import { CashWidget } from '../widgets/cash/CashWidget.tsx';
import { clearDrafts } from '../widgets/core/applications/draft.ts';
import { createApiClient } from '../widgets/core/http.ts';
import { loginApi } from '../widgets/core/login/login.api.ts';
import { logIn } from '../widgets/core/session.ts';

// <byko-cash-application> (spec §2 "Cash-payment application", §5, §6, §8) in each of its states,
// against the sandbox in the page (.storybook/sandbox.ts). Dagný (8203456) is not a customer, Anna
// (8201234) a standing-order customer: both may apply; Bjarni (8202345) trades on account already.

const meta = {
  title: 'Umsóknir/Staðgreiðsluviðskipti',
  id: 'cash',
  component: CashWidget,
} satisfies Meta<typeof CashWidget>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/** A sandbox round trip (and any lazy chunk), with room for a busy machine. */
const network = { timeout: 5000 };

const people = {
  anna: { phone: '8201234' },
  bjarni: { phone: '8202345' },
  dagny: { phone: '8203456' },
} as const;

/**
 * Logs the person in before the story renders, as the login form does (the sandbox's phone login),
 * with no draft left from an earlier story.
 */
function loggedIn(person: { phone: string }): () => Promise<void> {
  return async () => {
    clearDrafts();
    const api = createApiClient(location.origin);
    const { authId } = await loginApi.phoneAuthCode(api, person.phone);
    const answer = await loginApi.loginWithPhone(api, {
      authId,
      phoneNumber: person.phone,
      reason: 'Innskráning fyrir staðgreiðsluviðskipti',
      origin: 'Web',
    });
    logIn(answer, { isComingFromApp: false, phoneNumber: person.phone });
  };
}

/** The form, once the status has loaded. */
async function cashForm(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByLabelText('Götuheiti', {}, network);
  return canvas;
}

/** Whether the element has the focus in the widget's shadow root (the document's is the host). */
function hasFocus(element: HTMLElement): boolean {
  const root = element.getRootNode();
  return root instanceof ShadowRoot && root.activeElement === element;
}

function field(canvas: WidgetCanvas, label: string): HTMLInputElement {
  const found = canvas.getByLabelText(label);
  if (!(found instanceof HTMLInputElement)) throw new Error(`no input labelled ${label}`);
  return found;
}

async function fillAddress(canvas: WidgetCanvas, { userEvent }: PlayContext): Promise<void> {
  await typeInto(userEvent, field(canvas, 'Götuheiti'), 'Glerárgata');
  await typeInto(userEvent, field(canvas, 'Húsnúmer'), '36');
  await typeInto(userEvent, field(canvas, 'Póstnúmer'), '600');
}

export const LoggedOut: Story = {
  name: 'Ekki innskráð(ur): innskráning í einingunni',
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Umsókn um staðgreiðsluviðskipti' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Innskrá' }, network)).toBeVisible();
  },
};

export const Loading: Story = {
  name: 'Sækir stöðu reiknings',
  beforeEach: async () => {
    await loggedIn(people.anna)();
    await addFault({ match: 'GET /api/customers/me', fault: 'timeout' });
  },
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('status', {}, network)).toHaveTextContent('Sæki stöðu reiknings…');
  },
};

export const LoadFailed: Story = {
  name: 'Villa: staða reiknings',
  beforeEach: async () => {
    await loggedIn(people.anna)();
    await addFault({ match: 'GET /api/customers/me', fault: '500' });
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(await canvas.findByRole('alert', {}, network)).toHaveTextContent(
      'Villa í kerfi (sandkassi)',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await expect(await canvas.findByLabelText('Götuheiti', {}, network)).toBeVisible();
  },
};

export const Form: Story = {
  name: 'Eyðublað (Anna, staðgreiðsla)',
  beforeEach: loggedIn(people.anna),
  play: async ({ canvasElement }) => {
    const canvas = await cashForm(canvasElement);
    await expect(field(canvas, 'Kennitala')).toHaveValue('1203892039');
    await expect(field(canvas, 'Kennitala')).toHaveAttribute('readonly');
    await expect(field(canvas, 'Nafn')).toHaveValue('Anna Jónsdóttir');
    await expect(field(canvas, 'Símanúmer')).toHaveValue('8201234');
    await expect(field(canvas, 'Netfang')).toHaveValue('anna@example.is');
    for (const label of ['Símanúmer', 'Netfang', 'Götuheiti', 'Húsnúmer', 'Póstnúmer'])
      await expect(field(canvas, label)).toBeRequired();
    await expect(field(canvas, 'Athugasemd')).not.toBeRequired();
  },
};

export const FieldMessages: Story = {
  name: 'Villur í reitum',
  beforeEach: loggedIn(people.dagny),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await cashForm(canvasElement);
    // user-event cannot type in a shadow root (widget-canvas.ts): the field emptied as typing would.
    fireEvent.input(field(canvas, 'Símanúmer'), { target: { value: '' } });
    await typeInto(userEvent, field(canvas, 'Póstnúmer'), '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await waitFor(() => expect(hasFocus(field(canvas, 'Símanúmer'))).toBe(true));
    for (const label of ['Símanúmer', 'Götuheiti', 'Húsnúmer', 'Póstnúmer'])
      await expect(field(canvas, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('Vinsamlegast fyllið út þennan reit')).toHaveLength(3);
    await expect(canvas.getByText('Ógilt póstnúmer. Sláðu inn tölustafi.')).toBeVisible();
  },
};

export const Submitting: Story = {
  name: 'Sendir umsókn',
  beforeEach: async () => {
    await loggedIn(people.anna)();
    await addFault({ match: 'POST /api/customers/applications/sign-up-stgr', fault: 'timeout' });
  },
  play: async (context) => {
    const canvas = await cashForm(context.canvasElement);
    await fillAddress(canvas, context);
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    const button = canvas.getByRole('button', { name: /Sækja um/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(field(canvas, 'Götuheiti')).toBeDisabled();
    await expect(within(button).getByRole('status')).toHaveTextContent('Sendi umsókn…');
  },
};

export const SubmitFailed: Story = {
  name: 'Villa við sendingu',
  beforeEach: async () => {
    await loggedIn(people.anna)();
    await addFault({ match: 'POST /api/customers/applications/sign-up-stgr', fault: 'malformed' });
  },
  play: async (context) => {
    const canvas = await cashForm(context.canvasElement);
    await fillAddress(canvas, context);
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByRole('alert', {}, network)).toHaveTextContent('Óvænt villa kom upp');
    await expect(field(canvas, 'Götuheiti')).toHaveValue('Glerárgata');
    await expect(field(canvas, 'Götuheiti')).toBeEnabled();
  },
};

export const Submitted: Story = {
  name: 'Umsókn móttekin',
  beforeEach: loggedIn(people.dagny),
  play: async (context) => {
    const canvas = await cashForm(context.canvasElement);
    await fillAddress(canvas, context);
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    const heading = await canvas.findByRole(
      'heading',
      { name: 'Umsókn um staðgreiðsluviðskipti móttekin' },
      network,
    );
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
  },
};

export const AccountExists: Story = {
  name: 'Reikningur nú þegar til (Bjarni)',
  beforeEach: loggedIn(people.bjarni),
  play: async ({ canvasElement }) => {
    const canvas = await widgetCanvas(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Reikningur nú þegar til' }, network),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sækja um breytingu á heimild' })).toHaveAttribute(
      'href',
      '/vidskipti/umsokn-heimild',
    );
    await expect(canvas.queryByRole('button', { name: 'Sækja um' })).not.toBeInTheDocument();
  },
};
