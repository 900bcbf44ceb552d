import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bjarni } from '../support/people.ts';
import { armFault, expectAlert, messageFaults, openLoggedIn, requestCount } from './applications.ts';
import { axeViolations } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// <byko-invoice-account-application> at /vidskipti/umsokn-handvirk (spec §2 "Invoice-account
// application", §4, §5, §6, §8, §9), end to end against the built server and its sandbox.

const browser = browserPerTestFile();

const path = '/vidskipti/umsokn-handvirk';
const applyPath = '/api/customers/applications/manual-credit';
const statusPath = '/api/customers/me';
const heading = 'Sækja um reikningsviðskipti';

const gudrun = { ssn: '1709715079', name: 'Guðrún Pálsdóttir' };
const sigurdur = { ssn: '2511883009', name: 'Sigurður Karlsson' };

const submitButton = (page: Page) => page.getByRole('button', { name: 'Sækja um', exact: true });
const group = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const field = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });
const block = (page: Page, name: string) => group(page, name);

async function openForm(page: Page): Promise<void> {
  await openLoggedIn(page, bjarni, path);
  await submitButton(page).waitFor();
}

/** The value of the input, polled until it is `expected` (the registry fills names a moment later). */
async function expectValue(input: Locator, expected: string): Promise<void> {
  await expect.poll(() => input.inputValue(), { timeout: 5000 }).toBe(expected);
}

/** The element that has the focus inside the widget's shadow root: its accessible label text. */
async function focusedLabel(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const host = document.querySelector('byko-invoice-account-application');
    const active = host?.shadowRoot?.activeElement;
    if (!(active instanceof HTMLInputElement)) return active?.tagName;
    const fieldset = active.closest('fieldset');
    const legend = fieldset?.querySelector('legend')?.textContent ?? '';
    const label = active.labels?.[0]?.textContent ?? '';
    return `${legend} / ${label}`;
  });
}

/** Bjarni's application: 'Bréfpósti', one auditor, two guarantors (names from the registry). */
async function fillApplication(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'Bréfpósti' }).check();
  await field(page, 'Leyninúmer').fill('4321');
  await field(block(page, 'Úttektaraðili 1'), 'Kennitala').fill(gudrun.ssn);
  await expectValue(field(block(page, 'Úttektaraðili 1'), 'Nafn'), gudrun.name);

  const first = block(page, 'Ábyrgðaraðili 1');
  await field(first, 'Kennitala').fill(sigurdur.ssn);
  await expectValue(field(first, 'Nafn'), sigurdur.name);
  await field(first, 'Netfang').fill('sigurdur@example.is');

  await page.getByRole('button', { name: 'Bæta við ábyrgðaraðila' }).click();
  // The new block's kennitala has the focus.
  expect(await focusedLabel(page)).toBe('Ábyrgðaraðili 2 / Kennitala');
  await page.keyboard.type(gudrun.ssn);
  const second = block(page, 'Ábyrgðaraðili 2');
  await expectValue(field(second, 'Nafn'), gudrun.name);
  await field(second, 'Netfang').fill('gudrun@example.is');
  // One more, left empty (not sent), as the page always ends with a block to type into.
  await page.getByRole('button', { name: 'Bæta við ábyrgðaraðila' }).click();
  await field(page, 'Athugasemd').fill('Vegna framkvæmda');
}

const bjarnisApplication = {
  customerName: bjarni.name,
  customerSsn: bjarni.ssn,
  customerPhone: bjarni.phone,
  customerEmail: bjarni.email,
  sendInvoiceOption: 'Mail',
  sendInvoiceEmail: '',
  guaranteeAmount: 0,
  pinNumber: '4321',
  auditors: [gudrun],
  guarantors: [
    { ...sigurdur, email: 'sigurdur@example.is' },
    { ...gudrun, email: 'gudrun@example.is' },
  ],
  comment: 'Vegna framkvæmda',
};

async function sentApplications(): Promise<unknown[]> {
  return (await sandbox.requestsTo('POST', applyPath)).map((request) => request.body);
}

describe('applying', () => {
  test('Bjarni applies with one auditor and two guarantors: the exact request, once, and the answer day', async () => {
    // A Wednesday morning by the sandbox clock.
    await sandbox.post('/__sandbox/clock', { now: '2026-11-25T10:15:00Z' });
    const page = await browser.page();
    await openForm(page);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    const customer = group(page, 'Upplýsingar um viðskiptavin');
    expect(await field(customer, 'Kennitala').inputValue()).toBe(bjarni.ssn);
    expect(await field(customer, 'Nafn').inputValue()).toBe(bjarni.name);
    expect(await field(customer, 'Símanúmer').inputValue()).toBe(bjarni.phone);
    expect(await field(customer, 'Netfang').inputValue()).toBe(bjarni.email);
    await page.getByText('Ekki þarf ábyrgðaraðila fyrir opinber fyrirtæki').waitFor();

    await fillApplication(page);
    expect(await axeViolations(page)).toEqual([]);
    await submitButton(page).dblclick();

    await page.getByRole('heading', { name: 'Umsókn móttekin' }).waitFor();
    await page.getByText('Umsókninni verður svarað í dag.').waitFor();
    await page.getByText('Númer umsóknar: M-1001').waitFor();
    expect(await sentApplications()).toEqual([bjarnisApplication]);
    // Spec §4: success clears local storage; the draft goes too.
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the 14:00 rule by the sandbox clock: before and at 14:00, Friday evening, Saturday', async () => {
    const cases = [
      { now: '2026-11-26T13:59:00Z', says: 'Umsókninni verður svarað í dag.' },
      { now: '2026-11-26T14:00:00Z', says: 'Umsókninni verður svarað föstudaginn 27. nóvember.' },
      { now: '2026-11-27T18:30:00Z', says: 'Umsókninni verður svarað mánudaginn 30. nóvember.' },
      { now: '2026-11-28T10:00:00Z', says: 'Umsókninni verður svarað mánudaginn 30. nóvember.' },
    ];
    const page = await browser.page();
    for (const { now, says } of cases) {
      await sandbox.post('/__sandbox/clock', { now });
      // Each success logs the page out on its next load (storage cleared): log in again.
      await openForm(page);
      await page.getByRole('radio', { name: 'Rafrænum reikningi (skeyti)' }).check();
      await submitButton(page).click();
      await page.getByText(says).waitFor();
    }
    expect(await requestCount('POST', applyPath)).toBe(cases.length);
  });

  test("'Tölvupósti' asks for the invoices' e-mail, filled with the customer's; choosing none says so at the group", async () => {
    const page = await browser.page();
    await openForm(page);
    await submitButton(page).click();
    const message = '"Fá reikninga senda með" þarf að vera valið';
    await expectAlert(page, message);
    const choice = group(page, 'Fá reikninga senda með');
    await expect.poll(() => choice.getAttribute('aria-describedby')).toBeTruthy();
    expect(await choice.getByText(message).getAttribute('id')).toBe(
      await choice.getAttribute('aria-describedby'),
    );
    // The focus goes into the group, on its first option; the arrow keys choose.
    expect(await focusedLabel(page)).toBe('Fá reikninga senda með / Tölvupósti');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Bréfpósti' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByText(message).count()).toBe(0);
    expect(await field(page, 'Netfang fyrir reikninga').count()).toBe(0);

    await page.getByRole('radio', { name: 'Tölvupósti' }).check();
    const invoiceEmail = field(page, 'Netfang fyrir reikninga');
    expect(await invoiceEmail.inputValue()).toBe(bjarni.email);
    await invoiceEmail.fill('');
    await submitButton(page).click();
    await expectAlert(page, 'Vinsamlegast fyllið út þennan reit');
    expect(await requestCount('POST', applyPath)).toBe(0);
    await invoiceEmail.fill('bokhald@example.is');
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Umsókn móttekin' }).waitFor();
    expect(await sentApplications()).toMatchObject([
      { sendInvoiceOption: 'Email', sendInvoiceEmail: 'bokhald@example.is', guaranteeAmount: 0 },
    ]);
  });

  test("a guarantor's kennitala of 9 digits: the field's message, the focus there, nothing sent; removing a block", async () => {
    const page = await browser.page();
    await openForm(page);
    await page.getByRole('radio', { name: 'Bréfpósti' }).check();
    await field(page, 'Ábyrgðarfjárhæð').fill('2.000.000');
    await page.getByText('2.000.000 kr.').waitFor();
    await page.getByRole('button', { name: 'Bæta við ábyrgðaraðila' }).click();
    const first = block(page, 'Ábyrgðaraðili 1');
    await field(first, 'Kennitala').fill('251188300');
    await field(first, 'Nafn').fill('Sigurður Karlsson');
    await submitButton(page).click();
    await expectAlert(page, 'Kennitala þarf að vera 10 stafir');
    expect(await field(first, 'Kennitala').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedLabel(page)).toBe('Ábyrgðaraðili 1 / Kennitala');
    expect(await requestCount('POST', applyPath)).toBe(0);

    // Only the last block has no removal button; removing the first moves the focus to its successor.
    expect(
      await block(page, 'Ábyrgðaraðili 2')
        .getByRole('button', { name: /Fjarlægja/ })
        .count(),
    ).toBe(0);
    await first.getByRole('button', { name: 'Fjarlægja ábyrgðaraðila 1' }).click();
    expect(await block(page, 'Ábyrgðaraðili 2').count()).toBe(0);
    expect(await focusedLabel(page)).toBe('Ábyrgðaraðili 1 / Kennitala');
    expect(await field(block(page, 'Ábyrgðaraðili 1'), 'Nafn').inputValue()).toBe('');
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Umsókn móttekin' }).waitFor();
    expect(await sentApplications()).toMatchObject([
      { guaranteeAmount: 2_000_000, guarantors: [], auditors: [] },
    ]);
  });

  test('not logged in: to /vidskipti', async () => {
    const page = await browser.page(path);
    await page.waitForURL('**/vidskipti');
    await page.getByRole('heading', { level: 1, name: 'Innskráning fyrir reikningsviðskipti' }).waitFor();
  });
});

describe('failures', () => {
  test('the customer status fails to load: each message with Reyna aftur, which loads it; a 401 goes to the login', async () => {
    const page = await browser.page();
    await openForm(page);
    for (const { fault, message } of messageFaults('Villa kom upp við að stöðu reiknings')) {
      await armFault(`GET ${statusPath}`, fault);
      await page.reload();
      await expectAlert(page, message);
      expect(await submitButton(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await submitButton(page).waitFor();
    }
    await armFault(`GET ${statusPath}`, '401');
    await page.reload();
    await page.waitForURL('**/vidskipti');
  });

  test('the submit fails: each message, everything typed kept (the blocks too), one request a click, then it goes through', async () => {
    const page = await browser.page();
    await openForm(page);
    await fillApplication(page);
    const faults = messageFaults('Óvænt villa kom upp');
    for (const [index, { fault, message }] of faults.entries()) {
      await armFault(`POST ${applyPath}`, fault);
      await submitButton(page).click();
      await expectAlert(page, message);
      expect(await requestCount('POST', applyPath)).toBe(index + 1);
      expect(await field(page, 'Leyninúmer').inputValue()).toBe('4321');
      expect(await field(block(page, 'Ábyrgðaraðili 2'), 'Nafn').inputValue()).toBe(gudrun.name);
      expect(await field(block(page, 'Ábyrgðaraðili 2'), 'Netfang').inputValue()).toBe('gudrun@example.is');
      expect(await field(block(page, 'Úttektaraðili 1'), 'Kennitala').inputValue()).toBe(gudrun.ssn);
      expect(await page.getByRole('radio', { name: 'Bréfpósti' }).isChecked()).toBe(true);
    }
    // The alert's own 'Reyna aftur' sends it again.
    await page.getByRole('button', { name: 'Reyna aftur' }).click();
    await page.getByRole('heading', { name: 'Umsókn móttekin' }).waitFor();
    const sent = await sentApplications();
    expect(sent).toHaveLength(faults.length + 1);
    expect(sent.at(-1)).toEqual(bjarnisApplication);
  });

  test('a 401 on the submit goes to the login; after logging in again everything typed is back', async () => {
    const page = await browser.page();
    await openForm(page);
    await fillApplication(page);
    await field(page, 'Ábyrgðarfjárhæð').fill('750000');
    await armFault(`POST ${applyPath}`, '401');
    await submitButton(page).click();
    await page.waitForURL('**/vidskipti');
    expect(await requestCount('POST', applyPath)).toBe(1);

    await openForm(page);
    await expectValue(field(page, 'Ábyrgðarfjárhæð'), '750000');
    expect(await page.getByRole('radio', { name: 'Bréfpósti' }).isChecked()).toBe(true);
    expect(await field(block(page, 'Ábyrgðaraðili 2'), 'Netfang').inputValue()).toBe('gudrun@example.is');
    expect(await field(block(page, 'Ábyrgðaraðili 3'), 'Kennitala').inputValue()).toBe('');
    expect(await field(page, 'Athugasemd').inputValue()).toBe('Vegna framkvæmda');
    await submitButton(page).click();
    await page.getByRole('heading', { name: 'Umsókn móttekin' }).waitFor();
    expect((await sentApplications()).at(-1)).toEqual({ ...bjarnisApplication, guaranteeAmount: 750_000 });
  });
});
