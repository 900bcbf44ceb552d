import { resolve } from 'node:path';
import { Hono } from 'hono';
import { createSandboxApp, isSandboxPath } from '../sandbox/app.ts';
import { sandboxFileReader } from '../sandbox/node-files.ts';
import { googlePayScriptPath, googlePayTestMerchant } from '../sandbox/pay/google-pay.ts';
import { processorOrigin } from '../sandbox/pay/routes.ts';
import { buildInfo } from './build-info.ts';
import { parseOrigins } from './http-headers.ts';
import type { SiteSettings } from './page-settings.ts';
import { createPagesApp } from './pages-app.ts';

// `npm start` (and the end-to-end tests, `npm run dev`): the host pages beside the sandbox on one
// origin, the pages carrying the sandbox's settings. Production (serve.ts) imports nothing of this.

export interface ServerOptions {
  root?: string;
  authDelayMs?: number;
  /**
   * Origins that may frame `iframe=1` pages besides our own: the retailer's site and app. Default:
   * the BYKO_FRAME_ANCESTORS setting (space-separated origins).
   */
  frameAncestors?: readonly string[];
  /** Origins a redirect may go to besides the page's. Default: the BYKO_ALLOWED_ORIGINS setting. */
  allowedOrigins?: readonly string[];
}

/**
 * The sandbox's settings for a page asked for at `pageUrl`: the API, the signing pages and the
 * stand-in pay.js on the page's own origin, the processor on the other loopback name (as the
 * sandbox's 3-D Secure form posts there), Google Pay in TEST.
 */
export function sandboxSiteSettings(
  pageUrl: string,
  options: { frameAncestors: readonly string[]; allowedOrigins: readonly string[] },
): SiteSettings {
  const origin = new URL(pageUrl).origin;
  return {
    apiBase: origin,
    instalmentSigningUrl: `${origin}/sandbox/signing/{documentId}`,
    loanSigningUrl: `${origin}/sandbox/loan-signing/{documentId}`,
    processorOrigins: [processorOrigin(pageUrl)],
    allowedOrigins: options.allowedOrigins,
    frameAncestors: options.frameAncestors,
    googlePay: { ...googlePayTestMerchant, scriptUrl: `${origin}${googlePayScriptPath}` },
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

/** The server of `npm start`: built pages, the CDN bundle and the sandbox on one origin. */
export function createServerApp(options: ServerOptions = {}): Hono {
  const root = resolve(options.root ?? '.');
  const sandbox = createSandboxApp({
    readFile: sandboxFileReader(),
    ...(options.authDelayMs === undefined ? {} : { authDelayMs: options.authDelayMs }),
  });
  const sandboxOptions = {
    frameAncestors: options.frameAncestors ?? parseOrigins(process.env.BYKO_FRAME_ANCESTORS),
    allowedOrigins: options.allowedOrigins ?? parseOrigins(process.env.BYKO_ALLOWED_ORIGINS),
  };
  const pages = createPagesApp({
    root,
    settings: (pageUrl) => sandboxSiteSettings(pageUrl, sandboxOptions),
    build: buildInfo(root),
  });
  const app = new Hono();
  app.all('*', (c) => (isSandboxPath(c.req.path) ? sandbox : pages).fetch(c.req.raw, c.env));
  return app;
}
