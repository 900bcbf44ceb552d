import type JsBarcode from 'jsbarcode';
import type { ReactNode } from 'react';
import { useMessages } from '../runtime/locale.ts';
import { useShadowStyles } from '../runtime/styles.ts';
import { barcodeCanHold, barcodeDefaults } from './code-settings.ts';
import codesCss from './codes.css?inline';
import { codesMessages } from './codes.messages.ts';
import { DrawnCode } from './DrawnCode.tsx';
import { libraryLoader, useDrawing } from './use-drawing.ts';

const loadBarcodeLibrary = libraryLoader(async () => (await import('jsbarcode')).default);

/** Bars 2 px wide, the value under them: what a till's scanner reads off a phone's screen. */
const barcodeStyle = { width: 2, margin: 12, fontSize: 18, textMargin: 4 } as const;

export interface BarcodeProps {
  value: string;
  /** jsbarcode's format name; default CODE128. */
  format?: string;
  /** The bars' height in pixels; default 80. */
  height?: number;
  /** The accessible name; default 'Strikamerki: {value}'. */
  label?: string;
}

/**
 * A barcode drawn as SVG by jsbarcode (loaded with the first barcode), the value as text under the
 * bars, black on white; scaled down, never cut, where the room is narrower than the bars.
 */
export function Barcode(props: BarcodeProps): ReactNode {
  useShadowStyles(codesCss);
  const messages = useMessages(codesMessages);
  const { value, format = barcodeDefaults.format, height = barcodeDefaults.height } = props;
  const { ref, state, retry } = useDrawing(
    loadBarcodeLibrary,
    (draw: typeof JsBarcode, target: SVGSVGElement) => {
      if (!barcodeCanHold(format, value)) throw new RangeError(`${format} cannot hold the value`);
      draw(target, value, {
        format,
        height,
        displayValue: true,
        background: '#ffffff',
        lineColor: '#000000',
        ...barcodeStyle,
      });
    },
    [value, format, height],
  );
  // As high as jsbarcode will draw it (the bars, the value under them, the margins), before it has:
  // an empty SVG is 150 px high, and the text under the code would move when it is drawn.
  const drawnHeight = height + barcodeStyle.fontSize + barcodeStyle.textMargin + 2 * barcodeStyle.margin;
  return (
    <DrawnCode
      state={state}
      retry={retry}
      failedMessage={codesMessages.barcodeFailed}
      className="byko-barcode-drawing"
      part="barcode"
    >
      <svg
        ref={ref}
        height={drawnHeight}
        role="img"
        aria-label={props.label ?? messages.barcodeLabel(value)}
      />
    </DrawnCode>
  );
}
