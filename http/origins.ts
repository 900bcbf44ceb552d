/**
 * What an origin in a setting may be, and what a source in a Content-Security-Policy may be. The
 * URL parser alone is not enough for either: it takes `;`, `,`, `*`, quotes and more inside a host,
 * and a policy written with such a host gains directives (`https://x;script-src …`) or widens to
 * any site (`https://*`).
 */

/**
 * A DNS name in its ASCII form (an international name as `xn--…`), or an IPv4 address: a regular
 * expression's source, unanchored.
 */
export const hostName =
  '[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*';
/** An IPv6 address, in the brackets a URL writes it in. */
const ipv6 = '\\[[0-9A-Fa-f:.]+\\]';
const originPattern = new RegExp(`^https?://(?:${hostName}|${ipv6})(?::\\d{1,5})?$`);

/**
 * True for an origin as a browser writes it, of either scheme and any host of the form above (a
 * storefront's or a processor's, in a policy): the settings' stricter check is `checkedOrigin`.
 */
export function isWebOrigin(value: string): boolean {
  return originPattern.test(value);
}

/** Plain http is for a service on this machine only: everything else a customer's browser reaches is https. */
export const plainHttpHosts: readonly string[] = ['localhost', '127.0.0.1'];

/**
 * The origin `value` names, as the browser writes it (`https://api.byko.is`), or undefined: the
 * scheme https (http for localhost and 127.0.0.1 alone), a host of letters, digits, hyphens and
 * dots or an IP address, an optional port, and nothing else (a trailing `/` aside).
 */
export function checkedOrigin(value: string): string | undefined {
  const bare = value.endsWith('/') ? value.slice(0, -1) : value;
  if (!originPattern.test(bare)) return undefined;
  let url: URL;
  try {
    url = new URL(bare);
  } catch {
    return undefined;
  }
  const secure =
    url.protocol === 'https:' || (url.protocol === 'http:' && plainHttpHosts.includes(url.hostname));
  // The parser may rewrite a host (an IPv4 address in another notation): what it made is checked too.
  return secure && originPattern.test(url.origin) ? url.origin : undefined;
}

/** Where a URL's origin ends: after the scheme and the authority. */
const urlParts = /^([A-Za-z][A-Za-z0-9+.-]*:\/\/[^/?#]*)(.*)$/s;

/** Kept as written in a URL setting's path, query and fragment; anything else is percent-encoded. */
const plainUrlCharacter = /[A-Za-z0-9\-._~!$&()*+,;=:@/?#]/;

/** The placeholder a signing page's template carries, filled in by the element. */
export const documentIdPlaceholder = '{documentId}';

function percentEncoded(text: string): string {
  let encoded = '';
  for (let at = 0; at < text.length; ) {
    const character = String.fromCodePoint(text.codePointAt(at) ?? 0);
    at += character.length;
    if (plainUrlCharacter.test(character)) encoded += character;
    else if (character === '%' && /^[0-9A-Fa-f]{2}$/.test(text.slice(at, at + 2))) encoded += character;
    else
      for (const byte of new TextEncoder().encode(character))
        encoded += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return encoded;
}

/**
 * A URL setting (a signing page's template, the report address), or undefined when its origin is
 * not one `checkedOrigin` takes. Its path, query and fragment come back percent-encoded wherever
 * they hold a character a page's markup or policy could read as its own (a quote, a space, `<`,
 * a non-ASCII letter), the `{documentId}` placeholder aside.
 */
export function checkedUrl(value: string): string | undefined {
  const parts = urlParts.exec(value);
  const origin = checkedOrigin(parts?.[1] ?? '');
  if (parts === null || origin === undefined) return undefined;
  const rest = (parts[2] ?? '').split(documentIdPlaceholder).map(percentEncoded).join(documentIdPlaceholder);
  return `${origin}${rest.startsWith('/') || rest === '' ? rest : `/${rest}`}`;
}

/**
 * True for a source a policy may carry: a keyword (`'self'`, `'none'`), a script's or stylesheet's
 * hash, the schemes `data:` and `blob:`, or an origin as `checkedOrigin` writes it (either scheme).
 * Nothing that could end a directive (`;`), start another policy (`,`), hold a second source
 * (whitespace) or widen to every host (`*`).
 */
export function isPolicySource(source: string): boolean {
  return (
    source === "'self'" ||
    source === "'none'" ||
    source === 'data:' ||
    source === 'blob:' ||
    /^'sha(?:256|384|512)-[A-Za-z0-9+/]+={0,2}'$/.test(source) ||
    isWebOrigin(source)
  );
}
