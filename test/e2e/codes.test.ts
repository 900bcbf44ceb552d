import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { messageFaults } from '../support/application-faults.ts';
import { scanShown } from '../support/read-codes.ts';
import { armFault, expectAlert, requestCount } from './applications.ts';
import { axeViolations } from './flows.ts';
import { browserPerTestFile } from './harness.ts';

// The code pages (spec §2 "Other tools", §7 "sales-orders … exists", §8 "Barcode", §9): /strikamerki,
// /qr-code and /solupontun/{salesId}/strikamerki against the sandbox (SO-100200 exists). Every code
// is read back from a screenshot by zxing-cpp (read-codes.ts), as a till's scanner would.

const browser = browserPerTestFile();

const barcodeFailed = 'Villa kom upp við að hlaða strikamerki';

/** The drawn code (its labelled box), once the library has drawn it. */
async function drawn(page: Page, label: string) {
  const code = page.getByRole('img', { name: label, exact: true });
  await code.locator('rect').first().waitFor({ state: 'attached' });
  await page.locator('.byko-code-busy').waitFor({ state: 'detached' });
  return code;
}

describe('/strikamerki/{code}', () => {
  test('draws the code as a CODE128 barcode that scans back to it, under the heading Strikamerki', async () => {
    const page = await browser.page('/strikamerki/BYKO-12345');
    await page.getByRole('heading', { level: 1, name: 'Strikamerki' }).waitFor();
    const code = await drawn(page, 'Strikamerki: BYKO-12345');
    expect(await scanShown(code, 'code128')).toBe('BYKO-12345');
    // The value as text under the bars, and 80 px bars (spec §9).
    expect(await code.locator('text').textContent()).toBe('BYKO-12345');
    expect(await code.locator('g rect').first().getAttribute('height')).toBe('80');
    expect(await page.title()).toBe('Strikamerki | BYKO');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a code with spaces and marks, encoded in the path, is drawn as the decoded text, never as markup', async () => {
    const value = 'A & B <b>#1';
    const page = await browser.page(`/strikamerki/${encodeURIComponent(value)}`);
    const code = await drawn(page, `Strikamerki: ${value}`);
    expect(await code.locator('text').textContent()).toBe(value);
    expect(await scanShown(code, 'code128')).toBe(value);
    expect(await page.locator('b').count()).toBe(0);
  });

  // CODE128 holds ASCII only; jsbarcode would draw 'SÍMI-1' as 'SMI-1' without a word.
  test.each(['Þóra', 'SÍMI-1'])(
    '%s, which CODE128 cannot hold: the barcode message, no bars, no retry',
    async (value) => {
      const page = await browser.page(`/strikamerki/${encodeURIComponent(value)}`);
      await expectAlert(page, barcodeFailed);
      expect(await page.getByRole('img').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Reyna aftur' }).count()).toBe(0);
    },
  );
});

describe('/qr-code/{code}', () => {
  test('draws the code as a QR code (level H, 200 px) that scans back to it', async () => {
    const value = 'https://byko.is/checkout/kassi-1a2b3c4d?ref=sms&nafn=Þóra';
    const page = await browser.page(`/qr-code/${encodeURIComponent(value)}`);
    await page.getByRole('heading', { level: 1, name: 'QR kóði' }).waitFor();
    const code = await drawn(page, `QR kóði: ${value}`);
    expect(await scanShown(code, 'qr')).toBe(value);
    const box = await code.boundingBox();
    expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([200, 200]);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('/solupontun/{salesId}/strikamerki', () => {
  test('SO-100200: asks whether it exists, then its barcode, which scans back to it', async () => {
    const page = await browser.page('/solupontun/SO-100200/strikamerki');
    await page.getByRole('heading', { level: 1, name: 'Strikamerki sölupöntunar' }).waitFor();
    const code = await drawn(page, 'Strikamerki: SO-100200');
    expect(await scanShown(code, 'code128')).toBe('SO-100200');
    expect(await requestCount('GET', '/sales-orders/SO-100200/exists')).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("an unknown order: 'Villa kom upp við að hlaða strikamerki', no barcode", async () => {
    const page = await browser.page('/solupontun/SO-999999/strikamerki');
    await expectAlert(page, barcodeFailed);
    expect(await page.getByRole('img').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  // Spec §7: any failure means the order is not valid; the message is the barcode's, whatever the
  // server says.
  test.each(messageFaults(barcodeFailed).map(({ fault }) => fault))(
    'a %s on the check: the barcode message, and Reyna aftur draws it',
    async (fault) => {
      await armFault('GET /sales-orders', fault);
      const page = await browser.page('/solupontun/SO-100200/strikamerki');
      await expectAlert(page, barcodeFailed);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      const code = await drawn(page, 'Strikamerki: SO-100200');
      expect(await scanShown(code, 'code128')).toBe('SO-100200');
      expect(await requestCount('GET', '/sales-orders/SO-100200/exists')).toBe(2);
    },
  );
});
