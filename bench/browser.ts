import type { Browser, BrowserContext } from 'playwright-core';

/**
 * tsx compiles with esbuild's keepNames, so a function sent to a page calls esbuild's `__name`
 * helper, which the page lacks: this defines it there (as the identity) first.
 */
export const keepNamesShim = 'globalThis.__name ??= (target) => target;';

/** A phone's screen (Lighthouse's mobile one): the twin is taken, and input measured, at its size. */
export const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true };

/** A new context with a phone's screen, whose pages can run the bench's functions. */
export async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext(phone);
  await context.addInitScript(keepNamesShim);
  return context;
}
