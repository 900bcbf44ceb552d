import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { keepNamesShim } from './browser.ts';

/** Where the bench leaves its screenshots (git-ignored: bench/.gitignore). */
export const shotsDirectory = join(import.meta.dirname, 'shots');

export interface ShotComparison {
  readonly width: number;
  readonly height: number;
  /** The two shots' sizes differ: no pixel comparison. */
  readonly sizesDiffer: boolean;
  /** Pixels whose colour differs, of all. */
  readonly differentPixels: number;
  readonly totalPixels: number;
}

/** Saves both shots as `<name>-real.png` and `<name>-twin.png` under bench/shots/. */
export function saveShots(name: string, real: Buffer, twin: Buffer): void {
  mkdirSync(shotsDirectory, { recursive: true });
  writeFileSync(join(shotsDirectory, `${name}-real.png`), real);
  writeFileSync(join(shotsDirectory, `${name}-twin.png`), twin);
}

/** Compares two PNGs pixel by pixel, decoded by the browser (the project has no PNG decoder). */
export async function compareShots(browser: Browser, real: Buffer, twin: Buffer): Promise<ShotComparison> {
  const page = await browser.newPage();
  try {
    await page.evaluate(keepNamesShim);
    return await page.evaluate(
      async ([realUrl, twinUrl]) => {
        const pixels = async (url: string) => {
          const bitmap = await createImageBitmap(await (await fetch(url)).blob());
          const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, bitmap.width, bitmap.height);
        };
        const [a, b] = [await pixels(realUrl), await pixels(twinUrl)];
        const totalPixels = a.width * a.height;
        if (a.width !== b.width || a.height !== b.height) {
          return {
            width: a.width,
            height: a.height,
            sizesDiffer: true,
            differentPixels: totalPixels,
            totalPixels,
          };
        }
        let differentPixels = 0;
        for (let index = 0; index < a.data.length; index += 4) {
          if (
            a.data[index] !== b.data[index] ||
            a.data[index + 1] !== b.data[index + 1] ||
            a.data[index + 2] !== b.data[index + 2]
          ) {
            differentPixels += 1;
          }
        }
        return { width: a.width, height: a.height, sizesDiffer: false, differentPixels, totalPixels };
      },
      [
        `data:image/png;base64,${real.toString('base64')}`,
        `data:image/png;base64,${twin.toString('base64')}`,
      ] as const,
    );
  } finally {
    await page.close();
  }
}
