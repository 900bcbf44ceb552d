import { defineWidget } from '../core/runtime/define.ts';
import codesPageCss from './codes.css?inline';
import { QrCodeWidget, type QrCodeWidgetProps } from './QrCodeWidget.tsx';

/**
 * `<byko-qr-code>`: a value as a QR code, drawn as SVG with square modules, black on white, its
 * accessible name 'QR kóði: {value}'. qr-code-styling loads with the first code.
 *
 * @attr value - what the code holds
 * @attr size - its width in pixels (40–2000), or `fit` to fill the element's width; default 200
 * @attr level - error correction: L, M, Q or H; default H
 * @attr api-base - where API calls go (none: the code is drawn in the page)
 * @csspart qr-code - the drawn code's box
 */
defineWidget<QrCodeWidgetProps>('byko-qr-code', QrCodeWidget, {
  props: { value: 'string', size: 'string', level: 'string' },
  styles: [codesPageCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'byko-qr-code': HTMLElement & QrCodeWidgetProps;
  }
}
