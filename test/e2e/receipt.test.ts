import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { axeViolations, receiptFields, tableRows } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

const browser = browserPerTestFile();

const loadFailed = 'Tókst ekki að hlaða kvittun';
const waiting = 'Beðið eftir staðfestingu greiðslu…';

/** The receipt's items, each cell's text with plain spaces. */
function itemRows(page: Page): Promise<string[][]> {
  return tableRows(page, 'Vörur');
}

/** Records when the page asked for the payment status, in ms since the page was made. */
function statusCalls(page: Page, paymentId: string): number[] {
  const times: number[] = [];
  const start = Date.now();
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === `/api/payment/status/${paymentId}`)
      times.push(Date.now() - start);
  });
  return times;
}

/** Opens the receipt of a payment that is not paid yet: the failure shows, and the waiting spinner. */
async function openPolling(paymentId: string): Promise<{ page: Page; times: number[] }> {
  const page = await browser.page();
  const times = statusCalls(page, paymentId);
  await page.goto(`/kvittun/${paymentId}`);
  await page.getByRole('alert').filter({ hasText: loadFailed }).waitFor();
  await page.getByRole('status').filter({ hasText: waiting }).waitFor();
  return { page, times };
}

const paidItems = [
  ['Pallaolía 3 l', '2', '6.990 kr.'],
  ['Pensill 100 mm', '1', '1.500 kr.'],
  ['Pallaskrúfur 500 stk.', '2', '8.000 kr.'],
];

describe('receipt (Kvittun)', () => {
  test('/kvittun/demo-paid shows the payment, its date, method, total and three items', async () => {
    const page = await browser.page('/kvittun/demo-paid');
    await page.getByRole('heading', { level: 1, name: 'Kvittun' }).waitFor();
    const fields = await receiptFields(page);
    expect(fields).toEqual({
      Greiðslunúmer: 'demo-paid',
      Dagsetning: expect.stringMatching(/^03\.11\.2025 kl\. \d{2}:\d{2}$/),
      Greiðsluleið: 'Kort',
      Samtals: '31.480 kr.',
    });
    expect(await itemRows(page)).toEqual(paidItems);
    expect(await page.title()).toBe('Kvittun | BYKO');
    expect(await sandbox.requestsTo('GET', '/api/payment/status/demo-paid')).toHaveLength(0);
  });

  test('a late receipt: the failure with a waiting spinner, then the receipt once the status says paid', async () => {
    const { page, times } = await openPolling('demo-receipt-late');
    await expect(page.getByRole('button', { name: 'Reyna aftur' }).count()).resolves.toBe(0);

    await page.getByRole('table', { name: 'Vörur' }).waitFor({ timeout: 8000 });
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    expect((await receiptFields(page)).Greiðslunúmer).toBe('demo-receipt-late');
    expect((await receiptFields(page)).Samtals).toBe('5.990 kr.');

    const logged = await sandbox.requestsTo('GET', '/api/payment/status/demo-receipt-late');
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged.at(-1)?.status).toBe(200);
    expect(times.length).toBe(logged.length);
    for (let index = 1; index < times.length; index += 1) {
      const gap = (times[index] ?? 0) - (times[index - 1] ?? 0);
      expect(gap).toBeGreaterThan(900);
      expect(gap).toBeLessThan(2500);
    }
    // Stopped: no status checks once the receipt is there.
    await page.waitForTimeout(1300);
    expect(await sandbox.requestsTo('GET', '/api/payment/status/demo-receipt-late')).toHaveLength(
      logged.length,
    );
    expect(await sandbox.requestsTo('GET', '/api/payment/demo-receipt-late/receipt')).toHaveLength(2);
  });

  test('an unpaid payment: ten status checks a second apart, then polling stops and Reyna aftur shows', async () => {
    const { page, times } = await openPolling('demo-card');

    const retry = page.getByRole('button', { name: 'Reyna aftur' });
    await retry.waitFor({ timeout: 15_000 });
    await expect(page.getByRole('status').filter({ hasText: waiting }).count()).resolves.toBe(0);
    expect(await sandbox.requestsTo('GET', '/api/payment/status/demo-card')).toHaveLength(10);
    expect(times).toHaveLength(10);
    const span = (times.at(-1) ?? 0) - (times[0] ?? 0);
    // Nine waits of a second between the first check and the last.
    expect(span).toBeGreaterThan(8800);
    expect(span).toBeLessThan(13_000);

    await page.waitForTimeout(1500);
    expect(await sandbox.requestsTo('GET', '/api/payment/status/demo-card')).toHaveLength(10);
    expect(await sandbox.requestsTo('GET', '/api/payment/demo-card/receipt')).toHaveLength(1);

    // Reyna aftur loads the receipt again (still unpaid: the failure and the polling come back).
    await retry.click();
    await page.getByRole('status').filter({ hasText: waiting }).waitFor();
    expect(await sandbox.requestsTo('GET', '/api/payment/demo-card/receipt')).toHaveLength(2);
  });

  test('a 500 on the first receipt call: the failure, then the status says paid and the receipt shows', async () => {
    await sandbox.fault('GET /api/payment/demo-paid/receipt', '500');
    const page = await browser.page('/kvittun/demo-paid');
    await page.getByRole('alert').filter({ hasText: loadFailed }).waitFor();
    expect(await itemRows(page)).toEqual(paidItems);
    const receipts = await sandbox.requestsTo('GET', '/api/payment/demo-paid/receipt');
    expect(receipts.map((request) => request.status)).toEqual([500, 200]);
    const statuses = await sandbox.requestsTo('GET', '/api/payment/status/demo-paid');
    expect(statuses.map((request) => request.status)).toEqual([200]);
  });

  test('the receipt page has no axe violations', async () => {
    const page = await browser.page('/kvittun/demo-paid');
    await page.getByRole('table', { name: 'Vörur' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('instalment calculator (/innri/greidsludreifing)', () => {
  test('amount and interest give the plan; the slider goes to 32; submitting sends nothing', async () => {
    const page = await browser.page();
    await page.clock.setFixedTime(new Date('2026-11-21T12:00:00'));
    await page.goto('/innri/greidsludreifing');
    await page.getByRole('heading', { level: 1, name: 'Greiðsludreifing' }).waitFor();
    await expect(page.getByRole('table').count()).resolves.toBe(0);

    await page.getByRole('textbox', { name: 'Upphæð (kr.)' }).fill('350000');
    await page.getByRole('textbox', { name: 'Vextir á ári (%)' }).fill('12,5');
    const table = page.getByRole('table', { name: 'Greiðsluáætlun' });
    await table.waitFor();
    const rows = table.locator('tbody tr');
    // The plan follows the fields and the slider a render later (useDeferredValue).
    await expect.poll(() => rows.count()).toBe(7);
    const [first] = await tableRows(page, 'Greiðsluáætlun');
    expect(first?.slice(0, 3)).toEqual(['02.12.2026', '365.155 kr.', '54.856 kr.']);
    await page.getByText(/Árleg hlutfallstala kostnaðar: 32,53%/).waitFor();

    const slider = page.getByRole('slider', { name: 'Fjöldi mánaða' });
    await expect(slider.getAttribute('max')).resolves.toBe('32');
    await slider.focus();
    await page.keyboard.press('End');
    await page.getByText('32 mánuðir', { exact: true }).waitFor();
    await expect(slider.inputValue()).resolves.toBe('32');
    await expect.poll(() => rows.count()).toBe(32);

    const before = await sandbox.requests();
    expect(before.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/payment-calculations/NoticeAmount',
    ]);
    const url = page.url();
    await page.getByRole('button', { name: 'Sækja um' }).click();
    await page.getByRole('textbox', { name: 'Vextir á ári (%)' }).press('Enter');
    await page.waitForTimeout(300);
    expect(await sandbox.requests()).toEqual(before);
    expect(page.url()).toBe(url);
    await expect(rows.count()).resolves.toBe(32);
  });

  const feeFaults = [
    { fault: '500' as const, message: 'Villa í kerfi (sandkassi)' },
    { fault: 'timeout' as const, message: 'Villa kom upp við að hlaða greiðslugjaldi' },
    { fault: 'malformed' as const, message: 'Villa kom upp við að hlaða greiðslugjaldi' },
  ];
  for (const { fault, message } of feeFaults) {
    test(`the fee (NoticeAmount) ${fault}: fullscreen '${message}', and Reyna aftur recovers`, async () => {
      await sandbox.fault('GET /api/payment-calculations/NoticeAmount', fault);
      const page = await browser.page('/innri/greidsludreifing');
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      await expect(page.getByRole('alert').textContent()).resolves.toBe(message);
      await expect(page.getByRole('textbox', { name: 'Upphæð (kr.)' }).count()).resolves.toBe(0);
      await expect(page.getByRole('slider', { name: 'Fjöldi mánaða' }).count()).resolves.toBe(0);

      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await page.getByRole('heading', { level: 1, name: 'Greiðsludreifing' }).waitFor();
      await expect(page.getByRole('alert').count()).resolves.toBe(0);
      await page.getByRole('textbox', { name: 'Upphæð (kr.)' }).fill('350000');
      await page.getByRole('textbox', { name: 'Vextir á ári (%)' }).fill('12,5');
      const rows = await tableRows(page, 'Greiðsluáætlun');
      expect(rows).toHaveLength(7);
      // The fee that loaded on the retry is in every row.
      expect(rows.map((row) => row.at(-1))).toEqual(Array.from({ length: 7 }, () => '495 kr.'));
      const fees = await sandbox.requestsTo('GET', '/api/payment-calculations/NoticeAmount');
      expect(fees).toHaveLength(2);
      expect(fees[1]?.status).toBe(200);
      if (fault === '500') expect(fees[0]?.status).toBe(500);
    });
  }
});
