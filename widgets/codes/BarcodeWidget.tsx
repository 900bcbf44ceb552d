import type { ReactNode } from 'react';
import { Barcode } from '../core/codes/Barcode.tsx';
import { type BarcodeFormat, barcodeFormat, barcodeHeight } from '../core/codes/code-settings.ts';

export interface BarcodeWidgetProps {
  /** What the bars hold; nothing is drawn without it. */
  value?: string;
  /** jsbarcode's format; default CODE128 (spec §9). */
  format?: BarcodeFormat;
  /** The bars' height in pixels, 40–2000; default 80 (spec §9). */
  height?: number;
}

/** `<byko-barcode>`: the value as a barcode with its text under the bars (spec §2 "Barcode/QR renderers"). */
export function BarcodeWidget(props: BarcodeWidgetProps): ReactNode {
  if (!props.value) return null;
  return (
    <div className="byko-code-page">
      <Barcode
        value={props.value}
        format={barcodeFormat(props.format)}
        height={barcodeHeight(props.height)}
      />
    </div>
  );
}
