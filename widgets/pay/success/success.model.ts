import { createModel } from '@preact/signals-react';
import type { ApiClient } from '../../core/runtime/http.ts';
import { createKeyedLoader } from '../../core/runtime/keyed-loader.ts';
import type { LoadState } from '../../core/runtime/load-state.ts';
import { type Payment, payApi } from '../pay.api.ts';
import { payMessages } from '../pay.messages.ts';

/** Spec §9: the success page moves on to the payment's redirectUrl after 3 seconds. */
export const successRedirectMs = 3000;

export type SuccessState = LoadState<{ payment: Payment }>;

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
      const { redirectUrl } = loaded;
      // Only a paid payment moves on: an unpaid one's page says so and offers to pay.
      if (loaded.isPaid && redirectUrl)
        redirectTimer = setTimeout(() => dependencies.navigate(redirectUrl), successRedirectMs);
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
