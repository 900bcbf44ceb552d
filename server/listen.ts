import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import type { Hono } from 'hono';

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
    const listening = await new Promise<boolean>((resolve) => {
      server.once('listening', () => resolve(true));
      // ::1 is missing where IPv6 is off; 127.0.0.1 alone is then enough.
      server.once('error', () => resolve(false));
      server.listen(boundPort, address);
    });
    if (!listening) {
      if (servers.length === 0) throw new Error(`cannot listen on ${address ?? '*'}:${boundPort}`);
      continue;
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
