import { describe, expect, test } from 'vitest';
import { anna, bjarni } from '../support/people.ts';
import { openLoggedIn } from './applications.ts';
import { loginButton, phoneField } from './flows.ts';
import { browserPerTestFile, storedUser } from './harness.ts';

// The applications' login pages (spec §2 route table, "Loan pages", "Account trading pages", §6):
// logged out, an application sends the visitor to its login page, the shared login with its
// reason, which leads back to the application. Which login page each application names, and what
// each login page is given, is pages/routes.test.ts's; the journey there and back is walked here for
// the cash payment's login (the one without the credit-info consent), and in loan.test.ts and
// account.test.ts for theirs.

const browser = browserPerTestFile();

describe('the applications’ login pages', () => {
  test('/vidskipti/stadgreidsla/umsokn: to its login page, terms but no credit-info consent; the login leads back', async () => {
    const page = await browser.page('/vidskipti/stadgreidsla/umsokn');
    await page.waitForURL(/\/vidskipti\/stadgreidsla$/);
    await page.getByRole('heading', { level: 1, name: 'Innskráning fyrir staðgreiðsluviðskipti' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Creditinfo/ }).count()).toBe(0);
    await phoneField(page).fill(anna.phone);
    // Only the terms stand between the person and the login here.
    expect(await loginButton(page).isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /viðskiptaskilmála/ }).check();
    await loginButton(page).click();
    await page.waitForURL('**/vidskipti/stadgreidsla/umsokn');
    await page.getByRole('heading', { level: 1, name: 'Umsókn um staðgreiðsluviðskipti' }).waitFor();
  });

  test('Útskrá also drops the half-filled applications of this tab, and nothing else', async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, '/vidskipti');
    await page.evaluate((ssn) => {
      sessionStorage.setItem(`byko-draft:loan:${ssn}`, '{"fields":{"description":"Pallur"},"groups":{}}');
      sessionStorage.setItem('unrelated', 'kept');
    }, bjarni.ssn);
    await page.getByRole('button', { name: 'Útskrá' }).click();
    await loginButton(page).waitFor();
    expect(await storedUser(page)).toEqual({});
    const session = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    expect(session).toEqual({ unrelated: 'kept' });
  });
});
