import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna, bjarni, dagny, type TestPerson } from '../support/people.ts';
import { scanShown } from '../support/read-codes.ts';
import { armFault, expectAlert, messageFaults, openLoggedIn, requestCount } from './applications.ts';
import {
  axeViolations,
  hasFocus,
  holdConfirmation,
  loginButton,
  phoneField,
  recordEvents,
  recordedEvents,
} from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

// Self-checkout (spec §2 "Checkout", §4 "Checkout code login", §6, §8, §9) end to end against the
// sandbox (SANDBOX.md "Checkout"): Bjarni's two accounts (C-10002 his own, C-20001 Byggir ehf.),
// Anna's one, Dagný's none; demo-kassi-1 is the open till. Every QR code is read back from a
// screenshot, as the till's scanner would.

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

describe('the account list (/checkout)', () => {
  test('logged out: to /checkout/login; its login (no credit lookup) goes on to the accounts', async () => {
    const page = await browser.page('/checkout');
    await page.waitForURL('**/checkout/login');
    await page.getByRole('heading', { level: 1, name: 'Innskráning fyrir sjálfsafgreiðslu' }).waitFor();
    expect(await page.getByRole('checkbox', { name: /Creditinfo/ }).count()).toBe(0);
    expect(await requestCount('GET', paths.accounts)).toBe(0);
    await logInHere(page, bjarni);
    await page.waitForURL(/\/checkout$/);
    await accountButton(page, 'Byggir ehf.').waitFor();
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ reason: 'Innskráning fyrir sjálfsafgreiðslu' });
    expect(await page.getByRole('heading', { level: 1, name: 'Veljið reikning' }).isVisible()).toBe(true);
  });

  test('Bjarni picks each of his accounts and gets a code the till can scan', async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, '/checkout');
    await page
      .getByRole('button', { name: 'Bjarni Sigurðsson Reikningur C-10002 kt. 050795-3069' })
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const codes: string[] = [];
    for (const [name, accountId] of [
      ['Bjarni Sigurðsson', 'C-10002'],
      ['Byggir ehf.', 'C-20001'],
    ] as const) {
      await page.goto('/checkout');
      const id = await codeFor(page, name);
      codes.push(id);
      await page.getByRole('heading', { level: 1, name: 'Skannið kóða' }).waitFor();
      expect(await scanShown(await shownCode(page, id), 'qr')).toBe(id);
      const sent = await sandbox.requestsTo('POST', paths.create);
      expect(sent.at(-1)?.query).toEqual({ accountId });
      expect(await requestCount('GET', paths.code(id))).toBe(1);
    }
    expect(new Set(codes).size).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a double press creates one code; byko-checkout-code tells the page which', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, '/checkout');
    await recordEvents(page, 'byko-checkout-code');
    await accountButton(page, 'Anna Jónsdóttir').dblclick();
    await page.waitForURL(codePage);
    expect(await requestCount('POST', paths.create)).toBe(1);
    const id = codePage.exec(new URL(page.url()).pathname)?.[1];
    expect(await recordedEvents(page, 'byko-checkout-code')).toEqual([
      { checkoutCodeId: id, accountId: 'C-10001' },
    ]);
  });

  test('Dagný has no account: not an error, the way to apply, which opens the account application', async () => {
    const page = await browser.page();
    await openLoggedIn(page, dagny, '/checkout');
    await page.getByText('Enginn viðskiptareikningur fannst.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Sækja um reikningsviðskipti' }).click();
    await page.waitForURL('**/vidskipti/umsokn');
  });

  test.each(messageFaults('Ekki tókst að sækja viðskiptareikninga'))(
    'the list fails ($fault): $message, the link to apply; Reyna aftur lists them',
    async ({ fault, message }) => {
      await armFault(`GET ${paths.accounts}`, fault);
      const page = await browser.page();
      await openLoggedIn(page, bjarni, '/checkout');
      await expectAlert(page, message);
      expect(await page.getByRole('link', { name: 'Sækja um reikningsviðskipti' }).isVisible()).toBe(true);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await accountButton(page, 'Byggir ehf.').waitFor();
      expect(await requestCount('GET', paths.accounts)).toBe(2);
    },
  );

  test.each(messageFaults('Ekki tókst stofna kóða.'))(
    'the code fails ($fault): $message; Reyna aftur creates it for the same account, once',
    async ({ fault, message }) => {
      await armFault(`POST ${paths.create}`, fault);
      const page = await browser.page();
      await openLoggedIn(page, bjarni, '/checkout');
      await accountButton(page, 'Byggir ehf.').click();
      await expectAlert(page, message);
      expect(new URL(page.url()).pathname).toBe('/checkout');
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await page.waitForURL(codePage);
      const sent = await sandbox.requestsTo('POST', paths.create);
      expect(sent.map((entry) => entry.query.accountId)).toEqual(['C-20001', 'C-20001']);
    },
  );

  test('a failed code: the list stays under the message, the focus on the account; another account gets one', async () => {
    await armFault(`POST ${paths.create}`, '500');
    const page = await browser.page();
    await openLoggedIn(page, bjarni, '/checkout');
    await accountButton(page, 'Byggir ehf.').click();
    await expectAlert(page, 'Villa í kerfi (sandkassi)');
    expect(await hasFocus(accountButton(page, 'Byggir ehf.'))).toBe(true);
    const id = await codeFor(page, 'Bjarni Sigurðsson');
    expect(await scanShown(await shownCode(page, id), 'qr')).toBe(id);
  });

  test.each([
    ['listing', `GET ${paths.accounts}`],
    ['creating a code', `POST ${paths.create}`],
  ])('a 401 while %s: to /checkout/login, and after the login the list again', async (_what, match) => {
    await armFault(match, '401');
    const page = await browser.page();
    await openLoggedIn(page, bjarni, '/checkout');
    if (match.startsWith('POST')) await accountButton(page, 'Byggir ehf.').click();
    await page.waitForURL('**/checkout/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(null);
    await logInHere(page, bjarni);
    await page.waitForURL(/\/checkout$/);
    await accountButton(page, 'Byggir ehf.').waitFor();
  });
});

describe('the code page (/checkout/code/{checkoutCode})', () => {
  test('at 800 × 600 the code is 300 px with its hints; at 360 × 280, 140 px without; it follows the window without a reload', async () => {
    const page = await browser.page();
    await recordWakeLocks(page);
    await page.setViewportSize({ width: 800, height: 600 });
    await openLoggedIn(page, anna, '/checkout');
    const id = await codeFor(page, 'Anna Jónsdóttir');
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

    // Upright: 80 % of the width (288) is less than half the height (400).
    await page.setViewportSize({ width: 360, height: 800 });
    await expect.poll(() => codeLayout(page, id)).toEqual({ size: [288, 288], hints: true });
    expect(await page.evaluate(() => Reflect.get(window, 'bykoSamePage'))).toBe(true);
    expect(await requestCount('GET', paths.code(id))).toBe(1);

    // Leaving the page lets the screen sleep again.
    await page.getByRole('link', { name: 'Velja annan reikning' }).click();
    await page.waitForURL(/\/checkout$/);
    await expect.poll(() => wakeLocks(page)).toEqual(['screen', 'released']);
  });

  test('opened at 360 × 280: the code at 140 px, no hints, no sideways scrolling, and it scans', async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, '/checkout');
    const id = await codeFor(page, 'Byggir ehf.');
    await page.setViewportSize({ width: 360, height: 280 });
    await page.reload();
    expect(await codeLayout(page, id)).toEqual({ size: [140, 140], hints: false });
    expect(await scanShown(await shownCode(page, id), 'qr')).toBe(id);
  });

  test('a 401: to /checkout/login; the login goes to /checkout', async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, '/checkout');
    const id = await codeFor(page, 'Bjarni Sigurðsson');
    await shownCode(page, id);
    await armFault(`GET ${paths.code(id)}`, '401');
    await page.reload();
    await page.waitForURL('**/checkout/login');
    expect(await page.getByRole('alert').count()).toBe(0);
    await logInHere(page, bjarni);
    await page.waitForURL(/\/checkout$/);
  });

  test.each(messageFaults('Ekki tókst að sækja kóða'))(
    'the code fails to load ($fault): $message; Reyna aftur shows it',
    async ({ fault, message }) => {
      const page = await browser.page();
      await openLoggedIn(page, anna, '/checkout');
      const id = await codeFor(page, 'Anna Jónsdóttir');
      await shownCode(page, id);
      await armFault(`GET ${paths.code(id)}`, fault);
      await page.reload();
      await expectAlert(page, message);
      expect(await page.getByRole('img').count()).toBe(0);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      expect(await scanShown(await shownCode(page, id), 'qr')).toBe(id);
    },
  );

  test("someone else's code, or one that does not exist: 'Kóði fannst ekki'", async () => {
    const page = await browser.page();
    await openLoggedIn(page, bjarni, '/checkout');
    const bjarnis = await codeFor(page, 'Byggir ehf.');
    await openLoggedIn(page, anna, `/checkout/code/${bjarnis}`);
    await expectAlert(page, 'Kóði fannst ekki');
    await page.goto('/checkout/code/kassi-00000000');
    await expectAlert(page, 'Kóði fannst ekki');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('the self-checkout login (/checkout/{checkoutCode})', () => {
  test('demo-kassi-1: the login here, the accounts, then Innskráning á sjálfafgreiðslukassa tókst.', async () => {
    const page = await browser.page('/checkout/demo-kassi-1');
    await page.getByRole('heading', { level: 1, name: 'Innskráning á sjálfafgreiðslukassa' }).waitFor();
    await recordEvents(page, 'byko-checkout-login');
    const confirm = await holdConfirmation(page, '/api/auth/login');
    await logInHere(page, bjarni);
    await page.getByText(/^Öryggistalan þín er \d{4}$/).waitFor();
    confirm();
    await accountButton(page, 'Byggir ehf.').click();
    await page
      .getByRole('heading', { level: 2, name: 'Innskráning á sjálfafgreiðslukassa tókst.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/demo-kassi-1');
    const sent = await sandbox.requestsTo('POST', '/api/checkout/me/code/demo-kassi-1');
    expect(sent.map((entry) => [entry.query, entry.status])).toEqual([[{ accountId: 'C-20001' }, 200]]);
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ reason: 'Innskráning á sjálfafgreiðslukassa' });
    expect(await recordedEvents(page, 'byko-checkout-login')).toEqual([
      { checkoutCode: 'demo-kassi-1', accountId: 'C-20001' },
    ]);
    expect(await axeViolations(page)).toEqual([]);
  });

  test("a till that is not open: the server's reason above the accounts; Reyna aftur asks again", async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, '/checkout/kassi-lokadur');
    await accountButton(page, 'Anna Jónsdóttir').click();
    await expectAlert(page, 'Kassinn fannst ekki');
    expect(await accountButton(page, 'Anna Jónsdóttir').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Reyna aftur' }).click();
    await expect.poll(() => requestCount('POST', '/api/checkout/me/code/kassi-lokadur')).toBe(2);
    await expectAlert(page, 'Kassinn fannst ekki');
  });

  test.each(messageFaults('Óvænt villa kom upp við innskráningu á sjálfafgreiðslukassa'))(
    'the till login fails ($fault): $message; Reyna aftur logs in, one request a press',
    async ({ fault, message }) => {
      await armFault('POST /api/checkout/me/code/demo-kassi-1', fault);
      const page = await browser.page();
      await openLoggedIn(page, anna, '/checkout/demo-kassi-1');
      await accountButton(page, 'Anna Jónsdóttir').dblclick();
      await expectAlert(page, message);
      expect(await requestCount('POST', '/api/checkout/me/code/demo-kassi-1')).toBe(1);
      await page.getByRole('button', { name: 'Reyna aftur' }).click();
      await page
        .getByRole('heading', { level: 2, name: 'Innskráning á sjálfafgreiðslukassa tókst.' })
        .waitFor();
      expect(await requestCount('POST', '/api/checkout/me/code/demo-kassi-1')).toBe(2);
    },
  );

  test.each([
    ['listing', `GET ${paths.accounts}`],
    ['logging in at the till', 'POST /api/checkout/me/code/demo-kassi-1'],
  ])('a 401 while %s: the login here again, and after it the accounts', async (_what, match) => {
    await armFault(match, '401');
    const page = await browser.page();
    await openLoggedIn(page, anna, '/checkout/demo-kassi-1');
    if (match.startsWith('POST')) await accountButton(page, 'Anna Jónsdóttir').click();
    await loginButton(page).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout/demo-kassi-1');
    await logInHere(page, anna);
    await accountButton(page, 'Anna Jónsdóttir').waitFor();
  });
});
