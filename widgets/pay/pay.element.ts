import { defineWidget } from '../core/runtime/define.ts';
import { PayWidget, type PayWidgetProps } from './PayWidget.tsx';
import payCss from './pay.css?inline';
import type { PayEvents } from './pay.events.ts';

/**
 * `<byko-pay>`: pay a payment by card (3-D Secure), Google Pay, instalments or payment slip.
 *
 * @attr payment-id - the payment to pay
 * @attr google-pay-environment - PRODUCTION (default), TEST, or SANDBOX (the sandbox's stand-in sheet)
 * @attr google-pay-merchant-id - Google Pay merchant id
 * @attr google-pay-gateway - the processor's Google Pay gateway name
 * @attr google-pay-gateway-merchant-id - the shop's id at that gateway
 * @attr signing-url - e-signing page of an instalment document; `{documentId}` is replaced
 * @attr compact - narrow layout (the host's iframe=1 mode)
 * @attr api-base - where API calls go
 * @fires {CustomEvent<{ paymentId: string; method: 'instalments' | 'card' | 'googlePay' | 'slip' }>} byko-paid - when the payment went through (for instalments: when the document was signed)
 * @fires {CustomEvent<{ paymentId: string; message: string }>} byko-payment-error - when a load or an attempt failed
 * @fires {CustomEvent<{ to: string; replace?: boolean }>} byko-navigate - cancelable: the success page, the receipt, a slip's redirect
 * @cssprop --byko-color-primary - buttons and the selected method
 */
defineWidget<PayWidgetProps, PayEvents>('byko-pay', PayWidget, {
  props: {
    paymentId: 'string',
    googlePayEnvironment: 'string',
    googlePayMerchantId: 'string',
    googlePayGateway: 'string',
    googlePayGatewayMerchantId: 'string',
    signingUrl: 'string',
    compact: 'boolean',
  },
  styles: [payCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-pay': HTMLElement & PayWidgetProps;
  }
  interface GlobalEventHandlersEventMap {
    'byko-paid': CustomEvent<PayEvents['byko-paid']>;
    'byko-payment-error': CustomEvent<PayEvents['byko-payment-error']>;
  }
}
