import { describe, expect, it } from 'vitest';
import { largeInvoicePdf } from '../test/support/large-invoice.ts';
import { bounds } from './bounds.ts';
import { invoiceErrors } from './invoice-scraper/fixtures.ts';
import { readInvoice } from './invoice-scraper/invoice.ts';
import { anna } from './people.ts';
import { testSandbox } from './testing.ts';

// The sandbox's bounds (SANDBOX.md, sandbox/README.md "Bounds") against an app in memory: the log's
// cap and cut, a deeply nested body, the controls' content type, an invoice's reading given up. The
// limits on what a body may weigh, and other requests' answers while an invoice is read, are tested
// over HTTP, against the sandbox on its own (standalone.test.ts).

const codePath = '/api/auth/phone-auth-codes';

/** A JSON body of `levels` nested arrays: `[[[…]]]`. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('the request log', () => {
  it('keeps the newest 1 000 requests, in arrival order', async () => {
    const sandbox = testSandbox();
    const sent = bounds.loggedRequests + 5;
    for (let index = 0; index < sent; index += 1) await sandbox.get(`/api/payment?paymentId=log-${index}`);
    const { body } = await sandbox.get('/__sandbox/requests');
    expect(body).toHaveLength(1000);
    const ids = (body as { query: { paymentId: string } }[]).map((entry) => entry.query.paymentId);
    expect(ids[0]).toBe('log-5');
    expect(ids.at(-1)).toBe(`log-${sent - 1}`);
  });

  it('keeps a body of up to 4 KB parsed, and a longer one as its first 4 KB of text with its size', async () => {
    const sandbox = testSandbox();
    // 4 096 bytes exactly: `{"phone":"` + digits + `"}`.
    const fits = { phone: '1'.repeat(bounds.loggedBodyBytes - 12) };
    expect(JSON.stringify(fits)).toHaveLength(4096);
    // Over 4 KB, with two-byte letters across the cut: the text ends at a whole letter.
    const long = JSON.stringify({ phone: anna.phone, note: 'þ'.repeat(3000) });
    await sandbox.post(codePath, fits);
    await sandbox.post(codePath, long);

    const [kept, cut] = (await sandbox.get('/__sandbox/requests')).body as Record<string, unknown>[];
    expect(kept).toEqual({ method: 'POST', path: codePath, query: {}, body: fits, status: 400 });
    expect(cut).toMatchObject({
      method: 'POST',
      path: codePath,
      bodyBytes: new TextEncoder().encode(long).length,
    });
    const text = cut?.body;
    if (typeof text !== 'string') throw new Error(`the cut body is not text: ${JSON.stringify(text)}`);
    expect(long.startsWith(text)).toBe(true);
    // 4 096 bytes less the half letter at the cut.
    expect(new TextEncoder().encode(text).length).toBe(4095);
  });

  it('logs a body 100 000 levels deep without breaking: the request is refused, the log still answers', async () => {
    const sandbox = testSandbox();
    const deep = nested(100_000);
    expect(await sandbox.post(codePath, deep)).toMatchObject({
      status: 400,
      body: { reason: 'Reitinn „phone“ vantar' },
    });
    const log = await sandbox.get('/__sandbox/requests');
    expect(log.status).toBe(200);
    expect(log.body).toEqual([
      {
        method: 'POST',
        path: codePath,
        query: {},
        body: deep.slice(0, bounds.loggedBodyBytes),
        bodyBytes: deep.length,
        status: 400,
      },
    ]);
  });

  it('keeps as parsed JSON the deepest body that fits in 4 KB', async () => {
    const sandbox = testSandbox();
    await sandbox.post(codePath, nested(bounds.loggedBodyBytes / 2));
    const log = await sandbox.get('/__sandbox/requests');
    expect(log.status).toBe(200);
    const [entry] = log.body as { body: unknown }[];
    expect(Array.isArray(entry?.body)).toBe(true);
    expect(JSON.stringify(entry?.body)).toBe(nested(bounds.loggedBodyBytes / 2));
  });
});

describe('the controls take only JSON', () => {
  const refused = {
    status: 415,
    body: { reason: 'Stjórnbeiðnir sandkassans þurfa Content-Type: application/json' },
  };

  // What a page on another site can send without a CORS preflight: a form, or text.
  it.each([
    ['text/plain', JSON.stringify({ match: 'GET /api', fault: '500' })],
    ['application/x-www-form-urlencoded', 'match=GET+%2Fapi&fault=500'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="match"\r\n\r\nGET /api\r\n--x--\r\n',
    ],
  ])('refuses %s: no fault armed, no reset', async (type, body) => {
    const sandbox = testSandbox();
    await sandbox.get('/api/auth/info');
    for (const path of ['/__sandbox/faults', '/__sandbox/reset', '/__sandbox/clock', '/__sandbox/sessions']) {
      expect(await sandbox.post(path, body, { 'Content-Type': type })).toMatchObject(refused);
    }
    expect((await sandbox.get('/__sandbox/faults')).body).toEqual([]);
    expect((await sandbox.get('/__sandbox/requests')).body).toHaveLength(1);
    expect((await sandbox.get('/__sandbox/clock')).body).toMatchObject({ fixed: false });
  });

  it('refuses a POST without a content type', async () => {
    const sandbox = testSandbox();
    const answer = await sandbox.app.request('/__sandbox/reset', { method: 'POST' });
    expect(answer.status).toBe(415);
    expect(await answer.json()).toEqual(refused.body);
  });

  it('takes application/json with parameters, in any case', async () => {
    const sandbox = testSandbox();
    const fault = JSON.stringify({ match: 'GET /api', fault: '500' });
    const armed = await sandbox.post('/__sandbox/faults', fault, {
      'Content-Type': 'Application/JSON; charset=utf-8',
    });
    expect(armed.status).toBe(201);
    expect((await sandbox.post('/__sandbox/reset', '', { 'Content-Type': 'application/json' })).status).toBe(
      204,
    );
  });
});

describe('reading an invoice', () => {
  it('stops when the client gives up while it reads', async () => {
    const pdf = await largeInvoicePdf({ bytes: 10_000_000, finePrintBytes: 2_000_000 });
    const client = new AbortController();
    const reading = readInvoice(pdf, client.signal);
    // The timer runs at the reader's first turn of the event loop: a reader that held the thread
    // to the end would have read the invoice by then.
    setTimeout(() => client.abort(), 0);
    expect(await reading).toEqual({ error: invoiceErrors.notInvoice });
  });
});
