import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { anna } from '../support/people.ts';
import { confirmThreeDs, fillCard, payButton, startPhoneLogin, testCard } from './flows.ts';
import { baseUrl, browserPerTestFile, sandbox, storedUser, storefrontUrl } from './harness.ts';

// The storefront demo (demo/storefront.ts) on a second origin, as `npm start` serves it on PORT+1:
// plain pages that load the CDN bundle from the widgets' origin with `api-base`, under the
// Content-Security-Policy docs/embedding.md tells an embedding page to send (any violation fails a test).
// CORS, the token, the 3-D Secure dialog and the e-ID login all cross origins here.

const browser = browserPerTestFile();

/** The storefront's event list, as its visitor reads it. */
async function shownEvents(page: Page): Promise<string[]> {
  return page.locator('#storefront-events li').allTextContents();
}

describe('the storefront demo on another origin', () => {
  test('the CDN answers its loader and chunks with Access-Control-Allow-Origin', async () => {
    const answer = await fetch(`${baseUrl()}/cdn/byko-widgets.js`, { headers: { Origin: storefrontUrl() } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    expect(new URL(storefrontUrl()).origin).not.toBe(new URL(baseUrl()).origin);
  });

  test('a card payment: the element renders, 3-D Secure, then byko-paid; the storefront routes byko-navigate', async () => {
    const page = await browser.page(`${storefrontUrl()}/karfa`);
    await payButton(page).waitFor();
    await fillCard(page, testCard('4242424242424242'));
    await payButton(page).click();
    await confirmThreeDs(page);
    await expect
      .poll(() => shownEvents(page))
      .toEqual([
        'byko-paid {"paymentId":"demo-card","method":"card"}',
        'byko-navigate {"to":"/borga/demo-card/tokst"}',
      ]);
    // The storefront has no such page: it stayed where it was (preventDefault).
    expect(page.url()).toBe(`${storefrontUrl()}/karfa`);
    expect(await sandbox.requestsTo('POST', '/api/payment/v2/card/pay')).toHaveLength(1);
  });

  test('an e-ID login keeps its token on the storefront, which follows next to the application', async () => {
    const page = await browser.page(`${storefrontUrl()}/innskraning`);
    await startPhoneLogin(page, anna.phone);
    // The login asks for the storefront's /umsokn (its `next`); the storefront goes there itself.
    await page.waitForURL(`${storefrontUrl()}/umsokn`);
    expect(await storedUser(page)).toMatchObject({ name: anna.name, ssn: anna.ssn });
    // The application on the storefront reads that token and calls the API with it.
    const amount = page.getByRole('textbox', { name: 'Umbeðin heimild (kr.)' });
    await amount.waitFor();
    expect(await page.getByRole('textbox', { name: 'Hámarksheimild' }).inputValue()).toBe('400.000\u00a0kr.');
    expect(await sandbox.requestsTo('GET', '/api/customers/me/max-amount')).toHaveLength(1);
  });

  test('a special order is configured and sent from the storefront', async () => {
    const page = await browser.page(`${storefrontUrl()}/serpontun`);
    await page.getByRole('radio', { name: /^Opnanlegur gluggi/ }).check();
    await page.getByRole('button', { name: 'Áfram', exact: true }).click();
    for (const step of ['Stærð', 'Litur', 'Gler']) {
      await page.getByRole('heading', { level: 2, name: step, exact: true }).waitFor();
      await page.getByRole('button', { name: 'Áfram', exact: true }).click();
    }
    await page.getByRole('heading', { level: 2, name: 'Yfirlit', exact: true }).waitFor();
    const contact = { Nafn: anna.name, Kennitala: anna.ssn, Símanúmer: anna.phone, Netfang: anna.email };
    for (const [label, value] of Object.entries(contact)) await page.getByLabel(label).fill(value);
    await page.getByRole('button', { name: 'Senda fyrirspurn' }).click();
    await page.getByRole('heading', { name: 'Fyrirspurn móttekin!' }).waitFor();
    const sent = await sandbox.requestsTo('POST', '/api/special-orders/apply');
    expect(sent.map((entry) => entry.body)).toEqual([
      {
        name: anna.name,
        ssn: anna.ssn,
        phone: anna.phone,
        email: anna.email,
        categoryName: 'gluggar',
        options: [102, 201, 301, 401],
      },
    ]);
    // The storefront heard the element say so.
    await expect
      .poll(async () =>
        (await shownEvents(page)).filter((line) => line.startsWith('byko-special-order-submitted ')),
      )
      .toHaveLength(1);
  });

  test('the storefront may frame an iframe=1 page (frame-ancestors); a page of another origin may not', async () => {
    const page = await browser.page(`${storefrontUrl()}/kvittun`);
    const receipt = page.frameLocator('iframe[title="Kvittun"]');
    await receipt.getByRole('heading', { name: 'Kvittun' }).waitFor();
    // No menu in iframe mode.
    expect(await receipt.getByRole('navigation', { name: 'Aðalvalmynd' }).isVisible()).toBe(false);

    // The same page framed by a document of another origin (here an opaque one) is refused.
    const stranger = await browser.page();
    const refused = stranger.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()));
    await stranger.setContent(
      `<iframe title="Ókunnur rammi" src="${baseUrl()}/kvittun/demo-paid?iframe=1"></iframe>`,
    );
    await refused;
    expect(await stranger.frameLocator('iframe').getByRole('heading', { name: 'Kvittun' }).count()).toBe(0);
  });

  test('a page without iframe=1 may be framed by no one, not even the storefront', async () => {
    const answer = await fetch(`${baseUrl()}/kvittun/demo-paid`);
    expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const framed = await fetch(`${baseUrl()}/kvittun/demo-paid?iframe=1`);
    expect(framed.headers.get('content-security-policy')).toContain(
      `frame-ancestors 'self' ${storefrontUrl()}`,
    );
  });
});
