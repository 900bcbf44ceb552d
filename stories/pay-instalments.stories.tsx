import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { alertSays, termsOf } from '../.storybook/plays.ts';
import { addFault, withoutPageSetting } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas } from '../.storybook/widget-canvas.ts';
import { loginApi } from '../widgets/core/login/login.api.ts';
import { createApiClient } from '../widgets/core/runtime/http.ts';
import { logIn } from '../widgets/core/session-user.ts';
import { instalmentApi } from '../widgets/pay/instalments/instalment.api.ts';
import { instalmentMessages } from '../widgets/pay/instalments/instalment.messages.ts';
import {
  partialPaymentStorageKey,
  type StoredPartialPayment,
} from '../widgets/pay/instalments/instalment.model.ts';
import { PayWidget } from '../widgets/pay/PayWidget.tsx';
import { paymentMethodCodes } from '../widgets/pay/pay.api.ts';
import { payElement } from '../widgets/pay/pay.element.ts';
import { logInThroughForm, loginTimeout, payPage, people } from './pay-plays.ts';

// <byko-pay>'s instalment method (spec §4 Instalment) in each of its states, against the sandbox:
// demo-instalment(-app) and demo-nocredit. Anna logs in by phone 8201234, Bjarni by 8202345.

const meta = {
  title: 'Greiðsla/Greiðsludreifing',
  id: 'pay-instalments',
  // The element's API is on the pay page's Docs page (pay.stories.tsx): no second one here.
  tags: ['!autodocs'],
  component: PayWidget,
  parameters: { widget: payElement },
  args: { paymentId: 'demo-instalment' },
} satisfies Meta<typeof PayWidget>;

export default meta;
type Story = StoryObj<typeof meta>;
type PlayContext = Parameters<NonNullable<Story['play']>>[0];

// ------------------------------------------------------------------------------------------------
// Instalments

/** The payment offers instalments only: no tab bar, the method named above its section. */
async function instalmentsOnly(canvas: WidgetCanvas): Promise<void> {
  await expect(canvas.getByRole('heading', { level: 2, name: 'Greiðsludreifing' })).toBeVisible();
  await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
}

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
  name: 'Greiðsludreifing: eyðublað (úr appi)',
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
    await expect(canvas.getByRole('button', { name: 'Sækja um' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const InstalmentsTwoMonths: Story = {
  name: 'Greiðsludreifing: 2 mánuðir, hlutfallstala of há',
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
  name: 'Greiðsludreifing: á síma, greiðsluáætlun lokuð',
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
  name: 'Greiðsludreifing: á síma, greiðsluáætlun opin',
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
  name: 'Greiðsludreifing: umsókn í sendingu',
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
  name: 'Greiðsludreifing: villa við umsókn',
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
  name: 'Greiðsludreifing: innskráning fyrst',
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
  name: 'Greiðsludreifing: leyfi fyrir uppflettingu í Creditinfo',
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

/**
 * Where a Web instalment stands after 'Sækja um' (spec §4 Instalment): Anna logged in and her
 * application for demo-instalment sent, its documentId kept with stage 1 under `partialPayment`,
 * as the widget keeps it, so opening the page again lands on the signing page. Done through the
 * sandbox's API before the story renders: the login as the login form makes it, the application as
 * the instalment form sends it.
 */
async function awaitingSignature(): Promise<() => void> {
  const paymentId = 'demo-instalment';
  const api = createApiClient(location.origin);
  const { phone } = people.anna;
  const { authId } = await loginApi.phoneAuthCode(api, phone);
  const answer = await loginApi.loginWithPhone(api, {
    authId,
    phoneNumber: phone,
    reason: instalmentMessages.instalmentLoginReason,
    origin: 'Web',
    paymentMethod: paymentMethodCodes.instalments,
  });
  logIn(answer, { apiBase: api.baseUrl, isComingFromApp: false, phoneNumber: phone });
  const { documentId } = await instalmentApi.payWithPartialPayment(api, {
    paymentId,
    phone,
    email: answer.email,
    paymentCount: 7,
    creditInfoCheckApproved: false,
  });
  if (!documentId) throw new Error('The sandbox gave the instalment application no document');
  const stored: StoredPartialPayment = { paymentId, documentId, stage: 1 };
  localStorage.setItem(partialPaymentStorageKey, JSON.stringify(stored));
  return forgetPartialPayment;
}

/**
 * The preview's own reset forgets the login, not `partialPayment`, and a closed page runs no
 * cleanup: left behind, it would take the next demo-instalment story to the signing page.
 */
function forgetPartialPayment(): void {
  localStorage.removeItem(partialPaymentStorageKey);
}

export const InstalmentsSigning: Story = {
  name: 'Greiðsludreifing: undirritun',
  args: { paymentId: 'demo-instalment' },
  beforeEach: awaitingSignature,
  play: async ({ canvasElement }) => {
    try {
      const canvas = await payPage(canvasElement);
      await expect(await canvas.findByRole('heading', { name: 'Undirritun' }, network)).toBeVisible();
      forgetPartialPayment();
      await instalmentsOnly(canvas);
      await expect(canvas.getByText(/^Umsókn þín um greiðsludreifingu hefur verið móttekin\./)).toBeVisible();
      const sign = canvas.getByRole('button', { name: 'Undirrita' });
      await expect(sign).not.toHaveAttribute('aria-disabled');
      await expect(sign).not.toHaveAttribute('aria-busy');
      // Neither the login nor the form: the application is in, only the signature is missing.
      await expect(canvas.queryByRole('button', { name: 'Innskrá' })).not.toBeInTheDocument();
      await expect(canvas.queryByRole('slider')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      forgetPartialPayment();
    }
  },
};

export const InstalmentsInterestFailed: Story = {
  name: 'Greiðsludreifing: villa við að sækja vexti',
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
  name: 'Greiðsludreifing: villa við að sækja afborgunargjald',
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

/**
 * The e-signing window, a page of another party's, stood in for: `window.open` gives back a window
 * that records where it was sent and closes when the story says so. `blocked`: the browser refused
 * the popup (window.open gives null). Returns the stand-in and the cleanup that puts window.open back.
 */
function signingWindowStandIn(options: { blocked?: boolean } = {}) {
  // A real popup starts with its opener set: the widget must cut it before sending the window away.
  const standIn = { closed: false, opener: window as unknown, sentTo: [] as string[], opens: 0 };
  const location = { replace: (url: string) => standIn.sentTo.push(url) };
  const realOpen = window.open;
  window.open = () => {
    standIn.opens += 1;
    return options.blocked ? null : (Object.assign(standIn, { location }) as unknown as Window);
  };
  return {
    standIn,
    restore: () => {
      window.open = realOpen;
    },
  };
}

let signingWindow: ReturnType<typeof signingWindowStandIn> | undefined;

/** awaitingSignature, and window.open stood in for (`signingWindow`) until the story ends. */
function awaitingSignatureWithWindow(options: { blocked?: boolean } = {}) {
  return async () => {
    const forget = await awaitingSignature();
    signingWindow = signingWindowStandIn(options);
    const opened = signingWindow;
    return () => {
      forget();
      opened.restore();
    };
  };
}

async function signingPage(canvasElement: HTMLElement): Promise<WidgetCanvas> {
  const canvas = await payPage(canvasElement);
  await canvas.findByRole('heading', { name: 'Undirritun' }, network);
  forgetPartialPayment();
  return canvas;
}

export const InstalmentsSigningWindowOpen: Story = {
  name: 'Greiðsludreifing: undirritunargluggi opinn, svo ekki undirritað',
  args: { paymentId: 'demo-instalment' },
  beforeEach: awaitingSignatureWithWindow(),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await signingPage(canvasElement);
    const opened = signingWindow?.standIn;
    if (!opened) throw new Error('the signing window is not stood in for');
    await userEvent.click(canvas.getByRole('button', { name: 'Undirrita' }));
    await expect(await canvas.findByText('Undirritunargluggi er opinn…', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Undirrita/ })).toHaveAttribute('aria-busy', 'true');
    // Sent to the sandbox's signing page for this payment's document, with no way back to the opener.
    await expect(opened.sentTo).toHaveLength(1);
    await expect(new URL(opened.sentTo[0] ?? '', location.href).pathname).toMatch(
      /^\/sandbox\/signing\/[^/]+$/,
    );
    await expect(opened.opener).toBe(null);
    // The window closed unsigned: the status is checked once and says so.
    opened.closed = true;
    await alertSays(canvas, 'Skjalið hefur ekki verið undirritað. Reyndu aftur.');
    await expect(canvas.getByRole('button', { name: 'Undirrita' })).not.toHaveAttribute('aria-busy');
  },
};

export const InstalmentsPopupBlocked: Story = {
  name: 'Greiðsludreifing: vafrinn lokaði á undirritunargluggann',
  args: { paymentId: 'demo-instalment' },
  beforeEach: awaitingSignatureWithWindow({ blocked: true }),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await signingPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undirrita' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Vafrinn lokaði á undirritunargluggann. Leyfðu sprettiglugga og reyndu aftur.',
    );
    await expect(canvas.getByRole('button', { name: 'Undirrita' })).not.toHaveAttribute('aria-busy');
  },
};

export const InstalmentsSigningUnset: Story = {
  name: 'Greiðsludreifing: síðan gefur enga undirritunarsíðu',
  // Neither the element (signing-url) nor its page (byko-instalment-signing-url) names a signing
  // page: the step says so at once, opens nothing, and 'Til baka' leads to the form again.
  args: { paymentId: 'demo-instalment' },
  beforeEach: async () => {
    const undo = await awaitingSignatureWithWindow()();
    const restore = withoutPageSetting('byko-instalment-signing-url');
    return () => {
      restore();
      undo();
    };
  },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await signingPage(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Rafræn undirritun er ekki í boði á þessari síðu. Farðu til baka og veldu annan greiðslumáta, eða hafðu samband við BYKO.',
    );
    await expect(canvas.queryByRole('button', { name: 'Undirrita' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Til baka' }));
    await expect(await canvas.findByRole('button', { name: 'Sækja um' }, network)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Undirritun' })).not.toBeInTheDocument();
    await expect(signingWindow?.standIn.opens).toBe(0);
  },
};

export const InstalmentsSigningRefused: Story = {
  name: 'Greiðsludreifing: undirritunarsíða á öðrum vef (signing-url)',
  // A signing-url on another site is not followed (core's navigation guard).
  args: { paymentId: 'demo-instalment', signingUrl: 'https://annar-vefur.example/undirrita/{documentId}' },
  beforeEach: awaitingSignatureWithWindow(),
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await signingPage(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Undirrita' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Ekki tókst að opna undirritunarsíðu.');
    // Refused before any window opens: no blank popup is left behind.
    await expect(signingWindow?.standIn.opens).toBe(0);
    await expect(signingWindow?.standIn.sentTo).toEqual([]);
  },
};
