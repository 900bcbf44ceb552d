import { Hono } from 'hono';
import { listen, originFor } from '../http/listen.ts';
import { plainHttpHosts } from '../http/origins.ts';
import { allowedHostsGuard } from './allowed-hosts.ts';
import { createSandboxApp, type SandboxOptions } from './app.ts';
import { sandboxFileReader } from './node-files.ts';
import { sandboxServices } from './pages.ts';

// The sandbox on its own (`npm run sandbox`, sandbox/serve.ts): the retailer's API as it answers from
// another origin than the pages. Node only (it listens and reads the golf videos from the disk);
// app.ts itself stays free of node: for Storybook.

export interface StandaloneSandbox {
  /** Where it answers, e.g. `http://localhost:8090`: the API base and every sandbox page. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/**
 * The settings that point `npm run serve` at the sandbox at `base`. Its 3-D Secure page (the card
 * processor) is on its own origin, which is not the pages' origin, so the challenge stays cross-origin
 * to the page as a real processor's is.
 */
export function serveSettings(base: string): Readonly<Record<string, string>> {
  const sandbox = new URL(base);
  const services = sandboxServices(base);
  return {
    BYKO_API_BASE: base,
    BYKO_INSTALMENT_SIGNING_URL: services.instalmentSigningUrl,
    BYKO_LOAN_SIGNING_URL: services.loanSigningUrl,
    BYKO_PROCESSOR_ORIGINS: base,
    // The pages on the sandbox's own host, where a browser reaches them over http, on a port of
    // their own: serve's default would listen on every interface.
    PORT: sandbox.port === '8080' ? '8081' : '8080',
    HOST: sandbox.hostname,
  };
}

/** What `npm run sandbox` prints once it listens: where it is, and how to serve the pages against it. */
export function welcomeLines(base: string): string[] {
  const intro = [
    `The sandbox API on its own: ${base}`,
    'Its 3-D Secure, Google Pay and e-signing pages are on the same origin; test people, payments and',
    'cards: docs/sandbox.md. Controls: POST /__sandbox/reset, /__sandbox/faults, /__sandbox/clock (JSON).',
  ];
  if (!plainHttpHosts.includes(new URL(base).hostname)) {
    // serve takes an API over plain http only on this machine's own names.
    return [
      ...intro,
      'npm run serve takes an API over plain http only at localhost or 127.0.0.1: to try the pages',
      'against this sandbox, start it with HOST=localhost, or put it behind https.',
    ];
  }
  const settings = Object.entries(serveSettings(base)).map(
    // Quoted for the shell: the signing templates' braces.
    ([name, value]) => `  ${name}='${value}' \\`,
  );
  return [
    ...intro,
    'To try the pages against it as in production, build them (npm run build), then in another terminal:',
    ...settings,
    '  npm run serve',
  ];
}

export interface StandaloneOptions extends SandboxOptions {
  readonly port: number;
  /** As server/start.ts: `localhost` listens on both loopback addresses. */
  readonly hostname: string;
  /** Names a request's Host may have besides the loopback names and `hostname` (SANDBOX_ALLOWED_HOSTS). */
  readonly allowedHosts?: readonly string[];
}

/** Starts the sandbox on its own: the whole app on one port, its processor on its own origin. */
export async function startStandaloneSandbox({
  port,
  hostname,
  allowedHosts = [],
  ...options
}: StandaloneOptions): Promise<StandaloneSandbox> {
  const app = new Hono();
  // Before anything else: a page of another name that DNS points here reads and drives nothing.
  app.use('*', allowedHostsGuard({ listenHost: hostname, allowedHosts }));
  app.route('/', createSandboxApp({ threeDs: 'own-origin', readFile: sandboxFileReader(), ...options }));
  const server = await listen(app, port, hostname);
  return { url: originFor(hostname, server.port), port: server.port, close: server.close };
}
