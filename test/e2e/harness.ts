import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

export const baseUrl = (): string => inject('baseUrl');

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  status: number;
}

export type FaultKind = '500' | '401' | '404' | 'timeout' | 'malformed' | 'reason';

/** The sandbox's control endpoints (SANDBOX.md). */
export const sandbox = {
  async reset(): Promise<void> {
    await post('/__sandbox/reset', {});
  },
  async fault(
    match: string,
    fault: FaultKind,
    extra: { reason?: string; times?: number } = {},
  ): Promise<void> {
    await post('/__sandbox/faults', { match, fault, ...extra });
  },
  async requests(): Promise<LoggedRequest[]> {
    const response = await fetch(`${baseUrl()}/__sandbox/requests`);
    return (await response.json()) as LoggedRequest[];
  },
  async requestsTo(method: string, path: string): Promise<LoggedRequest[]> {
    return (await sandbox.requests()).filter((request) => request.method === method && request.path === path);
  },
};

async function post(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
}

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
