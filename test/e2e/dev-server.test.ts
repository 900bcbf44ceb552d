import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sharedBrowser } from './harness.ts';

// `npm run dev` must serve what `npm start` serves, from source with hot reload: the routes with
// their statuses, the CDN bundle's address, the sandbox, and the sandbox's page settings.

let server: ViteDevServer;
let browser: Browser;
let base = '';

beforeAll(async () => {
  server = await createServer({
    configFile: 'vite.pages.config.ts',
    logLevel: 'silent',
    server: { port: 0, host: '127.0.0.1' },
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo | null | undefined;
  if (!address) throw new Error('the dev server is not listening');
  base = `http://127.0.0.1:${address.port}`;
  browser = await sharedBrowser();
});

afterAll(async () => {
  await server?.close();
});

describe('npm run dev', () => {
  test('answers 404 for an unknown path and 302 for the company redirect, as npm start does', async () => {
    const unknown = await fetch(`${base}/ekki-til`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Síða fannst ekki');
    const redirect = await fetch(`${base}/vidskipti/fyrirtaeki`, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/company-credit');
  });

  test('the pay page renders from source on the sandbox, with the Google Pay stand-in', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));
    await page.goto(`${base}/borga/demo-card`);
    await page.getByRole('heading', { level: 1, name: 'Greiðsla', exact: true }).waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Borga' }).waitFor();
    // The loader came through the CDN bundle's address.
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
    );
    expect(scripts).toContain('/cdn/byko-widgets.js');
    await page.getByRole('tab', { name: 'Google Pay' }).click();
    await page.getByRole('button', { name: 'Google Pay' }).waitFor();
    // Every dependency was found before the first load: no request was cut off by a reload.
    expect(failed).toEqual([]);
    await page.close();
  });
});
