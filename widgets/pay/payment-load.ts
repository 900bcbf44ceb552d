import { computed, type ReadonlySignal, signal } from '@preact/signals-react';
import { errorMessage, isNotFound } from '../core/runtime/http.ts';
import { createKeyedLoader, type KeyedLoaderOptions } from '../core/runtime/keyed-loader.ts';
import type { LoadState } from '../core/runtime/load-state.ts';

/**
 * A payment page's load: the loader's states, and `notFound` when the API answers 404 for the
 * payment. Trying again cannot find it, so that page offers a way out instead of a retry. `message`
 * is the server's reason (else the flow's), as byko-payment-error carries it.
 */
export type PaymentLoadState<Ready extends object> = LoadState<Ready> | { kind: 'notFound'; message: string };

export interface PaymentLoader<Ready extends object> {
  readonly state: ReadonlySignal<PaymentLoadState<Ready>>;
  load: (paymentId: string) => Promise<void>;
  retry: () => void;
  clear: () => void;
  dispose: () => void;
}

/** core's keyed loader, with a 404 told apart from the failures a retry may mend. */
export function createPaymentLoader<Ready extends object>(
  options: KeyedLoaderOptions<Ready>,
): PaymentLoader<Ready> {
  const missing = signal<string | undefined>(undefined);
  const loader = createKeyedLoader({
    ...options,
    handled: (error) => {
      if (!isNotFound(error)) return false;
      const message = errorMessage(error, options.failedMessage);
      missing.value = message;
      options.onFailed?.(message);
      return true;
    },
  });
  const state = computed<PaymentLoadState<Ready>>(() =>
    missing.value === undefined ? loader.state.value : { kind: 'notFound', message: missing.value },
  );
  return {
    state,
    load: (paymentId) => {
      missing.value = undefined;
      return loader.load(paymentId);
    },
    retry: () => {
      missing.value = undefined;
      loader.retry();
    },
    clear: () => {
      missing.value = undefined;
      loader.clear();
    },
    dispose: loader.dispose,
  };
}
