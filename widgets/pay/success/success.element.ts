import { defineWidget } from '../../core/runtime/define.ts';
import payCss from '../pay.css?inline';
import { PaymentSuccess, type PaymentSuccessProps } from './PaymentSuccess.tsx';
import successCss from './success.css?inline';
import type { PaymentSuccessEvents } from './success.events.ts';
import { tag as paymentSuccessTag } from './success.tag.ts';

/**
 * `<byko-payment-success>`: the page after a card or Google Pay payment: a success mark, the amount,
 * the reference, when and how it was paid (from its receipt), 'Sjá kvittun'; with a redirectUrl,
 * where the customer is going and a link to go at once.
 *
 * @fires byko-navigate - cancelable: the payment's redirectUrl (3 s after loading, or at once), the receipt ('Sjá kvittun'), an unpaid payment's pay page ('Greiða')
 */
export const paymentSuccessElement = defineWidget<PaymentSuccessProps, PaymentSuccessEvents>({
  tag: paymentSuccessTag,
  component: PaymentSuccess,
  props: {
    /** the payment that was paid */
    paymentId: 'string',
  },
  styles: [payCss, successCss],
  translations: { en: () => import('./success.en.ts'), pl: () => import('./success.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [paymentSuccessTag]: HTMLElement & PaymentSuccessProps;
  }
}
