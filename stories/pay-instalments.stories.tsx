import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { alertSays, termsOf } from '../.storybook/plays.ts';
import { addFault } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas } from '../.storybook/widget-canvas.ts';
import type { PayWidget } from '../widgets/pay/PayWidget.tsx';
import {
  instalmentsOnly,
  logInThroughForm,
  loginTimeout,
  payPage,
  payStoriesOf,
  people,
} from './pay-plays.ts';

// <byko-pay>'s instalment method (spec §4 Instalment) in each of its states up to the application,
// against the sandbox: demo-instalment(-app) and demo-nocredit. Anna logs in by phone 8201234,
// Bjarni by 8202345. The signing that follows: pay-instalment-signing.stories.tsx.

const meta = {
  title: 'Greiðsla/Greiðsludreifing',
  id: 'pay-instalments',
  // The element's API is on the pay page's Docs page (pay.stories.tsx): no second one here.
  tags: ['!autodocs'],
  ...payStoriesOf('demo-instalment'),
} satisfies Meta<typeof PayWidget>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

// ------------------------------------------------------------------------------------------------
// Instalments

async function instalmentForm(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await payPage(canvasElement);
  await instalmentsOnly(canvas);
  await canvas.findByRole('slider', { name: 'Fjöldi mánaða' }, loginTimeout);
  return canvas;
}

/** The plan's summary as shown, term by term (white space, the no-break space too, as one space). */
function summaryOf(canvas: WidgetCanvas): Record<string, string> {
  const list = canvas.getByText('Mánaðarleg greiðsla').closest('dl');
  if (!list) throw new Error('no summary');
  return termsOf(list);
}

/** demo-instalment(-app)'s plan over 7 months: 350.000 kr. at 12,5 %, fee 495 kr. (instalments.test.ts). */
const sevenMonthSummary = {
  'Mánaðarleg greiðsla': '54.856 kr.',
  'Fjöldi greiðslna': '7',
  Heildarendurgreiðsla: '383.992 kr.',
  Heildarkostnaður: '33.992 kr.',
  'Árleg hlutfallstala kostnaðar (ÁHK)': '32,53%',
};

/** The widget in a 320 px column, as on a phone: the plan's own width decides its disclosure. */
const onPhone: Decorator = (Story) => (
  <div style={{ width: '320px' }}>
    <Story />
  </div>
);

export const Instalments: Story = {
  name: 'Eyðublað (úr appi)',
  args: { paymentId: 'demo-instalment-app' },
  play: async ({ canvasElement }) => {
    const canvas = await instalmentForm(canvasElement);
    // The App payment needs no login: the payer's details, read-only.
    await expect(canvas.getByLabelText('Nafn')).toHaveValue(people.bjarni.name);
    await expect(canvas.getByLabelText('Nafn')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Kennitala')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('slider', { name: 'Fjöldi mánaða' })).toHaveAttribute(
      'aria-valuetext',
      '7 mánuðir',
    );
    await expect(canvas.getByText('Vextir: 12,50%')).toBeVisible();
    // The summary first: the monthly payment, the payments, the totals and the APR (not too high).
    await expect(summaryOf(canvas)).toEqual(sevenMonthSummary);
    // Wide enough for the table: it shows at once, with no button to open it.
    const table = canvas.getByRole('table', { name: 'Greiðsluáætlun' });
    await expect(table).toBeVisible();
    // A header row and one row a month.
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(canvas.queryByRole('button', { name: 'Sjá greiðsluáætlun' })).not.toBeInTheDocument();
    // Not yet allowed, and it says why: the terms are not ticked.
    const apply = canvas.getByRole('button', { name: 'Sækja um' });
    await expect(apply).toHaveAttribute('aria-disabled', 'true');
    await expect(apply).toHaveAccessibleDescription(
      'Hakaðu við skilmála greiðsludreifingar til að geta sótt um.',
    );
  },
};

export const InstalmentsTwoMonths: Story = {
  name: '2 mánuðir, hlutfallstala of há',
  args: { paymentId: 'demo-instalment-app' },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await instalmentForm(canvasElement);
    const slider = canvas.getByRole('slider', { name: 'Fjöldi mánaða' });
    // user-event does not move range inputs with the arrow keys: set the value as the browser does.
    await userEvent.click(slider);
    fireEvent.input(slider, { target: { value: '2' } });
    await expect(slider).toHaveAttribute('aria-valuetext', '2 mánuðir');
    // The plan follows the slider a render later (useDeferredValue, so a step paints at once).
    await waitFor(() => expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(3));
    await expect(summaryOf(canvas)).toMatchObject({
      'Fjöldi greiðslna': '2',
      'Árleg hlutfallstala kostnaðar (ÁHK)': '62,76% (Of hátt)',
    });
  },
};

export const InstalmentsOnPhone: Story = {
  name: 'Á síma, greiðsluáætlun lokuð',
  args: { paymentId: 'demo-instalment-app' },
  decorators: [onPhone],
  play: async ({ canvasElement }) => {
    const canvas = await instalmentForm(canvasElement);
    // The summary says it all; the plan's seven payments wait behind the button.
    await expect(summaryOf(canvas)).toEqual(sevenMonthSummary);
    const toggle = canvas.getByRole('button', { name: 'Sjá greiðsluáætlun' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    // Nothing in the summary is cut or pushes it wider than the phone.
    const summary = canvas.getByText('Heildarendurgreiðsla').closest('dl');
    await expect(summary?.scrollWidth).toBe(summary?.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Sækja um' })).toBeVisible();
  },
};

export const InstalmentsOnPhoneOpen: Story = {
  name: 'Á síma, greiðsluáætlun opin',
  args: { paymentId: 'demo-instalment-app' },
  decorators: [onPhone],
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await instalmentForm(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Sjá greiðsluáætlun' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const table = canvas.getByRole('table', { name: 'Greiðsluáætlun' });
    await expect(table).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-controls', table.parentElement?.parentElement?.id);
    // Every payment with all six figures: a header row and one row a month.
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Gjalddagi', 'Höfuðstóll', 'Greiðsla alls', 'Afborgun', 'Samningsvextir', 'Greiðslugjald']);
    // Closed again: the plan goes.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** 'Sækja um' on the App instalment form (no login needed): the terms ticked, then the button. */
async function applyForInstalments(context: PlayContext): Promise<WidgetCanvas> {
  const canvas = await instalmentForm(context.canvasElement);
  await context.userEvent.click(canvas.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ }));
  await context.userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
  return canvas;
}

export const InstalmentsSubmitting: Story = {
  name: 'Umsókn í sendingu',
  args: { paymentId: 'demo-instalment-app' },
  // The application never answered: the form as it is while it is being sent.
  beforeEach: () => addFault({ match: 'POST /api/payment/pay-with-partial-payment', fault: 'timeout' }),
  play: async (context) => {
    const canvas = await applyForInstalments(context);
    await waitFor(
      () => expect(canvas.getByRole('button', { name: /Sækja um$/ })).toHaveAttribute('aria-busy', 'true'),
      network,
    );
    await expect(canvas.getByLabelText('Símanúmer')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Netfang')).toHaveAttribute('readonly');
    await expect(canvas.getByRole('slider', { name: 'Fjöldi mánaða' })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ })).toBeDisabled();
  },
};

export const InstalmentsSubmitFailed: Story = {
  name: 'Villa við umsókn',
  args: { paymentId: 'demo-instalment-app' },
  beforeEach: () => addFault({ match: 'POST /api/payment/pay-with-partial-payment', fault: '500' }),
  play: async (context) => {
    const canvas = await applyForInstalments(context);
    // The server's reason; everything chosen stays, and 'Sækja um' is the retry.
    await alertSays(canvas, 'Villa í kerfi (sandkassi)');
    await expect(canvas.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ })).toBeChecked();
    await expect(canvas.getByRole('slider', { name: 'Fjöldi mánaða' })).toHaveAttribute(
      'aria-valuetext',
      '7 mánuðir',
    );
    await expect(canvas.getByRole('button', { name: 'Sækja um' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('button', { name: 'Sækja um' })).not.toHaveAttribute('aria-busy');
  },
};

export const InstalmentsLogin: Story = {
  name: 'Innskráning fyrst',
  args: { paymentId: 'demo-instalment' },
  play: async ({ canvasElement }) => {
    const canvas = await payPage(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Rafræn skilríki' }, network)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('Símanúmer')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Innskrá' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
  },
};

export const InstalmentsCreditInfo: Story = {
  name: 'Leyfi fyrir uppflettingu í Creditinfo',
  args: { paymentId: 'demo-nocredit' },
  play: async (context) => {
    const { userEvent } = context;
    const canvas = await payPage(context.canvasElement);
    await canvas.findByRole('button', { name: 'Innskrá' }, network);
    await logInThroughForm(canvas, context.userEvent, people.bjarni.phone);
    await canvas.findByRole('slider', { name: 'Fjöldi mánaða' }, loginTimeout);
    await expect(canvas.getByLabelText('Nafn')).toHaveValue(people.bjarni.name);
    await userEvent.click(canvas.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Sækja um' }));
    // 'Ekki næg heimild' until a request allows the credit-info check: the dialog asks for it.
    const dialog = await canvas.findByRole('dialog', { name: 'Leyfi uppflettingu í creditinfo?' }, network);
    await expect(within(dialog).getByText(/fletta þér upp hjá Creditinfo/)).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Leyfa' })).toBeVisible();
    // 'Hætta við' is no failure: the form again, 'Sækja um' on, no message.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hætta við' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument(), network);
    await expect(canvas.getByRole('button', { name: 'Sækja um' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const InstalmentsInterestFailed: Story = {
  name: 'Villa við að sækja vexti',
  args: { paymentId: 'demo-instalment-app' },
  // A broken answer has no reason: the section's own message, and 'Reyna aftur' reloads the rates.
  beforeEach: () =>
    addFault({ match: 'GET /api/payment/demo-instalment-app/interest-rate', fault: 'malformed' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await payPage(canvasElement);
    await expect(await canvas.findByRole('alert', {}, loginTimeout)).toHaveTextContent(
      'Villa kom upp við að hlaða vöxtum',
    );
    await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await expect(await canvas.findByText('Vextir: 12,50%', {}, network)).toBeVisible();
  },
};

export const InstalmentsFeeFailed: Story = {
  name: 'Villa við að sækja afborgunargjald',
  args: { paymentId: 'demo-instalment-app' },
  beforeEach: () => addFault({ match: 'GET /api/payment-calculations/NoticeAmount', fault: 'malformed' }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await payPage(canvasElement);
    await expect(await canvas.findByRole('alert', {}, loginTimeout)).toHaveTextContent(
      'Villa kom upp við að hlaða afborgunargjaldi',
    );
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reyna aftur' }));
    await expect(await canvas.findByRole('table', { name: 'Greiðsluáætlun' }, network)).toBeVisible();
  },
};
