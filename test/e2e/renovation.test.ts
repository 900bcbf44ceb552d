import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna } from '../support/people.ts';
import {
  armFault,
  expectAlert,
  messageFaults,
  openLoggedIn,
  personFields,
  requestCount,
  submitButton,
} from './applications.ts';
import { axeViolations, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox, storedUser } from './harness.ts';

// <byko-renovation-application> on /vidskipti/framkvaemdakjor/umsokn (spec §2 "Renovation
// application", §5, §6, §8) end to end against the built server and its sandbox.

const path = '/vidskipti/framkvaemdakjor/umsokn';
const loginPath = '/vidskipti/framkvaemdakjor';
const applyPath = '/api/customers/applications/renovation';
const statusPath = '/api/customers/me';

const browser = browserPerTestFile();

const { name, ssn, phone, email } = personFields;
const terms = (page: Page) => page.getByRole('checkbox', { name: /viðskiptaskilmála BYKO/ });
const mailingList = (page: Page) =>
  page.getByRole('checkbox', { name: 'Ég vil fá tölvupóst með tilboðum og fréttum frá BYKO' });

async function tickBoth(page: Page): Promise<void> {
  await terms(page).check();
  await mailingList(page).check();
}

/** The button's accessible description: why it does not work yet. */
async function descriptionOf(page: Page): Promise<string> {
  return submitButton(page).evaluate((button) => {
    const ids = button.getAttribute('aria-describedby')?.split(' ') ?? [];
    const root = button.getRootNode() as ShadowRoot;
    return ids.map((id) => root.getElementById(id)?.textContent ?? '').join(' ');
  });
}

async function expectSuccess(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Til hamingju!' }).waitFor();
  await page
    .getByText(/verslað á framkvæmdakjörum í öllum verslunum BYKO, í netversluninni og í appinu/)
    .waitFor();
}

describe('Anna applies for renovation terms', () => {
  test('the form as the spec has it; the button waits for both boxes; the application sent once', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await page.getByRole('heading', { level: 1, name: 'Umsókn um framkvæmdakjör' }).waitFor();
    await submitButton(page).waitFor();
    await expect(name(page).inputValue()).resolves.toBe(anna.name);
    await expect(ssn(page).inputValue()).resolves.toBe(anna.ssn);
    await expect(name(page).getAttribute('readonly')).resolves.not.toBeNull();
    await expect(ssn(page).getAttribute('readonly')).resolves.not.toBeNull();
    await expect(phone(page).inputValue()).resolves.toBe(anna.phone);
    await expect(email(page).inputValue()).resolves.toBe(anna.email);

    const link = page.getByRole('link', { name: /viðskiptaskilmála BYKO/ });
    await expect(link.getAttribute('href')).resolves.toBe('https://byko.is/skilmalar');
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    await expect(link.getAttribute('rel')).resolves.toBe('noopener noreferrer');

    // Disabled (and saying why) until both boxes are ticked; a click then sends nothing.
    for (const tick of [
      async () => undefined,
      () => terms(page).check(),
      () => mailingList(page).uncheck(),
    ]) {
      await tick();
      await expect(submitButton(page).getAttribute('aria-disabled')).resolves.toBe('true');
      await expect(descriptionOf(page)).resolves.toBe('Hakaðu í báða reitina til að geta sótt um.');
      // Forced: Playwright waits for an aria-disabled button to be enabled; a person can still press it.
      await submitButton(page).click({ force: true });
    }
    await terms(page).uncheck();
    await mailingList(page).check();
    await expect(submitButton(page).getAttribute('aria-disabled')).resolves.toBe('true');
    expect(await requestCount('POST', applyPath)).toBe(0);

    await terms(page).check();
    await expect(submitButton(page).getAttribute('aria-disabled')).resolves.toBeNull();
    await expect(descriptionOf(page)).resolves.toBe('');
    await email(page).fill('anna.ny@example.is');
    await submitButton(page).dblclick();
    await expectSuccess(page);

    const sent = await sandbox.requestsTo('POST', applyPath);
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([
      [{ phone: anna.phone, email: 'anna.ny@example.is' }, 200],
    ]);
    // Spec §4: success clears local storage.
    expect(await storedUser(page)).toEqual({});
  });

  test("applying a second time: 'Umsókn er þegar skráð', the form kept", async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await tickBoth(page);
    await submitButton(page).click();
    await expectSuccess(page);

    await openLoggedIn(page, anna, path);
    await phone(page).fill('6901234');
    await tickBoth(page);
    await submitButton(page).click();
    await expectAlert(page, 'Umsókn er þegar skráð');
    await expect(phone(page).inputValue()).resolves.toBe('6901234');
    await expect(terms(page).isChecked()).resolves.toBe(true);
    expect((await sandbox.requestsTo('POST', applyPath)).map((entry) => entry.status)).toEqual([200, 400]);
  });

  test('the form has no axe violations', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await submitButton(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the login (spec §6)', () => {
  test('not logged in: to /vidskipti/framkvaemdakjor, whose login leads back to the form', async () => {
    const page = await browser.page(path);
    await page.waitForURL(`**${loginPath}`);
    await page.getByRole('heading', { name: 'Innskráning fyrir framkvæmdakjör' }).waitFor();
    await startPhoneLogin(page, anna.phone);
    await page.waitForURL(`**${path}`);
    await expect(phone(page).inputValue()).resolves.toBe(anna.phone);
  });

  test('a 401 on the status load or on the submit: to the login, and what was typed is back after it', async () => {
    const page = await browser.page();
    await armFault(`GET ${statusPath}`, '401');
    await openLoggedIn(page, anna, path);
    await page.waitForURL(`**${loginPath}`);

    await openLoggedIn(page, anna, path);
    await phone(page).fill('6901234');
    await tickBoth(page);
    await armFault(`POST ${applyPath}`, '401');
    await submitButton(page).click();
    await page.waitForURL(`**${loginPath}`);
    await startPhoneLogin(page, anna.phone);
    await page.waitForURL(`**${path}`);
    await expect(phone(page).inputValue()).resolves.toBe('6901234');
    expect(await requestCount('POST', applyPath)).toBe(1);
  });
});

describe('under faults (spec §8)', () => {
  test("the status load: each fault's message, Reyna aftur loads the form", async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, path);
    await submitButton(page).waitFor();
    for (const { fault, message } of messageFaults('Villa kom upp við að stöðu reiknings')) {
      await armFault(`GET ${statusPath}`, fault);
      await page.reload();
      await expectAlert(page, message);
      await expect(submitButton(page).count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await submitButton(page).waitFor();
    }
  });

  test("the submit: each fault's message, the input kept, a retry sends it once more", async () => {
    const page = await browser.page();
    for (const { fault, message } of messageFaults('Óvænt villa kom upp')) {
      await sandbox.reset();
      await openLoggedIn(page, anna, path);
      await phone(page).fill('6901234');
      await tickBoth(page);
      await armFault(`POST ${applyPath}`, fault);
      await submitButton(page).click();
      await expectAlert(page, message);
      await expect(phone(page).inputValue()).resolves.toBe('6901234');
      await expect(email(page).inputValue()).resolves.toBe(anna.email);
      expect(await requestCount('POST', applyPath)).toBe(1);

      await submitButton(page).click();
      await expectSuccess(page);
      const sent = await sandbox.requestsTo('POST', applyPath);
      expect(sent).toHaveLength(2);
      expect(sent[1]?.body).toEqual({ phone: '6901234', email: anna.email });
    }
  });
});
