import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { anna, bjarni, type TestPerson } from '../support/people.ts';
import {
  cardFields,
  confirmThreeDs,
  fillCard,
  payButton,
  receiptFields,
  settled,
  startPhoneLogin,
  tableRows,
  testCard,
  threeDsChallenge,
  threeDsDialog,
  threeDsFrameSelector,
} from './flows.ts';
import { cspViolationsFailTests, sandbox, storedSessionOf, storedUser, testContext } from './harness.ts';
import { measureLayout } from './layout.ts';

// The BYKO app's webview: the app opens the pages with ?iframe=1 on a phone. Spec §2:
// iframe=1 hides the top menu and narrows the pay layout (the page sets <byko-pay compact>); §4: a
// paid payment of origin 'App' goes to the receipt; §2 "Limit change": a close-app link when the
// person comes from the app (§3 storage key isComingFromApp, set by the /vidskipti/app login).
// Everything here is at 360 × 740 px on a touch phone, and on every screen: no menu (neither shown
// nor in the accessibility tree nor reachable by Tab), no sideways scrolling, touch targets of
// 44 px. Moves between routes (byko-navigate) keep iframe=1 (pages/router.ts `go`).
//
// Set WEBVIEW_SCREENSHOTS to a folder to have each screen saved there as a PNG, to look at.

const width = 360;
const height = 740;
const nbsp = '\u00a0';
const closeAppText = 'Loka og fara aftur í appið';
const visa = testCard('4242424242424242');

// ---- the phone: one mobile context for the file, a new page for each test

let context: BrowserContext | undefined;
const csp = cspViolationsFailTests();

beforeAll(async () => {
  context = await testContext(csp, {
    viewport: { width, height },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    // A method's panel slides in from 2 rem aside: measured mid-slide it would stick out.
    reducedMotion: 'reduce',
  });
});

afterAll(async () => {
  await context?.close();
});

beforeEach(async () => {
  // The last test's pages go first, so nothing they still send reaches the reset sandbox.
  await Promise.all(context?.pages().map((page) => page.close()) ?? []);
  await sandbox.reset();
});

/**
 * Opens `path` in a new page of the phone with exactly `storage` in the page's localStorage (the
 * spec's keys), written from a same-origin document that runs nothing (the bundle shown as text),
 * so no widget sees a half-written session.
 */
async function openWebview(path: string, storage: Record<string, string> = {}): Promise<Page> {
  if (!context) throw new Error('browser not started');
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.goto('/cdn/byko-widgets.js');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, storage);
  await page.goto(path);
  return page;
}

/**
 * `person`'s session through the sandbox's real phone login, under the keys the login form writes
 * (spec §3); `isComingFromApp` as the form stores it: 'true' after the /vidskipti/app login (and
 * the app's company flow), 'false' after any other login.
 */
async function sessionOf(
  person: TestPerson,
  isComingFromApp: 'true' | 'false',
): Promise<Record<string, string>> {
  return { ...(await storedSessionOf(person)), isComingFromApp };
}

// ---- what every embedded screen must be

/** Waits for the route `pathname` with iframe=1 still in its address and the page in iframe mode. */
async function expectEmbeddedAt(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  const url = new URL(page.url());
  expect(url.searchParams.get('iframe'), `iframe=1 kept on ${pathname}`).toBe('1');
  await expect(page.locator('html').getAttribute('data-iframe')).resolves.toBe('');
}

/** Nothing of the menu: not shown, not in the accessibility tree, not reachable by Tab. */
async function expectNoMenu(page: Page): Promise<void> {
  const where = new URL(page.url()).pathname;
  for (const [role, name] of [
    ['banner', undefined],
    ['navigation', 'Aðalvalmynd'],
    ['link', 'Fara í efni'],
    ['link', 'BYKO forsíða'],
    ['link', 'Vefverslun'],
    ['button', 'Valmynd'],
  ] as const) {
    const found = page.getByRole(role, name === undefined ? {} : { name, exact: true });
    await expect(found.count(), `${role} ${name ?? ''} on ${where}`).resolves.toBe(0);
  }
  await expect(page.locator('header.menu').isVisible()).resolves.toBe(false);
  await expect(page.locator('.skip-link').isVisible()).resolves.toBe(false);
  const tree = await page.locator('body').ariaSnapshot();
  for (const word of ['banner', 'Aðalvalmynd', 'Fara í efni', 'Valmynd', 'byko.is/verslanir']) {
    expect(tree, `'${word}' in the accessibility tree of ${where}`).not.toContain(word);
  }
  // The first Tab from the top of the page lands in the page's content, never on the menu.
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await page.keyboard.press('Tab');
  const focusedInMenu = await page.evaluate(() =>
    Boolean(document.activeElement?.closest('header.menu, .skip-link')),
  );
  expect(focusedInMenu, `Tab on ${where} reaches the menu`).toBe(false);
}

/** No sideways scrolling at 360 px, every visible control 44 px, no table cut off. */
async function expectFitsThePhone(page: Page): Promise<void> {
  const where = new URL(page.url()).pathname;
  const layout = await page.evaluate(measureLayout);
  expect(layout.innerWidth, `the layout viewport of ${where}`).toBe(width);
  expect(layout.overflow, `sideways scrolling on ${where}`).toBe(0);
  expect(layout.smallTargets, `touch targets under 44 px on ${where}`).toEqual([]);
  expect(layout.cutTables, `tables cut off on ${where}`).toEqual([]);
}

/** Saves the screen (WEBVIEW_SCREENSHOTS, to look at; the test does not read it). */
async function screenshot(page: Page, name: string): Promise<void> {
  const folder = process.env.WEBVIEW_SCREENSHOTS;
  if (folder) await page.screenshot({ path: `${folder}/webview-${name}.png`, fullPage: true });
}

/** Everything a screen of the webview must be: embedded at `pathname`, no menu, fitting the phone. */
async function expectWebviewScreen(page: Page, pathname: string, name: string): Promise<void> {
  await expectEmbeddedAt(page, pathname);
  await expectNoMenu(page);
  await expectFitsThePhone(page);
  await screenshot(page, name);
}

/** Marks this document: the mark is still there after a move inside the page, not after a load. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { webviewDocumentMark: true }));
}

async function expectSameDocument(page: Page): Promise<void> {
  await expect(
    page.evaluate(() => 'webviewDocumentMark' in window),
    'moved inside the page (byko-navigate), not loaded anew',
  ).resolves.toBe(true);
}

const heading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 1, name, exact: true });

/** The boxes of `fields`, top to bottom as they stand. */
async function boxesOf(
  fields: Locator[],
): Promise<{ x: number; y: number; width: number; height: number }[]> {
  const boxes = [];
  for (const field of fields) {
    const box = await field.boundingBox();
    if (!box) throw new Error('a field without a box');
    boxes.push(box);
  }
  return boxes;
}

// ---- the pay page

describe('the pay page in the webview (iframe=1, 360 px)', () => {
  test('a card payment: the compact form, the 3-D Secure popup inside the screen, then the success page', async () => {
    // The app's user, marked as coming from the app (§3): a Web payment still ends on the success
    // page, since the payment's origin, not the mark, sends it to the receipt (§4).
    const page = await openWebview('/borga/demo-card?iframe=1', await sessionOf(bjarni, 'true'));
    await heading(page, 'Greiðsla').waitFor();
    await payButton(page).waitFor();
    await expect(page.locator('byko-pay').getAttribute('compact')).resolves.toBe('');
    await expectWebviewScreen(page, '/borga/demo-card', 'pay-card');
    await markDocument(page);

    // Compact: the expiry's month and year level on one line, the CVC under them, the number's width.
    const [month, year, cvc] = await boxesOf([
      cardFields.month(page),
      cardFields.year(page),
      cardFields.cvc(page),
    ]);
    if (!month || !year || !cvc) throw new Error('the expiry and CVC fields');
    expect(year.y).toBe(month.y);
    expect(year.x).toBeGreaterThanOrEqual(month.x + month.width);
    expect(cvc.y).toBeGreaterThanOrEqual(month.y + month.height);
    expect(cvc.x).toBe(month.x);
    const number = await cardFields.number(page).boundingBox();
    expect(cvc.width).toBe(number?.width);

    await fillCard(page, visa);
    await page.getByRole('img', { name: 'Visa' }).waitFor();
    await payButton(page).tap();
    await threeDsDialog(page).waitFor();
    await threeDsChallenge(page).getByRole('button', { name: 'Staðfesta' }).waitFor();
    // Spec §9: the popup is 90 % of the window's width (324 px), and all of it is on the screen.
    const frame = await page.locator(threeDsFrameSelector).boundingBox();
    expect(frame?.width).toBe(Math.floor(width * 0.9));
    const dialog = await threeDsDialog(page).boundingBox();
    if (!dialog) throw new Error('no 3-D Secure popup');
    expect(dialog.x).toBeGreaterThanOrEqual(0);
    expect(dialog.x + dialog.width).toBeLessThanOrEqual(width);
    expect(dialog.y + dialog.height).toBeLessThanOrEqual(height);
    await expectFitsThePhone(page);
    await screenshot(page, 'pay-card-3ds');

    await confirmThreeDs(page);
    await heading(page, 'Greiðsla tókst').waitFor();
    await page.getByText(`24.990${nbsp}kr.`).waitFor();
    await expectWebviewScreen(page, '/borga/demo-card/tokst', 'pay-card-success');
    await expectSameDocument(page);
  });

  test("the app's payment (origin App), no one logged in: the card payment lands on the receipt, still embedded", async () => {
    const page = await openWebview('/borga/demo-app?iframe=1');
    await payButton(page).waitFor();
    await markDocument(page);
    await fillCard(page, visa);
    await payButton(page).tap();
    await confirmThreeDs(page);
    await heading(page, 'Kvittun').waitFor();
    await page.getByRole('table', { name: 'Vörur' }).waitFor();
    await expectWebviewScreen(page, '/kvittun/demo-app', 'receipt-demo-app');
    await expectSameDocument(page);
    const fields = await receiptFields(page);
    expect(fields).toMatchObject({ Greiðslunúmer: 'demo-app', Greiðsluleið: 'Kort', Samtals: '12.500 kr.' });
  });

  test("the app's instalments (origin App): the compact form and its table fit, a submit lands on the receipt", async () => {
    const page = await openWebview('/borga/demo-instalment-app?iframe=1');
    const apply = page.getByRole('button', { name: 'Sækja um', exact: true });
    await apply.waitFor();
    await page.getByRole('button', { name: 'Sjá greiðsluáætlun' }).waitFor();
    await expect(page.getByRole('button', { name: 'Innskrá' }).count()).resolves.toBe(0);
    await expectWebviewScreen(page, '/borga/demo-instalment-app', 'pay-instalment-app');
    await markDocument(page);
    // Phone and e-mail, a pair on a wide screen, stand one above the other.
    const [phone, email] = await boxesOf([
      page.getByRole('textbox', { name: 'Símanúmer' }),
      page.getByRole('textbox', { name: 'Netfang' }),
    ]);
    if (!phone || !email) throw new Error('the phone and e-mail fields');
    expect(email.y).toBeGreaterThanOrEqual(phone.y + phone.height);

    await page.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ }).check();
    await apply.tap();
    await heading(page, 'Kvittun').waitFor();
    await page.getByRole('table', { name: 'Vörur' }).waitFor();
    await expectWebviewScreen(page, '/kvittun/demo-instalment-app', 'receipt-instalment-app');
    await expectSameDocument(page);
    expect((await receiptFields(page)).Greiðsluleið).toBe('Greiðsludreifing');
  });

  for (const [tab, ready] of [
    ['Greiðsludreifing', (page: Page) => page.getByRole('button', { name: 'Innskrá' })],
    ['Google Pay', (page: Page) => page.getByRole('button', { name: 'Greiða með Google Pay' })],
    ['Greiðsluseðill', (page: Page) => page.getByRole('textbox', { name: 'Símanúmer' })],
  ] as const) {
    test(`every method compact: '${tab}' fits the phone`, async () => {
      const page = await openWebview('/borga/demo-all?iframe=1');
      await page.getByRole('tab', { name: tab }).tap();
      await ready(page).waitFor();
      await page.locator('byko-pay .byko-spinner-block').waitFor({ state: 'detached' });
      await expectWebviewScreen(page, '/borga/demo-all', `pay-all-${tab}`);
    });
  }

  test("a paid payment's 'Sjá kvittun' leads to the receipt, still embedded", async () => {
    const page = await openWebview('/borga/demo-paid?iframe=1');
    const receiptLink = page.getByRole('link', { name: 'Sjá kvittun' });
    await receiptLink.waitFor();
    await expectWebviewScreen(page, '/borga/demo-paid', 'pay-paid');
    await markDocument(page);
    await receiptLink.tap();
    await heading(page, 'Kvittun').waitFor();
    await page.getByRole('table', { name: 'Vörur' }).waitFor();
    await expectWebviewScreen(page, '/kvittun/demo-paid', 'receipt-demo-paid');
    await expectSameDocument(page);
    expect(await tableRows(page, 'Vörur')).toHaveLength(3);
  });
});

// ---- logging in from the app, an application, the close-app link

const limitChangePath = '/vidskipti/umsokn-heimild';
const requestedLimit = (page: Page) => page.getByRole('textbox', { name: 'Umbeðin heimild' });
const closeAppLink = (page: Page) => page.getByRole('link', { name: closeAppText, exact: true });

/** Asks for a 600 000 kr. limit and waits for the success view. */
async function changeLimitTo600000(page: Page): Promise<void> {
  await requestedLimit(page).fill('600000');
  await page.getByRole('button', { name: 'Sækja um' }).tap();
  await page.getByRole('heading', { name: 'Umsókn um breytingu heimildar samþykkt' }).waitFor();
  await page.getByText(`Ný heimild: 600.000${nbsp}kr.`).waitFor();
}

describe('from the app: login, the limit change and the close-app link (iframe=1, 360 px)', () => {
  test('Bjarni logs in on /vidskipti/app, is led to the limit change, and after success the close-app link leads back to /vidskipti/app', async () => {
    const page = await openWebview('/vidskipti/app?iframe=1');
    await heading(page, 'Innskráning fyrir reikningsviðskipti').waitFor();
    await expectWebviewScreen(page, '/vidskipti/app', 'login-app');
    await page.getByRole('tab', { name: 'Auðkennisapp' }).tap();
    await page.getByRole('textbox', { name: 'Kennitala' }).waitFor();
    await expectFitsThePhone(page);
    await screenshot(page, 'login-app-tab');
    await page.getByRole('tab', { name: 'Rafræn skilríki' }).tap();
    await markDocument(page);

    // The login's `next`, then the account application sends an account customer on (spec §6).
    await startPhoneLogin(page, bjarni.phone);
    await heading(page, 'Breyting á heimild').waitFor();
    await requestedLimit(page).waitFor();
    await expectWebviewScreen(page, limitChangePath, 'limit-change');
    const [login] = await sandbox.requestsTo('POST', '/api/auth/login');
    expect(login?.body).toMatchObject({ phoneNumber: bjarni.phone, origin: 'App' });
    expect((await storedUser(page)).isComingFromApp).toBe('true');

    await changeLimitTo600000(page);
    await expectWebviewScreen(page, limitChangePath, 'limit-change-success-app');
    await expect(closeAppLink(page).getAttribute('href')).resolves.toBe('/vidskipti/app');
    const link = await closeAppLink(page).boundingBox();
    if (!link) throw new Error('no close-app link');
    expect(link.x + link.width).toBeLessThanOrEqual(width);

    await closeAppLink(page).tap();
    await heading(page, 'Innskráning fyrir reikningsviðskipti').waitFor();
    await expectWebviewScreen(page, '/vidskipti/app', 'login-app-after-close');
    await expectSameDocument(page);
  });

  for (const [stored, shown] of [
    ['true', true],
    ['false', false],
  ] as const) {
    test(`isComingFromApp '${stored}' stored with the session: the close-app link ${shown ? 'shows' : 'does not show'} after success`, async () => {
      const page = await openWebview(`${limitChangePath}?iframe=1`, await sessionOf(bjarni, stored));
      await changeLimitTo600000(page);
      await expect(closeAppLink(page).count()).resolves.toBe(shown ? 1 : 0);
      if (shown) await expect(closeAppLink(page).getAttribute('href')).resolves.toBe('/vidskipti/app');
      await expectWebviewScreen(page, limitChangePath, `limit-change-success-${stored}`);
    });
  }

  // Checking the stored session (validateStoredSession, session-api.ts) must not write the
  // in-memory session back into the storage the success cleared.
  test('after the close-app link the session stays cleared (spec §4): a reload of /vidskipti/app asks to log in', async () => {
    const page = await openWebview(`${limitChangePath}?iframe=1`, await sessionOf(bjarni, 'true'));
    await changeLimitTo600000(page);
    expect(await storedUser(page)).toEqual({});
    // The login page checks the session it finds in memory with the server (GET /api/auth/info).
    const checked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/info');
    await closeAppLink(page).tap();
    await heading(page, 'Innskráning fyrir reikningsviðskipti').waitFor();
    await checked;
    await settled(page);
    expect(await storedUser(page), 'the storage after the close-app link').toEqual({});
    await page.reload();
    await page.getByRole('button', { name: 'Innskrá' }).waitFor({ timeout: 3000 });
  });
});

// ---- other screens the app may open

describe('more embedded screens at 360 px', () => {
  test("Anna's account application", async () => {
    const page = await openWebview('/vidskipti/umsokn?iframe=1', await sessionOf(anna, 'true'));
    await heading(page, 'Umsókn um reikningsviðskipti').waitFor();
    await page.getByRole('button', { name: 'Sækja um' }).waitFor();
    await expectWebviewScreen(page, '/vidskipti/umsokn', 'account-application');
  });

  test('the not-found page', async () => {
    const page = await openWebview('/ekki/til?iframe=1');
    await heading(page, 'Síða fannst ekki').waitFor();
    await expectWebviewScreen(page, '/ekki/til', 'not-found');
  });
});
