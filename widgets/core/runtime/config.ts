/**
 * Page-level settings an embedding page may give before the loader runs:
 *   <script>window.bykoWidgets = { apiBase: 'https://api.example.is', timeoutMs: 20000 }</script>
 * or <meta name="byko-api-base" content="...">. An element's own `api-base` attribute wins.
 */
export interface PageConfig {
  apiBase?: string;
  timeoutMs?: number;
  /** How long a login waits for the person to confirm on their phone or in the app. */
  loginTimeoutMs?: number;
  /**
   * Origins besides the page's own that widgets may send the browser to (a payment's redirectUrl
   * on the storefront, an e-signing service): `['https://byko.is']`. Also
   * `<meta name="byko-allowed-origins" content="https://byko.is https://signing.example">`.
   */
  allowedOrigins?: readonly string[];
}

declare global {
  interface Window {
    bykoWidgets?: PageConfig;
  }
}

export const defaultTimeoutMs = 20_000;
export const defaultLoginTimeoutMs = 90_000;

/** A `<meta name content>` setting of the embedding page, or undefined. */
export function metaContent(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const content = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim();
  return content === '' ? undefined : content;
}

function pageConfig(): PageConfig {
  return (typeof window === 'undefined' ? undefined : window.bykoWidgets) ?? {};
}

/** Where API calls go: the element's attribute, else the page's setting, else the page's origin. */
export function resolveApiBase(elementApiBase?: string | null): string {
  const chosen = elementApiBase?.trim() || pageConfig().apiBase || metaContent('byko-api-base');
  if (chosen) return chosen;
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

export function resolveTimeoutMs(): number {
  const configured = pageConfig().timeoutMs ?? Number(metaContent('byko-timeout-ms'));
  return Number.isFinite(configured) && configured > 0 ? configured : defaultTimeoutMs;
}

export function resolveLoginTimeoutMs(): number {
  const configured = pageConfig().loginTimeoutMs;
  return configured !== undefined && Number.isFinite(configured) && configured > 0
    ? configured
    : defaultLoginTimeoutMs;
}

/** The origins the page lets widgets navigate to besides its own (see `PageConfig.allowedOrigins`). */
export function allowedOrigins(): string[] {
  const listed = [
    ...(pageConfig().allowedOrigins ?? []),
    ...(metaContent('byko-allowed-origins') ?? '').split(/\s+/),
  ];
  const origins: string[] = [];
  for (const entry of listed) {
    try {
      if (entry) origins.push(new URL(entry).origin);
    } catch {
      // Not a URL: ignored, never allowed.
    }
  }
  return origins;
}
