import { computed, createModel, signal } from '@preact/signals-react';
import type { ApiClient } from '../core/runtime/http.ts';
import { initialMethod, methodsFor, type PayMethod, slideDirection } from './methods.ts';
import { type Payment, payApi } from './pay.api.ts';
import { payMessages } from './pay.messages.ts';
import { createPaymentLoader, type PaymentLoadState } from './payment-load.ts';

export type PaymentLoad = PaymentLoadState<{ payment: Payment }>;

export interface PayDependencies {
  api: () => ApiClient;
  onLoadFailed: (message: string) => void;
}

/** The pay page: the payment, its methods and the chosen one (spec §2 Payment page). */
export const PayModel = createModel((dependencies: PayDependencies) => {
  const selected = signal<PayMethod | undefined>(undefined);
  const direction = signal<'forward' | 'backward' | 'none'>('none');
  const payment = createPaymentLoader({
    fetch: async (paymentId) => ({ payment: await payApi.payment(dependencies.api(), paymentId) }),
    failedMessage: payMessages.loadFailed,
    onReady: ({ payment: loaded }) => {
      selected.value = initialMethod(methodsFor(loaded.allowedPaymentMethods));
      direction.value = 'none';
    },
    onFailed: dependencies.onLoadFailed,
  });
  const state = payment.state;

  const methods = computed(() =>
    state.value.kind === 'ready' ? methodsFor(state.value.payment.allowedPaymentMethods) : [],
  );

  /** No payment-id (removed): back to waiting for one; an answer still on its way is dropped. */
  const clear = () => {
    payment.clear();
    selected.value = undefined;
  };

  const select = (method: PayMethod) => {
    direction.value = slideDirection(methods.peek(), selected.peek(), method);
    selected.value = method;
  };

  return {
    state,
    selected,
    direction,
    methods,
    load: payment.load,
    clear,
    retry: payment.retry,
    dispose: payment.dispose,
    select,
  };
});
