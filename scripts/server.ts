import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { createSandboxApp, isSandboxPath } from '../sandbox/app.ts';

export interface ServerOptions {
  root?: string;
  authDelayMs?: number;
}

/** The production server of `npm start`: built pages, the CDN bundle and the sandbox on one origin. */
export function createServerApp(options: ServerOptions = {}): Hono {
  const root = resolve(options.root ?? '.');
  const sandbox = createSandboxApp(
    options.authDelayMs === undefined ? {} : { authDelayMs: options.authDelayMs },
  );
  const app = new Hono();
  app.use('*', async (c, next) => {
    if (isSandboxPath(c.req.path)) return sandbox.fetch(c.req.raw);
    await next();
  });
  app.use('*', compress());
  app.use(
    '/cdn/*',
    serveStatic({ root: join(root, 'dist-cdn'), rewriteRequestPath: (path) => path.replace(/^\/cdn/, '') }),
  );
  app.use('/assets/*', serveStatic({ root: join(root, 'dist-pages') }));
  const indexHtml = readFile(join(root, 'dist-pages', 'index.html'), 'utf8');
  // Every other path is a host page: the router picks the view, so a reload keeps the route.
  app.get('*', async (c) => c.html(await indexHtml));
  return app;
}
