import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna, bjarni, dagny, einar } from '../support/people.ts';
import {
  addressFields,
  armFault,
  expectAlert,
  messageFaults,
  openLoggedIn,
  personFields,
  requestCount,
  submitButton,
} from './applications.ts';
import { axeViolations, hasFocus, holdAnswers } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// <byko-cash-application> on /vidskipti/stadgreidsla/umsokn (spec §2 "Cash-payment application",
// §5, §6, §8) against `npm start`'s sandbox: Dagný and Anna apply, Bjarni (on account) is told his
// account exists, the required fields, the fault matrix on the load and the submit.

const path = '/vidskipti/stadgreidsla/umsokn';
const signUpPath = '/api/customers/applications/sign-up-stgr';
const statusFailed = 'Villa kom upp við að stöðu reiknings';
const required = 'Vinsamlegast fyllið út þennan reit';

const browser = browserPerTestFile();

const form = {
  ...personFields,
  ...addressFields,
  comment: (page: Page) => page.getByRole('textbox', { name: 'Athugasemd' }),
  submit: submitButton,
};

async function formReady(page: Page): Promise<void> {
  await form.streetName(page).waitFor();
}

async function fillAddress(page: Page): Promise<void> {
  await form.streetName(page).fill('Glerárgata');
  await form.streetNumber(page).fill('36');
  await form.zipCode(page).fill('600');
}

async function expectReceived(page: Page): Promise<void> {
  await page
    .getByRole('status')
    .filter({ has: page.getByRole('heading', { name: 'Umsókn um staðgreiðsluviðskipti móttekin' }) })
    .waitFor();
}

async function signUps() {
  return sandbox.requestsTo('POST', signUpPath);
}

describe('applying for cash-payment terms on /vidskipti/stadgreidsla/umsokn', () => {
  test('Dagný, not a customer, applies with an address from the search', async () => {
    const page = await browser.page();
    await openLoggedIn(page, dagny, path);
    await page.getByRole('heading', { level: 1, name: 'Umsókn um staðgreiðsluviðskipti' }).waitFor();
    await formReady(page);
    expect(await form.ssn(page).inputValue()).toBe(dagny.ssn);
    expect(await form.ssn(page).getAttribute('readonly')).not.toBeNull();
    expect(await form.name(page).inputValue()).toBe(dagny.name);
    expect(await form.phone(page).inputValue()).toBe(dagny.phone);
    expect(await form.email(page).inputValue()).toBe(dagny.email);
    await form.address(page).pressSequentially('Glerá', { delay: 40 });
    await page.getByRole('option', { name: 'Glerárgata 36, 600 Akureyri' }).click();
    await form.comment(page).fill('Nýflutt');
    await form.submit(page).click();
    await expectReceived(page);
    expect((await signUps()).map((entry) => [entry.body, entry.status])).toEqual([
      [
        {
          phone: dagny.phone,
          email: dagny.email,
          streetName: 'Glerárgata',
          streetNumber: '36',
          zipCode: '600',
          comment: 'Nýflutt',
        },
        200,
      ],
    ]);
  });

  test('Anna, standing order, applies through every failure of the submit, one request per click', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await formReady(page);
    await fillAddress(page);
    // Each answer held a moment: both clicks of the double click land while the first is in flight
    // (on a busy machine an instant answer could come back between them, and the second click
    // would rightly send again).
    await holdAnswers(page, signUpPath, 800);
    const faults = messageFaults('Óvænt villa kom upp');
    for (const [index, { fault, message }] of faults.entries()) {
      await armFault(`POST ${signUpPath}`, fault);
      await form.submit(page).dblclick();
      await expectAlert(page, message);
      expect(await requestCount('POST', signUpPath)).toBe(index + 1);
      expect(await form.streetName(page).inputValue()).toBe('Glerárgata');
      expect(await form.zipCode(page).inputValue()).toBe('600');
      expect(await form.streetName(page).isEnabled()).toBe(true);
    }
    await form.submit(page).click();
    await expectReceived(page);
    const sent = await signUps();
    expect(sent).toHaveLength(faults.length + 1);
    expect(sent.at(-1)?.body).toEqual({
      phone: anna.phone,
      email: anna.email,
      streetName: 'Glerárgata',
      streetNumber: '36',
      zipCode: '600',
      comment: '',
    });
    expect(sent.at(-1)?.status).toBe(200);
  });

  test("Bjarni, on account: 'Reikningur nú þegar til' and the link to the limit change, no form", async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, path);
    await page.getByRole('heading', { name: 'Reikningur nú þegar til' }).waitFor();
    expect(await form.submit(page).count()).toBe(0);
    await page.getByRole('link', { name: 'Sækja um breytingu á heimild' }).click();
    await page.waitForURL('**/vidskipti/umsokn-heimild');
    expect(await signUps()).toHaveLength(0);
  });

  test('not logged in: the login at /vidskipti/stadgreidsla', async () => {
    const page = await browser.page(path);
    await page.waitForURL('**/vidskipti/stadgreidsla');
    await page.getByRole('button', { name: 'Innskrá' }).waitFor();
  });
});

describe('what is checked, and what fails', () => {
  test('a missing required field shows its message, takes the focus, and nothing is sent', async () => {
    const page = await browser.page();
    await openLoggedIn(page, einar, path);
    await formReady(page);
    await form.streetName(page).fill('Glerárgata');
    await form.zipCode(page).fill('600');
    await form.submit(page).click();
    const number = form.streetNumber(page);
    await expect.poll(() => hasFocus(number)).toBe(true);
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('alert').filter({ hasText: required }).count()).toBe(1);
    expect(await signUps()).toHaveLength(0);
    await number.fill('36');
    await form.submit(page).click();
    await expectReceived(page);
  });

  test('the status load: each failure shows its message, and Reyna aftur loads the form', async () => {
    const page = await browser.page();
    await openLoggedIn(page, dagny, '/__blank-for-login');
    for (const { fault, message } of messageFaults(statusFailed)) {
      await armFault('GET /api/customers/me', fault);
      await page.goto(path);
      await expectAlert(page, message);
      expect(await form.streetName(page).count()).toBe(0);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await formReady(page);
    }
  });

  test('a 401 on the load or on the submit goes to the login at /vidskipti/stadgreidsla', async () => {
    const page = await browser.page();
    await armFault('GET /api/customers/me', '401');
    await openLoggedIn(page, anna, path);
    await page.waitForURL('**/vidskipti/stadgreidsla');

    await openLoggedIn(page, anna, path);
    await formReady(page);
    await fillAddress(page);
    await armFault(`POST ${signUpPath}`, '401');
    await form.submit(page).click();
    await page.waitForURL('**/vidskipti/stadgreidsla');
  });

  test('axe finds nothing in the form, its messages, the account message or the success view', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await formReady(page);
    await form.submit(page).click();
    await page.getByRole('alert').first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await fillAddress(page);
    await form.submit(page).click();
    await expectReceived(page);
    expect(await axeViolations(page)).toEqual([]);
    await openLoggedIn(page, bjarni, path);
    await page.getByRole('heading', { name: 'Reikningur nú þegar til' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
