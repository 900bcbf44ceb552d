import type { CommonEvents } from '../core/runtime/events.ts';
import type { PayMethod } from './methods.ts';

/** The events of `<byko-pay>`. */
export type PayEvents = CommonEvents & {
  /** The payment went through (or, for instalments, the document was signed). */
  'byko-paid': { paymentId: string; method: PayMethod };
  /** A load or an attempt failed; the widget shows the message and offers a retry. */
  'byko-payment-error': { paymentId: string; message: string };
};

declare global {
  interface GlobalEventHandlersEventMap {
    'byko-paid': CustomEvent<PayEvents['byko-paid']>;
    'byko-payment-error': CustomEvent<PayEvents['byko-payment-error']>;
  }
}
