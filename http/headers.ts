import { isPolicySource } from './origins.ts';

/**
 * The headers the server sends (`npm start`, `npm run serve`): how long each file may be cached, and
 * the host pages' Content-Security-Policy. Kept apart from the server so the rules are tested as data.
 */

/** A build output named with its content hash (Vite's `[name]-[hash].js`): it never changes. */
const hashedFile = /-[A-Za-z0-9_-]{8}\.(?:js|css)$/;

export const immutable = 'public, max-age=31536000, immutable';
/** Cached, but asked again each time (a 304 when unchanged): the loader, the pages, the manifest. */
export const revalidate = 'no-cache';

export function cacheControlFor(path: string): string {
  return hashedFile.test(path) ? immutable : revalidate;
}

/**
 * Google Pay's origins (its pay.js, the sheet's frame and calls, the button's images): the pay page
 * loads pay.js from there unless a stand-in script is configured (widgets/pay/google-pay/).
 */
export const googlePayOrigins = {
  code: 'https://pay.google.com',
  images: 'https://www.gstatic.com',
} as const;

/** Sent with every page and file of ours (not the sandbox's API, which stands for the retailer's). */
export const commonSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

export interface PagePolicyOptions {
  /** The card processor's origins: its 3-D Secure page is framed and our rebuilt form posts to it. */
  processorOrigins: readonly string[];
  /** Where the API is, when not on the page's origin: its calls, pictures and videos. */
  apiOrigins?: readonly string[];
  /** Where the page reports errors (a beacon is a connection like a fetch). */
  reportOrigins?: readonly string[];
  /**
   * Present when the page offers Google Pay: Google's pay.js, its sheet's frame, its calls and its
   * button's images; or a stand-in script (`scriptUrl`), which draws its sheet in the element and
   * needs only its own origin's script and calls.
   */
  googlePay?: { scriptUrl?: string };
  /**
   * Where the elements' bundle is, for a page of another origin that embeds them (the storefront):
   * its scripts, and its pages framed (the iframe=1 receipt).
   */
  widgetsOrigins?: readonly string[];
  /**
   * Our host pages' framing: `iframe=1` pages may be framed by the retailer's site and app
   * (BYKO_FRAME_ANCESTORS), any other page by no one. Absent: the policy says nothing of it (an
   * embedding page decides its own).
   */
  framing?: { ancestors: readonly string[]; iframe: boolean };
  /** The page's own inlined script and stylesheet, by hash (inline-assets.ts). */
  inline?: { scripts: readonly string[]; styles: readonly string[] };
}

/**
 * The host pages' policy: no eval anywhere, and no inline script or style but the page's own two,
 * named by their hash. The elements' CSS is in constructable stylesheets and React sets styles
 * through the CSSOM, neither of which CSP counts as inline. Every source is checked
 * (origins.ts `isPolicySource`): one that could end a directive, start another or widen to any host
 * throws, whichever setting it came from.
 */
export function contentSecurityPolicy(options: PagePolicyOptions): string {
  const api = options.apiOrigins ?? [];
  const reports = options.reportOrigins ?? [];
  const widgets = options.widgetsOrigins ?? [];
  const processor = options.processorOrigins;
  const { framing, googlePay } = options;
  // Google's pay.js loads its sheet in a frame and calls home; its button draws images from gstatic.
  const google = googlePay !== undefined && googlePay.scriptUrl === undefined;
  const googlePayCode =
    googlePay === undefined
      ? []
      : [googlePay.scriptUrl === undefined ? googlePayOrigins.code : new URL(googlePay.scriptUrl).origin];
  const googlePayFrames = google ? [googlePayOrigins.code] : [];
  const googlePayImages = google ? [googlePayOrigins.images] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...unique([...widgets, ...googlePayCode, ...(options.inline?.scripts ?? [])])],
    ['style-src', "'self'", ...unique(options.inline?.styles ?? [])],
    // Drawn codes and QR logos may be data: or blob: images; the webcam's pictures come from the API.
    ['img-src', "'self'", 'data:', 'blob:', ...unique([...googlePayImages, ...api])],
    ['media-src', "'self'", ...unique(api)],
    ['connect-src', "'self'", ...unique([...googlePayCode, ...api, ...reports])],
    ['frame-src', ...unique([...processor, ...googlePayFrames, ...widgets])],
    ['form-action', "'self'", ...unique(processor)],
    ...(framing
      ? [
          ['frame-ancestors', ...(framing.iframe ? ["'self'", ...framing.ancestors] : ["'none'"])] as [
            string,
            ...string[],
          ],
        ]
      : []),
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
  ];
  for (const [, ...sources] of directives) {
    const refused = sources.find((source) => !isPolicySource(source));
    if (refused !== undefined) throw new TypeError(`not a policy source: ${JSON.stringify(refused)}`);
  }
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** Each source once: the API and the report address may well share an origin. */
function unique(sources: readonly string[]): string[] {
  return [...new Set(sources)];
}
