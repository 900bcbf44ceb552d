import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { cacheControlFor, commonSecurityHeaders, revalidate } from '../http/headers.ts';
import { renderRoute } from '../pages/render.ts';
import { pageHtml } from '../pages/shell.ts';
import type { BuildInfo } from './build-info.ts';
import { inlinePageAssets } from './inline-assets.ts';
import { pageMetaTags, pagePolicy, type SiteSettings } from './page-settings.ts';
import { minimumBytes } from './precompress.ts';
import { pagePreloader } from './preload.ts';

export interface PagesOptions {
  /** The folder the build wrote `dist-pages` and `dist-cdn` into. */
  root: string;
  /**
   * The settings every page carries and its policy is built from; a function of the page's URL
   * where they depend on the origin the page was asked for (the sandbox's, in `npm start`).
   */
  settings: SiteSettings | ((pageUrl: string) => SiteSettings);
  /** What `/healthz` answers. */
  build: BuildInfo;
  /**
   * Whether `/cdn/*.map` is served. They publish the whole source, comments included: `npm start`
   * serves them, `npm run serve` only with BYKO_PUBLIC_SOURCE_MAPS=1.
   */
  publicSourceMaps?: boolean;
}

/**
 * What this server answers itself, before any host page: its health, the CDN bundle and the pages'
 * own files. No page can be at one of these paths, nor under it.
 */
export const serverPaths = { health: '/healthz', cdn: '/cdn', assets: '/assets' } as const;

/**
 * Paths of the API: never the pages' own. Where the API is elsewhere (`npm run serve`), they are not
 * found, rather than a host page's 404 that would load the elements. (`npm start` hands the sandbox
 * its own paths before the pages see them.)
 */
export const notPagePrefixes = ['/api'] as const;

export function isNotPagePath(path: string): boolean {
  return notPagePrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The host pages, `/assets/` and the CDN bundle under `/cdn/`, built from the settings alone. It
 * keeps nothing between requests: two servers of one build and one set of settings answer alike.
 */
export function createPagesApp(options: PagesOptions): Hono {
  const root = resolve(options.root);
  const { settings } = options;
  const { health, cdn, assets } = serverPaths;
  const settingsFor = typeof settings === 'function' ? settings : () => settings;
  const preloads = pagePreloader(join(root, 'dist-cdn'));
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(commonSecurityHeaders)) c.header(name, value);
  });
  app.all('*', async (c, next) => (isNotPagePath(c.req.path) ? c.notFound() : next()));
  // For a load balancer: the build that answers, never cached on the way.
  app.get(health, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok', ...options.build });
  });
  // Revalidation for what is not hashed (the loader, the pages): a 304 when nothing changed.
  app.use('*', etag());
  // The CDN bundle is loaded by storefronts on other origins, as module scripts: those are fetched
  // with CORS, so without this header no element renders there.
  app.use(`${cdn}/*`, async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
  });
  // Set after serveStatic has answered: a header its onFound sets comes after the Response is
  // made (@hono/node-server 2) and is lost.
  const cached: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', cacheControlFor(c.req.path));
  };
  app.use(`${cdn}/*`, cached);
  app.use(`${assets}/*`, cached);
  // The React typings: serveStatic would call a .ts file an MPEG stream (and not compress it).
  app.get(`${cdn}/byko-widgets.d.ts`, async (c) => {
    c.header('Cache-Control', revalidate);
    const typings = await readFile(join(root, 'dist-cdn', 'byko-widgets.d.ts'), 'utf8').catch(
      () => undefined,
    );
    if (typings === undefined) return c.notFound();
    return compressedText(c, typings, 'text/plain; charset=utf-8', 200);
  });
  // The build's own manifest (source paths; preload.ts reads it from the disk) is not published.
  app.get(`${cdn}/.vite/*`, (c) => fileNotFound(c));
  if (!options.publicSourceMaps)
    app.get(`${cdn}/*`, (c, next) => (c.req.path.toLowerCase().endsWith('.map') ? fileNotFound(c) : next()));
  app.use(
    `${cdn}/*`,
    serveStatic({
      root: join(root, 'dist-cdn'),
      precompressed: true,
      rewriteRequestPath: (path) => path.slice(cdn.length),
    }),
  );
  // A file the bundle does not have: a script's import that fails, not a page to show.
  app.all(`${cdn}/*`, (c) => fileNotFound(c));
  app.use(`${assets}/*`, serveStatic({ root: join(root, 'dist-pages'), precompressed: true }));
  // Read on the first page asked for, once: a server that never shows a page needs no template.
  let page: ReturnType<typeof readPage> | undefined;
  const readPage = () =>
    readFile(join(root, 'dist-pages', 'index.html'), 'utf8').then((template) =>
      inlinePageAssets(template, (path) => {
        try {
          return readFileSync(join(root, 'dist-pages', path), 'utf8');
        } catch {
          return undefined;
        }
      }),
    );
  // Every other path is a host page, rendered here: a reload keeps the route.
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const rendered = renderRoute(url);
    if (rendered.kind === 'redirect') return c.redirect(rendered.to, 302);
    const settings = settingsFor(c.req.url);
    c.header('Cache-Control', revalidate);
    page ??= readPage();
    const { html: template, scriptHashes, styleHashes } = await page;
    c.header(
      'Content-Security-Policy',
      pagePolicy(settings, rendered, { scripts: scriptHashes, styles: styleHashes }),
    );
    // The first GETs at the address the element sends them to: the settings' API, never one made
    // from the request's Host, which a client chooses.
    const head = [...pageMetaTags(settings), ...preloads(rendered.element, settings.apiBase)];
    const html = pageHtml(template, rendered, head);
    return compressedText(c, html, 'text/html; charset=utf-8', rendered.status);
  });
  return app;
}

/** A missing file under /cdn/: a short plain answer, where a page would cost kilobytes for nothing. */
function fileNotFound(c: Context): Response {
  c.header('Cache-Control', 'no-store');
  return c.text('Not found\n', 404);
}

/** A page rendered per request, compressed as the files are (brotli, else gzip) from 1 KiB up. */
export function compressedText(c: Context, text: string, contentType: string, status: 200 | 404): Response {
  const body = Buffer.from(text, 'utf8');
  c.header('Content-Type', contentType);
  c.header('Vary', 'Accept-Encoding');
  // 'gzip, deflate, br;q=1.0': the names, less those the browser refuses with a weight of 0.
  const accepted = (c.req.header('Accept-Encoding') ?? '').split(',').flatMap((entry) => {
    const [name, ...parameters] = entry.split(';').map((part) => part.trim());
    const weight = parameters.find((parameter) => parameter.startsWith('q='));
    return weight !== undefined && Number(weight.slice(2)) === 0 ? [] : [name];
  });
  if (body.length < minimumBytes) return c.body(body, status);
  if (accepted.includes('br')) {
    c.header('Content-Encoding', 'br');
    // Quality 5: a page is compressed on every request, where 11 would cost tens of milliseconds.
    return c.body(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), status);
  }
  if (accepted.includes('gzip')) {
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipSync(body), status);
  }
  return c.body(body, status);
}
