import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Gives Node the `window` of an embedding page that set `window.bykoWidgets` (widgets/core/runtime/config.ts),
 * with any values, as a page in plain JavaScript may. Undone by vi.unstubAllGlobals().
 */
export function stubPageSettings(bykoWidgets: Record<string, unknown>): void {
  vi.stubGlobal('window', { bykoWidgets });
}

/**
 * The page's request timeout (`timeoutMs`) set for each test of the file (or describe block) that
 * calls this, and undone after each: short, so that a sandbox's 'timeout' fault, held longer, ends
 * in the client's own timeout.
 */
export function requestTimeoutForTests(timeoutMs: number): void {
  beforeEach(() => stubPageSettings({ timeoutMs }));
  afterEach(() => vi.unstubAllGlobals());
}
