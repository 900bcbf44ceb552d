import { execFileSync } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createSecureServer, type Http2SecureServer, type ServerHttp2Session } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { getRequestListener } from '@hono/node-server';

/**
 * The pages as a browser gets them in production: over HTTPS with HTTP/2, where the load balancer
 * or CDN in front of `npm run serve` speaks it (docs/deploying.md). Over plain HTTP/1.1 a browser
 * opens up to six connections per origin, each with its own handshake, and Lighthouse simulates
 * exactly that; no deployed page is served so. The bench's own certificate is trusted by its
 * SPKI hash (`--ignore-certificate-errors-spki-list`), so Chromium treats the pages as secure.
 */
export interface BenchCertificate {
  readonly key: string;
  readonly cert: string;
  /** The base64 SHA-256 of its public key, as Chromium's SPKI list takes it. */
  readonly spki: string;
}

/** A new self-signed certificate for localhost (openssl), or undefined where openssl is missing. */
export function benchCertificate(): BenchCertificate | undefined {
  const folder = mkdtempSync(join(tmpdir(), 'bench-cert-'));
  try {
    const keyFile = join(folder, 'key.pem');
    const certFile = join(folder, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1',
        '-keyout',
        keyFile,
        '-out',
        certFile,
      ],
      { stdio: 'ignore' },
    );
    const cert = readFileSync(certFile, 'utf8');
    const publicKey = new X509Certificate(cert).publicKey.export({ type: 'spki', format: 'der' });
    return {
      key: readFileSync(keyFile, 'utf8'),
      cert,
      spki: createHash('sha256').update(publicKey).digest('base64'),
    };
  } catch {
    return undefined;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Chromium's flag that trusts `certificate` (its own, for this run only). */
export const trustFlag = (certificate: BenchCertificate): string =>
  `--ignore-certificate-errors-spki-list=${certificate.spki}`;

/**
 * Serves `app` over HTTPS with HTTP/2 (HTTP/1.1 for a client without it) on localhost only, as
 * http/listen.ts serves it plainly: 127.0.0.1 and ::1 (where IPv6 is on) on one port.
 */
export async function listenSecure(
  app: { fetch: (request: Request) => Response | Promise<Response> },
  certificate: BenchCertificate,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const listener = getRequestListener(app.fetch);
  const servers: Http2SecureServer[] = [];
  const sessions = new Set<ServerHttp2Session>();
  let port = 0;
  for (const address of ['127.0.0.1', '::1']) {
    const server = createSecureServer(
      { key: certificate.key, cert: certificate.cert, allowHTTP1: true },
      listener,
    );
    server.on('session', (session) => {
      sessions.add(session);
      session.once('close', () => sessions.delete(session));
    });
    const listening = await new Promise<boolean>((resolve) => {
      server.once('listening', () => resolve(true));
      server.once('error', () => resolve(false));
      server.listen(port, address);
    });
    if (!listening) {
      if (servers.length === 0) throw new Error(`cannot listen on ${address}:${port}`);
      continue;
    }
    port = (server.address() as AddressInfo).port;
    servers.push(server);
  }
  return {
    origin: `https://localhost:${port}`,
    // At once: an HTTP/2 session a browser keeps open would hold close() until it times out.
    close: async () => {
      for (const session of sessions) session.destroy();
      await Promise.all(
        servers.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
      );
    },
  };
}
