import { createHash } from 'node:crypto';

/** The page's own script and stylesheet, inlined, and the hashes its policy must name to run them. */
export interface InlinedPage {
  readonly html: string;
  /** `'sha256-…'` sources for script-src and style-src. */
  readonly scriptHashes: readonly string[];
  readonly styleHashes: readonly string[];
}

const stylesheetTag = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[\w.-]+\.css)">/g;
const moduleScriptTag = /<script type="module"(?: crossorigin)? src="(\/assets\/[\w.-]+\.js)"><\/script>/g;
/**
 * Text that could not stand in the page as it is: anything that reads as markup (it could end the
 * element early, and pageHtml then edits the page's head, title and body by their tags), a carriage
 * return (the HTML parser would change it, and the hash with it), and what resolves from the
 * file's own address, which inline becomes the page's: in a script a static or relative dynamic
 * import or import.meta, in a stylesheet an @import or a relative url().
 */
const unsafeAnywhere = /<[!/?a-z]|\r/i;
const unsafeIn = {
  script: /^\s*import[\s{*"'`]|\bfrom\s*["'`]|\bimport\s*\(\s*["'`]\.|import\.meta/m,
  style: /@import|url\(\s*["']?(?![/#]|data:)/i,
} as const;

const sourceHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The built template's own stylesheet and module script (pages/main.ts: the menu, the router's
 * loader; about 1 KiB each) written into the page: a page then asks for the element's code, not
 * for two more files first, and paints without waiting for a stylesheet. The policy allows
 * exactly these texts by their hash. A file that could not be inlined as it is stays a link.
 */
export function inlinePageAssets(
  template: string,
  readAsset: (path: string) => string | undefined,
): InlinedPage {
  const scriptHashes: string[] = [];
  const styleHashes: string[] = [];
  const inline = (tag: string, path: string, element: 'style' | 'script', hashes: string[]) => {
    const text = readAsset(path);
    if (text === undefined || unsafeAnywhere.test(text) || unsafeIn[element].test(text)) return tag;
    hashes.push(sourceHash(text));
    return element === 'style' ? `<style>${text}</style>` : `<script type="module">${text}</script>`;
  };
  const html = template
    .replace(stylesheetTag, (tag, path: string) => inline(tag, path, 'style', styleHashes))
    .replace(moduleScriptTag, (tag, path: string) => inline(tag, path, 'script', scriptHashes));
  return { html, scriptHashes, styleHashes };
}
