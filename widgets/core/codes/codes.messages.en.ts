import { pair } from '../languages/pairs.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { codesMessages } from './codes.messages.ts';

/** The barcode's and the QR code's texts in English. */
export const en: readonly CataloguePair[] = [
  pair(codesMessages, {
    drawing: 'Drawing the code…',
    barcodeFailed: 'Could not load the barcode',
    qrFailed: 'Could not load the QR code',
    barcodeLabel: (value) => `Barcode: ${value}`,
    qrLabel: (value) => `QR code: ${value}`,
  }),
];
