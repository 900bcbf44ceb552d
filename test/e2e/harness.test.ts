import { describe, expect, test } from 'vitest';
import { baseUrl, browserPerTestFile, storefrontUrl } from './harness.ts';

// The harness reuses a test's first page in the next test: nothing a test leaves may reach the
// next one. The tests run in order, each checking what the one before it left.
const browser = browserPerTestFile();

const otherOrigin = () => {
  const url = new URL(baseUrl());
  return `${url.protocol}//127.0.0.1:${url.port}`;
};

describe('one test leaves nothing for the next', () => {
  test('a test stores a user, a half-filled form and a cookie on both origins and the storefront, and opens a second page', async () => {
    const page = await browser.page('/ekki/til');
    await page.evaluate(() => {
      localStorage.setItem('token', 'left-behind');
      sessionStorage.setItem('form', 'left-behind');
    });
    await browser.context().addCookies([{ name: 'left', value: 'behind', url: baseUrl() }]);
    await page.goto(`${otherOrigin()}/ekki/til`);
    await page.evaluate(() => localStorage.setItem('processor', 'left-behind'));
    await page.goto(`${storefrontUrl()}/ekki-til`);
    await page.evaluate(() => localStorage.setItem('token', 'left-on-the-storefront'));
    await page.goto('/ekki/til');
    await browser.page('/ekki/til');
    expect(browser.context().pages()).toHaveLength(2);
  });

  test('the next test finds no storage, no cookie and one page', async () => {
    const page = await browser.page('/ekki/til');
    expect(browser.context().pages()).toHaveLength(1);
    const left = await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie]);
    expect(left).toEqual([0, 0, '']);
    expect(await browser.context().cookies()).toEqual([]);
    await page.goto(`${otherOrigin()}/ekki/til`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await page.goto(`${storefrontUrl()}/ekki-til`);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('a test routes a request and narrows the window', async () => {
    const page = await browser.page();
    await page.route('**/ekki/til', (route) => route.fulfill({ body: 'routed', contentType: 'text/plain' }));
    await page.setViewportSize({ width: 320, height: 400 });
    await page.goto('/ekki/til');
    expect(await page.textContent('body')).toBe('routed');
  });

  test('the next test gets a page without the route, at the default size', async () => {
    const page = await browser.page('/ekki/til');
    expect(await page.textContent('body')).not.toBe('routed');
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  });
});

describe('the pages run under the host pages’ Content-Security-Policy, and a violation is seen', () => {
  test('an inline script or style added to a page is blocked and reported, and would fail the test', async () => {
    const page = await browser.page('/ekki/til');
    const ran = await page.evaluate(async () => {
      Object.assign(window, { inlineRan: false });
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { outline: 3px solid red }';
      document.head.append(style);
      // An inline script runs, or is refused, as it is inserted; the style applies at the next read.
      return [Reflect.get(window, 'inlineRan'), getComputedStyle(document.body).outlineStyle];
    });
    expect(ran).toEqual([false, 'none']);
    const seen: string[] = [];
    await expect
      .poll(
        () => {
          seen.push(...browser.takeCspViolations());
          return seen.join('\n');
        },
        { timeout: 2000 },
      )
      .toMatch(/script-src-elem blocked inline[\s\S]*style-src-elem blocked inline/);
  });
});
