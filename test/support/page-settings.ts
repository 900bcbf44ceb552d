import { vi } from 'vitest';

/**
 * Gives Node the `window` of an embedding page that set `window.bykoWidgets` (widgets/core/runtime/config.ts),
 * with any values, as a page in plain JavaScript may. Undone by vi.unstubAllGlobals().
 */
export function stubPageSettings(bykoWidgets: Record<string, unknown>): void {
  vi.stubGlobal('window', { bykoWidgets });
}

/**
 * Gives Node the `document` of a page whose head has these `<meta name content>` settings, as far as
 * `querySelector('meta[name="…"]')` reads them. Undone by vi.unstubAllGlobals().
 */
export function stubPageMeta(metas: Record<string, string>): void {
  const querySelector = (selector: string) => {
    const name = /^meta\[name="(.+)"\]$/.exec(selector)?.[1];
    const content = name === undefined ? undefined : metas[name];
    return content === undefined ? null : { content };
  };
  vi.stubGlobal('document', { querySelector });
}
