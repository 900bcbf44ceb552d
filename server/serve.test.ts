import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run serve` as a real process, as its script starts it (node --import tsx server/serve.ts), on
// a small build of its own, with its settings in the environment. Each test waits for what it needs:
// a line on stdout, a response.

const project = resolve(import.meta.dirname, '..');
const root = mkdtempSync(join(tmpdir(), 'byko-serve-'));
const empty = mkdtempSync(join(tmpdir(), 'byko-serve-unbuilt-'));
const loader = 'import("./chunks/pay.element-AbCd1234.js");\n';
/** Larger than what the sockets between two processes hold: a reader that stops keeps it in flight. */
const large = randomBytes(32 * 1024 * 1024);

const settings = {
  BYKO_API_BASE: 'https://api.byko.is',
  BYKO_INSTALMENT_SIGNING_URL: 'https://undirritun.byko.is/skjal/{documentId}',
  BYKO_LOAN_SIGNING_URL: 'https://undirritun.byko.is/lan/{documentId}',
  BYKO_PROCESSOR_ORIGINS: 'https://processor.example https://acs.bank.example',
  BYKO_ALLOWED_ORIGINS: 'https://www.byko.is',
  BYKO_GOOGLE_PAY_MERCHANT_ID: 'BCR2DN4T',
  BYKO_GOOGLE_PAY_MERCHANT_NAME: 'BYKO "Smiðja" <hf>',
  BYKO_GOOGLE_PAY_GATEWAY: 'adyen',
  BYKO_GOOGLE_PAY_GATEWAY_MERCHANT_ID: 'BykoECOM',
  BYKO_REPORT_URL: 'https://villur.byko.is/skyrsla',
  PORT: '0',
  HOST: '127.0.0.1',
};

function write(path: string, content: string | Buffer | object) {
  const file = join(root, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(
    file,
    typeof content === 'string' || Buffer.isBuffer(content) ? content : JSON.stringify(content),
  );
}

type Serve = ChildProcessByStdio<null, Readable, Readable>;
const started: Serve[] = [];

interface Waiter {
  wanted: (line: string) => boolean;
  resolve: (line: string) => void;
  reject: (error: Error) => void;
}

/**
 * The first line on one of the process's streams that a test wants, as soon as it comes; when the
 * stream ends without it, the lines that did come.
 */
function lines(stream: Readable): (wanted: (line: string) => boolean) => Promise<string> {
  const seen: string[] = [];
  let waiting: Waiter[] = [];
  let ended = false;
  const input = createInterface({ input: stream });
  input.on('line', (line) => {
    seen.push(line);
    const found = waiting.filter((waiter) => waiter.wanted(line));
    waiting = waiting.filter((waiter) => !found.includes(waiter));
    for (const waiter of found) waiter.resolve(line);
  });
  input.on('close', () => {
    ended = true;
    for (const waiter of waiting) waiter.reject(new Error(`not among the lines:\n${seen.join('\n')}`));
    waiting = [];
  });
  return (wanted) => {
    const found = seen.find(wanted);
    if (found !== undefined) return Promise.resolve(found);
    if (ended) return Promise.reject(new Error(`not among the lines:\n${seen.join('\n')}`));
    return new Promise((resolve, reject) => waiting.push({ wanted, resolve, reject }));
  };
}

/** A GET's response, once its headers are in. */
function response(url: string, agent: Agent): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => get(url, { agent }, resolve).once('error', reject));
}

function serve(environment: Record<string, string>, cwd = root) {
  // Only what the test gives, and what a process needs to run: no setting leaks in from outside.
  // tsx from this project, as the build it serves is elsewhere.
  const child = spawn(
    process.execPath,
    ['--import', import.meta.resolve('tsx'), join(project, 'server', 'serve.ts')],
    {
      cwd,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...environment },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push(child);
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  return { child, stdout: lines(child.stdout), stderr: lines(child.stderr), exited };
}

async function listening(process: ReturnType<typeof serve>): Promise<string> {
  const line = await process.stdout((text) => text.includes('"listening"'));
  const { port } = JSON.parse(line) as { port: number };
  return `http://127.0.0.1:${port}`;
}

const json = (line: string) => JSON.parse(line) as Record<string, unknown>;

beforeAll(() => {
  write(
    'dist-pages/index.html',
    '<!doctype html>\n<html lang="is">\n  <head>\n    <meta charset="utf-8" />\n    <title>BYKO</title>\n' +
      '    <script type="module" src="/cdn/byko-widgets.js"></script>\n  </head>\n  <body></body>\n</html>\n',
  );
  write('dist-cdn/byko-widgets.js', loader);
  write('dist-cdn/chunks/pay.element-AbCd1234.js', 'export const pay = 1;\n');
  write('dist-cdn/chunks/large-AbCd1234.js', large);
});

afterAll(() => {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(root, { recursive: true, force: true });
  rmSync(empty, { recursive: true, force: true });
});

describe('npm run serve, before it listens', () => {
  it('refuses to start without its settings or a build: a line for each, status 1', async () => {
    const refused = serve({ PORT: '80a' }, empty);
    const [code] = await refused.exited;
    expect(code).toBe(1);
    // Each setting's line as settings.test.ts words it; the build's lines are serve.ts's own.
    for (const name of [
      'BYKO_API_BASE',
      'BYKO_INSTALMENT_SIGNING_URL',
      'BYKO_LOAN_SIGNING_URL',
      'BYKO_PROCESSOR_ORIGINS',
      'PORT',
    ]) {
      await refused.stderr((line) => line.startsWith(`${name}: `));
    }
    for (const file of ['dist-pages/index.html', 'dist-cdn/byko-widgets.js']) {
      expect(await refused.stderr((line) => line.startsWith(`${file}: `))).toBe(
        `${file}: missing: build first (npm run build), and run it in the folder that holds dist-cdn/ and dist-pages/`,
      );
    }
  });
});

describe('npm run serve on a port in use', () => {
  it('prints one line that names the port and PORT, and exits with 1, without a stack trace', async () => {
    const first = serve(settings);
    const port = new URL(await listening(first)).port;
    const second = serve({ ...settings, PORT: port });
    const [code] = await second.exited;
    expect(code).toBe(1);
    expect(await second.stderr((line) => line !== '')).toBe(`Port ${port} is in use: set PORT to another`);
    await expect(
      second.stderr((line) => line !== `Port ${port} is in use: set PORT to another`),
    ).rejects.toThrow();
    first.child.kill('SIGTERM');
    await first.exited;
  });
});

describe('npm run serve, listening', () => {
  let running: ReturnType<typeof serve>;
  let base = '';

  beforeAll(async () => {
    running = serve(settings);
    base = await listening(running);
  });

  afterAll(async () => {
    running.child.kill('SIGTERM');
    await running.exited;
  });

  it("answers /healthz with the build's version", async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    const { version } = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(await response.json()).toEqual({
      status: 'ok',
      version,
      build: createHash('sha256').update(loader).digest('hex').slice(0, 12),
    });
  });

  it('logs a request as a JSON line of its route pattern, without the kennitala or the query', async () => {
    const response = await fetch(`${base}/company-credit/1203892039?phone=8201234`);
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    const line = await running.stdout((text) => text.includes('/company-credit/'));
    expect(Object.keys(json(line))).toEqual(['method', 'route', 'status', 'ms']);
    expect(json(line)).toMatchObject({ method: 'GET', route: '/company-credit/{companySsn}', status: 200 });
    expect(json(line).ms).toEqual(expect.any(Number));
    expect(line).not.toMatch(/1203892039|8201234|\?/);
    await (await fetch(`${base}/cdn/chunks/pay.element-AbCd1234.js?v=1`)).arrayBuffer();
    expect(json(await running.stdout((text) => text.includes('/cdn/')))).toMatchObject({ route: '/cdn/*' });
  });

  it('gives the pages the settings of its environment (their tags and policy: server.test.ts, page-settings.test.ts)', async () => {
    const response = await fetch(`${base}/borga/demo-card`);
    const head = (await response.text()).split('</head>')[0] ?? '';
    expect(head).toContain('<meta name="byko-api-base" content="https://api.byko.is" />');
    expect(head).toContain('<meta name="byko-google-pay-merchant-id" content="BCR2DN4T" />');
    expect(head).toContain('<meta name="byko-report-url" content="https://villur.byko.is/skyrsla" />');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain(
      "connect-src 'self' https://pay.google.com https://api.byko.is https://villur.byko.is;",
    );
  });
});

describe('npm run serve, stopped by SIGTERM', () => {
  it('stops accepting, finishes the response in flight, and exits with 0', async () => {
    const stopping = serve(settings);
    const base = await listening(stopping);
    // A kept-alive connection waiting idle must not hold the stop up, nor the one in flight once done.
    const idleAgent = new Agent({ keepAlive: true });
    const idle = await response(`${base}/healthz`, idleAgent);
    await finished(idle.resume());
    const agent = new Agent({ keepAlive: true });
    const inFlight = await response(`${base}/cdn/chunks/large-AbCd1234.js`, agent);
    inFlight.pause();
    expect(inFlight.statusCode).toBe(200);
    const stoppedAt = Date.now();
    stopping.child.kill('SIGTERM');
    await stopping.stdout((line) => line.includes('"stopping"'));
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    const received: Buffer[] = [];
    inFlight.on('data', (chunk: Buffer) => received.push(chunk));
    inFlight.resume();
    await finished(inFlight);
    expect(Buffer.concat(received).equals(large)).toBe(true);

    const [code] = await stopping.exited;
    expect(code).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(json(await stopping.stdout((line) => line.includes('"stopped"')))).toEqual({
      event: 'stopped',
      inFlight: 1,
      forced: 0,
    });
    expect(json(await stopping.stdout((line) => line.includes('/cdn/')))).toMatchObject({
      route: '/cdn/*',
      status: 200,
    });
    agent.destroy();
    idleAgent.destroy();
  });
});
