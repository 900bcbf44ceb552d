import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlinePageAssets } from './inline-assets.ts';

const template = [
  '<head>',
  '<script type="module" crossorigin src="/assets/main-AbCd1234.js"></script>',
  '<link rel="stylesheet" crossorigin href="/assets/main-EfGh5678.css">',
  '<script type="module" src="/cdn/byko-widgets.js"></script>',
  '</head>',
].join('\n');
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlinePageAssets', () => {
  it("writes the page's own script and stylesheet into it, each named by its hash", () => {
    const files: Record<string, string> = {
      '/assets/main-AbCd1234.js': 'addEventListener("popstate",()=>import("/assets/router.js"));',
      '/assets/main-EfGh5678.css': 'body{margin:0}',
    };
    const page = inlinePageAssets(template, (path) => files[path]);
    expect(page.html).toContain(`<script type="module">${files['/assets/main-AbCd1234.js']}</script>`);
    expect(page.html).toContain('<style>body{margin:0}</style>');
    // Not one of the page's own files under /assets/: the loader, which imports its chunks by
    // relative path, stays a file.
    expect(page.html).toContain('<script type="module" src="/cdn/byko-widgets.js"></script>');
    expect(page.scriptHashes).toEqual([hashOf(files['/assets/main-AbCd1234.js'] ?? '')]);
    expect(page.styleHashes).toEqual([hashOf('body{margin:0}')]);
  });

  it.each([
    ['closes its own element', 'const s="</script><script>alert(1)";'],
    ['opens a comment', 'const s="<!--";'],
    ["names a tag the page's head and body are found by", 'const s="</head><body>";'],
    ['holds a carriage return, which the page would not keep', 'const s=1;\r\nconst t=2;'],
    ["imports from the page's address", 'import{a}from"./chunk.js";a();'],
    ['imports from it later', 'addEventListener("x",()=>import(`./router.js`));'],
    ['reads its own address', 'const base=import.meta.url;'],
  ])('leaves a script that %s as a file, and names no hash for it', (_, code) => {
    const page = inlinePageAssets(template, (path) => (path.endsWith('.js') ? code : 'p{}'));
    expect(page.html).toContain('<script type="module" crossorigin src="/assets/main-AbCd1234.js"></script>');
    expect(page.scriptHashes).toEqual([]);
    expect(page.styleHashes).toEqual([hashOf('p{}')]);
  });

  it.each([
    ['imports another stylesheet', '@import "more.css";'],
    ['draws a picture from its own folder', 'b{background:url(logo.png)}'],
  ])('leaves a stylesheet that %s as a file', (_, css) => {
    const page = inlinePageAssets(template, (path) => (path.endsWith('.css') ? css : 'x();'));
    expect(page.html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-EfGh5678.css">');
    expect(page.styleHashes).toEqual([]);
  });

  it('leaves a file it cannot read as a link', () => {
    const page = inlinePageAssets(template, () => undefined);
    expect(page.html).toBe(template);
    expect([...page.scriptHashes, ...page.styleHashes]).toEqual([]);
  });
});
