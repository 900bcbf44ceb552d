import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gzipSize, packagePayPageBudget, showKiB } from '../../bench/js-budget.ts';
import { listen } from '../../http/listen.ts';
import { type StandaloneSandbox, startStandaloneSandbox } from '../../sandbox/standalone.ts';
import { sandboxControl } from '../support/sandbox-control.ts';
import { confirmThreeDs, fillCard, payButton, testCard } from './flows.ts';
import { sharedBrowser } from './harness.ts';

// test/host-react/ is a storefront's own app: Vite, React 19 and TypeScript, with the packed
// @byko/widgets installed from its tarball (npm test's "host app" step packs, installs, type-checks
// and builds it). Here its production build runs on its own origin, against `npm run sandbox` on
// another, as a storefront's would.

const app = resolve(import.meta.dirname, '..', 'host-react');
const built = join(app, 'dist');
const assets = join(built, 'assets');

let sandbox: StandaloneSandbox;
let closeApp: () => Promise<void> = async () => {};
let appUrl = '';
let context: BrowserContext;
const control = sandboxControl(() => sandbox.url);

beforeAll(async () => {
  if (!existsSync(join(built, 'index.html')))
    throw new Error('Build the host app first: npm run test:host-react (npm test does it).');
  sandbox = await startStandaloneSandbox({ port: 0, hostname: 'localhost', authDelayMs: 300 });
  const server = await listen(new Hono().use('*', serveStatic({ root: built })), 0, '127.0.0.1');
  closeApp = server.close;
  appUrl = `http://127.0.0.1:${server.port}`;
  context = await (await sharedBrowser()).newContext({ locale: 'is-IS' });
});

beforeEach(async () => {
  await control.reset();
});

afterAll(async () => {
  await context?.close();
  await closeApp();
  await sandbox?.close();
});

/** The shop's payment page for `demo-card`, its API the sandbox; `watch` sees the page before it loads. */
async function paymentPage(watch: (page: Page) => void = () => {}): Promise<Page> {
  const page = await context.newPage();
  watch(page);
  await page.goto(`${appUrl}/?payment=demo-card&api=${encodeURIComponent(sandbox.url)}`);
  return page;
}

describe('the package as the app installed it', () => {
  const installed = join(app, 'node_modules', '@byko', 'widgets');
  const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
    peerDependencies?: Record<string, string>;
    dependencies?: Record<string, string>;
    customElements?: string;
  };

  it('takes React from the app and brings its custom-elements.json', () => {
    expect(Object.keys(manifest.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
    expect(manifest.dependencies).toBeUndefined();
    const elements = JSON.parse(readFileSync(join(installed, manifest.customElements ?? ''), 'utf8')) as {
      modules: { declarations: { tagName: string }[] }[];
    };
    expect(
      elements.modules.flatMap((module) => module.declarations.map((element) => element.tagName)),
    ).toContain('byko-pay');
  });
});

describe("a React app's own build with the package", () => {
  it('holds one react-dom: the widgets render with the app’s React', () => {
    const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
    // react-dom's client names itself once, to React's developer tools.
    const copies = files.flatMap((file) => [
      ...readFileSync(join(assets, file), 'utf8').matchAll(/rendererPackageName:\s*["'`]react-dom["'`]/g),
    ]);
    expect(copies).toHaveLength(1);
  });

  it("pays by card through 3-D Secure; the app's React handlers get byko-paid and byko-navigate", async () => {
    const page = await paymentPage();
    await payButton(page).waitFor();
    await fillCard(page, testCard('4242424242424242'));
    await payButton(page).click();
    await confirmThreeDs(page);
    await expect
      .poll(() => page.getByRole('status', { name: 'Staða greiðslu' }).textContent())
      .toBe('Greitt með: card');
    // The app took the navigation: it shows its own next page and stayed where it was.
    await page.getByText('Næsta síða verslunar: /borga/demo-card/tokst').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // React's onClick on the element, with the element's HTML attributes as written.
    const element = page.locator('byko-pay');
    expect(await element.getAttribute('aria-label')).toBe('Greiðsla pöntunar');
    expect(await element.getAttribute('data-x')).toBe('1');
    expect(await element.getAttribute('google-pay-environment')).toBe('TEST');
    expect(await page.getByText(/^Smellir á greiðslu: [1-9]\d*$/).count()).toBe(1);
    const paid = await control.requestsTo('POST', '/api/payment/v2/card/pay');
    expect(paid).toHaveLength(1);
    await page.close();
  });

  it(`adds at most ${showKiB(packagePayPageBudget)} gzip of JavaScript to the app's payment page`, async () => {
    const scripts: Promise<{ file: string; bytes: number }>[] = [];
    const page = await paymentPage((loading) =>
      loading.on('response', (response) => {
        if (response.request().resourceType() !== 'script') return;
        const file = new URL(response.url()).pathname.split('/').pop() ?? '';
        scripts.push(response.body().then((body) => ({ file, bytes: gzipSize(body) })));
      }),
    );
    await payButton(page).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    await page.close();
    // The app's own JavaScript: its entry chunk (its code and its React). The rest is the widgets':
    // their loader (a chunk of its own, test/host-react/vite.config.ts) and the chunks it loads.
    const own = loaded.filter((script) => /^index-[\w-]+\.js$/.test(script.file));
    const widgets = loaded.filter((script) => !own.includes(script));
    const sum = (list: { bytes: number }[]) => list.reduce((total, script) => total + script.bytes, 0);
    console.log(
      `host app ${showKiB(sum(own))}, widgets ${showKiB(sum(widgets))}: ${widgets
        .map((script) => `${script.file} ${showKiB(script.bytes)}`)
        .join(', ')}`,
    );
    expect(own).toHaveLength(1);
    expect(widgets.map((script) => script.file)).toContainEqual(expect.stringMatching(/^byko-widgets-/));
    expect(sum(widgets)).toBeLessThanOrEqual(packagePayPageBudget);
  });
});
