import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { renderRoute } from '../pages/render.ts';
import { pageHtml } from '../pages/shell.ts';
import { createSandboxApp, isSandboxPath } from '../sandbox/app.ts';
import type { SandboxFileReader } from '../sandbox/files.ts';
import { sandboxPageSettings } from '../sandbox/pay/page-settings.ts';
import { processorOrigin as sandboxProcessorOrigin } from '../sandbox/pay/routes.ts';
import { videoFiles } from '../sandbox/video-loop/fixtures.ts';
import {
  cacheControlFor,
  commonSecurityHeaders,
  contentSecurityPolicy,
  parseOrigins,
  revalidate,
} from './http-headers.ts';
import { minimumBytes } from './precompress.ts';
import { pagePreloader } from './preload.ts';

export interface ServerOptions {
  root?: string;
  authDelayMs?: number;
  /**
   * Origins that may frame `iframe=1` pages besides our own: the retailer's site and app. Default:
   * the BYKO_FRAME_ANCESTORS setting (space-separated origins).
   */
  frameAncestors?: readonly string[];
  /**
   * The card processor's origins (its 3-D Secure page and form). Default: the BYKO_PROCESSOR_ORIGINS
   * setting, else the sandbox's stand-in processor, which this server mounts: its own host under
   * the other loopback name (sandbox/pay/routes.ts).
   */
  processorOrigins?: readonly string[];
  /** The API's origins when not this one. Default: the BYKO_API_ORIGINS setting, else none. */
  apiOrigins?: readonly string[];
}

/**
 * The host pages run on the sandbox (here and in `npm run dev`): its page settings (signing pages,
 * Google Pay's test merchant and stand-in pay.js; sandbox/pay/page-settings.ts) in the head.
 */
export function withSandboxSettings(pageTemplate: string): string {
  const metas = sandboxPageSettings.map(
    ([name, content]) => `\n    <meta name="${name}" content="${content}" />`,
  );
  return pageTemplate.replace('<head>', () => `<head>${metas.join('')}`);
}

/** Where the files the sandbox serves are: the golf videos. */
export const videoFilesDirectory = resolve(import.meta.dirname, '../sandbox/video-loop/files');

/**
 * The sandbox's reader of its files in Node (it imports nothing from node: itself). Only the files
 * the sandbox serves, by exact name: a request's name never becomes a path of its own.
 */
export function sandboxFileReader(directory: string = videoFilesDirectory): SandboxFileReader {
  const served: readonly string[] = videoFiles;
  return async (name) => {
    if (!served.includes(name)) return undefined;
    try {
      return new Uint8Array(await readFile(join(directory, name)));
    } catch {
      return undefined;
    }
  };
}

/** The demo links `npm start` and `npm run dev` print. */
export function printWelcome(base: string): void {
  console.log(`BYKO widgets on the sandbox: ${base}`);
  console.log('Try (test people, payments and cards: sandbox/README.md):');
  for (const path of demoPaths) console.log(`  ${base}${path}`);
  console.log(`CDN bundle: ${base}/cdn/byko-widgets.js`);
}

const demoPaths = [
  '/vidskipti',
  '/borga/demo-card',
  '/borga/demo-all',
  '/borga/demo-instalment',
  '/borga/demo-slip',
  '/kvittun/demo-paid',
  '/innri/greidsludreifing',
  '/ekki-til?iframe=1',
];

/** The production server of `npm start`: built pages, the CDN bundle and the sandbox on one origin. */
export function createServerApp(options: ServerOptions = {}): Hono {
  const root = resolve(options.root ?? '.');
  const sandbox = createSandboxApp({
    readFile: sandboxFileReader(),
    ...(options.authDelayMs === undefined ? {} : { authDelayMs: options.authDelayMs }),
  });
  const frameAncestors = options.frameAncestors ?? parseOrigins(process.env.BYKO_FRAME_ANCESTORS);
  const settingOrNone = (setting: readonly string[]) => (setting.length > 0 ? setting : undefined);
  const processorOrigins =
    options.processorOrigins ?? settingOrNone(parseOrigins(process.env.BYKO_PROCESSOR_ORIGINS));
  const apiOrigins = options.apiOrigins ?? parseOrigins(process.env.BYKO_API_ORIGINS);
  const preloads = pagePreloader(join(root, 'dist-cdn'));
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (isSandboxPath(c.req.path)) return sandbox.fetch(c.req.raw);
    await next();
    for (const [name, value] of Object.entries(commonSecurityHeaders)) c.header(name, value);
  });
  // Revalidation for what is not hashed (the loader, the pages): a 304 when nothing changed.
  app.use('*', etag());
  // The CDN bundle is loaded by storefronts on other origins, as module scripts: those are fetched
  // with CORS, so without this header no element renders there.
  app.use('/cdn/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
  });
  // Set after serveStatic has answered: a header its onFound sets comes after the Response is
  // made (@hono/node-server 2) and is lost.
  const cached: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.ok) c.header('Cache-Control', cacheControlFor(c.req.path));
  };
  app.use('/cdn/*', cached);
  app.use('/assets/*', cached);
  // The React typings: serveStatic would call a .ts file an MPEG stream (and not compress it).
  app.get('/cdn/byko-widgets.d.ts', async (c) => {
    c.header('Cache-Control', revalidate);
    const typings = await readFile(join(root, 'dist-cdn', 'byko-widgets.d.ts'), 'utf8').catch(
      () => undefined,
    );
    if (typings === undefined) return c.notFound();
    return compressedText(c, typings, 'text/plain; charset=utf-8', 200);
  });
  // The build's own manifest (source paths; preload.ts reads it from the disk) is not published.
  app.get('/cdn/.vite/*', (c) => c.notFound());
  app.use(
    '/cdn/*',
    serveStatic({
      root: join(root, 'dist-cdn'),
      precompressed: true,
      rewriteRequestPath: (path) => path.replace(/^\/cdn/, ''),
    }),
  );
  app.use('/assets/*', serveStatic({ root: join(root, 'dist-pages'), precompressed: true }));
  const template = readFile(join(root, 'dist-pages', 'index.html'), 'utf8').then(withSandboxSettings);
  // Every other path is a host page, rendered here: a reload keeps the route.
  app.get('*', async (c) => {
    const url = new URL(c.req.url);
    const rendered = renderRoute(url);
    if (rendered.kind === 'redirect') return c.redirect(rendered.to, 302);
    c.header('Cache-Control', revalidate);
    c.header(
      'Content-Security-Policy',
      contentSecurityPolicy({
        // Unset, the sandbox's processor: the other loopback name of the address the page was
        // asked for, or that address's own origin elsewhere; no third party either way.
        processorOrigins: processorOrigins ?? [sandboxProcessorOrigin(c.req.url)],
        apiOrigins,
        framing: { ancestors: frameAncestors, iframe: rendered.iframe },
      }),
    );
    const html = pageHtml(await template, rendered, preloads(rendered.element));
    return compressedText(c, html, 'text/html; charset=utf-8', rendered.status);
  });
  return app;
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

/**
 * Listens on the loopback addresses behind `hostname`. For 'localhost' that is both 127.0.0.1 and
 * ::1: browsers may try either, and the sandbox's 3-D Secure page is served as the "processor" on
 * the other spelling of the host (localhost ↔ 127.0.0.1), which must answer too.
 */
export async function listen(
  app: Hono,
  port: number,
  hostname: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const addresses = hostname === 'localhost' ? ['127.0.0.1', '::1'] : [hostname];
  const servers: Server[] = [];
  let boundPort = port;
  for (const address of addresses) {
    const server = serve({ fetch: app.fetch, port: boundPort, hostname: address }) as Server;
    const listening = await new Promise<boolean>((resolve) => {
      server.once('listening', () => resolve(true));
      // ::1 is missing where IPv6 is off; 127.0.0.1 alone is then enough.
      server.once('error', () => resolve(false));
    });
    if (!listening) {
      if (servers.length === 0) throw new Error(`cannot listen on ${address}:${boundPort}`);
      continue;
    }
    boundPort = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    port: boundPort,
    close: async () => {
      await Promise.all(
        servers.map(
          (server) =>
            new Promise<void>((resolve) => {
              server.closeAllConnections();
              server.close(() => resolve());
            }),
        ),
      );
    },
  };
}
