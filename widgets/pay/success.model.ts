import { createModel, signal } from '@preact/signals-react';
import { type ApiClient, errorMessage } from '../core/http.ts';
import type { LoadState } from '../core/load-state.ts';
import { type Payment, payApi } from './pay.api.ts';
import { payMessages } from './pay.messages.ts';

/** Spec §9: the success page moves on to the payment's redirectUrl after 3 seconds. */
export const successRedirectMs = 3000;

export type SuccessState = LoadState<{ payment: Payment }>;

export interface SuccessDependencies {
  api: () => ApiClient;
  navigate: (url: string) => void;
}

/** The success page (spec §2): the paid payment's amount, then its redirectUrl after 3 s. */
export const SuccessModel = createModel((dependencies: SuccessDependencies) => {
  const state = signal<SuccessState>({ kind: 'loading' });
  let redirectTimer: ReturnType<typeof setTimeout> | undefined;
  let generation = 0;
  let loadedId: string | undefined;

  const stop = () => {
    if (redirectTimer !== undefined) clearTimeout(redirectTimer);
    redirectTimer = undefined;
  };

  const load = async (paymentId: string) => {
    stop();
    loadedId = paymentId;
    generation += 1;
    const mine = generation;
    state.value = { kind: 'loading' };
    try {
      const payment = await payApi.payment(dependencies.api(), paymentId);
      if (mine !== generation) return;
      state.value = { kind: 'ready', payment };
      const { redirectUrl } = payment;
      if (redirectUrl)
        redirectTimer = setTimeout(() => dependencies.navigate(redirectUrl), successRedirectMs);
    } catch (error) {
      if (mine === generation)
        state.value = { kind: 'failed', message: errorMessage(error, payMessages.loadFailed) };
    }
  };

  const retry = () => {
    if (loadedId !== undefined) void load(loadedId);
  };

  const dispose = () => {
    generation += 1;
    stop();
  };

  /** No payment-id (removed): back to waiting for one. */
  const clear = () => {
    dispose();
    loadedId = undefined;
    state.value = { kind: 'loading' };
  };

  return { state, load, retry, dispose, clear };
});
