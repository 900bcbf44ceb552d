/** Texts of the barcode and QR code (spec §2 "Other tools", §8). */
export const codesMessages = {
  drawing: 'Teikna kóða…',
  /** Spec §8 "Barcode". */
  barcodeFailed: 'Villa kom upp við að hlaða strikamerki',
  qrFailed: 'Villa kom upp við að hlaða QR kóða',
  barcodeLabel: (value: string) => `Strikamerki: ${value}`,
  qrLabel: (value: string) => `QR kóði: ${value}`,
} as const;
