import type QRCodeStyling from 'qr-code-styling';
import type { ReactNode } from 'react';
import { useMessages } from '../runtime/locale.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { type QrLevel, type QrSize, qrDefaults } from './code-settings.ts';
import codesCss from './codes.css?inline';
import { codesMessages } from './codes.messages.ts';
import { DrawnCode } from './DrawnCode.tsx';
import { libraryLoader, useDrawing } from './use-drawing.ts';

const loadQrLibrary = libraryLoader(async () => (await import('qr-code-styling')).default);

/** What a `fit` code is drawn at: the SVG then scales to its box (it has a viewBox). */
const fitDrawingPixels = 400;

/**
 * The value as UTF-8 bytes, one character a byte: the library writes each character's low byte (its
 * Latin-1 default), which would turn 'Þ' into a byte no phone reads as 'Þ'. Scanners read UTF-8.
 */
function utf8Bytes(value: string): string {
  return String.fromCharCode(...new TextEncoder().encode(value));
}

/** The quiet zone round the code: about four modules of a short code (ISO/IEC 18004). */
const quietZone = (pixels: number) => Math.round(pixels * 0.08);

export interface QrCodeProps {
  value: string;
  size?: QrSize;
  level?: QrLevel;
  /** The accessible name; default 'QR kóði: {value}'. */
  label?: string;
}

/**
 * A QR code drawn as SVG by qr-code-styling (loaded with the first code): square modules, black on
 * white, crisp at any zoom. `size` in pixels, or `fit`: as wide as its box, re-sized with it.
 */
export function QrCode(props: QrCodeProps): ReactNode {
  useShadowStyles(codesCss);
  const messages = useMessages(codesMessages);
  const { value, size = qrDefaults.size, level = qrDefaults.level } = props;
  const { ref, state, retry } = useDrawing(
    loadQrLibrary,
    async (Library: typeof QRCodeStyling, target: HTMLDivElement) => {
      const pixels = size === 'fit' ? fitDrawingPixels : size;
      const code = new Library({
        type: 'svg',
        width: pixels,
        height: pixels,
        margin: quietZone(pixels),
        data: utf8Bytes(value),
        qrOptions: { errorCorrectionLevel: level },
        dotsOptions: { type: 'square', color: '#000000' },
        cornersSquareOptions: { type: 'square', color: '#000000' },
        cornersDotOptions: { type: 'square', color: '#000000' },
        backgroundOptions: { color: '#ffffff' },
      });
      target.replaceChildren();
      code.append(target);
      // Resolves once the modules are drawn (the library draws the SVG asynchronously).
      await code.getRawData('svg');
      const svg = target.querySelector('svg');
      svg?.setAttribute('shape-rendering', 'crispEdges');
      svg?.setAttribute('aria-hidden', 'true');
    },
    [value, size, level],
  );
  return (
    <DrawnCode
      state={state}
      retry={retry}
      failedMessage={codesMessages.qrFailed}
      className="byko-qr"
      part="qr-code"
      size={size === 'fit' ? 'fit' : undefined}
      style={size === 'fit' ? undefined : { width: `${size}px` }}
    >
      <div
        ref={ref}
        className="byko-code-drawing"
        role="img"
        aria-label={props.label ?? messages.qrLabel(value)}
      />
    </DrawnCode>
  );
}
