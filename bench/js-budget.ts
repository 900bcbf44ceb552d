import { gzipSync } from 'node:zlib';
import { compositionOf } from './composition.ts';

/**
 * The pay page's JavaScript budget (at most 96 KiB gzip), and how it is measured: each
 * script's body at gzip level 9. scripts/size.ts (the budget CI checks) and the bench both use it.
 * Of it, about 1 KiB is what lets every element speak the customer's language (finding its `lang`,
 * following changes, loading English or Polish): the same cost in the npm package's budget.
 */
export const kib = 1024;
export const payPageBudget = 96 * kib;
/** What the pay page may add in English or in Polish: its texts, loaded only in that language. */
export const otherLanguageBudget = 4 * kib;
/** The CDN loader (byko-widgets.js and its static imports): what every storefront page pays first. */
export const loaderBudget = 3 * kib;
/**
 * What the npm package adds to a React app's payment page (the widgets' chunks; React is the app's):
 * measured on test/host-react's production build.
 */
export const packagePayPageBudget = 31 * kib;

export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes, { level: 9 }).length;

export const showKiB = (bytes: number): string => `${(bytes / kib).toFixed(2)} KiB`;

export interface ScriptCost {
  /** The path on the server ('/cdn/chunks/runtime-x.js'). */
  readonly path: string;
  /** Level-9 gzip of the body: the budget's measure. */
  readonly gzipBytes: number;
  /** What crossed the wire in the Lighthouse run (its compression, headers included). */
  readonly transferBytes: number;
  readonly bytes: number;
  /** For a large chunk with a source map: its bytes by package or folder, largest first. */
  readonly composition: readonly { readonly group: string; readonly bytes: number }[];
}

/** Where a page's own script is written into it (server/inline-assets.ts), as a script's path. */
export const inlinePath = '(inline in the page)';

/** The texts of the scripts written into a page's HTML: JavaScript it runs as much as its files. */
export function inlineScriptsOf(html: string): string[] {
  return [...html.matchAll(/<script(?:\s+type="module")?>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1] ?? '',
  );
}

/** The cost of the scripts written into a page, as ScriptCosts (nothing crossed the wire apart). */
export function inlineScriptCosts(html: string): ScriptCost[] {
  return inlineScriptsOf(html).map((code) => ({
    path: inlinePath,
    gzipBytes: gzipSize(code),
    transferBytes: 0,
    bytes: Buffer.byteLength(code),
    composition: [],
  }));
}

/** Chunks at least this large (gzip) are broken down by source. */
const composedFrom = 8 * kib;

/**
 * Each script's cost, its body fetched again from the server that served it. `sourceMapOf` answers
 * the source map of a path, when the build wrote one.
 */
export async function scriptCosts(
  scripts: readonly { url: string; transferBytes: number }[],
  sourceMapOf: (path: string) => string | undefined,
): Promise<ScriptCost[]> {
  return Promise.all(
    scripts.map(async (script) => {
      const response = await fetch(script.url);
      if (!response.ok) throw new Error(`${script.url} answered ${response.status}`);
      const body = Buffer.from(await response.arrayBuffer());
      const path = new URL(script.url).pathname;
      const gzipBytes = gzipSize(body);
      const sourceMap = gzipBytes >= composedFrom ? sourceMapOf(path) : undefined;
      return {
        path,
        gzipBytes,
        transferBytes: script.transferBytes,
        bytes: body.length,
        composition: sourceMap === undefined ? [] : compositionOf(body.toString('utf8'), sourceMap),
      };
    }),
  );
}
