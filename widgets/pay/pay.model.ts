import { computed, createModel, signal } from '@preact/signals-react';
import { type ApiClient, errorMessage } from '../core/http.ts';
import type { LoadState } from '../core/load-state.ts';
import { initialMethod, methodsFor, type PayMethod, slideDirection } from './methods.ts';
import { type Payment, payApi } from './pay.api.ts';
import { payMessages } from './pay.messages.ts';

export type PaymentLoad = LoadState<{ payment: Payment }>;

export interface PayDependencies {
  api: () => ApiClient;
  onLoadFailed: (message: string) => void;
}

/** The pay page: the payment, its methods and the chosen one (spec §2 Payment page). */
export const PayModel = createModel((dependencies: PayDependencies) => {
  const load = signal<PaymentLoad>({ kind: 'loading' });
  const selected = signal<PayMethod | undefined>(undefined);
  const direction = signal<'forward' | 'backward' | 'none'>('none');
  let loadedId: string | undefined;
  let generation = 0;

  const methods = computed(() =>
    load.value.kind === 'ready' ? methodsFor(load.value.payment.allowedPaymentMethods) : [],
  );

  const loadPayment = async (paymentId: string) => {
    loadedId = paymentId;
    generation += 1;
    const mine = generation;
    load.value = { kind: 'loading' };
    try {
      const payment = await payApi.payment(dependencies.api(), paymentId);
      if (mine !== generation) return;
      load.value = { kind: 'ready', payment };
      selected.value = initialMethod(methodsFor(payment.allowedPaymentMethods));
      direction.value = 'none';
    } catch (error) {
      if (mine !== generation) return;
      const message = errorMessage(error, payMessages.loadFailed);
      load.value = { kind: 'failed', message };
      dependencies.onLoadFailed(message);
    }
  };

  /** No payment-id (removed): back to waiting for one; an answer still on its way is dropped. */
  const clear = () => {
    loadedId = undefined;
    generation += 1;
    load.value = { kind: 'loading' };
    selected.value = undefined;
  };

  const retry = () => {
    if (loadedId !== undefined) void loadPayment(loadedId);
  };

  const select = (method: PayMethod) => {
    direction.value = slideDirection(methods.peek(), selected.peek(), method);
    selected.value = method;
  };

  return { load, selected, direction, methods, loadPayment, clear, retry, select };
});
