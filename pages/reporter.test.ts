import { describe, expect, it } from 'vitest';
import type { ErrorDetail } from '../widgets/core/runtime/events.ts';
import {
  cleanedForReport,
  ownScriptPath,
  type Report,
  type ReportedPage,
  reportCap,
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

describe('what a report carries of a text', () => {
  it.each([
    ['a kennitala', 'Engin umsókn fyrir 1203892039', 'Engin umsókn fyrir […]'],
    ['a kennitala with its hyphen', 'Kennitala 120389-2039 fannst ekki', 'Kennitala […] fannst ekki'],
    ['a phone number with spaces', 'Sími +354 820 1234 er ekki skráður', 'Sími +[…] er ekki skráður'],
    ['a card number', 'Kort 4242 4242 4242 4242 hafnað', 'Kort […] hafnað'],
    ['seven digits, the fewest taken', 'Pöntun 1234567', 'Pöntun […]'],
    ['an e-mail address', 'Netfangið anna@example.is er í notkun', 'Netfangið […] er í notkun'],
    ['an e-mail address ending a sentence', 'Skráð á jon.jonsson@byko.co.is.', 'Skráð á […].'],
    ['a token', 'Tóki eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0 útrunninn', 'Tóki […] útrunninn'],
    ['twenty token-like characters, the fewest taken', 'id a1b2c3d4e5f6g7h8i9j0', 'id […]'],
    ['a token of letters alone', 'Tóki aBcDeFgHiJkLmNoPqRsTu ógildur', 'Tóki […] ógildur'],
    [
      'the path after an origin',
      'Failed to fetch https://api.byko.is/api/customers/eyJhbGciOiJIUzI1NiJ9xyz',
      'Failed to fetch https://api.byko.is[…]',
    ],
    [
      'a kennitala in a path',
      'GET https://api.byko.is/k/1203892039 failed',
      'GET https://api.byko.is/k/[…] failed',
    ],
    ['an e-mail address written as a URL', 'Opnaði https://anna@example.is/x', 'Opnaði https:[…]'],
    ['a number as a host', 'Failed to fetch http://1203892039.example/x', 'Failed to fetch http:[…]'],
  ])('leaves out %s', (_, text, cleaned) => {
    expect(cleanedForReport(text)).toBe(cleaned);
  });

  it.each([
    [
      'a policy reason, its origin with it',
      'Content-Security-Policy form-action blocks https://3ds.processor.example:8443',
    ],
    ['six digits', 'Pöntun 123456 fannst ekki'],
    ['nineteen token-like characters', 'id a1b2c3d4e5f6g7h8i9'],
    ['a catalogue text', 'Villa kom upp við að sækja kvittun'],
    ['an error of a script', "Cannot read properties of undefined (reading 'id')"],
  ])('keeps %s', (_, text) => {
    expect(cleanedForReport(text)).toBe(text);
  });

  it('is cut to 200 characters', () => {
    expect(cleanedForReport('Villa '.repeat(50))).toBe('Villa '.repeat(50).slice(0, 200));
    expect(cleanedForReport('Villa '.repeat(50))).toHaveLength(200);
  });

  it("cleans the reason of a byko-error that leaves the page, and an error's message", () => {
    const page = reportingPage('pay');
    page.elementError({ ...loadFailed, reason: 'Greiðandi 1203892039 (anna@example.is) fannst ekki' });
    page.uncaught(new Error('no user 8201234'), `${origin}/cdn/byko-widgets.js`);
    expect(page.sent.map((sent) => sent.report)).toEqual([
      expect.objectContaining({ type: 'byko-error', reason: 'Greiðandi […] ([…]) fannst ekki' }),
      expect.objectContaining({ type: 'script-error', message: 'Error: no user […]' }),
    ]);
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
