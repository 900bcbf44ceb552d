import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { createStorefrontApp } from '../../demo/storefront.ts';
import { listen } from '../../http/listen.ts';
import { serveSettings, startStandaloneSandbox } from '../../sandbox/standalone.ts';

// Production's topology on this machine, as docs/deploying.md's "Production tried on one machine"
// runs it: the sandbox on its own as the API (`npm run sandbox`'s startStandaloneSandbox), the pages and CDN of
// `npm run serve` as a real process of the production entry with its settings in the environment,
// pointing at that sandbox, and the storefront demo embedding the bundle of the one and the API of
// the other. Three origins: each on a free port of localhost.

const project = resolve(import.meta.dirname, '..', '..');

type ServeProcess = ChildProcessByStdio<null, Readable, Readable>;

export interface SplitTopology {
  /** The sandbox on its own: the API, its 3-D Secure "processor" and its signing pages. */
  readonly sandboxUrl: string;
  /** `npm run serve` with the retailer's site among its allowed origins (BYKO_ALLOWED_ORIGINS). */
  readonly pagesUrl: string;
  /**
   * `npm run serve` with no BYKO_ALLOWED_ORIGINS, and with Google Pay's merchant settings: Google
   * Pay offered through Google's own pay.js, as in production.
   */
  readonly pagesWithoutAllowedUrl: string;
  /** The storefront demo: the bundle from pagesUrl, the API at sandboxUrl. */
  readonly storefrontUrl: string;
  /** Stops them all: the serve processes by SIGTERM, as a load balancer would. */
  stop(): Promise<void>;
}

/** Google Pay's merchant settings, for its PRODUCTION environment (the default). */
const googlePayProduction = {
  BYKO_GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T00000000',
  BYKO_GOOGLE_PAY_MERCHANT_NAME: 'BYKO',
  BYKO_GOOGLE_PAY_GATEWAY: 'example',
  BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID: 'byko',
};

/** The settings of `npm run serve` against the sandbox at `sandboxUrl` (docs/deploying.md, "Settings"). */
export function serveEnvironment(
  sandboxUrl: string,
  more: Record<string, string> = {},
): Record<string, string> {
  // What `npm run sandbox` prints for it, on a free port of its own.
  return { ...serveSettings(sandboxUrl), ...more, PORT: '0', HOST: 'localhost' };
}

/**
 * `node dist-server/serve.mjs` (what `npm run serve` execs) on this project's build, with only
 * `settings` and what a process needs to run in its environment. Resolves with its origin once it
 * prints that it listens; rejects with what it printed if it exits first.
 */
async function startServe(settings: Record<string, string>): Promise<{ url: string; child: ServeProcess }> {
  const child = spawn(process.execPath, ['dist-server/serve.mjs'], {
    cwd: project,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed: string[] = [];
  child.stderr.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  try {
    const port = await new Promise<number>((resolvePort, reject) => {
      lines.on('line', (line) => {
        printed.push(line);
        if (!line.includes('"listening"')) return;
        resolvePort((JSON.parse(line) as { port: number }).port);
      });
      child.once('exit', (code) =>
        reject(new Error(`npm run serve exited (${code}) before it listened:\n${printed.join('\n')}`)),
      );
    });
    // Its request log (a line a request) is read on and dropped: a pipe left full would stall it.
    lines.removeAllListeners('line');
    lines.on('line', () => {});
    return { url: `http://localhost:${port}`, child };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

async function stopServe(child: ServeProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/** Starts the three origins (the pages twice), each on a free port, and answers once all answer. */
export async function startSplitTopology(): Promise<SplitTopology> {
  // A short e-ID confirmation, as the other end-to-end servers have (global-setup.ts).
  const sandbox = await startStandaloneSandbox({ port: 0, hostname: 'localhost', authDelayMs: 300 });
  const started = await Promise.allSettled([
    startServe(serveEnvironment(sandbox.url, { BYKO_ALLOWED_ORIGINS: 'https://www.byko.is' })),
    startServe(serveEnvironment(sandbox.url, googlePayProduction)),
  ]);
  const children = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value.child] : []));
  const [pages, pagesWithoutAllowed] = started;
  if (pages?.status !== 'fulfilled' || pagesWithoutAllowed?.status !== 'fulfilled') {
    await Promise.all([...children.map(stopServe), sandbox.close()]);
    const failed = started.find((result) => result.status === 'rejected');
    throw failed?.status === 'rejected' ? failed.reason : new Error('npm run serve did not start');
  }
  const storefront = await listen(
    createStorefrontApp({
      widgetsOrigin: pages.value.url,
      apiOrigin: sandbox.url,
      processorOrigin: sandbox.url,
    }),
    0,
    'localhost',
  );
  return {
    sandboxUrl: sandbox.url,
    pagesUrl: pages.value.url,
    pagesWithoutAllowedUrl: pagesWithoutAllowed.value.url,
    storefrontUrl: `http://localhost:${storefront.port}`,
    async stop() {
      await Promise.all([...children.map(stopServe), storefront.close(), sandbox.close()]);
    },
  };
}
