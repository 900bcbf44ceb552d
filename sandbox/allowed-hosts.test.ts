import { once } from 'node:events';
import { connect, createServer } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  type AllowedHostsOptions,
  allowedHostsGuard,
  allowedHostsProblem,
  parseAllowedHosts,
} from './allowed-hosts.ts';
import { createSandboxApp } from './app.ts';

// The guard in front of a sandbox app, as `npm start` and `npm run sandbox` put it: every request
// meets it first, CORS preflights and the controls included.

function guardedSandbox(options: AllowedHostsOptions = {}): Hono {
  const sandbox = createSandboxApp({ authDelayMs: 0 });
  const app = new Hono();
  app.use(allowedHostsGuard(options));
  app.all('*', (c) => sandbox.fetch(c.req.raw));
  return app;
}

/** A GET of the API's auth info with that Host header (none when undefined). */
function infoFor(app: Hono, host: string | undefined): Promise<Response> {
  return Promise.resolve(
    app.request('/api/auth/info', { headers: host === undefined ? {} : { Host: host } }),
  );
}

async function expectAnswered(app: Hono, host: string): Promise<void> {
  const answer = await infoFor(app, host);
  // The sandbox's own answer: no token.
  expect({ host, status: answer.status, body: await answer.json() }).toEqual({
    host,
    status: 401,
    body: { reason: 'Innskráning er útrunnin' },
  });
}

async function expectRefused(app: Hono, host: string | undefined, line: string): Promise<void> {
  const answer = await infoFor(app, host);
  expect({
    host,
    status: answer.status,
    type: answer.headers.get('Content-Type'),
    sniffing: answer.headers.get('X-Content-Type-Options'),
    text: await answer.text(),
  }).toEqual({ host, status: 403, type: 'text/plain; charset=UTF-8', sniffing: 'nosniff', text: line });
}

const notAllowed = (name: string) => `Host "${name}" is not allowed here: add it to SANDBOX_ALLOWED_HOSTS`;

describe('allowedHostsGuard', () => {
  it('answers the loopback names, with or without a port, in any case', async () => {
    const app = guardedSandbox();
    for (const host of [
      'localhost',
      'localhost:8080',
      'LOCALHOST:8080',
      'LocalHost',
      '127.0.0.1',
      '127.0.0.1:8090',
      '[::1]',
      '[::1]:8080',
    ]) {
      await expectAnswered(app, host);
    }
  });

  it('refuses a rebinding name, even one that ends like ours or carries a loopback port', async () => {
    const app = guardedSandbox();
    await expectRefused(app, 'evil.example', notAllowed('evil.example'));
    await expectRefused(app, 'Evil.Example:8080', notAllowed('evil.example'));
    await expectRefused(app, 'localhost.evil.example:8080', notAllowed('localhost.evil.example'));
    await expectRefused(app, '127.0.0.1.nip.io', notAllowed('127.0.0.1.nip.io'));
    await expectRefused(app, '[::2]:8080', notAllowed('[::2]'));
  });

  it('refuses a request without a Host header', async () => {
    await expectRefused(
      guardedSandbox(),
      undefined,
      'No Host header: this server answers only localhost, 127.0.0.1, [::1] and the names in SANDBOX_ALLOWED_HOSTS',
    );
  });

  it('refuses a Host that is no host name, quoted, escaped and cut to 100 characters', async () => {
    const app = guardedSandbox();
    await expectRefused(app, '<b>x</b>', 'Host "<b>x</b>" is not a host name this server answers');
    await expectRefused(app, 'a"b', 'Host "a\\"b" is not a host name this server answers');
    await expectRefused(
      app,
      'localhost:80:80',
      'Host "localhost:80:80" is not a host name this server answers',
    );
    const long = `${'a'.repeat(300)}.example`;
    await expectRefused(app, long, notAllowed(`${'a'.repeat(100)}…`));
  });

  it('answers the names of the setting, and only those', async () => {
    const app = guardedSandbox({ allowedHosts: ['sandbox.test', '192.168.1.20', '[fe80::1]'] });
    await expectAnswered(app, 'sandbox.test');
    await expectAnswered(app, 'SANDBOX.test:8080');
    await expectAnswered(app, '192.168.1.20:8080');
    await expectAnswered(app, '[fe80::1]:8080');
    await expectAnswered(app, 'localhost:8080');
    await expectRefused(app, 'api.sandbox.test', notAllowed('api.sandbox.test'));
    await expectRefused(app, '192.168.1.21', notAllowed('192.168.1.21'));
  });

  it('answers the name it listens on', async () => {
    const named = guardedSandbox({ listenHost: 'devbox.local' });
    await expectAnswered(named, 'devbox.local:8080');
    await expectRefused(named, 'other.local:8080', notAllowed('other.local'));
    await expectAnswered(guardedSandbox({ listenHost: '192.168.1.20' }), '192.168.1.20:8090');
    await expectAnswered(guardedSandbox({ listenHost: 'fe80::1' }), '[fe80::1]:8090');
  });

  it.each(['0.0.0.0', '::', '[::]'])(
    'takes a listen host of %s as a bind, no name: nothing more is answered',
    async (listenHost) => {
      const app = guardedSandbox({ listenHost });
      await expectRefused(app, '0.0.0.0:8080', notAllowed('0.0.0.0'));
      await expectRefused(app, '[::]:8080', notAllowed('[::]'));
      await expectRefused(app, 'evil.example', notAllowed('evil.example'));
      await expectAnswered(app, 'localhost:8080');
    },
  );

  it('refuses a CORS preflight for another name before CORS answers it, and lets ours through', async () => {
    const app = guardedSandbox();
    const preflight = (host: string) =>
      app.request('/api/auth/login', {
        method: 'OPTIONS',
        headers: {
          Host: host,
          Origin: 'http://evil.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type',
        },
      });
    const refused = await preflight('evil.example:8080');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const answered = await preflight('localhost:8080');
    expect(answered.status).toBe(204);
    expect(answered.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('keeps another name from driving the controls', async () => {
    const app = guardedSandbox();
    const armFault = (host: string) =>
      app.request('/__sandbox/faults', {
        method: 'POST',
        headers: { Host: host, 'Content-Type': 'application/json' },
        body: JSON.stringify({ match: 'GET /api', fault: '500' }),
      });
    expect((await armFault('evil.example:8080')).status).toBe(403);
    const faults = await app.request('/__sandbox/faults', { headers: { Host: 'localhost:8080' } });
    expect(await faults.json()).toEqual([]);
    expect((await armFault('localhost:8080')).status).toBe(201);
  });

  it('reads the name of an HTTP/2 request from its :authority, which has no Host header', async () => {
    const server = createServer(getRequestListener(guardedSandbox().fetch));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const client = connect(`http://127.0.0.1:${port}`);
    /** The status and text of a GET of the API's auth info sent to `authority`. */
    const infoOver = async (authority: string) => {
      const stream = client.request({ ':path': '/api/auth/info', ':authority': authority });
      const [headers] = (await once(stream, 'response')) as [Record<string, unknown>];
      stream.setEncoding('utf8');
      let text = '';
      for await (const chunk of stream) text += chunk;
      return { status: headers[':status'], text };
    };
    try {
      expect(await infoOver(`localhost:${port}`)).toEqual({
        status: 401,
        text: JSON.stringify({ reason: 'Innskráning er útrunnin' }),
      });
      expect(await infoOver(`evil.example:${port}`)).toEqual({
        status: 403,
        text: notAllowed('evil.example'),
      });
    } finally {
      client.close();
      server.close();
    }
  });

  it('refuses a name given to it that is no host name', () => {
    expect(() => allowedHostsGuard({ allowedHosts: ['https://sandbox.test'] })).toThrow(
      "allowedHostsGuard: not a host name: 'https://sandbox.test'",
    );
  });
});

describe('parseAllowedHosts', () => {
  it('takes names separated by spaces, in lower case, without their ports', () => {
    const setting = 'sandbox.test  DevBox.local:8080\n192.168.1.20 ::1 [fe80::1]:8090';
    expect(parseAllowedHosts(setting)).toEqual([
      'sandbox.test',
      'devbox.local',
      '192.168.1.20',
      '[::1]',
      '[fe80::1]',
    ]);
    expect(allowedHostsProblem(setting)).toBeUndefined();
  });

  it('is empty when unset or blank', () => {
    for (const setting of [undefined, '', '   ']) {
      expect(parseAllowedHosts(setting)).toEqual([]);
      expect(allowedHostsProblem(setting)).toBeUndefined();
    }
  });

  it.each(['http://sandbox.test', '.sandbox.test', '*', 'sandbox.test/api', 'user@sandbox.test'])(
    'leaves out %s, which is no host name, and names it as a problem',
    (entry) => {
      expect(parseAllowedHosts(`sandbox.test ${entry} devbox.local`)).toEqual([
        'sandbox.test',
        'devbox.local',
      ]);
      expect(allowedHostsProblem(`sandbox.test ${entry} devbox.local`)).toBe(
        `SANDBOX_ALLOWED_HOSTS: expected host names separated by spaces, got ${JSON.stringify(entry)}, e.g. sandbox.test 192.168.1.20`,
      );
    },
  );
});
