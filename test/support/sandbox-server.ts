import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, beforeEach, onTestFinished, vi } from 'vitest';
import { createSandboxApp, type SandboxOptions } from '../../sandbox/app.ts';
import { sandboxFileReader } from '../../sandbox/node-files.ts';
import { type SandboxControl, sandboxControl } from './sandbox-control.ts';

// The real sandbox over HTTP for unit tests: its own server on a free port of 127.0.0.1, with its
// controls (sandbox-control.ts) at hand.

/** A request as the server received it, with the header the sandbox's own log does not keep. */
export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization: string | null;
}

export interface SandboxServer extends SandboxControl {
  /** `http://127.0.0.1:<port>` */
  readonly url: string;
  readonly port: number;
  /** Every request the server received (its controls' too) since it started or `forgetReceived`. */
  received(): ReceivedRequest[];
  forgetReceived(): void;
  close(): Promise<void>;
}

/** The URL a server answers on once it listens (waits for it to listen). */
export async function urlOf(server: Server): Promise<string> {
  if (!server.listening) await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes a server, its open connections included. */
export async function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Starts a sandbox server: logins confirm after 20 ms and timeout faults hold 1 s unless told. */
export async function startSandboxServer(options: SandboxOptions = {}): Promise<SandboxServer> {
  const app = createSandboxApp({
    authDelayMs: 20,
    faultTimeoutMs: 1000,
    readFile: sandboxFileReader(),
    ...options,
  });
  const received: ReceivedRequest[] = [];
  const server = serve({
    fetch: (request) => {
      const { method, url, headers } = request;
      received.push({ method, path: new URL(url).pathname, authorization: headers.get('Authorization') });
      return app.fetch(request);
    },
    port: 0,
    hostname: '127.0.0.1',
  }) as Server;
  const url = await urlOf(server);
  return {
    ...sandboxControl(() => url),
    url,
    port: (server.address() as AddressInfo).port,
    received: () => [...received],
    forgetReceived: () => {
      received.splice(0);
    },
    close: () => closeServer(server),
  };
}

/** The page's request timeout while a 'timeout' fault is armed: well under the fault's 1 s hold. */
const timeoutFaultPageTimeoutMs = 400;

/**
 * For the test that arms a 'timeout' fault: the page's request timeout short (unless the test set
 * one), so the client's own timeout ends the held request; back as it was when the test finishes.
 * Every other request keeps the page's default, so a busy machine never times one out.
 */
function shortenPageTimeoutForThisTest(): void {
  const page = Reflect.get(globalThis, 'window') as { bykoWidgets?: Record<string, unknown> } | undefined;
  const settings = page?.bykoWidgets ?? {};
  if (settings.timeoutMs !== undefined) return;
  vi.stubGlobal('window', { ...page, bykoWidgets: { ...settings, timeoutMs: timeoutFaultPageTimeoutMs } });
  onTestFinished(() => {
    vi.stubGlobal('window', page);
  });
}

/**
 * A sandbox server for the tests of the file (or describe block) that calls this: started before
 * them, reset before each and closed after them. Its members work while the tests run. Arming a
 * 'timeout' fault shortens the page's request timeout for that test (shortenPageTimeoutForThisTest).
 */
export function sandboxServerForTests(options: SandboxOptions = {}): SandboxServer {
  let started: SandboxServer | undefined;
  const server = (): SandboxServer => {
    if (!started) throw new Error('the sandbox server is not running yet');
    return started;
  };

  beforeAll(async () => {
    started = await startSandboxServer(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  beforeEach(async () => {
    await server().reset();
    server().forgetReceived();
  });

  const control = sandboxControl(() => server().url);
  return {
    ...control,
    fault: async (match, fault, extra) => {
      if (fault === 'timeout') shortenPageTimeoutForThisTest();
      await control.fault(match, fault, extra);
    },
    get url() {
      return server().url;
    },
    get port() {
      return server().port;
    },
    received: () => server().received(),
    forgetReceived: () => server().forgetReceived(),
    close: () => server().close(),
  };
}
