import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import * as v from 'valibot';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { largeInvoicePdf } from '../test/support/large-invoice.ts';
import { sandboxControl } from '../test/support/sandbox-control.ts';
import { sampleInvoices } from './invoice-scraper/fixtures.ts';
import { anna, bjarni } from './people.ts';
import { readStandaloneSettings } from './settings.ts';
import { serveSettings, welcomeLines } from './standalone.ts';

// `npm run sandbox`: sandbox/serve.ts run as `npm run sandbox` runs it, in a process of its own on a
// free port, and tried over HTTP from another origin: what it prints, CORS, its pages on its own
// origin, the limits on what a body may weigh, and another request's answer while an invoice is read.

let child: ChildProcess;
let base = '';
const control = sandboxControl(() => base);
const printed: string[] = [];

beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/serve.ts'], {
    env: {
      ...process.env,
      SANDBOX_PORT: '0',
      HOST: '127.0.0.1',
      SANDBOX_AUTH_DELAY_MS: '20',
      SANDBOX_ALLOWED_HOSTS: 'sandbox.test',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const welcome = 'The sandbox API on its own: ';
  base = await new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      printed.push(line);
      if (line.startsWith(welcome)) resolve(line.slice(welcome.length));
    });
    child.once('exit', (code) => reject(new Error(`npm run sandbox ended (${code}): ${printed.join('\n')}`)));
  });
  // The rest of the welcome is written at once with the first line.
  await vi.waitFor(() => expect(printed.at(-1)).toBe('  npm run serve'));
}, 60_000);

afterAll(async () => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
});

beforeEach(async () => {
  await control.reset();
});

describe('npm run sandbox', () => {
  it('prints its address and the settings that point npm run serve at it', () => {
    expect(base).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(printed).toEqual(
      expect.arrayContaining([
        `  BYKO_API_BASE='${base}' \\`,
        `  BYKO_INSTALMENT_SIGNING_URL='${base}/sandbox/signing/{documentId}' \\`,
        `  BYKO_LOAN_SIGNING_URL='${base}/sandbox/loan-signing/{documentId}' \\`,
        `  BYKO_PROCESSOR_ORIGINS='${base}' \\`,
        "  PORT='8080' \\",
        "  HOST='127.0.0.1' \\",
        '  npm run serve',
      ]),
    );
  });

  it('answers only the names it is reached by: another Host gets 403, SANDBOX_ALLOWED_HOSTS is answered', async () => {
    const port = new URL(base).port;
    const asked = (host: string, path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(`${base}${path}`, { headers: { Host: host } }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
          );
        });
        request.once('error', reject);
        request.end();
      });
    for (const path of [
      '/__sandbox/requests',
      '/api/payment?paymentId=demo-card',
      '/sandbox/3ds/challenge',
    ]) {
      expect(await asked(`rebound.example:${port}`, path)).toEqual({
        status: 403,
        body: 'Host "rebound.example" is not allowed here: add it to SANDBOX_ALLOWED_HOSTS',
      });
    }
    expect((await asked(`sandbox.test:${port}`, '/__sandbox/requests')).status).toBe(200);
    expect((await asked(`localhost:${port}`, '/api/payment?paymentId=demo-card')).status).toBe(200);
  });

  it.each([
    ['an API call', '/api/auth/login', 'POST'],
    ['the 3-D Secure page', '/sandbox/3ds/decision', 'POST'],
    ['a signing page', '/sandbox/signing/doc-1', 'POST'],
  ])('answers a CORS preflight from any origin for %s', async (_what, path, method) => {
    const preflight = await fetch(`${base}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.byko.is',
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization,x-requested-with,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toContain(method);
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe(
      'Authorization,X-Requested-With,Content-Type',
    );
  });

  it('allows no other origin to drive its controls', async () => {
    const preflight = await fetch(`${base}/__sandbox/reset`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.byko.is',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('answers card verify with a form to its own 3-D Secure page, which it serves', async () => {
    const verify = await control.post('/api/payment/v2/card/verify', {
      paymentId: 'demo-card',
      cardInfo: { cardNumber: '4242424242424242', expirationMonth: '12', expirationYear: '2099', cvc: '123' },
      virtualCardId: null,
      googlePayToken: null,
    });
    const { rawResponse } = v.parse(v.object({ rawResponse: v.string() }), await verify.json());
    const action = /action="([^"]+)"/.exec(rawResponse)?.[1];
    const session = /name="session" value="([^"]+)"/.exec(rawResponse)?.[1];
    expect(action).toBe(`${base}/sandbox/3ds/challenge`);
    const challenge = await fetch(`${base}/sandbox/3ds/challenge`, {
      method: 'POST',
      body: new URLSearchParams({ session: session ?? '' }),
    });
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toContain('Staðfesta');
  });

  it('serves the signing pages at the addresses it prints', async () => {
    /** The document a person's request gives to sign. */
    const documentFor = async (person: typeof anna, path: string, body: object) => {
      const { token } = await control.loginByPhone(person);
      const answer = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ phone: person.phone, email: person.email, ...body }),
      });
      return v.parse(v.object({ documentId: v.string() }), await answer.json()).documentId;
    };
    const settings = serveSettings(base);
    const signings = [
      [
        settings.BYKO_INSTALMENT_SIGNING_URL,
        await documentFor(anna, '/api/payment/pay-with-partial-payment', {
          paymentId: 'demo-instalment',
          paymentCount: 7,
          creditInfoCheckApproved: false,
        }),
      ],
      [
        settings.BYKO_LOAN_SIGNING_URL,
        await documentFor(bjarni, '/api/loan/submit-request', { amount: 300_000, description: 'Pallur' }),
      ],
    ] as const;
    for (const [template, documentId] of signings) {
      const page = await fetch((template ?? '').replace('{documentId}', documentId));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Undirrita');
    }
  });
});

describe('what a body may weigh (413 with a reason)', () => {
  const tooLarge = { reason: 'Beiðnin er of stór: hámarkið er 1 MB' };

  /** A JSON body of `bytes` bytes: `{"phone":"…"}`. */
  const jsonOf = (bytes: number) => `{"phone":"${'1'.repeat(bytes - 12)}"}`;

  /** The body as a stream, so it goes without a declared length (chunked). */
  const streamed = (text: string) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let at = 0; at < bytes.length; at += 64 * 1024)
          controller.enqueue(bytes.subarray(at, at + 64 * 1024));
        controller.close();
      },
    });

  it('takes a JSON body of 1 MB', async () => {
    const answer = await control.post('/api/auth/phone-auth-codes', JSON.parse(jsonOf(1_048_576)));
    // Read, and refused for what it says: the phone is not a phone.
    expect(answer.status).toBe(400);
    expect((await control.requests())[0]).toMatchObject({ status: 400, bodyBytes: 1_048_576 });
  });

  it('refuses a larger one, declared or streamed, and logs it refused', async () => {
    const path = '/api/auth/phone-auth-codes';
    const declared = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: jsonOf(1_048_577),
    });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual(tooLarge);
    const chunked = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: streamed(jsonOf(5 * 1_048_576)),
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual(tooLarge);
    expect(await control.requests()).toEqual([
      { method: 'POST', path, query: {}, body: null, status: 413 },
      { method: 'POST', path, query: {}, body: null, status: 413 },
    ]);
  });

  it('refuses a larger body on the controls', async () => {
    const answer = await fetch(`${base}/__sandbox/clock`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: `{"now":null,"x":"${'1'.repeat(1_048_576)}"}`,
    });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual(tooLarge);
  });

  it('refuses an invoice upload over 10 MB', async () => {
    const form = new FormData();
    form.append('files', new File([new Uint8Array(10_485_761)], 'stor.pdf', { type: 'application/pdf' }));
    const answer = await fetch(`${base}/invoice/data`, { method: 'POST', body: form });
    expect(answer.status).toBe(413);
    expect(await answer.json()).toEqual({ reason: 'Skrárnar eru of stórar: hámarkið er 10 MB samtals' });
  });
});

describe('reading a 10 MB invoice', () => {
  it('keeps answering other requests while it reads, and reads the invoice', async () => {
    // 10 MB: the sample invoice, 2 MB of fine print PDF.js reads line by line, and a scan.
    const pdf = await largeInvoicePdf({ bytes: 10_000_000, finePrintBytes: 2_000_000 });
    const form = new FormData();
    form.append('files', new File([pdf], 'stor-reikningur.pdf', { type: 'application/pdf' }));
    const started = performance.now();
    let answeredAt: number | undefined;
    const upload = fetch(`${base}/invoice/data`, { method: 'POST', body: form }).finally(() => {
      answeredAt = performance.now();
    });

    // Another page's call, one after another until the invoice is answered, each timed on its own
    // (the last may be answered after the invoice: it was sent while the invoice was read).
    const probes: number[] = [];
    while (answeredAt === undefined) {
      const sent = performance.now();
      const answer = await fetch(`${base}/api/payment?paymentId=demo-card`);
      await answer.arrayBuffer();
      probes.push(performance.now() - sent);
    }
    const reading = answeredAt - started;

    const answer = await upload;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      rootElement: { invoices: { 'stor-reikningur.pdf': { json: sampleInvoices['invoice-2026-0001.pdf'] } } },
    });
    const sorted = [...probes].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? Infinity;
    const slowest = sorted.at(-1) ?? Infinity;
    // While it is read, the other calls keep being answered: at least 10 of them. The figure
    // for such a call is 200 ms: the typical one (the median) is held to it. Any one call can be
    // held a few hundred milliseconds longer by what the reader does not control on a loaded 2-core
    // machine (the other unit files run beside this one; a collection of the 10 MB's garbage); so
    // the slowest is held to half the read. A reader that does not give way holds a call for the
    // whole of PDF.js's part, most of the read, and answers only a few while it reads.
    expect(probes.length).toBeGreaterThanOrEqual(10);
    expect(median).toBeLessThan(200);
    expect(slowest).toBeLessThan(reading / 2);
  }, 120_000);
});

describe('settings', () => {
  it('takes SANDBOX_PORT, HOST, SANDBOX_ALLOWED_HOSTS and SANDBOX_AUTH_DELAY_MS, with their defaults', () => {
    expect(readStandaloneSettings({})).toEqual({
      ok: true,
      settings: { port: 8090, host: 'localhost', allowedHosts: [] },
    });
    expect(
      readStandaloneSettings({
        SANDBOX_PORT: '0',
        HOST: '[::1]',
        SANDBOX_ALLOWED_HOSTS: 'mybox.lan',
        SANDBOX_AUTH_DELAY_MS: '20',
      }),
    ).toEqual({ ok: true, settings: { port: 0, host: '::1', allowedHosts: ['mybox.lan'], authDelayMs: 20 } });
  });

  it('names each one it refuses on a line, with an example of its own', () => {
    expect(
      readStandaloneSettings({
        SANDBOX_PORT: '70000',
        HOST: 'my host',
        SANDBOX_ALLOWED_HOSTS: 'https://mybox.lan',
        SANDBOX_AUTH_DELAY_MS: 'soon',
      }),
    ).toEqual({
      ok: false,
      problems: [
        'SANDBOX_PORT: expected a port number from 0 to 65535, got "70000", e.g. 8090',
        'HOST: expected a host name or IP address to listen on, got "my host", e.g. localhost',
        'SANDBOX_ALLOWED_HOSTS: expected host names separated by spaces, got "https://mybox.lan", e.g. sandbox.test 192.168.1.20',
        'SANDBOX_AUTH_DELAY_MS: expected a whole number of milliseconds, got "soon", e.g. 1500',
      ],
    });
    expect(readStandaloneSettings({ SANDBOX_PORT: '0x10' })).toMatchObject({ ok: false });
  });

  it('prints the serve command only for a host whose http origin serve takes', () => {
    expect(welcomeLines('http://127.0.0.1:8090').at(-1)).toBe('  npm run serve');
    expect(welcomeLines('http://[::1]:8090').join('\n')).not.toContain('npm run serve\n');
    expect(welcomeLines('http://mybox.lan:8090').at(-1)).toBe(
      'against this sandbox, start it with HOST=localhost, or put it behind https.',
    );
  });
});
