import { describe, expect, test } from 'vitest';
import { receiptFields } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// The receipt (Kvittun) reached from a payment, polling the payment's status on the real page
// until its receipt is ready. The polling's rules (once a second, at most 10 failed checks, then
// 'Reyna aftur'), each failure: widgets/receipt/receipt.model.test.ts; what each state shows:
// stories/receipt.stories.tsx. A receipt reached by paying: pay-card.test.ts (Google Pay on
// demo-app). The staff's instalment calculator: widgets/pay/calculator/ and its stories.

const browser = browserPerTestFile();

describe('receipt (Kvittun)', () => {
  test("a paid payment's 'Sjá kvittun' opens its receipt; not ready yet, the page polls the status until it is", async () => {
    const page = await browser.page('/borga/demo-receipt-late');
    await page.getByText('Þessi greiðsla hefur þegar verið greidd.').waitFor();
    await page.getByRole('link', { name: 'Sjá kvittun' }).click();
    await page.waitForURL('**/kvittun/demo-receipt-late');

    // The sandbox has this receipt ready 3 s after it was first asked for: until then the page
    // checks again (what that wait shows is the story's).
    await page.getByRole('status').filter({ hasText: 'Beðið eftir staðfestingu greiðslu…' }).waitFor();

    await page.getByRole('table', { name: 'Vörur' }).waitFor({ timeout: 10_000 });
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.getByRole('heading', { level: 1, name: 'Kvittun' }).waitFor();
    expect(await receiptFields(page)).toMatchObject({
      Greiðslunúmer: 'demo-receipt-late',
      Samtals: '5.990 kr.',
    });
    const statuses = await sandbox.requestsTo('GET', '/api/payment/status/demo-receipt-late');
    expect(statuses.length).toBeGreaterThanOrEqual(1);
    expect(statuses.at(-1)?.status).toBe(200);
    const receipts = await sandbox.requestsTo('GET', '/api/payment/demo-receipt-late/receipt');
    expect(receipts.map((request) => request.status)).toEqual([404, 200]);
  });

  test("printed, the receipt's page is the receipt: no menu, no 'Prenta'", async () => {
    const page = await browser.page('/kvittun/demo-paid');
    await page.getByRole('button', { name: 'Prenta' }).waitFor();
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('button', { name: 'Prenta' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('table', { name: 'Vörur' }).isVisible()).resolves.toBe(true);
  });
});
