import type { ReactNode } from 'react';
import { type QrLevel, qrLevel, qrSize } from '../core/codes/code-settings.ts';
import { QrCode } from '../core/codes/QrCode.tsx';

export interface QrCodeWidgetProps {
  /** What the code holds; nothing is drawn without it. */
  value?: string;
  /** Pixels (40–2000), or `fit`: as wide as the element; default 200 (spec §9). */
  size?: string;
  /** Error correction L, M, Q or H; default H (spec §9). */
  level?: QrLevel;
}

/** `<byko-qr-code>`: the value as a QR code (spec §2 "Barcode/QR renderers"). */
export function QrCodeWidget(props: QrCodeWidgetProps): ReactNode {
  if (!props.value) return null;
  return (
    <div className="byko-code-page">
      <QrCode value={props.value} size={qrSize(props.size)} level={qrLevel(props.level)} />
    </div>
  );
}
