import { createModel } from '@preact/signals-react';
import type { ApiClient } from '../../core/runtime/http.ts';
import { createKeyedLoader } from '../../core/runtime/keyed-loader.ts';
import type { LoadState } from '../../core/runtime/load-state.ts';
import { guardedUrl, safeUrl } from '../../core/runtime/navigation.ts';
import { type Payment, payApi } from '../pay.api.ts';
import { payMessages } from '../pay.messages.ts';

/** Spec §9: the success page moves on to the payment's redirectUrl after 3 seconds. */
export const successRedirectMs = 3000;

export type SuccessState = LoadState<{ payment: Payment }>;

/**
 * Whether the success page moves on: a paid payment with a redirectUrl the page may follow (core's
 * navigation guard: its own origin or one it allows). Another origin the page does not allow is not
 * followed, so the page neither waits to go there nor says it will.
 */
export function movesOn(payment: Payment): boolean {
  return payment.isPaid && payment.redirectUrl !== '' && safeUrl(payment.redirectUrl) !== undefined;
}

export interface SuccessDependencies {
  api: () => ApiClient;
  navigate: (url: string) => void;
}

/** The success page (spec §2): the paid payment's amount, then its redirectUrl after 3 s. */
export const SuccessModel = createModel((dependencies: SuccessDependencies) => {
  let redirectTimer: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    if (redirectTimer !== undefined) clearTimeout(redirectTimer);
    redirectTimer = undefined;
  };

  const payment = createKeyedLoader({
    fetch: async (paymentId) => ({ payment: await payApi.payment(dependencies.api(), paymentId) }),
    failedMessage: payMessages.loadFailed,
    onReady: ({ payment: loaded }) => {
      // Only a paid payment moves on: an unpaid one's page says so and offers to pay.
      if (movesOn(loaded))
        redirectTimer = setTimeout(() => dependencies.navigate(loaded.redirectUrl), successRedirectMs);
      // One the page may not follow: the guard's warning tells the page's developers which.
      else if (loaded.isPaid && loaded.redirectUrl !== '') guardedUrl(loaded.redirectUrl);
    },
  });

  const load = (paymentId: string) => {
    stop();
    return payment.load(paymentId);
  };

  const dispose = () => {
    payment.dispose();
    stop();
  };

  /** No payment-id (removed): back to waiting for one. */
  const clear = () => {
    stop();
    payment.clear();
  };

  return { state: payment.state, load, retry: payment.retry, dispose, clear };
});
