import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { confirmThreeDs, fillCard, payButton } from './flows.ts';
import { baseUrl, browserPerTestFile, sandbox } from './harness.ts';

// A storefront on another origin embeds the CDN bundle as the README says: the loader and its
// chunks are module scripts, fetched with CORS, and the API is on the bundle's origin (api-base).

const browser = browserPerTestFile();

// The storefront is a real server of its own on another port: another origin, on loopback like
// the server under test (Chromium keeps pages of other address spaces from loopback altogether).
let storefrontServer: Server | undefined;
let storefront = '';

beforeAll(async () => {
  storefrontServer = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(storefrontPage());
  });
  await new Promise<void>((resolve) => storefrontServer?.listen(0, '127.0.0.1', resolve));
  storefront = `http://127.0.0.1:${(storefrontServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => storefrontServer?.close(resolve));
});

function storefrontPage(): string {
  const cdn = baseUrl();
  return `<!doctype html>
<html lang="is">
  <head>
    <meta charset="utf-8" />
    <title>Verslun</title>
    <script type="module" src="${cdn}/cdn/byko-widgets.js"></script>
  </head>
  <body>
    <h1>Verslun</h1>
    <byko-pay payment-id="demo-card" api-base="${cdn}"></byko-pay>
    <script>
      window.storefrontEvents = [];
      document.addEventListener('byko-paid', (event) => window.storefrontEvents.push(['paid', event.detail]));
      document.addEventListener('byko-navigate', (event) => {
        event.preventDefault();
        window.storefrontEvents.push(['navigate', event.detail]);
      });
    </script>
  </body>
</html>`;
}

describe('embedded on another origin', () => {
  test('the CDN answers its loader and chunks with Access-Control-Allow-Origin', async () => {
    const answer = await fetch(`${baseUrl()}/cdn/byko-widgets.js`, { headers: { Origin: storefront } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
  });

  test('a card payment on the storefront: the element renders, 3-D Secure, then byko-paid', async () => {
    const page = await browser.page();
    const failedScripts: string[] = [];
    page.on('requestfailed', (request) => failedScripts.push(request.url()));
    await page.goto(`${storefront}/karfa`);
    await payButton(page).waitFor();
    expect(failedScripts).toEqual([]);

    await fillCard(page, {
      holder: 'Anna Jónsdóttir',
      number: '4242424242424242',
      month: '12',
      year: '2030',
      cvc: '123',
    });
    await payButton(page).click();
    await confirmThreeDs(page);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { storefrontEvents: unknown[] }).storefrontEvents),
      )
      .toEqual([
        ['paid', { paymentId: 'demo-card', method: 'card' }],
        ['navigate', { to: '/borga/demo-card/tokst' }],
      ]);
    // The storefront routed it (preventDefault): the page stayed where it was.
    expect(page.url()).toBe(`${storefront}/karfa`);
    expect(await sandbox.requestsTo('POST', '/api/payment/v2/card/pay')).toHaveLength(1);
  });
});
