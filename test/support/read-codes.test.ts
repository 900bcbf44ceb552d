import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { scanImage } from './read-codes.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`fixtures/${name}`, import.meta.url)));

describe('scanImage, the e2e tests’ scanner', () => {
  // Screenshots of two checkout codes from e2e runs: clean, yet zxing-js found no code in either.
  test.each(['kassi-8444da26', 'kassi-e8d67784'])('reads the checkout code %s', async (code) => {
    expect(await scanImage(fixture(`qr-${code}.png`), 'qr')).toBe(code);
  });

  test('finds no CODE128 barcode in a QR code', async () => {
    await expect(scanImage(fixture('qr-kassi-8444da26.png'), 'code128')).rejects.toThrow('no code128 code');
  });
});
