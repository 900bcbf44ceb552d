import { defineWidget } from '../core/runtime/define.ts';
import codesPageCss from './codes.css?inline';
import { SalesOrderBarcodeWidget, type SalesOrderBarcodeWidgetProps } from './SalesOrderBarcodeWidget.tsx';

/**
 * `<byko-sales-order-barcode>`: a sales order's barcode. It asks the API whether the order exists
 * (`GET /sales-orders/{salesId}/exists`) and draws it as a CODE128 barcode; any failure shows 'Villa
 * kom upp við að hlaða strikamerki' with 'Reyna aftur'.
 *
 * @attr sales-id - the sales order
 * @attr api-base - where API calls go
 * @csspart barcode - the drawn code's box
 * @csspart alert - the failure and its retry
 */
defineWidget<SalesOrderBarcodeWidgetProps>('byko-sales-order-barcode', SalesOrderBarcodeWidget, {
  props: { salesId: 'string' },
  styles: [codesPageCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-sales-order-barcode': HTMLElement & SalesOrderBarcodeWidgetProps;
  }
}
