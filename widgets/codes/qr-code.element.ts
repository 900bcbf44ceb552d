import { defineWidget } from '../core/runtime/define.ts';
import codesPageCss from './codes.css?inline';
import type { CodesEvents } from './codes.events.ts';
import { QrCodeWidget, type QrCodeWidgetProps } from './QrCodeWidget.tsx';
import { tag as qrCodeTag } from './qr-code.tag.ts';

/**
 * `<byko-qr-code>`: a value as a QR code, drawn as SVG with square modules, black on white, its
 * accessible name 'QR kóði: {value}'. qr-code-styling loads with the first code.
 *
 * @csspart qr-code - the drawn code's box
 * @csspart caption - with `caption`: how to scan the code and what it holds
 * @attr api-base - where API calls go (none: the code is drawn in the page)
 */
export const qrCodeElement = defineWidget<QrCodeWidgetProps, CodesEvents>({
  tag: qrCodeTag,
  component: QrCodeWidget,
  props: {
    /** what the code holds */
    value: 'string',
    /**
     * its width in pixels (40–2000), `fit` to fill the element's width, or `screen`: as large as
     * the window allows (at most about half its height and 80 % of its width, as the checkout's
     * code); default 200
     */
    size: 'string',
    /** error correction: L, M, Q or H; default H */
    level: ['L', 'M', 'Q', 'H'],
    /** present: a caption under the code says how to scan it and what it holds */
    caption: 'boolean',
  },
  styles: [codesPageCss],
  translations: { en: () => import('./codes.en.ts'), pl: () => import('./codes.pl.ts') },
});

declare global {
  interface HTMLElementTagNameMap {
    [qrCodeTag]: HTMLElement & QrCodeWidgetProps;
  }
}
