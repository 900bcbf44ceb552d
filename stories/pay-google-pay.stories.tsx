import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { alertSays } from '../.storybook/plays.ts';
import { addFault } from '../.storybook/sandbox.ts';
import { network, type WidgetCanvas } from '../.storybook/widget-canvas.ts';
import type { PayWidget } from '../widgets/pay/PayWidget.tsx';
import {
  challengePopup,
  expectOpaqueChallenge,
  type PayPlayContext,
  payPage,
  payStoriesOf,
} from './pay-plays.ts';

// <byko-pay>'s Google Pay (spec §4 Card payment, §8) on demo-card, against the sandbox's stand-in
// pay.js: its sheet is a dialog in a shadow root of its own at the end of the page's body, as
// Google's sheet is outside the element too. Its settings come from the preview page's settings, as
// on the host pages (.storybook/sandbox.ts carrySandboxSettings): the sandbox's test merchant.

const meta = {
  title: 'Greiðsla/Google Pay',
  // ASCII story ids (pay-google-pay--google-pay-sheet, …) for links and tests.
  id: 'pay-google-pay',
  // The element's API is on the pay page's Docs page (pay.stories.tsx): no second one here.
  tags: ['!autodocs'],
  ...payStoriesOf('demo-card'),
} satisfies Meta<typeof PayWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The stand-in's host element, while its sheet is open (sandbox/pay/google-pay.ts). */
const standInSheetHost = () => document.querySelector('#byko-google-pay-stand-in');

async function openGooglePaySheet(
  context: PayPlayContext,
): Promise<{ canvas: WidgetCanvas; sheet: HTMLElement }> {
  const canvas = await payPage(context.canvasElement);
  await context.userEvent.click(canvas.getByRole('tab', { name: 'Google Pay' }));
  await context.userEvent.click(
    await canvas.findByRole('button', { name: 'Greiða með Google Pay' }, network),
  );
  const sheet = await within(
    await waitFor(() => {
      const root = standInSheetHost()?.shadowRoot;
      if (!root) throw new Error('no Google Pay sheet');
      return root as unknown as HTMLElement;
    }, network),
  ).findByRole('dialog', { name: /Google Pay/ }, network);
  return { canvas, sheet };
}

/** The stand-in's sheet has closed: its host is gone from the page. */
async function sheetClosed(): Promise<void> {
  await waitFor(() => expect(standInSheetHost()).toBeNull(), network);
}

export const GooglePaySheet: Story = {
  name: 'Kortaval opið',
  play: async (context) => {
    const { canvas, sheet } = await openGooglePaySheet(context);
    await expect(sheet).toHaveAccessibleName('Google Pay (sandkassi): Veldu kort');
    await expect(within(sheet).getByText('BYKO: 24.990 kr.')).toBeVisible();
    const choices = within(sheet)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(choices).toEqual(['Visa •••• 4242', 'Mastercard •••• 4444', 'Hætta við']);
    await expect(canvas.getByRole('tab', { name: 'Google Pay' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const GooglePayChosen: Story = {
  name: 'Visa •••• 4242 valið',
  play: async (context) => {
    const { canvas, sheet } = await openGooglePaySheet(context);
    await context.userEvent.click(within(sheet).getByRole('button', { name: 'Visa •••• 4242' }));
    await sheetClosed();
    const pay = canvas.getByRole('button', { name: 'Borga með Visa •••• 4242' });
    // The method's pane slides in from opacity 0 (pay.css): on a busy machine its first frame may
    // still be the transparent one.
    await waitFor(() => expect(pay).toBeVisible(), network);
    await expect(pay).not.toHaveAttribute('aria-disabled');
  },
};

/** Opens the stand-in sheet, picks one of its cards and waits for 'Borga með {card}'. */
async function chooseGooglePayCard(
  context: PayPlayContext,
  description: string,
): Promise<{ canvas: WidgetCanvas; pay: HTMLElement }> {
  const { canvas, sheet } = await openGooglePaySheet(context);
  await context.userEvent.click(within(sheet).getByRole('button', { name: description }));
  await sheetClosed();
  return { canvas, pay: canvas.getByRole('button', { name: `Borga með ${description}` }) };
}

/** Declined like 4000 0000 0000 0002: the challenge passes, then pay answers 'Kortinu var hafnað'. */
const declinedGooglePayCard = 'Mastercard •••• 4444';

export const GooglePayDeclinedCard: Story = {
  name: 'Kort sem verður hafnað, 3-D Secure opinn',
  // Google Pay goes through the same verify, 3-D Secure and pay as a card. The refusal comes from
  // pay, after 'Staðfesta' in the opaque-origin challenge (see pay-three-ds ThreeDsDeclinedCard): a play function
  // cannot press it, so the story stops at the open challenge for this card.
  play: async (context) => {
    const { canvas, pay } = await chooseGooglePayCard(context, declinedGooglePayCard);
    await context.userEvent.click(pay);
    const { frame } = await challengePopup(canvas);
    await expectOpaqueChallenge(frame, declinedGooglePayCard);
    await expect(
      canvas.getByRole('button', { name: new RegExp(`Borga með ${declinedGooglePayCard}$`) }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const GooglePayThreeDsCancelled: Story = {
  name: 'Villa, 3-D Secure glugga lokað',
  play: async (context) => {
    const { canvas, pay } = await chooseGooglePayCard(context, 'Visa •••• 4242');
    await context.userEvent.click(pay);
    const { dialog } = await challengePopup(canvas);
    await context.userEvent.click(within(dialog).getByRole('button', { name: 'Loka og hætta við' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument(), network);
    // Unlike the card form, Google Pay calls a closed challenge an error (spec §8, its wording).
    await expect(canvas.getByRole('alert')).toHaveTextContent('Villa kom up við auðkenningu korts.');
    // The chosen card is kept: 'Borga með …' again is a new attempt.
    const again = canvas.getByRole('button', { name: 'Borga með Visa •••• 4242' });
    await expect(again).not.toHaveAttribute('aria-disabled');
    await expect(again).not.toHaveAttribute('aria-busy');
  },
};

export const GooglePayFailed: Story = {
  name: 'Villa án skýringar',
  // Verify answers 200 with a broken body: no reason to show, so Google Pay's own fallback (spec §8).
  beforeEach: () => addFault({ match: 'POST /api/payment/v2/card/verify', fault: 'malformed' }),
  play: async (context) => {
    const { canvas, pay } = await chooseGooglePayCard(context, 'Visa •••• 4242');
    await context.userEvent.click(pay);
    await alertSays(canvas, 'Óþekkt villa kom upp');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Borga með Visa •••• 4242' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/**
 * Google's pay.js as it is when Google Pay cannot be used: isReadyToPay fails. Put where the real
 * client looks before loading pay.js (window.google), so the story does not depend on whether
 * pay.google.com can be reached from this machine.
 */
function googlePayNotReady(): () => void {
  const unavailable = () => Promise.reject(new Error('Google Pay is not available (story)'));
  window.google = {
    payments: {
      api: {
        PaymentsClient: class {
          isReadyToPay = unavailable;
          loadPaymentData = unavailable;
        },
      },
    },
  };
  return () => {
    delete window.google;
  };
}

export const GooglePayUnavailable: Story = {
  name: 'Ekki í boði',
  args: { googlePayEnvironment: 'PRODUCTION' },
  beforeEach: googlePayNotReady,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await payPage(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Google Pay' }));
    // Readiness settled: the section's 'Borga' replaces its spinner.
    const pay = await canvas.findByRole('button', { name: 'Borga' }, network);
    // Spec §8: a readiness failure is only logged. No message, no Google Pay button, nothing to pay with.
    await expect(canvas.queryByRole('button', { name: 'Greiða með Google Pay' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Google's pay.js on a page whose Content-Security-Policy leaves Google out of connect-src: the
 * browser reports the violation and pay.js's call fails. Put where the real client looks before
 * loading pay.js (window.google); the violation is the one Chromium dispatches on the document.
 */
function googlePayRefusedByPolicy(): () => void {
  const refused = () => {
    document.dispatchEvent(
      new SecurityPolicyViolationEvent('securitypolicyviolation', {
        documentURI: location.href,
        violatedDirective: 'connect-src',
        effectiveDirective: 'connect-src',
        originalPolicy: "connect-src 'self'",
        disposition: 'enforce',
        statusCode: 200,
        blockedURI: 'https://pay.google.com/gp/p/payments/isReadyToPay',
        bubbles: true,
        composed: true,
      }),
    );
    return Promise.reject(new TypeError('Failed to fetch'));
  };
  window.google = {
    payments: {
      api: {
        PaymentsClient: class {
          isReadyToPay = refused;
          loadPaymentData = refused;
        },
      },
    },
  };
  return () => {
    delete window.google;
  };
}

export const GooglePayRefusedByPage: Story = {
  name: 'Stefna síðunnar leyfir það ekki',
  beforeEach: googlePayRefusedByPolicy,
  play: async ({ canvasElement, userEvent }) => {
    const canvas = await payPage(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Google Pay' }));
    // Unlike a readiness failure, the customer is told: Google Pay cannot work on this page.
    await alertSays(
      canvas,
      'Ekki tókst að opna Google Pay því vefsíðan leyfir það ekki. Vinsamlegast veljið aðra greiðsluleið eða hafið samband við BYKO.',
    );
    await expect(canvas.queryByRole('button', { name: 'Greiða með Google Pay' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Kort' })).not.toHaveAttribute('aria-disabled');
  },
};
