import { defineWidget } from '../core/runtime/define.ts';
import codesPageCss from './codes.css?inline';
import type { CodesEvents } from './codes.events.ts';
import { SalesOrderBarcodeWidget, type SalesOrderBarcodeWidgetProps } from './SalesOrderBarcodeWidget.tsx';
import { tag as salesOrderBarcodeTag } from './sales-order-barcode.tag.ts';

/**
 * `<byko-sales-order-barcode>`: a sales order's barcode. It asks the API whether the order exists
 * (`GET /sales-orders/{salesId}/exists`) and draws it as a CODE128 barcode; any failure shows 'Villa
 * kom upp við að hlaða strikamerki' with 'Reyna aftur'.
 *
 * @csspart barcode - the drawn code's box
 * @csspart alert - the failure and its retry
 */
export const salesOrderBarcodeElement = defineWidget<SalesOrderBarcodeWidgetProps, CodesEvents>({
  tag: salesOrderBarcodeTag,
  component: SalesOrderBarcodeWidget,
  props: {
    /** the sales order */
    salesId: 'string',
  },
  styles: [codesPageCss],
  translations: { en: () => import('./codes.en.ts'), pl: () => import('./codes.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [salesOrderBarcodeTag]: HTMLElement & SalesOrderBarcodeWidgetProps;
  }
}
