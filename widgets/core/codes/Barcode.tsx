import type JsBarcode from 'jsbarcode';
import type { ReactNode } from 'react';
import { useShadowStyles } from '../styles.ts';
import { Alert, Spinner } from '../ui/index.ts';
import { barcodeDefaults } from './code-settings.ts';
import codesCss from './codes.css?inline';
import { codesMessages } from './codes.messages.ts';
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
  const { value, format = barcodeDefaults.format, height = barcodeDefaults.height } = props;
  const { ref, state, retry } = useDrawing(
    loadBarcodeLibrary,
    (draw: typeof JsBarcode, target: SVGSVGElement) => {
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
  const failed = state.kind === 'failed';
  return (
    <>
      <div className="byko-code byko-barcode" part="barcode" hidden={failed}>
        <svg ref={ref} role="img" aria-label={props.label ?? codesMessages.barcodeLabel(value)} />
        {state.kind === 'drawing' ? (
          <div className="byko-code-busy">
            <Spinner size="large" label={codesMessages.drawing} />
          </div>
        ) : null}
      </div>
      {failed ? (
        <Alert message={codesMessages.barcodeFailed} {...(state.canRetry ? { onRetry: retry } : {})} />
      ) : null}
    </>
  );
}
