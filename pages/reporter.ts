/**
 * The host pages' error reporter: what fails in the customer's browser goes to the report URL the
 * server names (`<meta name="byko-report-url">`, from BYKO_REPORT_URL), as Adyen's onError lets
 * its merchants learn it. main.ts loads it (report.ts) only on a page that has that meta.
 *
 * Sent, each as one `navigator.sendBeacon` POST with a JSON body, at most `reportCap` a page view:
 * - every `byko-error` an element sends (its detail: tag, step, status, reason);
 * - every uncaught error or unhandled rejection whose script is one of ours: a file under /cdn/ or
 *   /assets/ of the page's own origin. Another origin's script (a tag manager, an extension) is
 *   not ours to report.
 * Each report names the page by its route's name (`data-route`), never by its path, which can hold
 * a kennitala or a payment's id.
 */

export const reportCap = 10;

/** The meta the server writes when BYKO_REPORT_URL is set. */
export const reportUrlMeta = 'meta[name="byko-report-url"]';

export interface ElementErrorReport {
  type: 'byko-error';
  route: string;
  tag: string;
  step: string;
  status: number;
  reason: string;
}

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

/** Where an unhandled rejection's error was thrown: the first frame of its stack that names a URL. */
export function stackSource(error: unknown): { url: string; line: number; column: number } | undefined {
  const stack = error instanceof Error ? error.stack : undefined;
  const frame = stack?.match(/(https?:\/\/[^\s()]+):(\d+):(\d+)/);
  if (!frame) return undefined;
  return { url: frame[1] ?? '', line: Number(frame[2]), column: Number(frame[3]) };
}

/**
 * Starts reporting to `url` from `win`'s page; answers nothing. `send` is the page's sendBeacon
 * (a test may pass its own).
 */
export function startReporting(
  win: Window,
  url: string,
  send: (url: string, body: string) => boolean = (to, body) => win.navigator.sendBeacon(to, body),
): void {
  const doc = win.document;
  const origin = win.location.origin;
  let left = reportCap;
  const report = (body: Report) => {
    if (left <= 0) return;
    left -= 1;
    // A string body goes as text/plain: a simple request, no CORS preflight to another origin.
    send(url, JSON.stringify(body));
  };
  const route = () => doc.documentElement.dataset.route ?? '';

  doc.addEventListener('byko-error', (event) => {
    const { tag, step, status, reason } = event.detail;
    report({ type: 'byko-error', route: route(), tag, step, status, reason });
  });

  const scriptError = (message: string, where: { url: string; line: number; column: number } | undefined) => {
    const source = ownScriptPath(where?.url, origin);
    if (source === undefined || where === undefined) return;
    report({
      type: 'script-error',
      route: route(),
      message: scrubbedMessage(message),
      source,
      line: where.line,
      column: where.column,
    });
  };
  win.addEventListener('error', (event) => {
    scriptError(event.message, { url: event.filename, line: event.lineno, column: event.colno });
  });
  win.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    scriptError(
      reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason),
      stackSource(reason),
    );
  });
}
