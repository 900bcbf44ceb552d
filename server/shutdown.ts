import type { Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface Stopped {
  /** Responses still being sent when the stop began. */
  inFlight: number;
  /** Connections still open when the time ran out, cut off then. */
  forced: number;
}

/**
 * A graceful stop for a load balancer's SIGTERM: stop accepting, let the responses in flight finish
 * (their connections then close instead of waiting for another request), and cut off whatever is
 * left after `forceAfterMs`. It follows the connections and responses from the moment the servers
 * are made, as a stop must know what is in flight.
 */
export function gracefulStop(servers: readonly Server[]): (forceAfterMs: number) => Promise<Stopped> {
  const inFlight = new Set<ServerResponse>();
  const open = new Set<Socket>();
  let stopping = false;
  for (const server of servers) {
    server.on('connection', (socket: Socket) => {
      open.add(socket);
      socket.once('close', () => open.delete(socket));
    });
    server.on('request', (_request, response: ServerResponse) => {
      // A request that arrives on a kept-alive connection after the stop began is the last on it.
      if (stopping && !response.headersSent) response.setHeader('Connection', 'close');
      inFlight.add(response);
      response.once('close', () => {
        inFlight.delete(response);
        // Its connection now waits for a request that must not come.
        if (stopping) server.closeIdleConnections();
      });
    });
  }
  return async (forceAfterMs) => {
    stopping = true;
    const started = inFlight.size;
    for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
    let forced = 0;
    const timer = setTimeout(() => {
      forced = open.size;
      for (const server of servers) server.closeAllConnections();
    }, forceAfterMs);
    // close() stops accepting and closes the connections that wait idle for another request.
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    clearTimeout(timer);
    return { inFlight: started, forced };
  };
}
