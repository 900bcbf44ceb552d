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
 * a kennitala or a payment's id.
 */

import type { ErrorDetail } from '../widgets/core/runtime/events.ts';

export const reportCap = 10;

/** The meta the server writes when BYKO_REPORT_URL is set. */
export const reportUrlMeta = 'meta[name="byko-report-url"]';

/** An element's byko-error: its detail, and the route it was sent on. */
export type ElementErrorReport = { type: 'byko-error'; route: string } & ErrorDetail;

export interface ScriptErrorReport {
  type: 'script-error';
  route: string;
  /** The error's message, long digit runs and e-mail addresses blanked: it is not a catalogue text. */
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

/**
 * A script error's message without what could be a person's: a kennitala or a phone number (a run
 * of five or more digits) or an e-mail address. At most 300 characters.
 */
export function scrubbedMessage(message: string): string {
  return message.replace(/\d{5,}|[^\s@]+@[^\s@]+/g, '…').slice(0, 300);
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
    report({ type: 'byko-error', route: page.route(), tag, step, status, reason });
  });

  const scriptError = (error: unknown, fallback: string, where: ScriptPlace | undefined) => {
    const source = ownScriptPath(where?.url, page.origin);
    if (source === undefined || where === undefined) return;
    const message = error instanceof Error ? `${error.name}: ${error.message}` : fallback;
    report({
      type: 'script-error',
      route: page.route(),
      message: scrubbedMessage(message),
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
