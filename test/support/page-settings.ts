import { vi } from 'vitest';

/**
 * Gives Node the `window` of an embedding page that set `window.bykoWidgets` (widgets/core/runtime/config.ts),
 * with any values, as a page in plain JavaScript may. Undone by vi.unstubAllGlobals().
 */
export function stubPageSettings(bykoWidgets: Record<string, unknown>): void {
  vi.stubGlobal('window', { bykoWidgets });
}
