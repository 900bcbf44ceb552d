import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type Server } from 'node:net';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListenError, listen, listenProblem, originFor } from './listen.ts';

// What a command prints when it cannot listen: one line that names the port and the setting that
// moves it, status 1, no stack trace: npm start and npm run sandbox as real processes here,
// npm run serve in serve.test.ts.

const project = resolve(import.meta.dirname, '..');
let taken: Server;
let takenPort = 0;

beforeAll(async () => {
  taken = createServer();
  taken.listen(0, '127.0.0.1');
  await once(taken, 'listening');
  const address = taken.address();
  takenPort = typeof address === 'object' && address !== null ? address.port : 0;
});

afterAll(() => {
  taken.close();
});

describe('listen', () => {
  it('throws a ListenError that says why, for a port in use', async () => {
    const error = await listen(new Hono(), takenPort, '127.0.0.1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ListenError);
    expect(error).toMatchObject({ code: 'EADDRINUSE', port: takenPort, address: '127.0.0.1' });
  });

  it('for localhost, throws when the port is taken on ::1 alone, and keeps nothing bound', async () => {
    const onIpv6 = createServer();
    const bound = await new Promise<boolean>((resolve) => {
      onIpv6.once('error', () => resolve(false));
      onIpv6.listen(0, '::1', () => resolve(true));
    });
    // These machines have IPv6 on loopback (without it, localhost is 127.0.0.1 alone).
    expect(bound).toBe(true);
    const address = onIpv6.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const error = await listen(new Hono(), port, 'localhost').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'EADDRINUSE', address: '::1', port });
    // 127.0.0.1 was let go again: another server takes it.
    const after = createServer();
    after.listen(port, '127.0.0.1');
    await once(after, 'listening');
    after.close();
    onIpv6.close();
  });

  it.each([
    ['EADDRINUSE', 'Port 8080 is in use: set PORT to another'],
    ['EACCES', 'Port 8080 needs rights this process lacks: set PORT to one from 1024 up'],
    ['EADDRNOTAVAIL', 'Cannot listen on 10.9.9.9: it is not an address of this machine: set HOST to another'],
    ['ENOTFOUND', 'Cannot listen on 10.9.9.9: no such host: set HOST to another'],
  ])('words %s as one line that names the setting', (code, line) => {
    expect(listenProblem(new ListenError(code, '10.9.9.9', 8080), { port: 'PORT', host: 'HOST' })).toBe(line);
  });

  it('is silent on an error that is not one of listening', () => {
    expect(listenProblem(new Error('other'), { port: 'PORT', host: 'HOST' })).toBeUndefined();
  });
});

describe('originFor', () => {
  it('gives an address a browser can open for HOST', () => {
    expect(originFor('localhost', 8090)).toBe('http://localhost:8090');
    expect(originFor('0.0.0.0', 8090)).toBe('http://localhost:8090');
    expect(originFor('::1', 8090)).toBe('http://[::1]:8090');
  });
});

/** Runs a command's entry as its npm script does, with only the environment given. */
async function run(entry: string, environment: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: project,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...environment },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stderr: Buffer[] = [];
  child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
  child.stdout.resume();
  const [code] = (await once(child, 'exit')) as [number | null];
  return { code, stderr: Buffer.concat(stderr).toString('utf8') };
}

describe('a port in use', () => {
  it.each([
    ['npm start', 'server/start.ts', { PORT: 'port', HOST: '127.0.0.1' }, 'PORT'],
    ['npm run sandbox', 'sandbox/serve.ts', { SANDBOX_PORT: 'port', HOST: '127.0.0.1' }, 'SANDBOX_PORT'],
  ] as const)(
    '%s prints one line that names the port and its setting, and exits with 1',
    async (_, entry, settings, name) => {
      const environment = Object.fromEntries(
        Object.entries(settings).map(([key, value]) => [key, value === 'port' ? String(takenPort) : value]),
      );
      const { code, stderr } = await run(entry, environment);
      expect(code).toBe(1);
      expect(stderr).toBe(`Port ${takenPort} is in use: set ${name} to another\n`);
    },
  );
});
