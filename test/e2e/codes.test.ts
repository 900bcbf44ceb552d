import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { scanShown } from '../support/read-codes.ts';
import { browserPerTestFile } from './harness.ts';

// The code pages (spec §2 "Other tools", §9): /strikamerki, /qr-code and /solupontun/{salesId}/strikamerki
// against the sandbox (SO-100200 exists), each code read back from a screenshot by zxing-cpp
// (read-codes.ts), as a till's scanner would: only a real page can be scanned. What each element
// draws, its attributes and failures are the element tests' (test/elements/codes-element.test.ts),
// the stories' (stories/codes.stories.tsx) and the models' (widgets/codes, widgets/core/codes).

const browser = browserPerTestFile();

/** The drawn code (its labelled box), once the library has drawn it. */
async function drawn(page: Page, label: string) {
  const code = page.getByRole('img', { name: label, exact: true });
  await code.locator('rect').first().waitFor({ state: 'attached' });
  await page.locator('.byko-code-busy').waitFor({ state: 'detached' });
  return code;
}

test('each code page draws the value of its path, decoded, as a code that scans back to it', async () => {
  // Spaces and marks, encoded in the path: drawn as the decoded text, never as markup.
  const barcodeValue = 'A & B <b>#1';
  const page = await browser.page(`/strikamerki/${encodeURIComponent(barcodeValue)}`);
  await page.getByRole('heading', { level: 1, name: 'Strikamerki' }).waitFor();
  const barcode = await drawn(page, `Strikamerki: ${barcodeValue}`);
  expect(await scanShown(barcode, 'code128')).toBe(barcodeValue);
  expect(await barcode.locator('text').textContent()).toBe(barcodeValue);
  expect(await page.locator('b').count()).toBe(0);

  // A link with letters beyond ASCII: the QR code holds it as UTF-8, as phones read it.
  const qrValue = 'https://byko.is/checkout/kassi-1a2b3c4d?ref=sms&nafn=Þóra';
  await page.goto(`/qr-code/${encodeURIComponent(qrValue)}`);
  await page.getByRole('heading', { level: 1, name: 'QR kóði' }).waitFor();
  expect(await scanShown(await drawn(page, `QR kóði: ${qrValue}`), 'qr')).toBe(qrValue);

  await page.goto('/solupontun/SO-100200/strikamerki');
  await page.getByRole('heading', { level: 1, name: 'Strikamerki sölupöntunar' }).waitFor();
  expect(await scanShown(await drawn(page, 'Strikamerki: SO-100200'), 'code128')).toBe('SO-100200');
});

test('a code page does not move as its code is drawn: nothing shifts while the library loads', async () => {
  const page = await browser.page();
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [path, label] of [
    ['/strikamerki/BYKO-123', 'Strikamerki: BYKO-123'],
    ['/solupontun/SO-100200/strikamerki', 'Strikamerki: SO-100200'],
    ['/qr-code/BYKO-123', 'QR kóði: BYKO-123'],
  ] as const) {
    // The drawing library held back until the page has painted its spinner: the code is drawn
    // into a box the page has already laid out, as on a slow connection.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/cdn\/chunks\/(JsBarcode|qr-code-styling)-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await page.getByText('Teikna kóða…').waitFor();
    release();
    await drawn(page, label);
    expect(
      await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts),
      path,
    ).toEqual([]);
    await page.unrouteAll();
  }
});
