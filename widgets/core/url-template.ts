import { allowedOrigins } from './runtime/config.ts';
import { pageOrigin, safeUrl } from './runtime/navigation.ts';
import { pageSetting, type TextSettingKey } from './runtime/page-settings.ts';
import { fillUrlTemplate } from './runtime/url-path.ts';

/**
 * A page of the API's service (an e-signing page) from a template, resolved against the API base,
 * through core's guard: the answer is an http(s) URL on the page's origin, the API's origin (where
 * the default pages live) or one the page allow-lists; undefined for anything else.
 */
export function apiPageUrl(
  template: string,
  values: Readonly<Record<string, string>>,
  apiBaseUrl: string,
  page: { origin: string; allowed: readonly string[] } = { origin: pageOrigin(), allowed: allowedOrigins() },
): string | undefined {
  let apiBase: URL;
  try {
    // The API base may itself be relative ('/api-gateway'): resolved against the page.
    apiBase = new URL(`${apiBaseUrl.replace(/\/+$/, '')}/`, `${page.origin}/`);
  } catch {
    return undefined;
  }
  let resolved: string;
  try {
    resolved = new URL(fillUrlTemplate(template, values), apiBase).href;
  } catch {
    return undefined;
  }
  return safeUrl(resolved, { origin: page.origin, allowed: [...page.allowed, apiBase.origin] });
}

/**
 * A URL template an element takes from its attribute, else from its page's setting `key` (core's
 * page settings: the server writes the signing pages there); undefined when neither gives one. The
 * widgets carry no default: where a page gives none, the step that needs it says so.
 */
export function settingTemplate(attribute: string | undefined, key: TextSettingKey): string | undefined {
  return pageSetting(key, attribute);
}

/**
 * A page of the API's service from the element's attribute or its page's setting (settingTemplate),
 * through apiPageUrl: its URL, `unset` where neither gives one, `refused` where core's guard refuses it.
 */
export function settingPageUrl(
  attribute: string | undefined,
  key: TextSettingKey,
  values: Readonly<Record<string, string>>,
  apiBaseUrl: string,
): string | 'unset' | 'refused' {
  const template = settingTemplate(attribute, key);
  if (template === undefined) return 'unset';
  return apiPageUrl(template, values, apiBaseUrl) ?? 'refused';
}

/**
 * An address to load (a picture, a video, a list file) resolved against `base` (itself absolute, or
 * relative to the page's origin): http(s) on any origin (media come from CDNs), undefined for
 * anything else (`javascript:`, `data:`, a malformed URL). It is only ever loaded, never followed.
 */
export function mediaUrl(url: string, base: string, origin: string = pageOrigin()): string | undefined {
  if (url.trim() === '') return undefined;
  try {
    const resolved = new URL(url, new URL(base, `${origin}/`));
    return resolved.protocol === 'https:' || resolved.protocol === 'http:' ? resolved.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A picture's address from the API (an option's `imageUrl`), resolved against the API base: see
 * mediaUrl. It is only ever an `<img src>`, never followed.
 */
export function apiImageUrl(
  url: string,
  apiBaseUrl: string,
  origin: string = pageOrigin(),
): string | undefined {
  return mediaUrl(url, `${apiBaseUrl.replace(/\/+$/, '')}/`, origin);
}
