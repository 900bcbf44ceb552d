import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { alertSays } from '../.storybook/plays.ts';
import { withoutPageSetting } from '../.storybook/sandbox.ts';
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
import type { PayWidget } from '../widgets/pay/PayWidget.tsx';
import { paymentMethodCodes } from '../widgets/pay/pay.api.ts';
import { instalmentsOnly, payPage, payStoriesOf, people } from './pay-plays.ts';

// <byko-pay>'s instalment signing (spec §4 Instalment): after 'Sækja um' on demo-instalment, the
// signing page, its e-signing window and what stops it. Anna's application is sent through the
// sandbox's API before each story renders (awaitingSignature).

const meta = {
  title: 'Greiðsla/Undirritun greiðsludreifingar',
  // ASCII story ids (pay-instalment-signing--instalments-signing, …) for links and tests.
  id: 'pay-instalment-signing',
  // The element's API is on the pay page's Docs page (pay.stories.tsx): no second one here.
  tags: ['!autodocs'],
  ...payStoriesOf('demo-instalment'),
} satisfies Meta<typeof PayWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  name: 'Undirritunarsíða',
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
  name: 'Undirritunargluggi opinn, svo ekki undirritað',
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
  name: 'Vafrinn lokaði á undirritunargluggann',
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
  name: 'Síðan gefur enga undirritunarsíðu',
  // Neither the element (signing-url) nor its page (byko-instalment-signing-url) names a signing
  // page: the step says so at once, opens nothing, and 'Til baka' leads to the form again.
  args: { paymentId: 'demo-instalment' },
  beforeEach: async () => {
    const undo = await awaitingSignatureWithWindow()();
    const restore = withoutPageSetting('instalmentSigningUrl');
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
  name: 'Undirritunarsíða á öðrum vef (signing-url)',
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
