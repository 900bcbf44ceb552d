import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bjarni, byggir, smidjan } from '../support/people.ts';
import { armFault, openLoggedIn, requestCount } from './applications.ts';
import { startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// <byko-company-credit> at /company-credit end to end against the built server and its sandbox
// (SANDBOX.md "Companies": Bjarni is finAdmin of Byggir ehf., up to 3 000 000, and creditAdmin of
// Smiðjan hf.): only the journeys that cross the page, the login in the element leading on to the
// list and a request, and an expired login that brings the login back and returns to the form as
// it was typed. Each step's rules and what is sent are the models' (widgets/company-credit/), what
// each state shows the stories' (stories/company-credit*.stories.tsx), the attributes, events,
// history and focus the element contract's (test/elements/company-credit-element.test.ts).

const browser = browserPerTestFile();

const path = '/company-credit';
const companiesPath = '/api/company-credit/user-companies';
const increasePath = '/api/company-credit/apply/increase-credit';
const nbsp = '\u00a0';

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const companyButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name.replace(/\./g, '\\.')} kt\\.`) });
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });
const amount = (page: Page): Locator => page.getByRole('textbox', { name: 'Umbeðin heimild', exact: true });
const phone = (page: Page): Locator => page.getByRole('textbox', { name: 'Símanúmer', exact: true });

/** The step the URL names (`?skref=`). */
function stepInUrl(page: Page): string | null {
  return new URL(page.url()).searchParams.get('skref');
}

async function bodiesTo(to: string): Promise<unknown[]> {
  return (await sandbox.requestsTo('POST', to)).map((request) => request.body);
}

const byggirIncrease = (requested: number, phoneNumber: string = bjarni.phone) => ({
  accountId: byggir.accountId,
  companySsn: byggir.accountSsn,
  phone: phoneNumber,
  email: bjarni.email,
  amount: requested,
});

describe('<byko-company-credit> across the page (spec §2, §4, §6)', () => {
  test('not logged in: the login in the element, then the list (asked once), Byggir ehf. and an approved increase', async () => {
    const page = await browser.page(path);
    await page.getByRole('heading', { level: 1, name: 'Heimild fyrirtækis' }).waitFor();
    await button(page, 'Innskrá').waitFor();
    expect(await requestCount('GET', companiesPath)).toBe(0);
    await startPhoneLogin(page, bjarni.phone);
    await companyButton(page, byggir.name).waitFor();
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ phoneNumber: bjarni.phone });
    expect(await page.locator('.byko-choice-title').allTextContents()).toEqual([byggir.name, smidjan.name]);
    expect(stepInUrl(page)).toBe('fyrirtaeki');

    await companyButton(page, byggir.name).click();
    await page.getByText(`Hámark án ábyrgðaraðila: 3.000.000${nbsp}kr.`).waitFor();
    expect(stepInUrl(page)).toBe('heimild');
    await amount(page).fill('2500000');
    await button(page, 'Sækja um').click();
    await page.getByRole('heading', { name: 'Heimild hækkuð' }).waitFor();
    await page
      .getByText(`Umsókn hefur verið samþykkt. Nýja heimild fyrirtækis er 2.500.000${nbsp}kr.`, {
        exact: true,
      })
      .waitFor();
    expect(stepInUrl(page)).toBe('samthykkt');
    const sent = await sandbox.requestsTo('POST', increasePath);
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([[byggirIncrease(2_500_000), 200]]);
    expect(await requestCount('GET', companiesPath)).toBe(1);
  });

  test("a 401 on the increase: the login in the element; logged in again, Byggir's form as it was typed, and sent", async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, `${path}/${byggir.accountSsn}`);
    await page.locator('dl').waitFor();
    await phone(page).fill('6902345');
    await amount(page).fill('1800000');
    await armFault(`POST ${increasePath}`, '401');
    await button(page, 'Sækja um').click();
    await button(page, 'Innskrá').waitFor();
    expect(await requestCount('POST', increasePath)).toBe(1);
    await startPhoneLogin(page, bjarni.phone);
    await stepHeading(page, byggir.name).waitFor();
    await expect(amount(page).inputValue()).resolves.toBe(`1.800.000${nbsp}kr.`);
    await expect(phone(page).inputValue()).resolves.toBe('6902345');
    await button(page, 'Sækja um').click();
    await page.getByRole('heading', { name: 'Heimild hækkuð' }).waitFor();
    expect((await bodiesTo(increasePath)).at(-1)).toEqual(byggirIncrease(1_800_000, '6902345'));
  });
});
