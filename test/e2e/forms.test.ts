import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna, bjarni } from '../support/people.ts';
import { openLoggedIn } from './applications.ts';
import { loginButton, payButton, phoneField, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// Core's form layer (widgets/core/form/) as a user meets it, on the forms the pay page already has:
// messages on blur and on submit, tied to their inputs, the first invalid input focused, nothing
// typed lost, nothing sent while a field is wrong.

const browser = browserPerTestFile();

const required = 'Vinsamlegast fyllið út þennan reit';
const badEmail = 'Netfang er ekki gilt';
const badPhone = "Símanúmer getur aðeins innihaldið tölustafi og '+'";

/** The id of the element that has focus, looking through open shadow roots. */
async function focusedInputName(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active instanceof HTMLInputElement ? active.name : null;
  });
}

/** The text of the elements an input's aria-describedby names (its message). */
async function describedBy(input: Locator): Promise<string> {
  return input.evaluate((element) => {
    const root = element.getRootNode() as Document | ShadowRoot;
    const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
  });
}

async function instalmentForm(): Promise<Page> {
  const page = await browser.page('/borga/demo-instalment');
  await loginButton(page).waitFor();
  await startPhoneLogin(page, anna.phone);
  await page.getByRole('button', { name: 'Sækja um', exact: true }).waitFor();
  return page;
}

describe('the form layer on the instalment form', () => {
  test('leaving a required field empty says so there, tied to the input; typing it right removes it', async () => {
    const page = await instalmentForm();
    const phone = phoneField(page);
    await phone.fill('');
    await phone.blur();
    await expect(describedBy(phone)).resolves.toBe(required);
    await expect(phone.getAttribute('aria-invalid')).resolves.toBe('true');
    // Once shown, the message follows the typing: too few digits, then right.
    await phone.pressSequentially('820');
    await expect(describedBy(phone)).resolves.toBe(badPhone);
    await phone.pressSequentially('1234');
    await expect(phone.getAttribute('aria-invalid')).resolves.toBeNull();
    await expect(describedBy(phone)).resolves.toBe('');
  });

  test('a submit with wrong fields shows every message, focuses the first, sends nothing and keeps what was typed', async () => {
    const page = await instalmentForm();
    const phone = phoneField(page);
    const email = page.getByRole('textbox', { name: 'Netfang' });
    await phone.fill('');
    await email.fill('anna@');
    await page.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ }).check();
    await page.getByRole('button', { name: 'Sækja um', exact: true }).click();

    await expect.poll(() => focusedInputName(page)).toBe('phone');
    await expect(describedBy(phone)).resolves.toBe(required);
    await expect(describedBy(email)).resolves.toBe(badEmail);
    await expect(email.inputValue()).resolves.toBe('anna@');
    expect(await sandbox.requestsTo('POST', '/api/payment/pay-with-partial-payment')).toEqual([]);

    await phone.fill(anna.phone);
    await email.fill(anna.email);
    await page.getByRole('button', { name: 'Sækja um', exact: true }).click();
    await expect
      .poll(async () => (await sandbox.requestsTo('POST', '/api/payment/pay-with-partial-payment')).length)
      .toBe(1);
    const [sent] = await sandbox.requestsTo('POST', '/api/payment/pay-with-partial-payment');
    expect(sent?.body).toMatchObject({ phone: anna.phone, email: anna.email });
  });
});

describe('the form layer on the slip form', () => {
  test("'Borga' with a wrong phone shows its message, focuses it, keeps it and sends nothing", async () => {
    const page = await browser.page('/borga/demo-slip');
    const phone = phoneField(page);
    await phone.waitFor();
    await phone.fill('82012');
    await payButton(page).click();
    await expect(describedBy(phone)).resolves.toBe(badPhone);
    await expect.poll(() => focusedInputName(page)).toBe('phone');
    await expect(phone.inputValue()).resolves.toBe('82012');
    await expect(loginButton(page).count()).resolves.toBe(0);
    expect(await sandbox.requests()).toHaveLength(1); // the payment's own load, nothing more
  });
});

describe('leaving a field for a button of its form (the invoice-account form)', () => {
  const emailOfFirstGuarantor = (page: Page) =>
    page
      .getByRole('group', { name: 'Ábyrgðaraðili 1', exact: true })
      .getByRole('textbox', { name: 'Netfang' });
  const addGuarantor = (page: Page) => page.getByRole('button', { name: 'Bæta við ábyrgðaraðila' });

  async function invoiceAccountForm(page: Page): Promise<void> {
    await openLoggedIn(page, bjarni, '/vidskipti/umsokn-handvirk');
    await page.getByRole('button', { name: 'Sækja um', exact: true }).waitFor();
  }

  test('Tab onto the add button checks the field at once: the keyboard user hears its message', async () => {
    const page = await browser.page();
    await invoiceAccountForm(page);
    const email = emailOfFirstGuarantor(page);
    await email.fill('sigurdur@');
    await email.press('Tab');
    await expect(describedBy(email)).resolves.toBe(badEmail);
  });

  test('a click on the add button adds the block with that one click; the message waits for the submit', async () => {
    const page = await browser.page();
    await invoiceAccountForm(page);
    const email = emailOfFirstGuarantor(page);
    await email.fill('sigurdur@');
    await addGuarantor(page).click();
    await page.getByRole('group', { name: 'Ábyrgðaraðili 2', exact: true }).waitFor({ timeout: 2000 });
    await expect(describedBy(email)).resolves.toBe('');
    await page.getByRole('button', { name: 'Sækja um', exact: true }).click();
    await expect.poll(() => describedBy(email)).toBe(badEmail);
  });
});
