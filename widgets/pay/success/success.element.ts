import { defineWidget } from '../../core/runtime/define.ts';
import payCss from '../pay.css?inline';
import { PaymentSuccess, type PaymentSuccessProps } from './PaymentSuccess.tsx';

/**
 * `<byko-payment-success>`: the page after a card or Google Pay payment.
 *
 * @attr payment-id - the payment that was paid
 * @attr api-base - where API calls go
 * @fires {CustomEvent<{ to: string; replace?: boolean }>} byko-navigate - cancelable: the payment's redirectUrl, 3 s after loading
 */
defineWidget<PaymentSuccessProps>('byko-payment-success', PaymentSuccess, {
  props: { paymentId: 'string' },
  styles: [payCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-payment-success': HTMLElement & PaymentSuccessProps;
  }
}
