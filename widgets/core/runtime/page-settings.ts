/**
 * The page settings: what an embedding page tells every element at once. Each has a key, which is
 * also its name in `window.bykoWidgets`, and a `<meta name content>` tag named after the key
 * (metaName: `byko-` and the key in kebab case), which the host pages' server writes
 * (server/page-settings.ts). The key is the one spelling of a setting: no file writes a meta name
 * out (page-settings.test.ts).
 *
 * Three readers, by the setting's kind: a text (pageSetting) is the element's own attribute where it
 * has one, else `window.bykoWidgets.<key>` (set before the loader runs), else the meta tag; a number
 * (numberSetting) is the window's, else the meta tag's, else its default; the list (listSetting) is
 * the window's entries and the meta tag's together. A value that is blank counts as not given.
 */
export interface PageConfig {
  /** `byko-api-base`: where API calls go; default the page's own origin. An element's `api-base` wins. */
  apiBase?: string;
  /** `byko-timeout-ms`: how long an API call may take, in milliseconds (default 20 000). */
  timeoutMs?: number;
  /**
   * `byko-login-timeout-ms`: how long a login waits for the person to confirm on their phone or in
   * the app, in milliseconds (default 90 000).
   */
  loginTimeoutMs?: number;
  /**
   * `byko-allowed-origins`: origins besides the page's own that widgets may send the browser to (a payment's redirectUrl
   * on the storefront, an e-signing service): `['https://byko.is']`. These and the meta tag's
   * (space-separated) are all allowed.
   */
  allowedOrigins?: readonly string[];
  /**
   * `byko-instalment-signing-url`: the instalment plan's e-signing page, `{documentId}` filled in.
   * The paying element's own `signing-url` wins.
   */
  instalmentSigningUrl?: string;
  /**
   * `byko-loan-signing-url`: the loan's e-signing page, `{documentId}` filled in.
   * The loan application element's own `signing-url` wins.
   */
  loanSigningUrl?: string;
  /** `byko-google-pay-environment`: TEST only when it says so, else PRODUCTION. */
  googlePayEnvironment?: string;
  /** `byko-google-pay-merchant-id`: Google Pay is offered only with all four merchant settings. */
  googlePayMerchantId?: string;
  /** `byko-google-pay-merchant-name`: the merchant's name in Google's sheet. */
  googlePayMerchantName?: string;
  /** `byko-google-pay-gateway`: the card processor's gateway name at Google. */
  googlePayGateway?: string;
  /** `byko-google-pay-gateway-merchant-id`: the shop's id at that gateway. */
  googlePayGatewayMerchantId?: string;
  /** `byko-google-pay-script`: a script to load instead of Google's pay.js; the page's, never an attribute. */
  googlePayScript?: string;
  /** `byko-report-url`: where the host pages report what fails in the customer's browser. */
  reportUrl?: string;
}

declare global {
  interface Window {
    bykoWidgets?: PageConfig;
  }
}

export type PageSettingKey = keyof PageConfig;

/** Every setting's key (page-settings.test.ts holds it to PageConfig's). */
export const pageSettingKeys = [
  'apiBase',
  'timeoutMs',
  'loginTimeoutMs',
  'allowedOrigins',
  'instalmentSigningUrl',
  'loanSigningUrl',
  'googlePayEnvironment',
  'googlePayMerchantId',
  'googlePayMerchantName',
  'googlePayGateway',
  'googlePayGatewayMerchantId',
  'googlePayScript',
  'reportUrl',
] as const satisfies readonly PageSettingKey[];

/** A setting's `<meta name>`: `byko-` and its key in kebab case (googlePayScript: byko-google-pay-script). */
export function metaName(key: PageSettingKey): `byko-${string}` {
  return `byko-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/** The number settings' defaults (the API's is the page's origin: config.ts resolveApiBase). */
export const defaultTimeoutMs = 20_000;
export const defaultLoginTimeoutMs = 90_000;

/** The settings whose value is a text (a URL, a name). */
export type TextSettingKey = {
  [K in PageSettingKey]-?: NonNullable<PageConfig[K]> extends string ? K : never;
}[PageSettingKey];

/** The settings whose value is a positive number with a default. */
export type NumberSettingKey = {
  [K in PageSettingKey]-?: NonNullable<PageConfig[K]> extends number ? K : never;
}[PageSettingKey];

/**
 * A value as given, trimmed: a text that is not blank, else undefined. What is not a text (a page in
 * plain JavaScript may set anything) is not given either.
 */
export function given(value: unknown): string | undefined {
  return (typeof value === 'string' && value.trim()) || undefined;
}

/** The page's `window.bykoWidgets`, or an empty one. */
export function pageConfig(): PageConfig {
  return (typeof window === 'undefined' ? undefined : window.bykoWidgets) ?? {};
}

/** The setting's `<meta>` tag in the page, trimmed; undefined when absent or blank. */
export function metaSetting(key: PageSettingKey): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return given(document.querySelector<HTMLMetaElement>(`meta[name="${metaName(key)}"]`)?.content);
}

/** A text setting: the element's attribute, else `window.bykoWidgets`, else the meta tag. */
export function pageSetting(key: TextSettingKey, attribute?: string | null): string | undefined {
  return given(attribute) ?? given(pageConfig()[key]) ?? metaSetting(key);
}

/**
 * A number setting: `window.bykoWidgets`'s when it holds one, else the meta tag's, else `fallback`
 * (its default: defaultTimeoutMs, defaultLoginTimeoutMs); a value that is not a positive number
 * gives the default.
 */
export function numberSetting(key: NumberSettingKey, fallback: number): number {
  const value = pageConfig()[key] ?? Number(metaSetting(key));
  return Number.isFinite(value) && value > 0 ? value : fallback;
}

/**
 * A list setting: `window.bykoWidgets`'s entries and the meta tag's (space-separated), together;
 * an entry may be empty.
 */
export function listSetting(key: 'allowedOrigins'): string[] {
  const configured = pageConfig()[key];
  return [...(Array.isArray(configured) ? configured : []), ...(metaSetting(key) ?? '').split(/\s+/)];
}
