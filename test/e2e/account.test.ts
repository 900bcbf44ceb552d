import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { dagny } from '../support/people.ts';
import { addressFields, armFault, openLoggedIn, submitButton } from './applications.ts';
import { startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// <byko-account-application> on /vidskipti/umsokn (spec §2 "Account application", §4, §6) end to
// end: what crosses pages only. The /vidskipti login page and back, a login that expires on the
// submit (to the login and back, what was typed restored: the applications' one such journey, for
// the drafts of core/applications), the success, and the redirect by customer status to the limit
// change. The form's rules, the address search, what is sent under each fault and the screens of
// each state are the model's (widgets/account/account.model.test.ts,
// widgets/core/applications/address-search.test.ts) and the stories' (stories/account.stories.tsx).

const path = '/vidskipti/umsokn';
const signUpPath = '/api/customers/applications/sign-up';

const browser = browserPerTestFile();

const form = {
  ...addressFields,
  amount: (page: Page) => page.getByRole('textbox', { name: 'Umbeðin heimild (kr.)' }),
  comment: (page: Page) => page.getByRole('textbox', { name: 'Athugasemd' }),
};

/** The fields of the draft, as the page shows them. */
async function typed(page: Page): Promise<string[]> {
  return Promise.all(
    [form.streetName, form.streetNumber, form.zipCode, form.amount, form.comment].map((locate) =>
      locate(page).inputValue(),
    ),
  );
}

describe('Dagný applies for account trading', () => {
  test('logged out: /vidskipti and back; a 401 on the submit: /vidskipti and back with what she typed; sent; then on account, to the limit change', async () => {
    const page = await browser.page(path);
    await page.waitForURL(/\/vidskipti$/);
    await startPhoneLogin(page, dagny.phone);
    await page.waitForURL(`**${path}`);
    await form.amount(page).fill('150000');
    await form.comment(page).fill('Geymist');
    // The address chosen with the keyboard: Enter on the list chooses, and sends nothing.
    await form.address(page).pressSequentially('Skeifan', { delay: 40 });
    await page.getByRole('option', { name: 'Skeifan 11, 108 Reykjavík' }).waitFor();
    await form.address(page).press('ArrowDown');
    await form.address(page).press('Enter');
    await expect(form.address(page).inputValue()).resolves.toBe('Skeifan 11, 108 Reykjavík');
    await expect(form.address(page).getAttribute('aria-expanded')).resolves.toBe('false');
    expect(await sandbox.requestsTo('POST', signUpPath)).toEqual([]);
    const draft = ['Skeifan', '11', '108', '150000', 'Geymist'];
    expect(await typed(page)).toEqual(draft);
    // The draft is written as the fields change (an effect after the last keystroke).
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);

    await armFault(`POST ${signUpPath}`, '401');
    await submitButton(page).click();
    await page.waitForURL(/\/vidskipti$/);
    await startPhoneLogin(page, dagny.phone);
    await page.waitForURL(`**${path}`);
    await form.amount(page).waitFor();
    expect(await typed(page)).toEqual(draft);

    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Umsókn um reikningsviðskipti samþykkt' }).waitFor();
    const sent = await sandbox.requestsTo('POST', signUpPath);
    expect(sent.map((entry) => entry.status)).toEqual([401, 200]);
    expect(sent[1]?.body).toEqual({
      phone: dagny.phone,
      email: dagny.email,
      streetName: 'Skeifan',
      streetNumber: '11',
      zipCode: '108',
      amount: 150_000,
      description: 'Geymist',
    });
    // Spec §4: success clears local storage, and the draft goes with it.
    expect(await storedUser(page)).toEqual({});
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    // On account now: the application sends her on to the limit change, whose form opens for her
    // (a non-customer would be sent back here).
    await openLoggedIn(page, dagny, path);
    await page.waitForURL('**/vidskipti/umsokn-heimild');
    await submitButton(page).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Breyting á heimild' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vidskipti/umsokn-heimild');
  });
});
