import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator } from 'playwright-core';
import { prepareZXingModule, type ReadInputBarcodeFormat, readBarcodes } from 'zxing-wasm/reader';

// Reads a drawn code back the way a till's scanner would: a screenshot of what the page shows,
// decoded by zxing-cpp (the decoder of most phone and till scanner apps; zxing-js, used before,
// failed on about one clean QR code in fifty that zxing-cpp and jsQR read). A test that passes this
// way proves the code scans, not merely that an SVG exists.

export type ScannedFormat = 'qr' | 'code128';

const formats: Record<ScannedFormat, ReadInputBarcodeFormat> = {
  qr: 'QRCode',
  code128: 'Code128',
};

// The decoder's WebAssembly from the installed package: by default it would fetch it from a CDN.
prepareZXingModule({
  overrides: {
    wasmBinary: readFileSync(createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')),
  },
});

/** What an image (PNG bytes) holds; throws when it does not scan as that format. */
export async function scanImage(image: Uint8Array, format: ScannedFormat): Promise<string> {
  const [read] = await readBarcodes(image, { formats: [formats[format]], maxNumberOfSymbols: 1 });
  if (!read?.isValid) throw new Error(`no ${format} code in the image${read ? `: ${read.error}` : ''}`);
  return read.text;
}

/**
 * What the code the locator shows holds, from one screenshot; throws when it does not scan as that
 * format. (A retry over several screenshots, tried for zxing-js's misses, never read a code the
 * first screenshot missed with zxing-cpp, so none is made.)
 */
export async function scanShown(locator: Locator, format: ScannedFormat): Promise<string> {
  return scanImage(new Uint8Array(await locator.screenshot()), format);
}
