import type { BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { successRedirectMs } from '../../widgets/pay/success/success.model.ts';
import { anna } from '../support/people.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { confirmThreeDs, fillCard, payButton, settled, startPhoneLogin, testCard } from './flows.ts';
import { cspViolationsFailTests, storedUser, testContext } from './harness.ts';
import { type SplitTopology, startSplitTopology } from './split-topology.ts';

// Production's topology, three origins: the pages and the CDN from `npm run serve` (the production
// entry, its settings in the environment), the API from the sandbox on its own, and the storefront
// demo that embeds the bundle of the one and calls the other. Every page runs under its real
// Content-Security-Policy (a violation fails the test). The flows themselves are tested where they
// live; here, that each crosses these origins as a deployment has them.
//
// One customer's visit in one browser context: the login of the first test is the one the
// instalment test after it uses, as the same person paying after applying would.

const nbsp = '\u00a0';
const retailerThanks = 'https://www.byko.is/takk-fyrir';

const csp = cspViolationsFailTests();
let topology: SplitTopology;
let context: BrowserContext;
const sandbox = sandboxControl(() => topology.sandboxUrl);

beforeAll(async () => {
  topology = await startSplitTopology();
  context = await testContext(csp, { baseURL: topology.pagesUrl });
});

afterAll(async () => {
  // The browser's connections first, so the servers' graceful stop has none to wait for.
  await context?.close();
  await topology?.stop();
});

async function newPage(): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** The next GET the page sends to a URL starting with `prefix` (a preflight is not one). */
function nextGet(page: Page, prefix: string): Promise<Request> {
  return page.waitForRequest((request) => request.method() === 'GET' && request.url().startsWith(prefix));
}

/** Records (and answers) every request the page makes to the retailer's site, which is not here. */
async function answerRetailerSite(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('https://www.byko.is/**', async (route) => {
    asked.push(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="is"><title>Takk fyrir</title><h1>Takk fyrir</h1></html>',
    });
  });
  return asked;
}

describe('the pages on npm run serve, the API on the sandbox on its own', () => {
  test('an e-ID login; the application loads with its token, which only the sandbox gets: a second element at another api-base is sent none', async () => {
    const page = await newPage();
    await page.goto(`${topology.pagesUrl}/vidskipti`);
    const maxAmount = nextGet(page, `${topology.sandboxUrl}/api/customers/me/max-amount`);
    await startPhoneLogin(page, anna.phone);
    await page.waitForURL(`${topology.pagesUrl}/vidskipti/umsokn`);
    await page.getByRole('textbox', { name: 'Umbeðin heimild (kr.)' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Hámarksheimild' }).inputValue()).toBe(
      `400.000${nbsp}kr.`,
    );

    // The token is the sandbox's, kept with the origin that issued it, and sent there.
    const stored = await storedUser(page);
    expect(stored).toMatchObject({ name: anna.name, ssn: anna.ssn, tokenOrigin: topology.sandboxUrl });
    expect(stored.token?.length).toBeGreaterThan(8);
    expect(await (await maxAmount).headerValue('authorization')).toBe(`Bearer ${stored.token}`);
    const logged = await sandbox.requestsTo('GET', '/api/customers/me/max-amount');
    expect(logged.map((request) => request.status)).toEqual([200]);

    // A second element on the page whose api-base is another origin (here the page's own): its
    // call goes out without the token.
    const elsewhere = nextGet(page, `${topology.pagesUrl}/api/payment`);
    await page.evaluate((apiBase) => {
      const pay = document.createElement('byko-pay');
      pay.setAttribute('payment-id', 'demo-card');
      pay.setAttribute('api-base', apiBase);
      document.body.append(pay);
    }, topology.pagesUrl);
    const headers = await (await elsewhere).allHeaders();
    // The element's own call (the widgets' client marks every call), with no Authorization.
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers.authorization).toBeUndefined();
    expect((await storedUser(page)).token).toBe(stored.token);
  });

  test('instalment signing opens the signing page BYKO_INSTALMENT_SIGNING_URL names, on the sandbox; signed, the success page', async () => {
    const page = await newPage();
    await page.goto(`${topology.pagesUrl}/borga/demo-instalment`);
    expect((await storedUser(page)).tokenOrigin ?? 'nobody logged in (the test before)').toBe(
      topology.sandboxUrl,
    );
    // Anna, logged in, is the payer: the form is hers at once.
    await page.getByRole('table', { name: 'Greiðsluáætlun' }).waitFor();
    await page.getByRole('checkbox', { name: /skilmála greiðsludreifingar/ }).check();
    await page.getByRole('button', { name: 'Sækja um', exact: true }).click();
    const signing = page.getByRole('button', { name: 'Undirrita' });
    await signing.waitFor();
    const { documentId } = JSON.parse((await storedUser(page)).partialPayment ?? '{}') as {
      documentId?: string;
    };
    expect(documentId).toMatch(/^doc-[0-9a-f]{16}$/);

    const opened = context.waitForEvent('page');
    await signing.click();
    const window = await opened;
    // The window opens blank (its opener cut), then goes to the configured page.
    await window.waitForURL((url) => url.origin === topology.sandboxUrl);
    expect(window.url()).toBe(`${topology.sandboxUrl}/sandbox/signing/${documentId}`);
    await window.getByRole('heading', { name: 'Undirritun skjals' }).waitFor();
    const closed = window.waitForEvent('close');
    await window.getByRole('button', { name: 'Undirrita' }).click();
    await closed;
    await page.waitForURL(`${topology.pagesUrl}/borga/demo-instalment/tokst`);
    await page.getByRole('heading', { level: 1, name: 'Greiðsla tókst' }).waitFor();
    expect(await sandbox.requestsTo('POST', '/api/payment/pay-with-partial-payment')).toEqual([
      expect.objectContaining({ status: 200 }),
    ]);
  });

  test('demo-away: paid by card through 3-D Secure, the success page, then the retailer’s site where BYKO_ALLOWED_ORIGINS allows it; elsewhere the success page stays', async () => {
    const page = await newPage();
    // The success page waits 3 s before it moves on: the page's clock is run past it.
    await page.clock.install();
    const asked = await answerRetailerSite(page);
    await page.goto(`${topology.pagesUrl}/borga/demo-away`);
    await fillCard(page, testCard('4242424242424242'));
    await payButton(page).click();
    await confirmThreeDs(page);
    await page.waitForURL(`${topology.pagesUrl}/borga/demo-away/tokst`);
    await page.getByRole('heading', { level: 1, name: 'Greiðsla tókst' }).waitFor();
    await page.getByText(`7.500${nbsp}kr.`).waitFor();
    await page.getByRole('status').filter({ hasText: 'Þú verður færð(ur) áfram' }).waitFor();
    const pays = await sandbox.requestsTo('POST', '/api/payment/v2/card/pay');
    expect(pays.map((request) => [request.body, request.status])).toEqual([
      [expect.objectContaining({ paymentId: 'demo-away' }), 200],
    ]);
    expect(asked).toEqual([]);
    await page.clock.runFor(successRedirectMs);
    await page.waitForURL(retailerThanks);
    expect(asked).toEqual([retailerThanks]);

    // The same paid payment's success page where the retailer's site is not allowed.
    const elsewhere = await newPage();
    await elsewhere.clock.install();
    const askedElsewhere = await answerRetailerSite(elsewhere);
    const successPage = `${topology.pagesWithoutAllowedUrl}/borga/demo-away/tokst`;
    const refused = elsewhere.waitForEvent('console', (message) =>
      message.text().includes('refused to follow a URL'),
    );
    await elsewhere.goto(successPage);
    await elsewhere.getByRole('heading', { level: 1, name: 'Greiðsla tókst' }).waitFor();
    await elsewhere.getByText(`7.500${nbsp}kr.`).waitFor();
    expect((await refused).text()).toContain(JSON.stringify(retailerThanks));
    // It does not say it will move on, and does not once the time is past.
    expect(await elsewhere.getByRole('status').count()).toBe(0);
    await elsewhere.clock.runFor(successRedirectMs);
    await settled(elsewhere);
    expect(elsewhere.url()).toBe(successPage);
    expect(askedElsewhere).toEqual([]);
  });

  test("Google Pay's merchant settings: Google's own pay.js; where it cannot load, no message, no Google Pay button, 'Borga' off, a console warning", async () => {
    const page = await newPage();
    const payJs: string[] = [];
    await page.route('https://pay.google.com/**', async (route) => {
      payJs.push(route.request().url());
      await route.abort();
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${topology.pagesWithoutAllowedUrl}/borga/demo-card`);
    await page.getByRole('tab', { name: 'Google Pay' }).click();
    // Spec §8: readiness failures are only logged.
    await expect
      .poll(() => warnings.filter((text) => text.includes('Google Pay is not ready')))
      .toHaveLength(1);
    await payButton(page).waitFor();
    expect(payJs).toEqual(['https://pay.google.com/gp/p/js/pay.js']);
    expect(await page.getByRole('button', { name: 'Greiða með Google Pay' }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await payButton(page).getAttribute('aria-disabled')).toBe('true');
  });
});

describe('the storefront, embedding the bundle of npm run serve and the sandbox’s API', () => {
  test('its own localStorage key survives a logout; the widgets’ keys do not', async () => {
    const page = await newPage();
    await page.goto(`${topology.storefrontUrl}/innskraning`);
    const basket = JSON.stringify([{ itemId: '7000101', quantity: 2 }]);
    await page.evaluate((value) => localStorage.setItem('karfa', value), basket);
    await startPhoneLogin(page, anna.phone);
    // The storefront follows the login's `next` to its application, which loads with the token.
    await page.waitForURL(`${topology.storefrontUrl}/umsokn`);
    await page.getByRole('textbox', { name: 'Umbeðin heimild (kr.)' }).waitFor();
    expect(await storedUser(page)).toMatchObject({
      karfa: basket,
      name: anna.name,
      tokenOrigin: topology.sandboxUrl,
    });

    await page.goto(`${topology.storefrontUrl}/innskraning`);
    await page.getByRole('button', { name: 'Útskrá' }).click();
    await page.locator('#storefront-events li', { hasText: 'byko-logout' }).waitFor();
    expect(await storedUser(page)).toEqual({ karfa: basket });
  });
});
