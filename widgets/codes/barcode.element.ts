import { defineWidget } from '../core/runtime/define.ts';
import { BarcodeWidget, type BarcodeWidgetProps } from './BarcodeWidget.tsx';
import codesPageCss from './codes.css?inline';
import type { CodesEvents } from './codes.events.ts';

/**
 * `<byko-barcode>`: a value as a barcode, drawn as SVG (crisp at any zoom, prints well) with the
 * value as text under the bars; its accessible name is 'Strikamerki: {value}'. jsbarcode loads with
 * the first barcode. A value the format cannot hold shows 'Villa kom upp við að hlaða strikamerki'.
 *
 * @csspart barcode - the drawn code's box
 * @attr api-base - where API calls go (none: the code is drawn in the page)
 */
export const barcodeElement = defineWidget<BarcodeWidgetProps, CodesEvents>({
  tag: 'byko-barcode',
  component: BarcodeWidget,
  props: {
    /** what the bars hold */
    value: 'string',
    /** jsbarcode's format name (CODE128, EAN13, CODE39, …); default CODE128 */
    format: 'string',
    /** the bars' height in pixels (40–2000); default 80 */
    height: 'number',
  },
  styles: [codesPageCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-barcode': HTMLElement & BarcodeWidgetProps;
  }
}
