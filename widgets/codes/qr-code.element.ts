import { defineWidget } from '../core/runtime/define.ts';
import codesPageCss from './codes.css?inline';
import type { CodesEvents } from './codes.events.ts';
import { QrCodeWidget, type QrCodeWidgetProps } from './QrCodeWidget.tsx';

/**
 * `<byko-qr-code>`: a value as a QR code, drawn as SVG with square modules, black on white, its
 * accessible name 'QR kóði: {value}'. qr-code-styling loads with the first code.
 *
 * @csspart qr-code - the drawn code's box
 * @attr api-base - where API calls go (none: the code is drawn in the page)
 */
export const qrCodeElement = defineWidget<QrCodeWidgetProps, CodesEvents>({
  tag: 'byko-qr-code',
  component: QrCodeWidget,
  props: {
    /** what the code holds */
    value: 'string',
    /** its width in pixels (40–2000), or `fit` to fill the element's width; default 200 */
    size: 'string',
    /** error correction: L, M, Q or H; default H */
    level: ['L', 'M', 'Q', 'H'],
  },
  styles: [codesPageCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-qr-code': HTMLElement & QrCodeWidgetProps;
  }
}
