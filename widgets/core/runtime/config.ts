import {
  defaultLoginTimeoutMs,
  defaultTimeoutMs,
  listSetting,
  numberSetting,
  pageSetting,
} from './page-settings.ts';

// What the runtime reads of the page settings (page-settings.ts), in the form each reader needs.

/** Where API calls go: the element's attribute, else the page's setting, else the page's origin. */
export function resolveApiBase(elementApiBase?: string | null): string {
  const chosen = pageSetting('apiBase', elementApiBase);
  if (chosen) return chosen;
  return typeof location === 'undefined' ? 'http://localhost' : location.origin;
}

export function resolveTimeoutMs(): number {
  return numberSetting('timeoutMs', defaultTimeoutMs);
}

export function resolveLoginTimeoutMs(): number {
  return numberSetting('loginTimeoutMs', defaultLoginTimeoutMs);
}

/** The origins the page lets widgets navigate to besides its own (see `PageConfig.allowedOrigins`). */
export function allowedOrigins(): string[] {
  const origins: string[] = [];
  for (const entry of listSetting('allowedOrigins')) {
    try {
      if (entry) origins.push(new URL(entry).origin);
    } catch {
      // Not a URL: ignored, never allowed.
    }
  }
  return origins;
}
