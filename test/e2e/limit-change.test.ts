import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { bjarni, dagny } from '../support/people.ts';
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
import { baseUrl, browserPerTestFile, sandbox, storedUser } from './harness.ts';

// <byko-limit-change> on /vidskipti/umsokn-heimild (spec §2 "Limit change", §3, §5, §6, §8) end to
// end against the built server and its sandbox. Bjarni trades on account: limit 500 000, max 1 000 000.

const path = '/vidskipti/umsokn-heimild';
const applyPath = '/api/customers/applications/increase-credit';
const statusPath = '/api/customers/me';
const maxPath = '/api/customers/me/max-amount';
const nbsp = '\u00a0';

const browser = browserPerTestFile();

const { phone, email } = personFields;
const amount = (page: Page) => page.getByRole('textbox', { name: 'Umbeðin heimild' });
const closeAppLink = (page: Page) => page.getByRole('link', { name: 'Loka og fara aftur í appið' });
const successHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Umsókn um breytingu heimildar samþykkt' });

/** The account's details as the page shows them (term, value). */
async function accountDetails(page: Page): Promise<string[][]> {
  const list = page.locator('dl');
  await list.waitFor();
  return list
    .locator('div')
    .evaluateAll((pairs) =>
      pairs.map((pair) => [...pair.children].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** Bjarni's customer record, asked with his own token. */
async function creditMaxOf(token: string): Promise<number> {
  const answer = await fetch(`${baseUrl()}${statusPath}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { creditMax: number }).creditMax;
}

describe('Bjarni changes his limit', () => {
  test('to 800 000: the account shown, the request sent once, success, and his record says 800 000', async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, path);
    await page.getByRole('heading', { level: 1, name: 'Breyting á heimild' }).waitFor();
    expect(await accountDetails(page)).toEqual([
      ['Reikningsnúmer', 'C-10002'],
      ['Núverandi heimild', `500.000${nbsp}kr.`],
      ['Hámarksheimild', `1.000.000${nbsp}kr.`],
    ]);
    await expect(phone(page).inputValue()).resolves.toBe(bjarni.phone);
    await expect(email(page).inputValue()).resolves.toBe(bjarni.email);
    const { token } = await storedUser(page);
    if (!token) throw new Error('not logged in');

    await amount(page).fill('800.000');
    await expect(amount(page).inputValue()).resolves.toBe('800000');
    await submitButton(page).dblclick();
    await successHeading(page).waitFor();
    await page.getByText(`Ný heimild: 800.000${nbsp}kr.`).waitFor();
    // A web user: no close-app link.
    await expect(closeAppLink(page).count()).resolves.toBe(0);

    const sent = await sandbox.requestsTo('POST', applyPath);
    expect(sent.map((entry) => [entry.body, entry.status])).toEqual([
      [{ amount: 800_000, phone: bjarni.phone, email: bjarni.email }, 200],
    ]);
    expect(await storedUser(page)).toEqual({});
    expect(await creditMaxOf(token)).toBe(800_000);
  });

  test("above his max: the field says 'Umbeðin heimild er hærri en hámark' and nothing is sent; past the page, the server says it", async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, path);
    await amount(page).fill('1000001');
    await submitButton(page).click();
    const message = page.getByText('Umbeðin heimild er hærri en hámark');
    await message.waitFor();
    await expect(amount(page).getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await requestCount('POST', applyPath)).toBe(0);

    // The page told a higher max than the server's: only the server stops it.
    await page.route(`**${maxPath}`, (route) => route.fulfill({ json: { maxAmount: 5_000_000 } }));
    await page.reload();
    await amount(page).fill('1500000');
    await submitButton(page).click();
    await expectAlert(page, 'Umbeðin heimild er hærri en hámark');
    await expect(amount(page).inputValue()).resolves.toBe('1500000');
    expect((await sandbox.requestsTo('POST', applyPath)).map((entry) => entry.status)).toEqual([400]);
  });

  test('the form has no axe violations', async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, path);
    await submitButton(page).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('who may be here (spec §6)', () => {
  test('Dagný, not a customer: to /vidskipti/umsokn', async () => {
    const page = await browser.page();
    await openLoggedIn(page, dagny, path);
    await page.waitForURL('**/vidskipti/umsokn');
    expect(await requestCount('POST', applyPath)).toBe(0);
  });

  test('not logged in: to /vidskipti', async () => {
    const page = await browser.page(path);
    await page.waitForURL(/\/vidskipti$/);
    await page.getByRole('heading', { name: 'Innskráning fyrir reikningsviðskipti' }).waitFor();
  });

  test('from the app (logged in on /vidskipti/app): the close-app link after success', async () => {
    const page = await browser.page('/vidskipti/app');
    await startPhoneLogin(page, bjarni.phone);
    await page.waitForURL('**/vidskipti/umsokn*');
    expect((await storedUser(page)).isComingFromApp).toBe('true');
    await page.goto(path);
    await amount(page).fill('600000');
    await submitButton(page).click();
    await successHeading(page).waitFor();
    await expect(closeAppLink(page).getAttribute('href')).resolves.toBe('/vidskipti/app');
    await closeAppLink(page).click();
    await page.waitForURL(/\/vidskipti\/app$/);
  });
});

describe('under faults (spec §8)', () => {
  test("the load (status, max amount): each fault's message, Reyna aftur loads the form; a 401 to /vidskipti", async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, path);
    await submitButton(page).waitFor();
    // A fault on `GET /api/customers/me` matches the max amount's path too (a prefix): both fail.
    for (const [match, times] of [
      [statusPath, 2],
      [maxPath, 1],
    ] as const) {
      for (const { fault, message } of messageFaults('Villa kom upp við að stöðu reiknings')) {
        await armFault(`GET ${match}`, fault, { times });
        await page.reload();
        await expectAlert(page, message);
        await expect(submitButton(page).count()).resolves.toBe(0);
        await page.getByRole('button', { name: 'Reyna aftur' }).click();
        await submitButton(page).waitFor();
      }
    }
    await armFault(`GET ${maxPath}`, '401');
    await page.reload();
    await page.waitForURL(/\/vidskipti$/);
  });

  test("the submit: each fault's message, the input kept, a retry sends it once more", async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, path);
    let sentBefore = 0;
    for (const [index, { fault, message }] of messageFaults('Óvænt villa kom upp').entries()) {
      // Each round asks for a different limit, so each success is a change of its own.
      const requested = String(600_000 + index * 10_000);
      if (index > 0) await openLoggedIn(page, bjarni, path);
      await amount(page).fill(requested);
      await phone(page).fill('6902345');
      await armFault(`POST ${applyPath}`, fault);
      await submitButton(page).click();
      await expectAlert(page, message);
      await expect(amount(page).inputValue()).resolves.toBe(requested);
      await expect(phone(page).inputValue()).resolves.toBe('6902345');
      expect(await requestCount('POST', applyPath)).toBe(sentBefore + 1);

      await submitButton(page).click();
      await successHeading(page).waitFor();
      const sent = await sandbox.requestsTo('POST', applyPath);
      expect(sent).toHaveLength(sentBefore + 2);
      expect(sent.at(-1)?.body).toEqual({ amount: Number(requested), phone: '6902345', email: bjarni.email });
      sentBefore = sent.length;
    }
  });

  test('a 401 on the submit: to /vidskipti; after the login the limit typed is back', async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, path);
    await amount(page).fill('700000');
    await armFault(`POST ${applyPath}`, '401');
    await submitButton(page).click();
    await page.waitForURL(/\/vidskipti$/);
    await startPhoneLogin(page, bjarni.phone);
    await page.waitForURL('**/vidskipti/umsokn*');
    await page.goto(path);
    await expect(amount(page).inputValue()).resolves.toBe('700000');
    expect(await requestCount('POST', applyPath)).toBe(1);
  });
});
