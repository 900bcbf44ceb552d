import { describe, expect, it } from 'vitest';
import type { ErrorDetail } from '../widgets/core/runtime/events.ts';
import {
  ownScriptPath,
  type Report,
  type ReportedPage,
  reportCap,
  scrubbedMessage,
  stackSource,
  startReporting,
} from './reporter.ts';

// The host pages' reporter's rules, on a page made of two EventTargets: what it sends for each
// byko-error and each uncaught error, which scripts count as ours, the cap. Its beacons on the real
// pay page: test/e2e/error-reports.test.ts.

const origin = 'https://greida.byko.is';
const reportUrl = 'https://report.byko.is/errors';

function reportingPage(route = 'pay') {
  const document = new EventTarget();
  const window = new EventTarget();
  const sent: { url: string; report: Report }[] = [];
  const page: ReportedPage = {
    origin,
    document: document as Pick<Document, 'addEventListener'>,
    window: window as Pick<Window, 'addEventListener'>,
    route: () => route,
  };
  startReporting(page, reportUrl, (url, body) => {
    sent.push({ url, report: JSON.parse(body) as Report });
  });
  const elementError = (detail: ErrorDetail) =>
    document.dispatchEvent(new CustomEvent('byko-error', { detail }));
  const uncaught = (error: unknown, filename: string, message = 'Uncaught Error') =>
    window.dispatchEvent(
      Object.assign(new Event('error'), { error, message, filename, lineno: 3, colno: 14 }),
    );
  const rejected = (reason: unknown) =>
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));
  return { sent, elementError, uncaught, rejected };
}

const loadFailed: ErrorDetail = { tag: 'byko-pay', step: 'load', status: 500, reason: 'Villa í kerfi' };

describe('the reporter', () => {
  it("sends each byko-error's detail with the route's name, to the report URL", () => {
    const page = reportingPage('pay');
    page.elementError(loadFailed);
    expect(page.sent).toEqual([
      {
        url: reportUrl,
        report: {
          type: 'byko-error',
          route: 'pay',
          tag: 'byko-pay',
          step: 'load',
          status: 500,
          reason: 'Villa í kerfi',
        },
      },
    ]);
  });

  it('sends an uncaught error of our scripts with its place, and leaves out those of other scripts', () => {
    const page = reportingPage('receipt');
    page.uncaught(new TypeError('x is undefined'), `${origin}/cdn/chunks/receipt.element-a1.js`);
    page.uncaught(new Error('not ours'), 'https://tags.example.com/cdn/tag.js');
    page.uncaught(new Error('not ours either'), `${origin}/some-page-script.js`);
    // A script of another origin loaded without CORS: its error says nothing of where it came from.
    page.uncaught(null, '', 'Script error.');
    expect(page.sent.map((sent) => sent.report)).toEqual([
      {
        type: 'script-error',
        route: 'receipt',
        message: 'TypeError: x is undefined',
        source: '/cdn/chunks/receipt.element-a1.js',
        line: 3,
        column: 14,
      },
    ]);
  });

  it('sends an unhandled rejection thrown in our scripts, placed by its stack', () => {
    const page = reportingPage();
    const ours = new Error('failed');
    ours.stack = `Error: failed\n    at load (${origin}/assets/router.js:1:2044)\n    at ${origin}/cdn/byko-widgets.js:1:10`;
    const theirs = new Error('theirs');
    theirs.stack = 'Error: theirs\n    at https://tags.example.com/tag.js:4:5';
    page.rejected(ours);
    page.rejected(theirs);
    page.rejected('a string, no stack');
    expect(page.sent.map((sent) => sent.report)).toEqual([
      {
        type: 'script-error',
        route: 'pay',
        message: 'Error: failed',
        source: '/assets/router.js',
        line: 1,
        column: 2044,
      },
    ]);
  });

  it(`sends at most ${reportCap} reports a page view`, () => {
    const page = reportingPage();
    for (let index = 0; index < reportCap + 5; index += 1) {
      page.elementError(loadFailed);
      page.uncaught(new Error(`e${index}`), `${origin}/cdn/byko-widgets.js`);
    }
    expect(page.sent).toHaveLength(reportCap);
  });
});

describe('what counts as our script', () => {
  it('is a file under /cdn/ or /assets/ of the page own origin', () => {
    expect(ownScriptPath(`${origin}/cdn/chunks/runtime-x.js`, origin)).toBe('/cdn/chunks/runtime-x.js');
    expect(ownScriptPath(`${origin}/assets/main-x.js`, origin)).toBe('/assets/main-x.js');
    expect(ownScriptPath(`${origin}/borga/cdn/x.js`, origin)).toBeUndefined();
    expect(ownScriptPath('https://cdn.example.com/cdn/x.js', origin)).toBeUndefined();
    expect(ownScriptPath('', origin)).toBeUndefined();
    expect(ownScriptPath(undefined, origin)).toBeUndefined();
    expect(ownScriptPath('not a url', origin)).toBeUndefined();
  });
});

describe("a script error's message", () => {
  it('has no kennitala, phone number or e-mail address, and at most 300 characters', () => {
    expect(scrubbedMessage('Invalid type: Expected string but received 1203892039')).toBe(
      'Invalid type: Expected string but received …',
    );
    expect(scrubbedMessage('no user 8201234, e-mail anna@example.is')).toBe('no user …, e-mail …');
    expect(scrubbedMessage('x'.repeat(400))).toHaveLength(300);
    expect(scrubbedMessage("Cannot read properties of undefined (reading 'id')")).toBe(
      "Cannot read properties of undefined (reading 'id')",
    );
  });
});

describe('where a rejection was thrown', () => {
  it("is its stack's first frame that names a URL", () => {
    const error = new Error('x');
    error.stack = 'Error: x\n    at f (https://a.is/cdn/c.js:12:34)';
    expect(stackSource(error)).toEqual({ url: 'https://a.is/cdn/c.js', line: 12, column: 34 });
    expect(stackSource('no error')).toBeUndefined();
  });
});
