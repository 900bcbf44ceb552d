import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bjarni } from '../support/people.ts';
import { personFields } from './applications.ts';
import { startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// <byko-loan-application> at /framkvaemdalan/umsokn (spec §2 "Loan pages", §4, §6) end to end: what
// crosses pages only, the loan's login page and back, and the e-signing page the success links to
// in a tab of its own. The form's rules, amounts, fees, dates and faults are the model's
// (widgets/loan/loan.model.test.ts) and the stories' (stories/loan.stories.tsx).

const browser = browserPerTestFile();

const pagePath = '/framkvaemdalan/umsokn';
const submitPath = '/api/loan/submit-request';
const nbsp = '\u00a0';

const field = {
  ...personFields,
  amount: (page: Page) => page.getByRole('textbox', { name: 'Upphæð láns' }),
  description: (page: Page) => page.getByRole('textbox', { name: 'Lýsing framkvæmdar' }),
};

describe('Bjarni applies for a loan and signs it', () => {
  test('logged out: /framkvaemdalan, whose login leads back; sent once; the signing page opens in a tab of its own and signs', async () => {
    const page = await browser.page(pagePath);
    await page.waitForURL('**/framkvaemdalan');
    await page.getByRole('heading', { level: 1, name: 'Innskráning fyrir framkvæmdalán' }).waitFor();
    await page.getByText('Framkvæmdalán einstaklinga', { exact: true }).waitFor();
    await startPhoneLogin(page, bjarni.phone);
    await page.waitForURL(`**${pagePath}`);
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({
      reason: 'Innskráning fyrir framkvæmdalán',
      phoneNumber: bjarni.phone,
    });
    await field.amount(page).waitFor();
    await expect(field.name(page).inputValue()).resolves.toBe(bjarni.name);

    await field.amount(page).fill('500000');
    await field.description(page).fill('Nýtt baðherbergi');
    await page.getByRole('button', { name: 'Sækja um', exact: true }).click();
    await page.getByRole('heading', { name: 'Umsókn móttekin' }).waitFor();
    const sent = await sandbox.requestsTo('POST', submitPath);
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([
      [{ phone: bjarni.phone, email: bjarni.email, amount: 500_000, description: 'Nýtt baðherbergi' }, 200],
    ]);
    // Spec §4: success clears local storage; the page keeps its view.
    expect(await storedUser(page)).toEqual({});

    const link = page.getByRole('link', { name: /Undirrita lánssamning/ });
    const href = await link.getAttribute('href');
    const documentId = href?.match(/\/sandbox\/loan-signing\/([^/?#]+)$/)?.[1];
    expect(documentId, `the signing link ${href}`).toBeTruthy();
    const [signing] = await Promise.all([browser.context().waitForEvent('page'), link.click()]);
    await signing.waitForLoadState();
    expect(new URL(signing.url()).pathname).toBe(`/sandbox/loan-signing/${documentId}`);
    // Cut from the application's tab (noopener).
    await expect(signing.evaluate(() => window.opener)).resolves.toBeNull();
    await signing.getByText(`500.000${nbsp}kr.`).waitFor();
    await signing.getByRole('button', { name: 'Undirrita' }).click();
    await signing.getByRole('status').filter({ hasText: 'Skjalið hefur verið undirritað.' }).waitFor();
  });
});
