import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { loanSigningPageRoutes } from './applications/pages.ts';
import { applicationRoutes } from './applications/routes.ts';
import { bodyLimits } from './bounds.ts';
import { checkoutRoutes } from './checkout/routes.ts';
import { codesRoutes } from './codes/routes.ts';
import { companyCreditRoutes } from './company-credit/routes.ts';
import { controlRoutes, faultInjector, requestLog } from './control.ts';
import { customerRoutes } from './customers/routes.ts';
import { reasonResponse, reasons } from './errors.ts';
import { type SandboxFileReader, staticSandboxFileReader } from './files.ts';
import { invoiceRoutes } from './invoice-scraper/routes.ts';
import { authRoutes } from './login/routes.ts';
import { sandboxPageFolder, sandboxPagePaths, sandboxPagesMount } from './pages.ts';
import { sandboxPageRoutes } from './pay/pages.ts';
import { paymentRoutes, type ThreeDsMode } from './pay/routes.ts';
import { specialOrderRoutes } from './special-order/routes.ts';
import { SandboxState } from './state.ts';
import { videoRoutes } from './video-loop/routes.ts';
import { webcamRoutes } from './webcam/routes.ts';

// The sandbox: the retailer's API as a Hono app. It imports nothing from node: so the same app runs
// in Node (tests, `npm start`) and in the browser (Storybook).

export interface SandboxOptions {
  /** How long an e-ID login takes to confirm itself. Default: SANDBOX_AUTH_DELAY_MS, else 1500. */
  readonly authDelayMs?: number;
  /** How long a `timeout` fault holds a request. Default 30 000. */
  readonly faultTimeoutMs?: number;
  /**
   * What card verify answers: `cross-origin` (default) a form posting to the challenge page on the other
   * loopback host; `own-origin` that form posting to the sandbox's own origin (the sandbox on its own,
   * on another origin than the pages); `inline` the challenge page itself (Storybook, where
   * navigations are not served).
   */
  readonly threeDs?: ThreeDsMode;
  /** How long demo-receipt-late's receipt stays not ready after it is first asked for. Default 3000. */
  readonly lateReceiptMs?: number;
  /**
   * Reads a file the sandbox serves by name (`golf-1.webm`: the golf videos of video-loop/files/).
   * Node hands one in (sandbox/node-files.ts `sandboxFileReader`); the default fetches Storybook's static
   * copy at `sandbox-files/` beside the page, and finds nothing where there is no page (files.ts).
   */
  readonly readFile?: SandboxFileReader;
}

const defaultAuthDelayMs = 1500;
const defaultFaultTimeoutMs = 30_000;
const defaultLateReceiptMs = 3000;

/** Paths the sandbox answers as the retailer's API (spec §7): logged, faultable, open to other origins. */
export const apiPathPrefixes = [
  '/api',
  '/company',
  '/webcam',
  '/invoice',
  '/videos',
  '/sales-orders',
] as const;

/**
 * The pages of the outside services the sandbox plays (3-D Secure, Google Pay, e-signing of instalments
 * and loans): served, open to other origins, never logged or faulted. Listed one by one rather than all
 * of /sandbox/, so a dev server (Vite in Storybook, the element-test runner) still serves the sandbox's
 * own source files (/sandbox/app.ts, /sandbox/pay/routes.ts, …) as modules.
 */
export const sandboxPagePrefixes = [...new Set(Object.values(sandboxPagePaths).map(sandboxPageFolder))];

/** Every path prefix the sandbox serves, for a server that mounts it next to other things. */
export const sandboxPathPrefixes = [...apiPathPrefixes, '/__sandbox', ...sandboxPagePrefixes] as const;

/**
 * True when the sandbox, not the page server, should answer this path. Only paths below a prefix:
 * /webcam and /invoice themselves are host pages (and /golfmot, whose videos are under /videos/).
 */
export function isSandboxPath(path: string): boolean {
  return sandboxPathPrefixes.some((prefix) => path.startsWith(`${prefix}/`));
}

// `process` does not exist in the browser; there the default applies.
function authDelayFromEnvironment(): number {
  const configured = globalThis.process?.env?.SANDBOX_AUTH_DELAY_MS;
  if (configured === undefined || configured.trim() === '') return defaultAuthDelayMs;
  const value = Number(configured);
  return Number.isFinite(value) && value >= 0 ? value : defaultAuthDelayMs;
}

// Widgets may be embedded on another origin and send these headers (widgets/core/runtime/http.ts).
const corsOptions = {
  origin: '*',
  allowHeaders: ['Authorization', 'X-Requested-With', 'Content-Type'],
  allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
};

export function createSandboxApp(options: SandboxOptions = {}): Hono {
  const state = new SandboxState();
  const authDelayMs = options.authDelayMs ?? authDelayFromEnvironment();
  const faultTimeoutMs = options.faultTimeoutMs ?? defaultFaultTimeoutMs;
  const threeDs = options.threeDs ?? 'cross-origin';
  const lateReceiptMs = options.lateReceiptMs ?? defaultLateReceiptMs;
  const readFile = options.readFile ?? staticSandboxFileReader;
  const app = new Hono();

  // CORS first: it answers preflights itself, so they are neither logged nor faulted, and every
  // answer after it (a 413 too) is readable from another origin. The body limits come before anything
  // reads a body; the log notes the request before them, so a refused one is logged too.
  const log = requestLog(state.control);
  for (const prefix of apiPathPrefixes) {
    app.use(
      `${prefix}/*`,
      cors(corsOptions),
      log.arrival,
      bodyLimits,
      log.body,
      faultInjector(state.control, { faultTimeoutMs }),
    );
  }
  app.use(`${sandboxPagesMount}/*`, cors(corsOptions), bodyLimits);
  // The controls send no CORS headers: another site's page may not read or drive them.
  app.use('/__sandbox/*', bodyLimits);

  // Each area gets its own memory and only the shared parts it uses: the sessions, the clock.
  const { sessions } = state;
  const now = state.control.now;
  app.route('/__sandbox', controlRoutes(state.control, { resetAll: state.reset, sessions }));
  app.route('/api/auth', authRoutes(state.login, { sessions, authDelayMs }));
  app.route('/api/customers', customerRoutes({ sessions }));
  // /api/customers/me/max-amount, /api/customers/applications/…, /api/loan/…, /api/address/query.
  app.route('/api', applicationRoutes(state.applications, { sessions, now }));
  app.route('/api', paymentRoutes(state.pay, { sessions, now, threeDs, lateReceiptMs }));
  // /api/company-credit/…, /company/app-validation/{guid} and the app's /api/customers/… calls
  // (find/accounts, company/{ssn}/…, company-credit-increase-requests): full paths, mounted at the root.
  app.route('/', companyCreditRoutes(state.companyCredit, { sessions, now }));
  // /api/checkout/me/…: full paths, mounted at the root.
  app.route('/', checkoutRoutes(state.checkout, { sessions, now }));
  // /sales-orders/{salesId}/exists, the sales-order barcode's check.
  app.route('/', codesRoutes());
  app.route('/api/special-orders', specialOrderRoutes(state.specialOrders, { now }));
  // /webcam/…, /invoice/data and /videos/…: full paths, mounted at the root.
  app.route('/', webcamRoutes({ now }));
  app.route('/', invoiceRoutes());
  app.route('/', videoRoutes({ readFile }));
  app.route(sandboxPagesMount, sandboxPageRoutes(state.pay, { sessions }));
  app.route(sandboxPagesMount, loanSigningPageRoutes(state.applications, { sessions }));

  app.notFound((c) => reasonResponse(c, 404, reasons.noSuchPath));
  app.onError((error, c) => {
    console.error('sandbox:', error);
    return reasonResponse(c, 500, reasons.serverError);
  });
  return app;
}
