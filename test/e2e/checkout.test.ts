import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { bjarni, type TestPerson } from '../support/people.ts';
import { scanShown } from '../support/read-codes.ts';
import { armFault, requestCount } from './applications.ts';
import { loginButton, phoneField } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// Self-checkout (spec §2 "Checkout", §4 "Checkout code login", §6, §9) across its pages against the
// sandbox (SANDBOX.md "Checkout": Bjarni's accounts C-10002 and C-20001 Byggir ehf.; demo-kassi-1
// is the open till): the login page and back, the code page at the window's sizes with the QR code
// read back from a screenshot as the till's scanner would, a 401 back to the login page, the SMS
// link's login at a till. Each state, message and retry is the checkout model's
// (widgets/checkout/checkout.model.test.ts) and its stories' (stories/checkout.stories.tsx).

const browser = browserPerTestFile();

const paths = {
  accounts: '/api/checkout/me/accounts',
  create: '/api/checkout/me/code',
  code: (id: string) => `/api/checkout/me/code/${id}`,
};
const codePage = /\/checkout\/code\/(kassi-[0-9a-f]{8})$/;

const accountButton = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}`) });

/** The checkout logins hide the credit lookup: the phone, the terms, Innskrá. */
async function logInHere(page: Page, person: TestPerson): Promise<void> {
  await phoneField(page).fill(person.phone);
  await page.getByRole('checkbox', { name: /viðskiptaskilmála/ }).check();
  await loginButton(page).click();
}

/** The QR code on a code page, drawn. */
async function shownCode(page: Page, checkoutCodeId: string) {
  const code = page.getByRole('img', { name: `QR kóði sjálfsafgreiðslu: ${checkoutCodeId}` });
  await code.locator('svg rect').first().waitFor({ state: 'attached' });
  await page.locator('.byko-code-busy').waitFor({ state: 'detached' });
  return code;
}

/** Chooses the account on /checkout and waits for its new code's page; answers the code. */
async function codeFor(page: Page, accountName: string): Promise<string> {
  await accountButton(page, accountName).click();
  await page.waitForURL(codePage);
  const id = codePage.exec(new URL(page.url()).pathname)?.[1];
  if (!id) throw new Error(`not a code page: ${page.url()}`);
  return id;
}

/** The QR code's size and whether the hints show, at the window's size. */
async function codeLayout(page: Page, checkoutCodeId: string) {
  const box = await (await shownCode(page, checkoutCodeId)).boundingBox();
  return {
    size: [Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)],
    hints: await page.getByText(`Kóði: ${checkoutCodeId}`).isVisible(),
  };
}

/** Replaces the browser's Screen Wake Lock with a recorder: what the page asked for, and released. */
async function recordWakeLocks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const asked: string[] = [];
    Reflect.set(window, 'bykoWakeLocks', asked);
    const wakeLock = {
      request: async (type: string) => {
        asked.push(type);
        const sentinel = Object.assign(new EventTarget(), {
          type,
          released: false,
          release: async () => {
            sentinel.released = true;
            asked.push('released');
          },
        });
        return sentinel;
      },
    };
    Object.defineProperty(Navigator.prototype, 'wakeLock', { configurable: true, get: () => wakeLock });
  });
}

const wakeLocks = (page: Page): Promise<string[]> =>
  page.evaluate(() => (Reflect.get(window, 'bykoWakeLocks') as string[] | undefined) ?? []);

test('logged out, /checkout sends Bjarni to /checkout/login and back; Byggir ehf. gets a code page the till scans at every window size, the screen kept on while it shows; back on it after a 401, the login page again', async () => {
  const page = await browser.page();
  await recordWakeLocks(page);
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/checkout');
  await page.waitForURL('**/checkout/login');
  await page.getByRole('heading', { level: 1, name: 'Innskráning fyrir sjálfsafgreiðslu' }).waitFor();
  expect(await page.getByRole('checkbox', { name: /Creditinfo/ }).count()).toBe(0);
  expect(await requestCount('GET', paths.accounts)).toBe(0);
  await logInHere(page, bjarni);
  await page.waitForURL(/\/checkout$/);
  await page.getByRole('heading', { level: 1, name: 'Veljið reikning' }).waitFor();
  const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
  expect(login?.body).toMatchObject({ reason: 'Innskráning fyrir sjálfsafgreiðslu' });

  const id = await codeFor(page, 'Byggir ehf.');
  await page.getByRole('heading', { level: 1, name: 'Skannið kóða' }).waitFor();
  expect((await sandbox.requestsTo('POST', paths.create)).map((entry) => entry.query)).toEqual([
    { accountId: 'C-20001' },
  ]);
  await page.evaluate(() => Reflect.set(window, 'bykoSamePage', true));
  // Half the height (300) is less than 80 % of the width (640).
  expect(await codeLayout(page, id)).toEqual({ size: [300, 300], hints: true });
  expect(await scanShown(await shownCode(page, id), 'qr')).toBe(id);
  expect(await wakeLocks(page)).toEqual(['screen']);

  // A phone on its side at the till: half of 280 is 140; the hints hide under 300 px high.
  await page.setViewportSize({ width: 360, height: 280 });
  await expect.poll(() => codeLayout(page, id)).toEqual({ size: [140, 140], hints: false });
  expect(await scanShown(await shownCode(page, id), 'qr')).toBe(id);
  // The way off the page is not a hint: it stays.
  expect(await page.getByRole('link', { name: 'Velja annan reikning' }).isVisible()).toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);

  // Upright: 80 % of the width (288) is less than half the height (400). No reload, no new request.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(() => codeLayout(page, id)).toEqual({ size: [288, 288], hints: true });
  expect(await page.evaluate(() => Reflect.get(window, 'bykoSamePage'))).toBe(true);
  expect(await requestCount('GET', paths.code(id))).toBe(1);

  // Leaving the page lets the screen sleep again.
  await page.getByRole('link', { name: 'Velja annan reikning' }).click();
  await page.waitForURL(/\/checkout$/);
  await expect.poll(() => wakeLocks(page)).toEqual(['screen', 'released']);

  // Back on the code page once the login expired: to the login page, with no message; the login
  // leads on to the list.
  await armFault(`GET ${paths.code(id)}`, '401');
  await page.goBack();
  await page.waitForURL('**/checkout/login');
  expect(await requestCount('GET', paths.code(id))).toBe(2);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(null);
  expect(await page.getByRole('alert').count()).toBe(0);
  await logInHere(page, bjarni);
  await page.waitForURL(/\/checkout$/);
  await accountButton(page, 'Byggir ehf.').waitFor();
});

test('the SMS link /checkout/demo-kassi-1: the login on that page, the accounts, then the till logged in on Byggir ehf.', async () => {
  const page = await browser.page('/checkout/demo-kassi-1');
  await page.getByRole('heading', { level: 1, name: 'Innskráning á sjálfafgreiðslukassa' }).waitFor();
  await logInHere(page, bjarni);
  await accountButton(page, 'Byggir ehf.').click();
  await page.getByRole('heading', { level: 2, name: 'Innskráning á sjálfafgreiðslukassa tókst.' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/checkout/demo-kassi-1');
  const sent = await sandbox.requestsTo('POST', '/api/checkout/me/code/demo-kassi-1');
  expect(sent.map((entry) => [entry.query, entry.status])).toEqual([[{ accountId: 'C-20001' }, 200]]);
  const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
  expect(login?.body).toMatchObject({ reason: 'Innskráning á sjálfafgreiðslukassa' });
});
