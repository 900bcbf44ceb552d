import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna, dagny } from '../support/people.ts';
import { holdConfirmation, holdUntilReleased, testCard } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// Journeys across pages in English and Polish: a card payment through 3-D Secure to the success
// page, an account application through its login, a login in each (login.test.ts has it in
// Icelandic); the language kept on every page the elements lead to (?lang) and on the links they
// draw, and an element following a change of language in place.
// What each screen says in each language: the stories (run in all three) and languages.ts.

const browser = browserPerTestFile();
const nbsp = '\u00a0';
const visa = testCard('4242424242424242');

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The login form's texts in each language, as the customer reads them. */
const login = {
  en: {
    phone: 'Phone number',
    terms: /terms and conditions/,
    credit: /Creditinfo/,
    submit: 'Log in',
    code: /Your security code is \d{4}/,
  },
  pl: {
    phone: 'Numer telefonu',
    terms: /regulamin BYKO/,
    credit: /Creditinfo/,
    submit: 'Zaloguj się',
    code: /Twój kod bezpieczeństwa to \d{4}/,
  },
} as const;

async function logIn(page: Page, lang: keyof typeof login, phone: string): Promise<void> {
  const texts = login[lang];
  await page.getByRole('textbox', { name: texts.phone }).fill(phone);
  await page.getByRole('checkbox', { name: texts.terms }).check();
  await page.getByRole('checkbox', { name: texts.credit }).check();
  await page.getByRole('button', { name: texts.submit, exact: true }).click();
}

describe('in English and Polish across pages', () => {
  test('a card payment in English: through 3-D Secure to the success page, in English all the way', async () => {
    const page = await browser.page('/borga/demo-card?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Payment', exact: true }).waitFor();
    await expect(page.getByText(`ISK${nbsp}24,990`, { exact: true }).count()).resolves.toBe(1);
    await page.getByRole('textbox', { name: 'Cardholder name' }).fill(visa.holder);
    await page.getByRole('textbox', { name: 'Card number' }).fill(visa.number);
    await page.getByRole('combobox', { name: 'Expiry date, month' }).selectOption(visa.month);
    await page.getByRole('combobox', { name: 'Expiry date, year' }).selectOption(visa.year);
    await page.getByRole('textbox', { name: 'Security code (CVC)' }).fill(visa.cvc);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('dialog', { name: 'Card verification' }).waitFor();
    // The frame is named in English; the processor's page in it, another party's, speaks as it does.
    await page
      .frameLocator('iframe[title="Cardholder verification by the card issuer"]')
      .getByRole('button', { name: 'Staðfesta' })
      .click();

    await page.waitForURL('**/borga/demo-card/tokst?lang=en');
    await page.getByRole('heading', { level: 1, name: 'Payment successful' }).waitFor();
    await page.getByText(`ISK${nbsp}24,990`, { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await expect(page.title()).resolves.toBe('Payment successful | BYKO');
    // The receipt link opens in English in a new tab or from a copy too, not only on a click.
    await expect(page.getByRole('link', { name: 'View receipt' }).getAttribute('href')).resolves.toBe(
      '/kvittun/demo-card?lang=en',
    );
    const pays = await sandbox.requestsTo('POST', '/api/payment/v2/card/pay');
    expect(pays.map((request) => request.status)).toEqual([200]);
  });

  test('an account application in Polish: to its login page and back, sent, accepted, in Polish', async () => {
    const page = await browser.page('/vidskipti/umsokn?lang=pl');
    // Logged out, the application sends Dagný to its login page, in her language.
    await page.waitForURL(/\/vidskipti\?lang=pl$/);
    await page.getByRole('heading', { level: 1, name: 'Logowanie do konta kredytowego' }).waitFor();
    await logIn(page, 'pl', dagny.phone);
    await page.waitForURL('**/vidskipti/umsokn?lang=pl');
    await page.getByRole('heading', { level: 1, name: 'Wniosek o konto kredytowe' }).waitFor();
    await page.getByRole('textbox', { name: 'Wnioskowany limit kredytowy (ISK)' }).fill('150000');
    await page.getByRole('textbox', { name: 'Uwagi' }).fill('Remont kuchni');
    await page.getByRole('combobox', { name: 'Wyszukaj adres' }).pressSequentially('Skeifan', { delay: 40 });
    await page.getByRole('option', { name: 'Skeifan 11, 108 Reykjavík' }).click();
    await page.getByRole('button', { name: 'Złóż wniosek', exact: true }).click();

    await page.getByRole('heading', { name: 'Wniosek o konto kredytowe zatwierdzony' }).waitFor();
    await page.getByText(`Limit kredytowy: 150${nbsp}000${nbsp}ISK`).waitFor();
    const sent = await sandbox.requestsTo('POST', '/api/customers/applications/sign-up');
    expect(sent.map((request) => [request.status, request.body])).toEqual([
      [
        200,
        {
          phone: dagny.phone,
          email: dagny.email,
          streetName: 'Skeifan',
          streetNumber: '11',
          zipCode: '108',
          amount: 150_000,
          description: 'Remont kuchni',
        },
      ],
    ]);
    expect(await htmlLang(page)).toBe('pl');
  });

  // The login in Icelandic is login.test.ts's.
  for (const lang of ['en', 'pl'] as const) {
    test(`a login in ${lang}: the security code and the page after it in ${lang}`, async () => {
      const page = await browser.page(`/vidskipti?lang=${lang}`);
      const release = await holdConfirmation(page, '/api/auth/login');
      await logIn(page, lang, anna.phone);
      await page.getByText(login[lang].code).waitFor();
      release();
      await page.waitForURL(`**/vidskipti/umsokn?lang=${lang}`);
      expect(await htmlLang(page)).toBe(lang);
    });
  }

  test('the menu offers each language; a choice keeps the path and query, is remembered, and an SMS link opens in it', async () => {
    const page = await browser.page('/borga/demo-card?iframe=0&x=1');
    await page.getByRole('heading', { level: 1, name: 'Greiðsla' }).waitFor();
    const languages = page.getByRole('list', { name: 'Tungumál' });
    await expect(languages.getByRole('link').allTextContents()).resolves.toEqual([
      'Íslenska',
      'English',
      'Polski',
    ]);
    await languages.getByRole('link', { name: 'Polski' }).click();
    await page.waitForURL('**/borga/demo-card?iframe=0&x=1&lang=pl');
    await page.getByRole('heading', { level: 1, name: 'Płatność' }).waitFor();
    // The link from the SMS, without ?lang: in the language chosen.
    await page.goto('/kvittun/demo-paid');
    await page.waitForURL('**/kvittun/demo-paid?lang=pl');
    await page.getByRole('heading', { level: 1, name: 'Potwierdzenie płatności' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('byko-lang'))).toBe('pl');
  });

  test('while its English texts load, the pay page says so in English, then shows in it', async () => {
    const page = await browser.page();
    const release = await holdUntilReleased(page, '/cdn/chunks/pay.en-*.js');
    await page.goto('/borga/demo-card?lang=en');
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    release();
    await page.getByRole('heading', { level: 1, name: 'Payment', exact: true }).waitFor();
  });

  test("an element follows a change of its page's language in place, keeping what was typed; its own lang wins", async () => {
    const page = await browser.page('/borga/demo-card');
    const holder = (name: string) => page.getByRole('textbox', { name });
    await holder('Nafn korthafa').fill('Jan Kowalski');
    await page.evaluate(() => {
      document.documentElement.lang = 'pl';
    });
    await expect(holder('Imię i nazwisko na karcie').inputValue()).resolves.toBe('Jan Kowalski');
    await page.getByText(`24${nbsp}990${nbsp}ISK`, { exact: true }).waitFor();
    // The element's own lang comes before the page's; a language it does not speak is Icelandic.
    await page.evaluate(() => document.querySelector('byko-pay')?.setAttribute('lang', 'en'));
    await expect(holder('Cardholder name').inputValue()).resolves.toBe('Jan Kowalski');
    await page.evaluate(() => document.querySelector('byko-pay')?.setAttribute('lang', 'de'));
    await expect(holder('Nafn korthafa').inputValue()).resolves.toBe('Jan Kowalski');
  });
});
