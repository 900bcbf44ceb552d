import { Hono } from 'hono';
import type { Page } from 'playwright-core';
import { listen } from '../http/listen.ts';
import { compressedText } from '../server/pages-app.ts';
import { type BenchCertificate, listenSecure } from './secure.ts';

/**
 * The static twin of a host page: the document as its element has drawn it, with the same text and
 * CSS and no JavaScript. Its LCP is what the page would reach if the element cost nothing: the
 * page's LCP target is a multiple of it (report.ts `targets`).
 */

/**
 * Runs in the loaded page and answers its HTML with every open shadow root as declarative shadow
 * DOM. The page is thrown away afterwards, so it is changed in place first:
 * - each shadow root's adopted stylesheets become a <style> at its start, and the document's after
 *   its own styles (adopted sheets come last in the cascade);
 * - every stylesheet <link> becomes a <style> with its rules (the page's own CSS, inlined);
 * - what the user sees of a form control but lives in a property (value, checked, selected) is
 *   written to its attribute, so the twin shows the same text;
 * - every script and script preload goes.
 */
export function serializeStatic(): string {
  const roots: ShadowRoot[] = [];
  const collect = (root: Document | ShadowRoot) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) {
        roots.push(element.shadowRoot);
        collect(element.shadowRoot);
      }
    }
  };
  collect(document);
  const cssOf = (sheets: readonly CSSStyleSheet[]) =>
    sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n');
  const styleWith = (css: string) => {
    const style = document.createElement('style');
    style.textContent = css;
    return style;
  };

  for (const scope of [document, ...roots]) {
    for (const input of scope.querySelectorAll('input')) {
      if (input.type === 'checkbox' || input.type === 'radio')
        input.toggleAttribute('checked', input.checked);
      else if (input.type !== 'file' && input.type !== 'password') input.setAttribute('value', input.value);
    }
    for (const area of scope.querySelectorAll('textarea')) area.textContent = area.value;
    for (const option of scope.querySelectorAll('option'))
      option.toggleAttribute('selected', option.selected);
    for (const script of scope.querySelectorAll('script, link[rel="modulepreload"], link[as="script"]')) {
      script.remove();
    }
  }
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (link.sheet) link.replaceWith(styleWith(cssOf([link.sheet])));
  }
  if (document.adoptedStyleSheets.length > 0)
    document.head.append(styleWith(cssOf(document.adoptedStyleSheets)));
  for (const root of roots) {
    if (root.adoptedStyleSheets.length > 0) root.prepend(styleWith(cssOf(root.adoptedStyleSheets)));
  }

  const html = document.documentElement;
  const attributes = [...html.attributes]
    .map(
      (attribute) =>
        ` ${attribute.name}="${attribute.value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
    )
    .join('');
  const inner = html.getHTML({ serializableShadowRoots: true, shadowRoots: roots });
  return `<!doctype html>\n<html${attributes}>${inner}</html>\n`;
}

/** The twin of the page open in `page` (loaded), as HTML. */
export async function snapshotTwin(page: Page): Promise<string> {
  const html = await page.evaluate(serializeStatic);
  if (/<script\b/i.test(html)) throw new Error(`the twin of ${page.url()} still has a <script>`);
  return html;
}

/**
 * The twins' own server, on its own port: each twin at its page's path, compressed as the real
 * server compresses its pages (compressedText: brotli, else gzip), and every other request (the
 * special order's pictures) answered by the real app, so the twin shows the same images.
 */
export async function serveTwins(
  twins: ReadonlyMap<string, string>,
  realApp: { fetch: (request: Request) => Response | Promise<Response> },
  /** Served over HTTPS with HTTP/2 with it, as the pages are (secure.ts). */
  certificate?: BenchCertificate,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const app = new Hono();
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const twin = twins.get(url.pathname + url.search);
    if (twin !== undefined) return compressedText(c, twin, 'text/html; charset=utf-8', 200);
    return realApp.fetch(c.req.raw);
  });
  if (certificate) return listenSecure(app, certificate);
  // On 'localhost' as the real server, so both are reached the same way.
  const server = await listen(app, 0, 'localhost');
  return { origin: `http://localhost:${server.port}`, close: server.close };
}
