import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { baseUrl, browserPerTestFile, sandbox } from './harness.ts';

// The host pages' reporter (pages/reporter.ts) on the real pay page: what reaches the report URL
// the server names in <meta name="byko-report-url"> (the test writes the meta into the page
// itself, as the server does from BYKO_REPORT_URL). byko-error's detail and each element's errors:
// widgets/core/runtime/events.test.ts and test/elements/error-event.test.ts.

const browser = browserPerTestFile();

/** The report URL the tests give the page: on its own origin, which its policy lets it reach. */
const reportPath = '/report-test';

/** A script of another origin (a tag manager, say), allowed by the page's policy in the test. */
const otherOrigin = 'http://scripts.example.test';

/** Each report the page sent, in arrival order: the beacons' JSON bodies. */
type Report = Record<string, unknown>;

/**
 * Serves `path` with the report URL meta in its head, and `extraHead` after it, its policy
 * allowing scripts of `otherOrigin`; records the beacons sent to the report URL (answered 204).
 */
async function reportingPage(path: string, extraHead = ''): Promise<{ page: Page; reports: Report[] }> {
  const page = await browser.page();
  const reports: Report[] = [];
  await page.route(`**${reportPath}`, async (route) => {
    reports.push(JSON.parse(route.request().postData() ?? 'null') as Report);
    await route.fulfill({ status: 204 });
  });
  await page.route(`${baseUrl()}${path}`, async (route) => {
    const response = await route.fetch();
    const headers = response.headers();
    const policy = headers['content-security-policy'] ?? '';
    await route.fulfill({
      response,
      headers: {
        ...headers,
        'content-security-policy': policy.replace('script-src', `script-src ${otherOrigin}`),
      },
      body: (await response.text()).replace(
        '</head>',
        () => `<meta name="byko-report-url" content="${baseUrl()}${reportPath}" />${extraHead}</head>`,
      ),
    });
  });
  return { page, reports };
}

/** Resolves once the reporter main.ts loaded is running (its module evaluated). */
async function reporterStarted(page: Page): Promise<void> {
  await page.evaluate((entry) => import(entry), '/assets/report.js');
}

/** Throws `count` uncaught errors, each in a task of its own, once the page sends 'throw-now'. */
function throwingScript(label: string, count: number): string {
  return `addEventListener('throw-now-${label}', () => {
  for (let index = 1; index <= ${count}; index += 1) setTimeout(() => { throw new Error('${label} ' + index); });
});`;
}

describe('the host pages report what fails in the browser', () => {
  test("a byko-error reaches the report URL with its detail and the route's name, never the page's path", async () => {
    // The payment fails to load twice: as the page loads, and again on 'Reyna aftur'.
    await sandbox.fault('GET /api/payment', '500', { times: 2 });
    const { page, reports } = await reportingPage('/borga/demo-card');
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(reportPath)) beacons.push(request);
    });
    await page.goto('/borga/demo-card');
    await page.getByRole('heading', { level: 1, name: 'Villa í kerfi (sandkassi)' }).waitFor();
    await reporterStarted(page);
    const reported = reports.length;
    await page.getByRole('button', { name: 'Reyna aftur' }).click();
    await expect.poll(() => reports.length).toBe(reported + 1);
    expect(reports.at(-1)).toEqual({
      type: 'byko-error',
      route: 'pay',
      tag: 'byko-pay',
      step: 'load',
      status: 500,
      reason: 'Villa í kerfi (sandkassi)',
    });
    expect(JSON.stringify(reports)).not.toContain('demo-card');
    // Sent as navigator.sendBeacon sends: a POST of text, no preflight to another origin.
    expect(beacons.at(-1)?.method()).toBe('POST');
    expect(beacons.at(-1)?.headers()['content-type']).toMatch(/^text\/plain/);
  });

  test("uncaught errors of our own scripts are sent, at most 10 a page view; another origin's are not", async () => {
    const ours = '/cdn/test-throws.js';
    const theirs = `${otherOrigin}/cdn/test-throws.js`;
    const { page, reports } = await reportingPage(
      '/borga/demo-card',
      `<script src="${ours}"></script><script src="${theirs}" crossorigin="anonymous"></script>`,
    );
    await page.route(`${baseUrl()}${ours}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: throwingScript('ours', 12) }),
    );
    // With CORS, as a script loaded with crossorigin: the page sees its errors in full, its URL
    // included, so the reporter is the one leaving them out.
    await page.route(theirs, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: throwingScript('theirs', 1),
      }),
    );
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/borga/demo-card');
    await page.getByRole('button', { name: 'Borga' }).waitFor();
    await reporterStarted(page);

    // Theirs first: had it been sent, it would have taken one of the ten.
    await page.evaluate(() => dispatchEvent(new Event('throw-now-theirs')));
    await expect.poll(() => errors).toEqual(['theirs 1']);
    await page.evaluate(() => dispatchEvent(new Event('throw-now-ours')));
    await expect.poll(() => errors.length).toBe(13);
    await expect.poll(() => reports.length).toBe(10);
    expect(reports.map((report) => report.message)).toEqual(
      Array.from({ length: 10 }, (_, index) => `Error: ours ${index + 1}`),
    );
    expect(reports[0]).toEqual({
      type: 'script-error',
      route: 'pay',
      message: 'Error: ours 1',
      source: ours,
      line: 2,
      column: expect.any(Number),
    });
    // The page has handled every error (each in its own task, the reporter's listener in it): the
    // eleventh and twelfth were never sent.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').length)).toBeGreaterThan(0);
    expect(reports).toHaveLength(10);
  });
});
