import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { routes } from '../../widgets/routes.ts';
import { anna, demoAppGuid } from '../support/people.ts';
import { openLoggedIn } from './applications.ts';
import { axeViolations, startPhoneLogin } from './flows.ts';
import { browserPerTestFile, sandbox } from './harness.ts';

const browser = browserPerTestFile();

/** The page is at `path` in iframe mode: iframe=1 kept in the URL, the menu in the page but hidden. */
async function expectEmbedded(page: Page, path: string): Promise<void> {
  const url = new URL(page.url());
  expect(url.pathname).toBe(path);
  expect(url.searchParams.get('iframe'), `iframe=1 kept on ${path}`).toBe('1');
  await expect(page.getByRole('banner').count(), `no menu on ${path}`).resolves.toBe(0);
  await expect(page.locator('header.menu').count()).resolves.toBe(1);
  await expect(page.locator('header.menu').isHidden()).resolves.toBe(true);
  await expect(page.locator('html').getAttribute('data-iframe')).resolves.toBe('');
}

/** Example values a page needs to stay itself: a guid the app flow refuses sends it away (spec §8). */
const exampleParams: Readonly<Record<string, string>> = { guid: demoAppGuid };

/** A concrete path for a route pattern, e.g. /borga/{paymentId} → /borga/demo-paymentid. */
function examplePath(pattern: string): string {
  return pattern.replace(
    /\{(\w+)\}/g,
    (_match, name: string) => exampleParams[name] ?? `demo-${name.toLowerCase()}`,
  );
}

describe('host pages', () => {
  test('every route of the spec answers with its own page, not the not-found page', async () => {
    const page = await browser.page();
    // Logged in: an application sends a logged-out person on to its login page (spec §6), which
    // would be that page's title, not its own. Anna has no account trading: none of them redirects her.
    await openLoggedIn(page, anna, '/ekki/til');
    for (const route of routes) {
      await page.goto(examplePath(route.path));
      if (route.view.kind === 'redirect') {
        await page.waitForURL(`**${route.view.to}`);
        continue;
      }
      if (route.view.kind === 'element') {
        // The route's element is defined (its chunk loaded) and has rendered into its shadow root.
        await page.waitForFunction(
          (tag) =>
            Boolean(customElements.get(tag) && document.querySelector(tag)?.shadowRoot?.childElementCount),
          route.view.tag,
        );
      }
      await expect(page.getByRole('heading', { name: 'Síða fannst ekki' }).count(), route.path).resolves.toBe(
        0,
      );
      expect(await page.title()).toBe(`${route.title} | BYKO`);
    }
  });

  test('an unknown path shows the not-found page with the menu; iframe=1 hides the menu', async () => {
    const page = await browser.page('/ekki/til');
    await page.getByRole('heading', { name: 'Síða fannst ekki' }).waitFor();
    await expect(page.getByRole('banner').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('navigation', { name: 'Aðalvalmynd' }).isVisible()).resolves.toBe(true);

    await page.goto('/ekki/til?iframe=1');
    await page.getByRole('heading', { name: 'Síða fannst ekki' }).waitFor();
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
  });

  test('iframe=1 hides the menu on the login page too and survives navigation', async () => {
    const page = await browser.page('/vidskipti?iframe=1');
    await page.getByRole('heading', { name: 'Innskráning fyrir reikningsviðskipti' }).waitFor();
    await expectEmbedded(page, '/vidskipti');
    // A mark on this document: it survives moves the router makes, not a new page load.
    await page.evaluate(() => Object.assign(window, { embeddedPageMark: true }));

    // The login's `next` (a byko-navigate the page routes) leads on to the application page.
    await startPhoneLogin(page, anna.phone);
    await page.waitForURL((url) => url.pathname === '/vidskipti/umsokn');
    await page.getByRole('heading', { name: 'Umsókn um reikningsviðskipti' }).waitFor();
    await expectEmbedded(page, '/vidskipti/umsokn');

    // Back (popstate) to the login page, which now offers 'Áfram' to the same place.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/vidskipti');
    await page.getByRole('button', { name: 'Áfram' }).click();
    await page.waitForURL((url) => url.pathname === '/vidskipti/umsokn');
    await page.getByRole('heading', { name: 'Umsókn um reikningsviðskipti' }).waitFor();
    await expectEmbedded(page, '/vidskipti/umsokn');
    await expect(
      page.evaluate(() => 'embeddedPageMark' in window),
      'moved inside the page',
    ).resolves.toBe(true);

    // A reload of the route reached keeps it embedded.
    await page.reload();
    await page.getByRole('heading', { name: 'Umsókn um reikningsviðskipti' }).waitFor();
    await expectEmbedded(page, '/vidskipti/umsokn');
  });

  test('/vidskipti/fyrirtaeki redirects to /company-credit', async () => {
    const page = await browser.page('/vidskipti/fyrirtaeki');
    await page.waitForURL('**/company-credit');
    await page.getByRole('heading', { name: 'Heimild fyrirtækis' }).waitFor();
  });

  test('the menu links to the retailer and shrinks after 60 px of scroll', async () => {
    const page = await browser.page('/vidskipti');
    await page.setViewportSize({ width: 800, height: 400 });
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
    });
    const banner = page.getByRole('banner');
    await expect(page.getByRole('link', { name: 'BYKO forsíða' }).getAttribute('href')).resolves.toBe(
      'https://byko.is/',
    );
    const tallHeight = (await banner.boundingBox())?.height ?? 0;
    await page.mouse.wheel(0, 40);
    // The page really is 40 px down, and its scroll handlers have run (scroll events fire before
    // the next frames), before the menu is checked to be still tall.
    await page.waitForFunction(() => scrollY === 40);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(banner.getAttribute('class')).resolves.not.toContain('menu-minimized');
    await page.mouse.wheel(0, 200);
    await page.waitForFunction(() => document.querySelector('header')?.classList.contains('menu-minimized'));
    // Its height transition has run to the end.
    await page.waitForFunction(() => document.getAnimations().length === 0);
    const shortHeight = (await banner.boundingBox())?.height ?? 0;
    expect(shortHeight).toBeLessThan(tallHeight);
  });

  test('a reload keeps the route reached by navigation', async () => {
    const page = await browser.page('/vidskipti');
    await startPhoneLogin(page, anna.phone);
    await page.waitForURL('**/vidskipti/umsokn');
    await page.reload();
    await page.getByRole('heading', { name: 'Umsókn um reikningsviðskipti' }).waitFor();
    await page.goBack();
    await page.waitForURL('**/vidskipti');
  });

  test('the login page and the not-found page have no axe violations', async () => {
    for (const path of ['/vidskipti', '/ekki/til']) {
      const page = await browser.page(path);
      await page.locator('main h1').waitFor();
      expect(await axeViolations(page), path).toEqual([]);
      await page.close();
    }
  });
});

describe("a host page starts its element's code and first GETs with the page", () => {
  test('the pay page preloads its chunks and the payment; the element takes that answer: one GET', async () => {
    const page = await browser.page();
    const started: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/payment') started.push(url.pathname);
    });
    await page.goto('/borga/demo-card');
    await page.getByRole('button', { name: 'Borga' }).waitFor();
    const preloads = await page
      .locator('link[rel="modulepreload"], link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    // The payment at the API the page's settings name (the sandbox, on the page's own origin here).
    expect(preloads).toContain(`${new URL(page.url()).origin}/api/payment?paymentId=demo-card`);
    expect(preloads.some((href) => /^\/cdn\/chunks\/pay\.element-[\w-]+\.js$/.test(href ?? ''))).toBe(true);
    expect(await sandbox.requestsTo('GET', '/api/payment')).toHaveLength(1);
    expect(started.filter((path) => path === '/api/payment')).toHaveLength(1);
  });

  test('logged in, the element still takes the preloaded receipt, though its GET carries the token', async () => {
    const page = await browser.page();
    await openLoggedIn(page, anna, '/kvittun/demo-paid');
    await page.getByText('31.480 kr.').first().waitFor();
    const asked = await sandbox.requestsTo('GET', '/api/payment/demo-paid/receipt');
    expect(asked).toHaveLength(1);
  });

  test.each([
    ['/kvittun/demo-paid', '/api/payment/demo-paid/receipt', (page: Page) => page.getByText('31.480 kr.')],
    ['/webcam', '/webcam/cameras', (page: Page) => page.getByRole('figure').getByRole('img')],
  ])('%s preloads its first GET %s; the element takes that answer: one GET', async (path, get, loaded) => {
    const page = await browser.page(path);
    await loaded(page).first().waitFor();
    const preloads = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads).toEqual([`${new URL(page.url()).origin}${get}`]);
    expect(await sandbox.requestsTo('GET', get)).toHaveLength(1);
  });

  test.each([
    ['/qr-code/BYKO-123', /\/cdn\/chunks\/qr-code-styling-[\w-]+\.js$/],
    ['/strikamerki/BYKO-123', /\/cdn\/chunks\/JsBarcode-[\w-]+\.js$/],
  ])('%s preloads the library it draws with; the element takes it: one request', async (path, library) => {
    const page = await browser.page();
    const requested: string[] = [];
    page.on('request', (request) => {
      if (library.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto(path);
    await page
      .getByRole('img', { name: /: BYKO-123$/ })
      .locator('rect')
      .first()
      .waitFor({ state: 'attached' });
    const preloads = await page
      .locator('link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloads.filter((href) => library.test(href))).toHaveLength(1);
    expect(requested).toHaveLength(1);
  });

  test('the special order preloads its category, selections and options; each is asked for once', async () => {
    const page = await browser.page('/serpontun/gluggar');
    await page.getByRole('heading', { level: 1, name: 'Gluggar' }).waitFor();
    const preloads = await page
      .locator('link[rel="preload"][as="fetch"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const api = new URL(page.url()).origin;
    expect(preloads).toEqual([
      `${api}/api/special-orders/categories/gluggar`,
      `${api}/api/special-orders/categories/gluggar/selections`,
      `${api}/api/special-orders/categories/gluggar/options`,
    ]);
    // Preloaded and taken: had the element not taken a preload, the log would hold that GET twice.
    for (const path of ['', '/selections', '/options'])
      expect(
        await sandbox.requestsTo('GET', `/api/special-orders/categories/gluggar${path}`),
        path,
      ).toHaveLength(1);
  });
});
