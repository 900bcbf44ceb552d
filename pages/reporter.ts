/**
 * The host pages' error reporter: what fails in the customer's browser goes to the report URL the
 * server names (`<meta name="byko-report-url">`, from BYKO_REPORT_URL), as Adyen's onError lets
 * its merchants learn it. Only a page that has that meta gets it (shell.ts), its entry report.ts.
 *
 * Sent, each as one `navigator.sendBeacon` POST with a JSON body, at most `reportCap` a page view:
 * - every `byko-error` an element sends (its detail: tag, step, status, reason);
 * - every uncaught error or unhandled rejection whose script is one of ours: a file under /cdn/ or
 *   /assets/ of the page's own origin. Another origin's script (a tag manager, an extension) is
 *   not ours to report.
 * Each report names the page by its route's name (`data-route`), never by its path, which can hold
 * a kennitala or a payment's id, and every text it carries is cleaned of what could be a person's
 * (`cleanedForReport`).
 */

import type { ErrorDetail } from '../widgets/core/runtime/events.ts';

export const reportCap = 10;

/** An element's byko-error: its detail, and the route it was sent on. */
export type ElementErrorReport = { type: 'byko-error'; route: string } & ErrorDetail;

export interface ScriptErrorReport {
  type: 'script-error';
  route: string;
  /** The error's message, cleaned (`cleanedForReport`): it is not a catalogue text. */
  message: string;
  /** The script's path on the page's origin ('/cdn/chunks/runtime-x.js'), its line and column. */
  source: string;
  line: number;
  column: number;
}

export type Report = ElementErrorReport | ScriptErrorReport;

/** The path of `url` when it is a script of ours (under /cdn/ or /assets/ of `origin`), else undefined. */
export function ownScriptPath(url: string | undefined, origin: string): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && /^\/(cdn|assets)\//.test(parsed.pathname)
      ? parsed.pathname
      : undefined;
  } catch {
    return undefined;
  }
}

/** What stands in a report where something was left out. */
const leftOut = '[…]';

/**
 * An origin in a text (`https://api.byko.is:8443`): what an operator needs to read. Not one that goes
 * on with a user part (`https://anna@example.is`): that is an e-mail address, cleaned as one.
 */
const origin = /https?:\/\/[A-Za-z0-9.-]+(?::\d+)?(?![A-Za-z0-9.:@-])/g;
/** A run of 7 or more digits, spaces or hyphens between them included (a kennitala, a phone, a card). */
const longNumber = /\d(?:[ -]?\d){6,}/g;

/**
 * Words joined by hyphens (`Content-Security-Policy`, `script-src-elem`): a long run of token-like
 * characters, but each part short, as no token is.
 */
const hyphenatedWords = /^[A-Za-z]{1,15}(?:-[A-Za-z]{1,15})+$/;

function cleanedPart(text: string): string {
  return text
    .replace(/[^\s@()<>[\]"',;:]+@[^\s@()<>[\]"',;:.]+(?:\.[^\s@()<>[\]"',;:.]+)+/g, leftOut)
    .replace(/[A-Za-z0-9\-_.~+/=]{20,}/g, (run) => (hyphenatedWords.test(run) ? run : leftOut))
    .replace(longNumber, leftOut);
}

/**
 * A text as a report may carry it (a server's reason, a script error's message): without what
 * could be a person's or a secret. An e-mail address; a run of 20 or more token-like characters
 * (letters, digits and `-_.~+/=`, as in a session token or a long id), words joined by hyphens
 * aside; and a run of 7 or more digits, spaces or hyphens between them included (a kennitala, a
 * phone number, a card number): each becomes `[…]`. An origin stays, as a policy's reason names the
 * one it refused (`Content-Security-Policy form-action blocks https://3ds.processor.example`);
 * what follows it in a URL is cleaned as the rest. Then it is cut to 200 characters.
 */
export function cleanedForReport(text: string): string {
  let cleaned = '';
  let at = 0;
  for (const found of text.matchAll(origin)) {
    // A host of a person's number (`http://1203892039.example`) is cleaned with the rest.
    if (new RegExp(longNumber.source).test(found[0])) continue;
    cleaned += cleanedPart(text.slice(at, found.index)) + found[0];
    at = found.index + found[0].length;
  }
  return (cleaned + cleanedPart(text.slice(at))).slice(0, 200);
}

/** A place in a script: its URL, line and column. */
export interface ScriptPlace {
  url: string;
  line: number;
  column: number;
}

/** Where an unhandled rejection's error was thrown: the first frame of its stack that names a URL. */
export function stackSource(error: unknown): ScriptPlace | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  const frame = stack?.match(/(https?:\/\/[^\s()]+):(\d+):(\d+)/);
  if (!frame) return undefined;
  return { url: frame[1] ?? '', line: Number(frame[2]), column: Number(frame[3]) };
}

/** What the reporter hears and reads of the page. */
export interface ReportedPage {
  /** The page's origin: our scripts are under its /cdn/ and /assets/. */
  readonly origin: string;
  /** Where the elements' byko-error arrives: the document. */
  readonly document: Pick<Document, 'addEventListener'>;
  /** Where uncaught errors and unhandled rejections arrive: the window. */
  readonly window: Pick<Window, 'addEventListener'>;
  /** The name of the route the page shows now (`<html data-route>`). */
  route(): string;
}

/** Starts reporting what fails on `page` to `url`; `send` posts one report (navigator.sendBeacon). */
export function startReporting(
  page: ReportedPage,
  url: string,
  send: (url: string, body: string) => void,
): void {
  let left = reportCap;
  const report = (body: Report) => {
    if (left <= 0) return;
    left -= 1;
    send(url, JSON.stringify(body));
  };

  page.document.addEventListener('byko-error', (event) => {
    const { tag, step, status, reason } = event.detail;
    // The event on the page keeps the text the customer saw; what leaves the page is cleaned.
    report({ type: 'byko-error', route: page.route(), tag, step, status, reason: cleanedForReport(reason) });
  });

  const scriptError = (error: unknown, fallback: string, where: ScriptPlace | undefined) => {
    const source = ownScriptPath(where?.url, page.origin);
    if (source === undefined || where === undefined) return;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : fallback;
    report({
      type: 'script-error',
      route: page.route(),
      message: cleanedForReport(message),
      source,
      line: where.line,
      column: where.column,
    });
  };
  page.window.addEventListener('error', (event) => {
    scriptError(event.error, event.message, { url: event.filename, line: event.lineno, column: event.colno });
  });
  page.window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    scriptError(reason, String(reason), stackSource(reason));
  });
}
