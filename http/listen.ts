import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

/** Why a server could not listen: the system's code (EADDRINUSE, EACCES, …), the address and the port. */
export class ListenError extends Error {
  override readonly name = 'ListenError';
  constructor(
    readonly code: string,
    readonly address: string | undefined,
    readonly port: number,
  ) {
    super(`cannot listen on ${address ?? '*'}:${port} (${code})`);
  }
}

/** The settings that choose where a command listens, named in what it prints when it cannot. */
export interface ListenSettingNames {
  port: string;
  host: string;
  /** Said after the line: how the port came from the setting, where it is not the setting itself. */
  note?: string;
}

/**
 * The one line a command prints when it cannot listen: what is wrong, and the setting that changes
 * it. Undefined for an error that is not a ListenError.
 */
export function listenProblem(error: unknown, names: ListenSettingNames): string | undefined {
  if (!(error instanceof ListenError)) return undefined;
  const line = problemLine(error, names);
  return names.note === undefined ? line : `${line} (${names.note})`;
}

function problemLine(error: ListenError, names: ListenSettingNames): string {
  const host = error.address ?? 'every interface';
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${error.port} is in use: set ${names.port} to another`;
    case 'EACCES':
      return `Port ${error.port} needs rights this process lacks: set ${names.port} to one from 1024 up`;
    case 'EADDRNOTAVAIL':
      return `Cannot listen on ${host}: it is not an address of this machine: set ${names.host} to another`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot listen on ${host}: no such host: set ${names.host} to another`;
    default:
      return `Cannot listen on ${host} port ${error.port} (${error.code}): set ${names.port} or ${names.host} to another`;
  }
}

/**
 * Listens as `listen` does; when it cannot, prints `listenProblem`'s line on stderr and exits with
 * status 1, without a stack trace: the commands a person starts (`npm start`, `serve`, `sandbox`).
 */
export async function listenOrExit(
  names: ListenSettingNames,
  ...args: Parameters<typeof listen>
): Promise<Listening> {
  try {
    return await listen(...args);
  } catch (error) {
    const problem = listenProblem(error, names);
    if (problem === undefined) throw error;
    process.stderr.write(`${problem}\n`);
    process.exit(1);
  }
}

/** The origin a browser reaches `hostname` by: any-address binds are reached as localhost. */
export function originFor(hostname: string, port: number): string {
  const host = hostname === '0.0.0.0' || hostname === '::' ? 'localhost' : hostname;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export interface Listening {
  port: number;
  servers: readonly Server[];
  /** Stops at once, closing open connections. */
  close(): Promise<void>;
}

/**
 * Listens on the addresses behind `hostname` (absent: every interface). For 'localhost' that is both
 * 127.0.0.1 and ::1: browsers may try either, and the sandbox's 3-D Secure page is served as the
 * "processor" on the other spelling of the host (localhost ↔ 127.0.0.1), which must answer too.
 * `wrap` sees every request before the app does (the request log).
 */
export async function listen(
  app: Hono,
  port: number,
  hostname?: string,
  wrap: (listener: RequestListener) => RequestListener = (listener) => listener,
): Promise<Listening> {
  const addresses = hostname === 'localhost' ? ['127.0.0.1', '::1'] : [hostname];
  const listener = wrap(getRequestListener(app.fetch));
  const servers: Server[] = [];
  let boundPort = port;
  for (const address of addresses) {
    const server = createServer(listener);
    const failure = await new Promise<NodeJS.ErrnoException | undefined>((resolve) => {
      server.once('listening', () => resolve(undefined));
      server.once('error', (error: NodeJS.ErrnoException) => resolve(error));
      server.listen(boundPort, address);
    });
    if (failure) {
      // ::1 is missing where IPv6 is off: 127.0.0.1 alone is then enough. Any other failure (the
      // port taken on ::1 by another program) would leave a browser that tries ::1 first at that one.
      const missingAddress = failure.code === 'EADDRNOTAVAIL' || failure.code === 'EAFNOSUPPORT';
      if (servers.length > 0 && missingAddress) continue;
      await Promise.all(servers.map((bound) => new Promise((closed) => bound.close(closed))));
      throw new ListenError(failure.code ?? 'unknown', address, boundPort);
    }
    boundPort = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    port: boundPort,
    servers,
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
