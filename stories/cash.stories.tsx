import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { expectSending, loggedIn, playAccountExists } from '../.storybook/applications.ts';
import { elementDocsStory } from '../.storybook/element-docs.tsx';
import { alertSays, loginUnderHeading, playLoading, playRetryAfter } from '../.storybook/plays.ts';
import {
  hasFocus,
  inputLabelled,
  network,
  type WidgetCanvas,
  widgetCanvas,
} from '../.storybook/widget-canvas.ts';
import { typeInto } from '../test/support/in-page.ts';
import { anna, bjarni, dagny } from '../test/support/people.ts';
import { CashWidget } from '../widgets/cash/CashWidget.tsx';
import { cashApplicationElement } from '../widgets/cash/cash.element.ts';
import { tag as cashApplicationTag } from '../widgets/cash/cash.tag.ts';

// <byko-cash-application> (spec §2 "Cash-payment application", §5, §6, §8) in each of its states,
// against the sandbox in the page (.storybook/sandbox.ts). Dagný (8203456) is not a customer, Anna
// (8201234) a standing-order customer: both may apply; Bjarni (8202345) trades on account already.

const meta = {
  title: 'Umsóknir/Staðgreiðsluviðskipti',
  id: 'cash',
  parameters: { widget: cashApplicationElement },
  component: CashWidget,
} satisfies Meta<typeof CashWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element's attributes, events, CSS properties and parts (custom-elements.json). */
export const Docs: Story = elementDocsStory(cashApplicationTag);

/** The form, once the status has loaded. */
async function cashForm(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await widgetCanvas(canvasElement);
  await canvas.findByLabelText('Götuheiti', {}, network);
  return canvas;
}

async function fillAddress(canvas: WidgetCanvas): Promise<void> {
  await typeInto(inputLabelled(canvas, 'Götuheiti'), 'Glerárgata');
  await typeInto(inputLabelled(canvas, 'Húsnúmer'), '36');
  await typeInto(inputLabelled(canvas, 'Póstnúmer'), '600');
}

export const LoggedOut: Story = {
  name: 'Ekki innskráð(ur): innskráning í einingunni',
  play: async ({ canvasElement }) => {
    await loginUnderHeading(canvasElement, 'Umsókn um staðgreiðsluviðskipti');
  },
};

export const Loading: Story = {
  name: 'Sækir stöðu reiknings',
  beforeEach: loggedIn(anna, { match: 'GET /api/customers/me', fault: 'timeout' }),
  play: playLoading('Sæki stöðu reiknings…'),
};

export const LoadFailed: Story = {
  name: 'Villa: staða reiknings',
  beforeEach: loggedIn(anna, { match: 'GET /api/customers/me', fault: '500' }),
  play: playRetryAfter('Villa í kerfi (sandkassi)', async (canvas) => {
    await expect(await canvas.findByLabelText('Götuheiti', {}, network)).toBeVisible();
  }),
};

export const Form: Story = {
  name: 'Eyðublað (Anna, staðgreiðsla)',
  beforeEach: loggedIn(anna),
  play: async ({ canvasElement }) => {
    const canvas = await cashForm(canvasElement);
    await expect(inputLabelled(canvas, 'Kennitala')).toHaveValue('1203892039');
    await expect(inputLabelled(canvas, 'Kennitala')).toHaveAttribute('readonly');
    await expect(inputLabelled(canvas, 'Nafn')).toHaveValue('Anna Jónsdóttir');
    await expect(inputLabelled(canvas, 'Símanúmer')).toHaveValue('8201234');
    await expect(inputLabelled(canvas, 'Netfang')).toHaveValue('anna@example.is');
    for (const label of ['Símanúmer', 'Netfang', 'Götuheiti', 'Húsnúmer', 'Póstnúmer'])
      await expect(inputLabelled(canvas, label)).toBeRequired();
    await expect(inputLabelled(canvas, 'Athugasemd')).not.toBeRequired();
  },
};

export const FieldMessages: Story = {
  name: 'Villur í reitum',
  beforeEach: loggedIn(dagny),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await cashForm(canvasElement);
    // user-event cannot type in a shadow root (widget-canvas.ts): the field emptied as typing would.
    fireEvent.input(inputLabelled(canvas, 'Símanúmer'), { target: { value: '' } });
    await typeInto(inputLabelled(canvas, 'Póstnúmer'), '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await waitFor(() => expect(hasFocus(inputLabelled(canvas, 'Símanúmer'))).toBe(true));
    for (const label of ['Símanúmer', 'Götuheiti', 'Húsnúmer', 'Póstnúmer'])
      await expect(inputLabelled(canvas, label)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByText('Vinsamlegast fyllið út þennan reit')).toHaveLength(3);
    await expect(canvas.getByText('Ógilt póstnúmer. Sláðu inn tölustafi.')).toBeVisible();
    // What was typed stays.
    await expect(inputLabelled(canvas, 'Póstnúmer')).toHaveValue('6');
  },
};

export const FieldLeft: Story = {
  name: 'Villa í reit þegar farið er úr honum',
  beforeEach: loggedIn(anna),
  play: async ({ canvasElement }) => {
    const canvas = await cashForm(canvasElement);
    const phone = inputLabelled(canvas, 'Símanúmer');
    // user-event cannot type in a shadow root (widget-canvas.ts): emptied and left as a person would.
    fireEvent.input(phone, { target: { value: '' } });
    await expect(phone).not.toHaveAttribute('aria-invalid');
    fireEvent.focusOut(phone);
    // Left empty: the message at the field, tied to it.
    await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
    await expect(phone).toHaveAccessibleDescription('Vinsamlegast fyllið út þennan reit');
    // Once shown, the message follows the typing: too few digits, then right.
    await typeInto(phone, '820');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription("Símanúmer getur aðeins innihaldið tölustafi og '+'"),
    );
    await typeInto(phone, '1234');
    await waitFor(() => expect(phone).not.toHaveAttribute('aria-invalid'));
    await expect(phone).toHaveAccessibleDescription('');
  },
};

export const Submitting: Story = {
  name: 'Sendir umsókn',
  beforeEach: loggedIn(anna, { match: 'POST /api/customers/applications/sign-up-stgr', fault: 'timeout' }),
  play: async (context) => {
    const canvas = await cashForm(context.canvasElement);
    await fillAddress(canvas);
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await expectSending(canvas, 'Götuheiti');
  },
};

export const SubmitFailed: Story = {
  name: 'Villa við sendingu',
  beforeEach: loggedIn(anna, { match: 'POST /api/customers/applications/sign-up-stgr', fault: 'malformed' }),
  play: async (context) => {
    const canvas = await cashForm(context.canvasElement);
    await fillAddress(canvas);
    await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    await alertSays(canvas, 'Óvænt villa kom upp');
    await expect(inputLabelled(canvas, 'Götuheiti')).toHaveValue('Glerárgata');
    await expect(inputLabelled(canvas, 'Götuheiti')).toBeEnabled();
  },
};

export const Submitted: Story = {
  name: 'Umsókn móttekin',
  beforeEach: loggedIn(dagny),
  play: async (context) => {
    const canvas = await cashForm(context.canvasElement);
    await fillAddress(canvas);
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
  beforeEach: loggedIn(bjarni),
  play: playAccountExists,
};
