// The settings of the barcode and QR code elements as their attributes give them (hostile text):
// anything that is not one of the allowed values falls back to spec §9's default.

/** Spec §9: CODE128, 80 px high. */
export const barcodeDefaults = { format: 'CODE128', height: 80 } as const;

/** Spec §9: level H, 200 px. */
export const qrDefaults = { level: 'H', size: 200 } as const;

export type QrLevel = 'L' | 'M' | 'Q' | 'H';
/** jsbarcode's format names, as a barcode element's `format` attribute takes them. */
export type BarcodeFormat =
  | 'CODE39'
  | 'CODE128'
  | 'CODE128A'
  | 'CODE128B'
  | 'CODE128C'
  | 'EAN13'
  | 'EAN8'
  | 'EAN5'
  | 'EAN2'
  | 'UPC'
  | 'UPCE'
  | 'ITF14'
  | 'ITF'
  | 'MSI'
  | 'MSI10'
  | 'MSI11'
  | 'MSI1010'
  | 'MSI1110'
  | 'pharmacode'
  | 'codabar'
  | 'CODE93'
  | 'CODE93FullASCII';
/** A size in CSS pixels, or `fit`: as wide as the space the page gives the code (square). */
export type QrSize = number | 'fit';
/**
 * What a QR code element's `size` takes: a QrSize, or `screen`: as large as the window allows, as a
 * code shown to a till's scanner is (spec §9: at most about half the window's height and 80 % of its width).
 */
export type QrElementSize = QrSize | 'screen';

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

/** `qrSize`, and `screen` (any case, spaces round it) as itself. */
export function qrElementSize(text: string | undefined): QrElementSize {
  return text?.trim().toLowerCase() === 'screen' ? 'screen' : qrSize(text);
}

/** The bar height in pixels (the bars only: the value's text goes under them). */
export function barcodeHeight(value: number | undefined): number {
  return value !== undefined && withinBounds(value) ? value : barcodeDefaults.height;
}

/** The format to draw: the element's attribute reads only jsbarcode's names (define.ts), else the default. */
export function barcodeFormat(format: BarcodeFormat | undefined): BarcodeFormat {
  return format ?? barcodeDefaults.format;
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
