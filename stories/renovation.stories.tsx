import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { applicationForm, loggedIn } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import {
  alertSays,
  errorSummary,
  loginUnderHeading,
  playLoading,
  playRetryAfter,
} from '../.storybook/plays.ts';
import { hasFocus, network, type WidgetCanvas } from '../.storybook/widget-canvas.ts';
import { logInAs, typeInto } from '../test/support/in-page.ts';
import { anna } from '../test/support/people.ts';
import { createApiClient } from '../widgets/core/runtime/http.ts';
import { RenovationWidget } from '../widgets/renovation/RenovationWidget.tsx';
import { renovationApi } from '../widgets/renovation/renovation.api.ts';
import { renovationApplicationElement } from '../widgets/renovation/renovation.element.ts';
import { tag as renovationApplicationTag } from '../widgets/renovation/renovation.tag.ts';

// <byko-renovation-application> (spec §2 "Renovation application", §4, §5, §6, §8) in each of its
// states, reached by real interaction against the sandbox (.storybook/sandbox.ts): Anna (phone
// 8201234) logged in before the story unless it shows the login; the sandbox takes one renovation
// application per person, then answers 'Umsókn er þegar skráð'.

const meta = {
  title: 'Umsóknir/Framkvæmdakjör',
  id: 'renovation',
  parameters: { widget: renovationApplicationElement },
  component: RenovationWidget,
  args: {},
} satisfies Meta<typeof RenovationWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(renovationApplicationTag);
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

async function tickBoth(canvas: WidgetCanvas, { userEvent }: PlayContext): Promise<void> {
  await userEvent.click(canvas.getByRole('checkbox', { name: /viðskiptaskilmála BYKO/ }));
  await userEvent.click(
    canvas.getByRole('checkbox', { name: 'Ég vil fá tölvupóst með tilboðum og fréttum frá BYKO' }),
  );
}

async function submit(canvas: WidgetCanvas, context: PlayContext): Promise<void> {
  await tickBoth(canvas, context);
  await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
}

export const Login: Story = {
  name: 'Innskráning (án login-path)',
  play: async ({ canvasElement }) => {
    const canvas = await loginUnderHeading(canvasElement, 'Umsókn um framkvæmdakjör');
    await expect(canvas.queryByRole('button', { name: 'Sækja um' })).not.toBeInTheDocument();
  },
};

export const LoadingStatus: Story = {
  name: 'Sækir stöðu reiknings',
  beforeEach: loggedIn(anna, { match: 'GET /api/customers/me', fault: 'timeout' }),
  play: playLoading('Sæki stöðu reiknings…', { role: 'button', name: 'Sækja um' }),
};

export const StatusFailed: Story = {
  name: 'Villa: staða reiknings',
  beforeEach: loggedIn(anna, { match: 'GET /api/customers/me', fault: 'malformed' }),
  play: playRetryAfter('Villa kom upp við að stöðu reiknings', async (canvas) => {
    await expect(await canvas.findByRole('button', { name: 'Sækja um' }, network)).toBeVisible();
  }),
};

export const Form: Story = {
  name: 'Eyðublað',
  beforeEach: loggedIn(anna),
  play: async ({ canvasElement }) => {
    const canvas = await applicationForm(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Nafn' })).toHaveValue(anna.name);
    await expect(canvas.getByRole('textbox', { name: 'Nafn' })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('textbox', { name: 'Kennitala' })).toHaveValue(anna.ssn);
    await expect(canvas.getByRole('textbox', { name: 'Símanúmer' })).toHaveValue(anna.phone);
    await expect(canvas.getByRole('textbox', { name: 'Netfang' })).toHaveValue(anna.email);
    const link = canvas.getByRole('link', { name: /viðskiptaskilmála BYKO/ });
    await expect(link).toHaveAttribute('href', 'https://byko.is/skilmalar');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Not yet: both boxes unticked, and the button says why.
    const button = canvas.getByRole('button', { name: 'Sækja um' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Hakaðu í báða reitina til að geta sótt um.');
  },
};

export const BothTicked: Story = {
  name: 'Hakað í báða reiti',
  beforeEach: loggedIn(anna),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await tickBoth(canvas, context);
    const button = canvas.getByRole('button', { name: 'Sækja um' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await expect(button).toHaveAccessibleDescription('');
    await expect(canvas.queryByText('Hakaðu í báða reitina til að geta sótt um.')).not.toBeInTheDocument();
  },
};

export const OneBoxTicked: Story = {
  name: 'Eitt hak vantar (línan við hnappinn segir hvaða)',
  beforeEach: loggedIn(anna),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await applicationForm(canvasElement);
    const button = canvas.getByRole('button', { name: 'Sækja um' });
    const terms = canvas.getByRole('checkbox', { name: /viðskiptaskilmála BYKO/ });
    const mailing = canvas.getByRole('checkbox', {
      name: 'Ég vil fá tölvupóst með tilboðum og fréttum frá BYKO',
    });
    await userEvent.click(terms);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(
      'Hakaðu líka í reitinn um tölvupóst til að geta sótt um.',
    );
    await userEvent.click(terms);
    await userEvent.click(mailing);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription('Samþykktu viðskiptaskilmála BYKO til að geta sótt um.');
    await expect(canvas.getByText('Samþykktu viðskiptaskilmála BYKO til að geta sótt um.')).toBeVisible();
  },
};

export const FieldErrors: Story = {
  name: 'Villur í reitum',
  beforeEach: loggedIn(anna),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    const phone = canvas.getByRole('textbox', { name: 'Símanúmer' });
    fireEvent.input(phone, { target: { value: '' } });
    const email = canvas.getByRole('textbox', { name: 'Netfang' });
    fireEvent.input(email, { target: { value: '' } });
    await typeInto(email, 'anna@');
    await submit(canvas, context);
    await expect(await canvas.findByText('Vinsamlegast fyllið út þennan reit')).toBeVisible();
    await expect(canvas.getByText('Netfang er ekki gilt')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(hasFocus(phone)).toBe(true));
    const { links } = await errorSummary(canvas);
    await expect(links()).toEqual([
      'Símanúmer: Vinsamlegast fyllið út þennan reit',
      'Netfang: Netfang er ekki gilt',
    ]);
  },
};

export const Submitting: Story = {
  name: 'Sendir umsókn',
  beforeEach: loggedIn(anna, { match: 'POST /api/customers/applications/renovation', fault: 'timeout' }),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await submit(canvas, context);
    // Busy, the button's name starts with its spinner's 'Sendi umsókn…'.
    const button = await canvas.findByRole('button', { name: /Sækja um$/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(canvas.getByRole('textbox', { name: 'Símanúmer' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /viðskiptaskilmála BYKO/ })).toBeDisabled();
  },
};

export const Submitted: Story = {
  name: 'Til hamingju!',
  beforeEach: loggedIn(anna),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await submit(canvas, context);
    const heading = await canvas.findByRole('heading', { name: 'Til hamingju!' }, network);
    await waitFor(() => expect(hasFocus(heading)).toBe(true));
    await expect(
      canvas.getByText(/verslað á framkvæmdakjörum í öllum verslunum BYKO, í netversluninni og í appinu/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Sækja um' })).not.toBeInTheDocument();
  },
};

export const AlreadyApplied: Story = {
  name: 'Villa: umsókn þegar skráð',
  beforeEach: async () => {
    await logInAs(anna);
    await renovationApi.apply(createApiClient(location.origin), { phone: anna.phone, email: anna.email });
  },
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await submit(canvas, context);
    await alertSays(canvas, 'Umsókn er þegar skráð');
    await expect(canvas.getByRole('button', { name: 'Sækja um' })).not.toHaveAttribute('aria-disabled');
  },
};

export const SubmitFailed: Story = {
  name: 'Villa við sendingu',
  beforeEach: loggedIn(anna, { match: 'POST /api/customers/applications/renovation', fault: 'malformed' }),
  play: async (context) => {
    const canvas = await applicationForm(context.canvasElement);
    await submit(canvas, context);
    await alertSays(canvas, 'Óvænt villa kom upp');
    // The button is the retry: the sandbox answers it.
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expect(await canvas.findByRole('heading', { name: 'Til hamingju!' }, network)).toBeVisible();
  },
};
