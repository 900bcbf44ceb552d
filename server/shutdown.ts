import type { Server, ServerResponse } from 'node:http';

export interface Stopped {
  /** Responses still being sent when the stop began. */
  inFlight: number;
  /** Of those, the ones cut off when the time ran out. */
  forced: number;
}

/**
 * A graceful stop for a load balancer's SIGTERM: stop accepting, let the responses in flight finish
 * (their connections then close instead of waiting for another request), and cut off whatever is
 * left after `forceAfterMs`. Follows each response from the moment the server is made, as a stop
 * must know what is in flight.
 */
export function gracefulStop(servers: readonly Server[]): (forceAfterMs: number) => Promise<Stopped> {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  for (const server of servers) {
    server.on('request', (_request, response: ServerResponse) => {
      // A request that arrives on a kept-alive connection after the stop began is the last on it.
      if (stopping && !response.headersSent) response.setHeader('Connection', 'close');
      inFlight.add(response);
      response.once('close', () => {
        inFlight.delete(response);
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
      forced = inFlight.size;
      for (const server of servers) server.closeAllConnections();
    }, forceAfterMs);
    // close() stops accepting and closes the connections that wait idle for another request.
    await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    clearTimeout(timer);
    return { inFlight: started, forced };
  };
}
