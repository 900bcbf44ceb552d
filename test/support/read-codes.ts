import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';

// Reads a drawn code back the way a till's scanner would: a screenshot of what the page shows,
// decoded by ZXing. A test that passes this way proves the code scans, not merely that an SVG exists.

export type ScannedFormat = 'qr' | 'code128';

const formats: Record<ScannedFormat, BarcodeFormat> = {
  qr: BarcodeFormat.QR_CODE,
  code128: BarcodeFormat.CODE_128,
};

/** The grey level of each pixel of a PNG (what a scanner's sensor sees). */
function luminances(png: PNG): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(png.width * png.height);
  for (let pixel = 0; pixel < grey.length; pixel += 1) {
    const offset = pixel * 4;
    const [red, green, blue] = [png.data[offset] ?? 0, png.data[offset + 1] ?? 0, png.data[offset + 2] ?? 0];
    grey[pixel] = (red * 299 + green * 587 + blue * 114) / 1000;
  }
  return grey;
}

/** What one screenshot of the locator holds; throws when it does not scan as that format. */
async function scanOnce(locator: Locator, format: ScannedFormat): Promise<string> {
  const png = PNG.sync.read(await locator.screenshot());
  const source = new RGBLuminanceSource(luminances(png), png.width, png.height);
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [formats[format]]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
}

/**
 * What the code the locator shows holds; throws when it does not scan as that format. Like a
 * scanner it reads frame after frame for a while: on a loaded CI machine one screenshot of a
 * freshly drawn code once failed to decode where the next ones would have.
 */
export async function scanShown(locator: Locator, format: ScannedFormat, attempts = 5): Promise<string> {
  let failure: unknown;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      return await scanOnce(locator, format);
    } catch (error) {
      failure = error;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw failure;
}
