import { defineWidget } from '../core/runtime/define.ts';
import { BarcodeWidget, type BarcodeWidgetProps } from './BarcodeWidget.tsx';
import { tag as barcodeTag } from './barcode.tag.ts';
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
  tag: barcodeTag,
  component: BarcodeWidget,
  props: {
    /** what the bars hold */
    value: 'string',
    /** jsbarcode's format name, in any case; default CODE128 */
    format: [
      'CODE39',
      'CODE128',
      'CODE128A',
      'CODE128B',
      'CODE128C',
      'EAN13',
      'EAN8',
      'EAN5',
      'EAN2',
      'UPC',
      'UPCE',
      'ITF14',
      'ITF',
      'MSI',
      'MSI10',
      'MSI11',
      'MSI1010',
      'MSI1110',
      'pharmacode',
      'codabar',
      'CODE93',
      'CODE93FullASCII',
    ],
    /** the bars' height in pixels (40–2000); default 80 */
    height: 'number',
  },
  styles: [codesPageCss],
  translations: { en: () => import('./codes.en.ts'), pl: () => import('./codes.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [barcodeTag]: HTMLElement & BarcodeWidgetProps;
  }
}
