import { pair } from '../languages/pairs.ts';
import type { CataloguePair } from '../runtime/translations.ts';
import { codesMessages } from './codes.messages.ts';

/** The barcode's and the QR code's texts in Polish. */
export const pl: readonly CataloguePair[] = [
  pair(codesMessages, {
    drawing: 'Generowanie kodu…',
    barcodeFailed: 'Nie udało się wczytać kodu kreskowego',
    qrFailed: 'Nie udało się wczytać kodu QR',
    barcodeLabel: (value) => `Kod kreskowy: ${value}`,
    qrLabel: (value) => `Kod QR: ${value}`,
  }),
];
