import type { ReactNode } from 'react';
import { type QrLevel, qrElementSize, qrLevel } from '../core/codes/code-settings.ts';
import { QrCode } from '../core/codes/QrCode.tsx';
import { useMessages } from '../core/runtime/locale.ts';
import { qrCodeMessages } from './codes.messages.ts';

export interface QrCodeWidgetProps {
  /** What the code holds; nothing is drawn without it. */
  value?: string;
  /**
   * Pixels (40–2000); `fit`: as wide as the element; `screen`: as large as the window allows, as
   * the checkout's code; default 200 (spec §9).
   */
  size?: string;
  /** Error correction L, M, Q or H; default H (spec §9). */
  level?: QrLevel;
  /** Under the code: how to scan it, and what it holds as text. */
  caption?: boolean;
}

/** `<byko-qr-code>`: the value as a QR code (spec §2 "Barcode/QR renderers"). */
export function QrCodeWidget(props: QrCodeWidgetProps): ReactNode {
  const messages = useMessages(qrCodeMessages);
  if (!props.value) return null;
  const size = qrElementSize(props.size);
  const level = qrLevel(props.level);
  const code =
    size === 'screen' ? (
      // Sized by CSS, as the window turns or changes; the drawing fills its box.
      <div className="byko-qr-screen">
        <QrCode value={props.value} size="fit" level={level} />
      </div>
    ) : (
      <QrCode value={props.value} size={size} level={level} />
    );
  if (!props.caption) return <div className="byko-code-page">{code}</div>;
  return (
    <figure className="byko-code-page byko-qr-figure">
      {code}
      <figcaption className="byko-qr-caption" part="caption">
        <span>{messages.captionHow}</span>
        <span className="byko-qr-caption-value">{messages.captionWhat(props.value)}</span>
      </figcaption>
    </figure>
  );
}
