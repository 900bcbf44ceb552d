import { defineWidget } from '../core/runtime/define.ts';
import { ReceiptWidget, type ReceiptWidgetProps } from './ReceiptWidget.tsx';
import receiptCss from './receipt.css?inline';

/**
 * `<byko-receipt>`: a paid payment's receipt. While the payment is not yet confirmed the status
 * is checked every second (at most 10 times) and the receipt loaded when it turns paid.
 *
 * @attr payment-id - the payment
 * @attr api-base - where API calls go
 */
defineWidget<ReceiptWidgetProps>('byko-receipt', ReceiptWidget, {
  props: { paymentId: 'string' },
  styles: [receiptCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-receipt': HTMLElement & ReceiptWidgetProps;
  }
}
