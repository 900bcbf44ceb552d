import { resolve } from 'node:path';
import { Hono } from 'hono';
import { commonSecurityHeaders } from '../http/headers.ts';
import { allowedHostsGuard } from '../sandbox/allowed-hosts.ts';
import { createSandboxApp, isSandboxPath } from '../sandbox/app.ts';
import { sandboxFileReader } from '../sandbox/node-files.ts';
import { sandboxServices } from '../sandbox/pages.ts';
import { processorOrigin } from '../sandbox/pay/routes.ts';
import { buildInfo } from './build-info.ts';
import { frontPageHtml, frontPagePolicy } from './demo-links.ts';
import type { SiteSettings } from './page-settings.ts';
import { createPagesApp } from './pages-app.ts';

// `npm start` (and the end-to-end tests, `npm run dev`): the host pages beside the sandbox on one
// origin, the pages carrying the sandbox's settings. Production (serve.ts) imports nothing of this.

export interface ServerOptions {
  root?: string;
  authDelayMs?: number;
  /** Origins that may frame `iframe=1` pages besides our own: the retailer's site and app. */
  frameAncestors?: readonly string[];
  /** Origins a redirect may go to besides the page's. */
  allowedOrigins?: readonly string[];
  /**
   * Who may ask, by the request's Host besides localhost, 127.0.0.1 and [::1]: the host it listens
   * on and SANDBOX_ALLOWED_HOSTS. A page of another name, which DNS rebinding could point here,
   * must not read the sandbox's log or mint its sessions.
   */
  hosts?: { listenHost?: string; allowed: readonly string[] };
}

/**
 * The sandbox's settings for a page asked for at `pageUrl`: the API and the sandbox's services (its
 * signing pages, Google Pay in TEST through its stand-in pay.js) on the page's own origin, the
 * processor on the other loopback name (as the sandbox's 3-D Secure form posts there).
 */
export function sandboxSiteSettings(
  pageUrl: string,
  options: { frameAncestors: readonly string[]; allowedOrigins: readonly string[] },
): SiteSettings {
  const origin = new URL(pageUrl).origin;
  return {
    apiBase: origin,
    ...sandboxServices(origin),
    processorOrigins: [processorOrigin(pageUrl)],
    allowedOrigins: options.allowedOrigins,
    frameAncestors: options.frameAncestors,
  };
}

/** The server of `npm start`: built pages, the CDN bundle and the sandbox on one origin. */
export function createServerApp(options: ServerOptions = {}): Hono {
  const root = resolve(options.root ?? '.');
  const sandbox = createSandboxApp({
    readFile: sandboxFileReader(),
    ...(options.authDelayMs === undefined ? {} : { authDelayMs: options.authDelayMs }),
  });
  const sandboxOptions = {
    frameAncestors: options.frameAncestors ?? [],
    allowedOrigins: options.allowedOrigins ?? [],
  };
  const pages = createPagesApp({
    root,
    settings: (pageUrl) => sandboxSiteSettings(pageUrl, sandboxOptions),
    build: buildInfo(root),
    // A developer's browser shows the sources behind a stack trace.
    publicSourceMaps: true,
  });
  const app = new Hono();
  app.use(
    '*',
    allowedHostsGuard({ listenHost: options.hosts?.listenHost, allowedHosts: options.hosts?.allowed ?? [] }),
  );
  // The front page lists the demo links; production has none (the retailer's site holds it).
  app.get('/', (c) => {
    for (const [name, value] of Object.entries(commonSecurityHeaders)) c.header(name, value);
    c.header('Content-Security-Policy', frontPagePolicy);
    c.header('Cache-Control', 'no-cache');
    return c.html(frontPageHtml());
  });
  app.all('*', (c) => (isSandboxPath(c.req.path) ? sandbox : pages).fetch(c.req.raw, c.env));
  return app;
}
