import { computed, createModel, signal } from '@preact/signals-react';
import { type ApiClient, ApiError, errorMessage } from '../../core/runtime/http.ts';
import { type PolicyBlock, policyReason } from '../../core/runtime/policy-violations.ts';
import { payApi } from '../pay.api.ts';
import type { ThreeDsMessage, VerifyRequest } from '../pay.requests.ts';
import { threeDsMessages } from './three-ds.messages.ts';
import { isSuccessfulStatus, type ThreeDsChallenge } from './three-ds-status.ts';

// Reading verify's 3-D Secure answer is needed only once 'Borga' is pressed: its code loads while
// the verify request runs (as the dialog's does), not with the card page.
let threeDsModule: Promise<typeof import('./three-ds.ts')> | undefined;
const loadThreeDs = () => {
  threeDsModule ??= import('./three-ds.ts');
  return threeDsModule;
};

/** One card or Google Pay payment attempt: verify, 3-D Secure in the popup, then pay. */
export type AttemptState =
  | { kind: 'idle' }
  | { kind: 'verifying' }
  | { kind: 'challenge'; challenge: ThreeDsChallenge }
  | { kind: 'paying' }
  | { kind: 'paid' }
  | ({ kind: 'error'; message: string } & AttemptFailure);

/**
 * Why an attempt failed, for the way on differs: `failed` (the server, the connection, the
 * challenge) may be tried again; `declined`, the card passed its challenge and was then refused,
 * wants another card or its issuer; `blocked`, the page's policy refused the 3-D Secure page or a
 * call (`blockedBy`, byko-error's reason), leads back to the other methods.
 */
export type AttemptFailure =
  | { cause: 'failed' }
  | { cause: 'declined' }
  | { cause: 'blocked'; blockedBy: string };

/** What an attempt needs from the page, the same for card and Google Pay. */
export type AttemptDependencies = Pick<
  VerifyAndPayDependencies,
  'api' | 'paymentId' | 'onFailed' | 'parseHtml' | 'pageOrigin'
>;

export interface VerifyAndPayDependencies {
  api: () => ApiClient;
  paymentId: () => string;
  /** The failure text when the server gives no reason (card and Google Pay differ, spec §8). */
  fallbackMessage: string;
  /** What closing the popup means: nothing to say for the card form, an error for Google Pay. */
  cancelledMessage: string | undefined;
  onPaid: () => void;
  /** Told every failure's message (the element sends byko-payment-error). */
  onFailed: (message: string) => void;
  parseHtml: (html: string) => Document;
  pageOrigin: () => string;
}

/**
 * Pay refused the card after its challenge passed: a 400, 402 or 422 with its reason (the issuer's
 * refusal), not a login that ran out (401), a payment gone (404) or paid already (409), nor the
 * connection or the server (5xx). Then the customer is told to try another card.
 */
export function refusedCard(error: unknown): boolean {
  return error instanceof ApiError && error.kind === 'http' && [400, 402, 422].includes(error.status);
}

export const VerifyAndPay = createModel((dependencies: VerifyAndPayDependencies) => {
  const state = signal<AttemptState>({ kind: 'idle' });
  const busy = computed(() => {
    const kind = state.value.kind;
    return kind === 'verifying' || kind === 'challenge' || kind === 'paying' || kind === 'paid';
  });
  let pending: VerifyRequest | undefined;

  const showError = (message: string, failure: AttemptFailure = { cause: 'failed' }) => {
    state.value = { kind: 'error', message, ...failure };
    dependencies.onFailed(message);
  };
  /** A call that failed: blocked by the page's policy, a refused card, or else failed. */
  const fail = (error: unknown, refused = false) => {
    const blockedBy = error instanceof ApiError ? error.blockedBy : undefined;
    const failure: AttemptFailure =
      blockedBy !== undefined ? { cause: 'blocked', blockedBy } : { cause: refused ? 'declined' : 'failed' };
    showError(errorMessage(error, dependencies.fallbackMessage), failure);
  };

  /** Starts an attempt; a second call while one runs does nothing (one request per click). */
  const start = async (request: VerifyRequest) => {
    if (busy.peek()) return;
    state.value = { kind: 'verifying' };
    pending = request;
    try {
      const reading = loadThreeDs();
      const { rawResponse } = await payApi.verify(dependencies.api(), request);
      const { challengeFrom } = await reading;
      state.value = {
        kind: 'challenge',
        challenge: challengeFrom(rawResponse, dependencies.pageOrigin(), dependencies.parseHtml),
      };
    } catch (error) {
      fail(error);
    }
  };

  const pay = async (verificationData: string) => {
    const request = pending;
    if (!request) return;
    state.value = { kind: 'paying' };
    try {
      await payApi.pay(dependencies.api(), { ...request, verificationData });
      state.value = { kind: 'paid' };
      dependencies.onPaid();
    } catch (error) {
      fail(error, refusedCard(error));
    }
  };

  /** A message the popup's page sent, already checked for its window and origin. */
  const onChallengeMessage = (message: ThreeDsMessage) => {
    if (state.peek().kind !== 'challenge') return;
    switch (message.type) {
      case 'authentication-complete':
        void pay(message.data);
        return;
      case 'payment-complete':
        if (isSuccessfulStatus(message.status)) {
          state.value = { kind: 'paid' };
          dependencies.onPaid();
        } else {
          showError(dependencies.fallbackMessage, { cause: 'declined' });
        }
        return;
      case 'authentication-error':
        showError(message.errorMessage || dependencies.fallbackMessage);
        return;
    }
  };

  /**
   * The page's policy refused the 3-D Secure page (form-action, frame-src): the popup would stay
   * blank, so it closes and the attempt fails with what to do instead.
   */
  const onChallengeBlocked = (block: PolicyBlock) => {
    if (state.peek().kind !== 'challenge') return;
    pending = undefined;
    showError(threeDsMessages.threeDsBlocked, { cause: 'blocked', blockedBy: policyReason(block) });
  };

  /** The popup was closed: the attempt is cancelled (spec §4). */
  const cancelChallenge = () => {
    if (state.peek().kind !== 'challenge') return;
    pending = undefined;
    if (dependencies.cancelledMessage) showError(dependencies.cancelledMessage);
    else state.value = { kind: 'idle' };
  };

  const dismissError = () => {
    if (state.peek().kind === 'error') state.value = { kind: 'idle' };
  };

  return { state, busy, start, onChallengeMessage, onChallengeBlocked, cancelChallenge, dismissError };
});

export type VerifyAndPayModel = InstanceType<typeof VerifyAndPay>;

export const cardFailureMessages = {
  fallbackMessage: threeDsMessages.cardFallback,
  cancelledMessage: undefined,
} as const;

export const googlePayFailureMessages = {
  fallbackMessage: threeDsMessages.googlePayFallback,
  cancelledMessage: threeDsMessages.googlePayThreeDsCancelled,
} as const;
