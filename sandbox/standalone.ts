import { Hono } from 'hono';
import { listen } from '../server/listen.ts';
import { allowedHostsGuard } from './allowed-hosts.ts';
import { createSandboxApp, type SandboxOptions } from './app.ts';
import { sandboxFileReader } from './node-files.ts';

// The sandbox on its own (`npm run sandbox`, sandbox/serve.ts): the retailer's API as it answers from
// another origin than the pages. Node only (it listens and reads the golf videos from the disk);
// app.ts itself stays free of node: for Storybook.

export const defaultSandboxPort = 8090;

export interface StandaloneSandbox {
  /** Where it answers, e.g. `http://localhost:8090`: the API base and every sandbox page. */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

/** The port of SANDBOX_PORT: a whole number 0–65535 (0: any free port), the default when unset. */
export function sandboxPort(setting: string | undefined): number | { readonly problem: string } {
  if (setting === undefined || setting.trim() === '') return defaultSandboxPort;
  const port = Number(setting);
  if (Number.isInteger(port) && port >= 0 && port <= 65_535) return port;
  return { problem: `SANDBOX_PORT: a port number (0–65535) is expected, not '${setting}'` };
}

/** The origin a browser reaches `hostname` by: any-address binds are reached as localhost. */
export function originFor(hostname: string, port: number): string {
  const host = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The settings that point `npm run serve` at the sandbox at `base`. Its 3-D Secure page (the card
 * processor) is on its own origin, which is not the pages' origin, so the challenge stays cross-origin
 * to the page as a real processor's is.
 */
export function serveSettings(base: string): Readonly<Record<string, string>> {
  const sandbox = new URL(base);
  return {
    BYKO_API_BASE: base,
    BYKO_INSTALMENT_SIGNING_URL: `${base}/sandbox/signing/{documentId}`,
    BYKO_LOAN_SIGNING_URL: `${base}/sandbox/loan-signing/{documentId}`,
    BYKO_PROCESSOR_ORIGINS: base,
    // The pages on the sandbox's own host, where a browser reaches them over http, on a port of
    // their own: serve's default would listen on every interface.
    PORT: sandbox.port === '8080' ? '8081' : '8080',
    HOST: sandbox.hostname,
  };
}

/** What `npm run sandbox` prints once it listens: where it is, and how to serve the pages against it. */
export function welcomeLines(base: string): string[] {
  const settings = Object.entries(serveSettings(base)).map(
    // Quoted for the shell: the signing templates' braces.
    ([name, value]) => `  ${name}='${value}' \\`,
  );
  return [
    `The sandbox API on its own: ${base}`,
    'Its 3-D Secure, Google Pay and e-signing pages are on the same origin; test people, payments and',
    'cards: sandbox/README.md. Controls: POST /__sandbox/reset, /__sandbox/faults, /__sandbox/clock (JSON).',
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
