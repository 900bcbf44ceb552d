import { defineWidget } from '../core/runtime/define.ts';
import { ReceiptWidget, type ReceiptWidgetProps } from './ReceiptWidget.tsx';
import receiptCss from './receipt.css?inline';
import type { ReceiptEvents } from './receipt.events.ts';
import { tag as receiptTag } from './receipt.tag.ts';

/**
 * `<byko-receipt>`: a paid payment's receipt. While the payment is not yet confirmed the status
 * is checked every second (at most 10 times) and the receipt loaded when it turns paid.
 */
export const receiptElement = defineWidget<ReceiptWidgetProps, ReceiptEvents>({
  tag: receiptTag,
  component: ReceiptWidget,
  props: {
    /** the payment */
    paymentId: 'string',
  },
  styles: [receiptCss],
  translations: { en: () => import('./receipt.en.ts'), pl: () => import('./receipt.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [receiptTag]: HTMLElement & ReceiptWidgetProps;
  }
}
