import { defineWidget } from '../core/runtime/define.ts';
import { PayWidget, type PayWidgetProps } from './PayWidget.tsx';
import payCss from './pay.css?inline';
import type { PayEvents } from './pay.events.ts';
import { tag as payTag } from './pay.tag.ts';

/**
 * `<byko-pay>`: pay a payment by card (3-D Secure), Google Pay, instalments or payment slip.
 *
 * @fires byko-paid - when the payment went through (for instalments: when the document was signed)
 * @fires byko-payment-error - when a load or an attempt failed
 * @fires byko-navigate - cancelable: the success page, the receipt, a slip's redirect
 * @cssprop --byko-color-primary - buttons and the selected method
 */
export const payElement = defineWidget<PayWidgetProps, PayEvents>({
  tag: payTag,
  component: PayWidget,
  props: {
    /** the payment to pay */
    paymentId: 'string',
    /** Google Pay's environment: PRODUCTION (default) or TEST; else the page's `<meta name="byko-google-pay-environment">` */
    googlePayEnvironment: ['PRODUCTION', 'TEST'],
    /** Google Pay merchant id; else the page's `byko-google-pay-merchant-id`. Google Pay is offered only with all four merchant settings */
    googlePayMerchantId: 'string',
    /** the merchant's name in Google's sheet; else the page's `byko-google-pay-merchant-name` */
    googlePayMerchantName: 'string',
    /** the processor's Google Pay gateway name; else the page's `byko-google-pay-gateway` */
    googlePayGateway: 'string',
    /** the shop's id at that gateway; else the page's `byko-google-pay-gateway-merchant-id` */
    googlePayGatewayMerchantId: 'string',
    /** e-signing page of an instalment document, `{documentId}` replaced; else the page's `<meta name="byko-instalment-signing-url">`; with neither, the signing step says so and opens nothing */
    signingUrl: 'string',
    /** narrow layout (the host's iframe=1 mode) */
    compact: 'boolean',
  },
  styles: [payCss],
  translations: { en: () => import('./pay.en.ts'), pl: () => import('./pay.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [payTag]: HTMLElement & PayWidgetProps;
  }
}
