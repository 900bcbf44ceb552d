import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import { sandboxControl } from '../support/sandbox-control.ts';

/** This worker's server: global-setup.ts starts one for each worker, so files side by side never share a sandbox. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (url === undefined) throw new Error('no e2e server (global-setup.ts)');
  return url;
}

export type { LoggedRequest } from '../support/sandbox-control.ts';

/** The sandbox's control endpoints (SANDBOX.md) on the server under test. */
export const sandbox = sandboxControl(baseUrl);

/** Short waits so the timeout faults (which hold a request 30 s) fail fast in tests. */
export const testTimeouts = { timeoutMs: 2000, loginTimeoutMs: 3000 };

/**
 * One Chromium per test file, a fresh context (storage, cookies) per test, the sandbox reset
 * before each test. `page()` opens a page with the short timeouts set before the loader runs.
 */
export function browserPerTestFile() {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  });
  afterAll(async () => {
    await browser?.close();
  });
  beforeEach(async () => {
    await sandbox.reset();
    await context?.close();
    if (!browser) throw new Error('browser not started');
    context = await browser.newContext({ locale: 'is-IS', baseURL: baseUrl() });
    await context.addInitScript((timeouts) => {
      window.bykoWidgets = { ...timeouts };
    }, testTimeouts);
  });

  return {
    async page(path?: string): Promise<Page> {
      if (!context) throw new Error('context not ready');
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      if (path) await page.goto(path);
      return page;
    },
    context(): BrowserContext {
      if (!context) throw new Error('context not ready');
      return context;
    },
  };
}

/** The spec's storage keys as the page holds them. */
export async function storedUser(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null) entries[key] = localStorage.getItem(key) ?? '';
    }
    return entries;
  });
}
