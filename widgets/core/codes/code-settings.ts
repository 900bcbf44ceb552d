// The settings of the barcode and QR code elements as their attributes give them (hostile text):
// anything that is not one of the allowed values falls back to spec §9's default.

/** Spec §9: CODE128, 80 px high. */
export const barcodeDefaults = { format: 'CODE128', height: 80 } as const;

/** Spec §9: level H, 200 px. */
export const qrDefaults = { level: 'H', size: 200 } as const;

export type QrLevel = 'L' | 'M' | 'Q' | 'H';
/** A size in CSS pixels, or `fit`: as wide as the space the page gives the code (square). */
export type QrSize = number | 'fit';

const qrLevels: readonly string[] = ['L', 'M', 'Q', 'H'];

/** Bounds that keep a code drawable and on a screen: smaller would not scan, larger is a mistake. */
const pixelBounds = { min: 40, max: 2000 } as const;

const withinBounds = (pixels: number) =>
  Number.isInteger(pixels) && pixels >= pixelBounds.min && pixels <= pixelBounds.max;

export function qrLevel(text: string | undefined): QrLevel {
  const level = text?.trim().toUpperCase() ?? '';
  return qrLevels.includes(level) ? (level as QrLevel) : qrDefaults.level;
}

export function qrSize(text: string | undefined): QrSize {
  const trimmed = text?.trim().toLowerCase() ?? '';
  if (trimmed === 'fit') return 'fit';
  const pixels = trimmed === '' ? Number.NaN : Number(trimmed);
  return withinBounds(pixels) ? pixels : qrDefaults.size;
}

/** The bar height in pixels (the bars only: the value's text goes under them). */
export function barcodeHeight(value: number | undefined): number {
  return value !== undefined && withinBounds(value) ? value : barcodeDefaults.height;
}

/**
 * jsbarcode's format names are upper case ('CODE128', 'EAN13', 'codabar' and 'pharmacode' aside);
 * an empty attribute is the default. Whether the library knows the format is its own answer.
 */
export function barcodeFormat(text: string | undefined): string {
  const format = text?.trim() ?? '';
  if (format === '') return barcodeDefaults.format;
  return /^(codabar|pharmacode)$/i.test(format) ? format.toLowerCase() : format.toUpperCase();
}

/**
 * Whether the format can hold the value as written. CODE128 holds ASCII only, and jsbarcode takes
 * the characters \xC8–\xD3 (È to Ó: Icelandic É, Í, Ð, Ó) for its own control codes: 'SÍMI-1' would
 * be drawn as 'SMI-1' without a word. Every other format's own check is jsbarcode's.
 */
export function barcodeCanHold(format: string, value: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is for ASCII, control codes included
  return !format.startsWith('CODE128') || /^[\x00-\x7F]*$/.test(value);
}
