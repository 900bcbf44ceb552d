import { allowedOrigins } from './config.ts';

/**
 * Core's navigation guard (DESIGN.md "What to avoid"): the only way a widget follows a URL that
 * came from the API or an attribute (a redirectUrl, `next`, `signing-url`). It answers the URL to
 * go to, or undefined for anything but http(s) on the page's own origin or an origin the page
 * allow-lists: `javascript:`, `data:`, protocol-relative `//evil.example`, `\\evil.example`, …
 * The URL parser is the browser's own, so what it resolves is what would be followed.
 */
export function safeUrl(
  to: string,
  page: { origin: string; allowed?: readonly string[] } = { origin: pageOrigin(), allowed: allowedOrigins() },
): string | undefined {
  let url: URL;
  try {
    url = new URL(to, `${page.origin}/`);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.origin !== page.origin && !(page.allowed ?? []).includes(url.origin)) return undefined;
  return url.href;
}

/** `safeUrl`, and a console warning naming what was refused (for the page's developers). */
export function guardedUrl(to: string): string | undefined {
  const url = safeUrl(to);
  if (url === undefined) console.warn('byko-widgets: refused to follow a URL', JSON.stringify(to));
  return url;
}

/** The page's origin ('http://localhost' where there is no page: Node). */
export function pageOrigin(): string {
  return (typeof location === 'undefined' ? undefined : location.origin) || 'http://localhost';
}

/** A URL on the page's own origin as the path a router takes ('/a/b?y=1#z'); others whole. */
export function pagePath(url: string): string {
  const parsed = new URL(url);
  return parsed.origin === pageOrigin() ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url;
}
