import { describe, expect, test } from 'vitest';
import { anna, bjarni } from '../support/people.ts';
import { loginButton, phoneField, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// The applications' own login pages (spec §2 route table, "Loan pages", "Account trading pages"):
// each is the shared login with its reason, and goes on to its application after the login.

const browser = browserPerTestFile();

describe('the applications’ login pages', () => {
  test('/framkvaemdalan: the loan login with its subtitle, then the loan application', async () => {
    const page = await browser.page('/framkvaemdalan');
    await page.getByRole('heading', { level: 1, name: 'Innskráning fyrir framkvæmdalán' }).waitFor();
    expect(await page.getByText('Framkvæmdalán einstaklinga', { exact: true }).isVisible()).toBe(true);
    await startPhoneLogin(page, bjarni.phone);
    await page.waitForURL('**/framkvaemdalan/umsokn');
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({
      reason: 'Innskráning fyrir framkvæmdalán',
      phoneNumber: bjarni.phone,
    });
  });

  test('/vidskipti/stadgreidsla: the credit-info consent is hidden, the terms are not; then the cash application', async () => {
    const page = await browser.page('/vidskipti/stadgreidsla');
    await page.getByRole('heading', { level: 1, name: 'Innskráning fyrir staðgreiðsluviðskipti' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Creditinfo/ }).count()).toBe(0);
    await phoneField(page).fill(anna.phone);
    // Only the terms stand between the person and the login here.
    expect(await loginButton(page).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /viðskiptaskilmála/ }).check();
    await loginButton(page).click();
    await page.waitForURL('**/vidskipti/stadgreidsla/umsokn');
  });

  test('/vidskipti/framkvaemdakjor: the renovation login, then the renovation application', async () => {
    const page = await browser.page('/vidskipti/framkvaemdakjor');
    await page.getByRole('heading', { level: 1, name: 'Innskráning fyrir framkvæmdakjör' }).waitFor();
    await startPhoneLogin(page, anna.phone);
    await page.waitForURL('**/vidskipti/framkvaemdakjor/umsokn');
  });

  test('Útskrá also drops the half-filled applications of this tab, and nothing else', async () => {
    const page = await browser.page('/vidskipti');
    await startPhoneLogin(page, anna.phone);
    await page.waitForURL('**/vidskipti/umsokn');
    await page.goto('/vidskipti');
    await page.evaluate((ssn) => {
      sessionStorage.setItem(`byko-draft:loan:${ssn}`, '{"fields":{"description":"Pallur"},"groups":{}}');
      sessionStorage.setItem('unrelated', 'kept');
    }, anna.ssn);
    await page.getByRole('button', { name: 'Útskrá' }).click();
    await loginButton(page).waitFor();
    expect(await storedUser(page)).toEqual({});
    const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    expect(session).toEqual({ unrelated: 'kept' });
  });
});
