import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { chromiumArgs, chromiumPath } from '../chromium.ts';
import type { TestPerson } from '../support/people.ts';
import { sandboxControl, storedSession } from '../support/sandbox-control.ts';

/** This worker's server: global-setup.ts starts one for each worker, so files side by side never share a sandbox. */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[(worker - 1) % urls.length];
  if (url === undefined) throw new Error('no e2e server (global-setup.ts)');
  return url;
}

/** This worker's storefront demo (demo/storefront.ts), on another origin than baseUrl(). */
export function storefrontUrl(): string {
  const urls = inject('storefrontUrls');
  const url = urls[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % urls.length];
  if (url === undefined) throw new Error('no storefront (global-setup.ts)');
  return url;
}

export type { LoggedRequest } from '../support/sandbox-control.ts';

/** The sandbox's control endpoints (SANDBOX.md) on the server under test. */
export const sandbox = sandboxControl(baseUrl);

/**
 * `person`'s session as the login form stores it (spec §3 storage keys, and the origin of the API
 * that issued the token: the server under test's), through the sandbox's real phone login, so the
 * sandbox knows the token the page's requests carry.
 */
export async function storedSessionOf(person: TestPerson): Promise<Record<string, string>> {
  return storedSession(await sandbox.loginByPhone(person), baseUrl());
}

/** Short waits so the timeout faults (which hold a request 30 s) fail fast in tests. */
export const testTimeouts = { timeoutMs: 2000, loginTimeoutMs: 3000 };

/** The binding pages call with each violation (installed on every page of a watched context). */
const cspBinding = 'bykoReportCspViolation';

/**
 * Every end-to-end test runs under the host pages' Content-Security-Policy (http/headers.ts)
 * and fails on any violation a page of its context reports: a blocked inline style,
 * script, eval, frame or connection is a bug even when the page still seems to work. Call at the
 * top of a file (it adds an afterEach); `watch` each context the file makes.
 */
export function cspViolationsFailTests() {
  const violations: string[] = [];
  let watched: BrowserContext | undefined;
  afterEach(async () => {
    // The event is dispatched in a task of its own: let every page run its queued tasks first.
    await Promise.all(
      (watched?.pages() ?? []).map((page) =>
        page.evaluate(() => new Promise((settled) => setTimeout(settled))).catch(() => undefined),
      ),
    );
    const found = violations.splice(0);
    if (found.length > 0) throw new Error(`Content-Security-Policy violations:\n${found.join('\n')}`);
  });
  return {
    async watch(context: BrowserContext): Promise<void> {
      watched = context;
      await context.exposeBinding(cspBinding, ({ frame }, report: string) => {
        violations.push(`${frame.url()}: ${report}`);
      });
      await context.addInitScript((binding) => {
        document.addEventListener(
          'securitypolicyviolation',
          (event) => {
            const report = Reflect.get(window, binding) as ((text: string) => Promise<void>) | undefined;
            void report?.(
              `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
            );
          },
          true,
        );
      }, cspBinding);
    },
    /** The violations seen so far, taken: a test of the policy itself expects some. */
    take(): string[] {
      return violations.splice(0);
    },
  };
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * A context of the worker's Chromium as every e2e file needs one: Icelandic, on this worker's
 * server, its pages watched for CSP violations (`csp`, from cspViolationsFailTests) and given the
 * tests' short timeouts. `options` adds to that (a phone's viewport, touch).
 */
export async function testContext(
  csp: ReturnType<typeof cspViolationsFailTests>,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await (await sharedBrowser()).newContext({
    locale: 'is-IS',
    baseURL: baseUrl(),
    ...options,
  });
  await csp.watch(context);
  await context.addInitScript((timeouts) => {
    window.bykoWidgets = { ...timeouts };
  }, testTimeouts);
  return context;
}

/**
 * The worker's Chromium, launched by the first file that asks and kept for the files the worker
 * runs after it (the e2e project does not isolate files, vitest.config.ts): a launch costs about
 * 2 s of CPU, 60 s over the suite's files. Each file makes its own context in it and closes it.
 */
export function sharedBrowser(): Promise<Browser> {
  workerBrowser ??= chromium.launch({ executablePath: chromiumPath, args: chromiumArgs }).then((browser) => {
    browser.on('disconnected', () => {
      workerBrowser = undefined;
    });
    return browser;
  });
  return workerBrowser;
}

/**
 * One context per test file in the worker's Chromium (sharedBrowser); the sandbox reset before each test. A new context
 * (a new renderer process) costs about 2 s of CPU on the 2-core CI machine, three times the rest
 * of a short test, so the page a test gets first is reused from test to test. Between tests it is
 * emptied: about:blank, then both origins' storage and the cookies cleared (harness.test.ts). A
 * test that changes what a page keeps across navigations (routes, listeners, init scripts, the
 * clock, the viewport, the history) leaves a page that is replaced instead; a test's further pages
 * and popups are closed after it.
 */
export function browserPerTestFile() {
  let context: BrowserContext | undefined;
  /** The page handed out first in each test, kept while nothing lasting was changed on it. */
  let reusable: Page | undefined;
  let reusableKept = true;
  let reusableHandedOut = false;
  const csp = cspViolationsFailTests();

  beforeAll(async () => {
    context = await testContext(csp);
  });
  afterAll(async () => {
    await context?.close();
  });
  beforeEach(async () => {
    if (!context) throw new Error('browser not started');
    // The last test's pages go first, so nothing they still send reaches the reset sandbox.
    if (reusable && (!reusableKept || reusable.isClosed())) reusable = undefined;
    await Promise.all(
      context
        .pages()
        .filter((page) => page !== reusable)
        .map((page) => page.close()),
    );
    reusable ??= await context.newPage();
    await clearOrigins(context, reusable);
    await sandbox.reset();
    reusableKept = true;
    reusableHandedOut = false;
  });

  return {
    async page(path?: string): Promise<Page> {
      if (!context) throw new Error('context not ready');
      let page: Page;
      if (!reusableHandedOut) {
        reusableHandedOut = true;
        reusable ??= await context.newPage();
        page = watchLasting(reusable, () => {
          reusableKept = false;
        });
      } else {
        page = await context.newPage();
      }
      page.setDefaultTimeout(10_000);
      if (path) await page.goto(path);
      return page;
    },
    context(): BrowserContext {
      if (!context) throw new Error('context not ready');
      return context;
    },
    /** Violations of the page policy seen so far in this test, taken (see cspViolationsFailTests). */
    takeCspViolations: () => csp.take(),
  };
}

/** What a page keeps across navigations: using any of these makes it unfit for the next test. */
const lastingPageMembers = new Set<string | symbol>([
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'on',
  'once',
  'addListener',
  'prependListener',
  'addInitScript',
  'exposeFunction',
  'exposeBinding',
  'addLocatorHandler',
  'clock',
  'setViewportSize',
  'emulateMedia',
  'setExtraHTTPHeaders',
  'goBack',
  'goForward',
]);

/** `page` as the test sees it: the same page, reporting the first use of a lasting member. */
function watchLasting(page: Page, changed: () => void): Page {
  return new Proxy(page, {
    get(target, property) {
      if (lastingPageMembers.has(property)) changed();
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Cookies and the storage (local, session, IndexedDB, ...) of both origins the tests open emptied. */
async function clearOrigins(context: BrowserContext, page: Page): Promise<void> {
  await context.clearCookies();
  // Emptied from inside the page first: the renderer keeps a copy of an origin's local and session
  // storage that the browser-side clearing below updates only by a later message, and a CI run once
  // had the next test's page read the last test's login from that copy.
  for (const frame of page.frames()) {
    await frame
      .evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      })
      .catch(() => {
        // A frame without storage (about:blank, a sandboxed frame) or one navigating away.
      });
  }
  // Off the last test's page, so its script writes nothing after the clearing.
  await page.goto('about:blank');
  const local = new URL(baseUrl());
  const session = await context.newCDPSession(page);
  try {
    // This worker's server under both loopback names, and its storefront (a login there stores
    // the token on the storefront's own origin).
    const origins = [
      local.origin,
      `${local.protocol}//127.0.0.1:${local.port}`,
      new URL(storefrontUrl()).origin,
    ];
    for (const origin of origins) {
      await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    }
  } finally {
    await session.detach();
  }
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
