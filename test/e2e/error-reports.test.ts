import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { withReporter } from '../../pages/shell.ts';
import { baseUrl, browserPerTestFile, sandbox } from './harness.ts';

// The host pages' reporter (pages/reporter.ts) on the real pay page: what reaches the report URL
// the server names in <meta name="byko-report-url">. The test writes the meta into the page itself,
// as the server does from BYKO_REPORT_URL, and the page then gets the reporter's script as the
// server's pages do (pages/shell.ts withReporter). byko-error's detail and each element's errors:
// widgets/core/runtime/events.test.ts and test/elements/error-event.test.ts.

const browser = browserPerTestFile();

/** The report URL the tests give the page: on its own origin, which its policy lets it reach. */
const reportPath = '/report-test';

/** A script of another origin (a tag manager, say), allowed by the page's policy in the test. */
const otherOrigin = 'http://scripts.example.test';

/** Each report the page sent, in arrival order: the beacons' JSON bodies. */
type Report = Record<string, unknown>;

/**
 * Serves `path` with the report URL meta in its head (and so the reporter), and `extraHead` after
 * it, its policy allowing scripts of `otherOrigin`; records the beacons sent to the report URL
 * (answered 204).
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
      body: withReporter(
        (await response.text()).replace(
          '</head>',
          () => `<meta name="byko-report-url" content="${baseUrl()}${reportPath}" />${extraHead}</head>`,
        ),
      ),
    });
  });
  return { page, reports };
}

/** A script that throws `count` uncaught errors, each in a task of its own, on the window's event 'throw-now-<label>'. */
function throwingScript(label: string, count: number): string {
  return `addEventListener('throw-now-${label}', () => {
  for (let index = 1; index <= ${count}; index += 1) setTimeout(() => { throw new Error('${label} ' + index); });
});`;
}

describe('the host pages report what fails in the browser', () => {
  test("a byko-error reaches the report URL with its detail and the route's name, never the page's path", async () => {
    await sandbox.fault('GET /api/payment', '500');
    const { page, reports } = await reportingPage('/borga/demo-card');
    const beacons: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(reportPath)) beacons.push(request);
    });
    await page.goto('/borga/demo-card');
    await page.getByRole('heading', { level: 1, name: 'Villa í kerfi (sandkassi)' }).waitFor();
    const expected = {
      type: 'byko-error',
      route: 'pay',
      tag: 'byko-pay',
      step: 'load',
      status: 500,
      reason: 'Villa í kerfi (sandkassi)',
    };
    await expect.poll(() => reports).toEqual([expected]);
    // Sent as navigator.sendBeacon sends a string: a POST of text, no preflight to another origin.
    const beacon = beacons.find((request) => request.postDataJSON()?.type === 'byko-error');
    expect([beacon?.method(), beacon?.headers()['content-type']]).toEqual([
      'POST',
      'text/plain;charset=UTF-8',
    ]);
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
    // The page's sendBeacon, counted: what the page sent, as against what has arrived so far.
    await page.addInitScript(() => {
      const send = navigator.sendBeacon.bind(navigator);
      let calls = 0;
      Reflect.set(window, 'beaconCalls', () => calls);
      navigator.sendBeacon = (url, body) => {
        calls += 1;
        return send(url, body);
      };
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/borga/demo-card');
    await page.getByRole('button', { name: 'Borga' }).waitFor();

    // Theirs first: had it been sent, it would have taken one of the ten.
    await page.evaluate(() => dispatchEvent(new Event('throw-now-theirs')));
    await expect.poll(() => errors).toEqual(['theirs 1']);
    await page.evaluate(() => dispatchEvent(new Event('throw-now-ours')));
    // Each error is handled in its own task, the reporter's listener in it: once the page has
    // thrown all thirteen, every beacon it will send for them has been sent.
    await expect.poll(() => errors.length).toBe(13);
    expect(await page.evaluate(() => (Reflect.get(window, 'beaconCalls') as () => number)())).toBe(10);
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
  });
});
