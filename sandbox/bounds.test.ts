import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { largeInvoicePdf } from '../test/support/large-invoice.ts';
import { ExpiringMap } from './bounds.ts';
import { invoiceErrors, invoiceReasons } from './invoice-scraper/fixtures.ts';
import { readInvoice } from './invoice-scraper/invoice.ts';
import { LoginState } from './login/state.ts';
import { anna, bjarni } from './people.ts';
import { Sessions } from './session.ts';
import { testSandbox } from './testing.ts';

// The sandbox's bounds (sandbox/README.md "Bounds") against an app in memory: what a body may weigh,
// the log's cap and cut, a deeply nested body, the faults', tokens' and login codes' caps, tokens
// and codes expiring, the controls' content type, an invoice's reading given up. Each limit is
// pinned with its figure written out, not read from bounds.ts: a limit changed there fails here.
// Other requests' answers while an invoice is read are tested over HTTP (standalone.test.ts).

type TestSandbox = ReturnType<typeof testSandbox>;

const codePath = '/api/auth/phone-auth-codes';

/** A JSON body of `levels` nested arrays: `[[[…]]]`. */
const nested = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** A JSON body of exactly `bytes` bytes: `{"phone":"…"}`. */
const jsonOf = (bytes: number) => `{"phone":"${'1'.repeat(bytes - 12)}"}`;

afterEach(() => {
  vi.useRealTimers();
});

describe('what a body may weigh', () => {
  const tooLarge = { reason: 'Beiðnin er of stór: hámarkið er 1 MB' };

  /**
   * POSTs `body` with its length declared (Content-Length) or not (as a chunked body comes), and
   * returns the status and the parsed answer.
   */
  async function send(
    sandbox: TestSandbox,
    path: string,
    body: string | Uint8Array<ArrayBuffer>,
    { declared, type = 'application/json' }: { declared: boolean; type?: string },
  ): Promise<{ status: number; body: unknown }> {
    const length = typeof body === 'string' ? new TextEncoder().encode(body).length : body.byteLength;
    const headers: Record<string, string> = { 'Content-Type': type };
    if (declared) headers['Content-Length'] = String(length);
    const answer = await sandbox.app.request(path, { method: 'POST', headers, body });
    return { status: answer.status, body: await answer.json() };
  }

  it.each([true, false])('takes a JSON body of 1 048 576 bytes (length declared: %s)', async (declared) => {
    const sandbox = testSandbox();
    const body = jsonOf(1_048_576);
    expect(body).toHaveLength(1_048_576);
    // Read, and refused for what it says: the phone is not a phone.
    expect((await send(sandbox, codePath, body, { declared })).status).toBe(400);
    expect((await sandbox.get('/__sandbox/requests')).body).toEqual([
      expect.objectContaining({ status: 400, bodyBytes: 1_048_576 }),
    ]);
  });

  it.each([true, false])(
    'refuses one of 1 048 577 bytes (length declared: %s), and logs it refused',
    async (declared) => {
      const sandbox = testSandbox();
      expect(await send(sandbox, codePath, jsonOf(1_048_577), { declared })).toEqual({
        status: 413,
        body: tooLarge,
      });
      expect((await sandbox.get('/__sandbox/requests')).body).toEqual([
        { method: 'POST', path: codePath, query: {}, body: null, status: 413 },
      ]);
    },
  );

  it('takes a body of 1 048 576 bytes on the controls and refuses one of 1 048 577: nothing changes', async () => {
    const sandbox = testSandbox();
    /** `{"now":<now>,"x":"111…"}` of exactly `bytes` bytes. */
    const clockOf = (bytes: number, now: string) => {
      const start = `{"now":${JSON.stringify(now)},"x":"`;
      return `${start}${'1'.repeat(bytes - start.length - 2)}"}`;
    };
    const refused = clockOf(1_048_577, '2030-01-01T00:00:00Z');
    expect(refused).toHaveLength(1_048_577);
    expect(await send(sandbox, '/__sandbox/clock', refused, { declared: false })).toEqual({
      status: 413,
      body: tooLarge,
    });
    expect((await sandbox.get('/__sandbox/clock')).body).toMatchObject({ fixed: false });
    const taken = clockOf(1_048_576, '2026-01-05T12:00:00Z');
    expect(taken).toHaveLength(1_048_576);
    expect(await send(sandbox, '/__sandbox/clock', taken, { declared: false })).toEqual({
      status: 200,
      body: { now: '2026-01-05T12:00:00.000Z', fixed: true },
    });
  });

  it('takes an invoice upload of 10 485 760 bytes and refuses one of 10 485 761', async () => {
    const sandbox = testSandbox();
    const upload = (bytes: number) =>
      send(sandbox, '/invoice/data', new Uint8Array(bytes), { declared: false, type: 'application/pdf' });
    // Over the body's limit, within the upload's: read, and refused for what it is (no form, no file).
    expect(await upload(1_048_577)).toEqual({ status: 400, body: { reason: invoiceReasons.noFile } });
    expect(await upload(10_485_760)).toEqual({ status: 400, body: { reason: invoiceReasons.noFile } });
    expect(await upload(10_485_761)).toEqual({
      status: 413,
      body: { reason: 'Skrárnar eru of stórar: hámarkið er 10 MB samtals' },
    });
  });
});

describe('the request log', () => {
  it('keeps the newest 1 000 requests, in arrival order', async () => {
    const sandbox = testSandbox();
    for (let index = 0; index < 1005; index += 1) await sandbox.get(`/api/payment?paymentId=log-${index}`);
    const { body } = await sandbox.get('/__sandbox/requests');
    expect(body).toHaveLength(1000);
    const ids = (body as { query: { paymentId: string } }[]).map((entry) => entry.query.paymentId);
    expect(ids[0]).toBe('log-5');
    expect(ids.at(-1)).toBe('log-1004');
  });

  it('keeps a body of up to 4 096 bytes parsed, and a longer one as its first 4 096 bytes of text with its size', async () => {
    const sandbox = testSandbox();
    // 4 096 bytes exactly: `{"phone":"` + 4 084 digits + `"}`.
    const fits = { phone: '1'.repeat(4084) };
    expect(JSON.stringify(fits)).toHaveLength(4096);
    // 4 097 bytes: one more digit.
    const over = JSON.stringify({ phone: '1'.repeat(4085) });
    // Over 4 096 bytes, with two-byte letters across the cut: the text ends at a whole letter.
    const long = JSON.stringify({ phone: anna.phone, note: 'þ'.repeat(3000) });
    await sandbox.post(codePath, fits);
    await sandbox.post(codePath, over);
    await sandbox.post(codePath, long);

    const [kept, cutOver, cut] = (await sandbox.get('/__sandbox/requests')).body as Record<string, unknown>[];
    expect(kept).toEqual({ method: 'POST', path: codePath, query: {}, body: fits, status: 400 });
    expect(cutOver).toEqual({
      method: 'POST',
      path: codePath,
      query: {},
      body: over.slice(0, 4096),
      bodyBytes: 4097,
      status: 400,
    });
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
        body: deep.slice(0, 4096),
        bodyBytes: 200_000,
        status: 400,
      },
    ]);
  });

  it('keeps as parsed JSON the deepest body that fits in 4 096 bytes', async () => {
    const sandbox = testSandbox();
    await sandbox.post(codePath, nested(2048));
    const log = await sandbox.get('/__sandbox/requests');
    expect(log.status).toBe(200);
    const [entry] = log.body as { body: unknown }[];
    expect(Array.isArray(entry?.body)).toBe(true);
    expect(JSON.stringify(entry?.body)).toBe(nested(2048));
  });
});

describe('faults', () => {
  const tooMany = {
    status: 429,
    body: {
      reason:
        'Of margar villur bíða: hámarkið er 100 í einu. DELETE /__sandbox/faults eða POST /__sandbox/reset hreinsar þær',
    },
  };

  /** Arms `count` faults, each for its own path, and expects each armed. */
  async function armFaults(sandbox: TestSandbox, count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      const armed = await sandbox.post('/__sandbox/faults', { match: `GET /api/f${index}`, fault: '500' });
      expect(armed.status).toBe(201);
    }
  }

  it('arms 100 at once and refuses the 101st, which arms nothing', async () => {
    const sandbox = testSandbox();
    await armFaults(sandbox, 100);
    expect(await sandbox.post('/__sandbox/faults', { match: 'GET /api/auth', fault: '500' })).toMatchObject(
      tooMany,
    );
    const pending = (await sandbox.get('/__sandbox/faults')).body;
    expect(pending).toHaveLength(100);
    expect(pending).not.toContainEqual(expect.objectContaining({ match: 'GET /api/auth' }));
    expect((await sandbox.get('/api/auth/info')).status).toBe(401);
  });

  it('arms again once one is used up', async () => {
    const sandbox = testSandbox();
    await armFaults(sandbox, 100);
    expect((await sandbox.get('/api/f0')).status).toBe(500);
    await armFaults(sandbox, 1);
    expect(await sandbox.post('/__sandbox/faults', { match: 'GET /api', fault: '500' })).toMatchObject(
      tooMany,
    );
  });

  it.each([
    [
      'DELETE /__sandbox/faults',
      (sandbox: TestSandbox) => sandbox.app.request('/__sandbox/faults', { method: 'DELETE' }),
    ],
    ['POST /__sandbox/reset', (sandbox: TestSandbox) => sandbox.post('/__sandbox/reset', {})],
  ])('arms 100 again after %s', async (_clear, clear) => {
    const sandbox = testSandbox();
    await armFaults(sandbox, 100);
    await clear(sandbox);
    expect((await sandbox.get('/__sandbox/faults')).body).toEqual([]);
    await armFaults(sandbox, 100);
    expect(await sandbox.post('/__sandbox/faults', { match: 'GET /api', fault: '500' })).toMatchObject(
      tooMany,
    );
  });

  it('takes a reason of 1 024 bytes and refuses one of 1 025', async () => {
    const sandbox = testSandbox();
    // Two bytes a letter: 512 of them are 1 024 bytes.
    const reason = 'þ'.repeat(512);
    expect(
      await sandbox.post('/__sandbox/faults', { match: 'GET /api', fault: '500', reason }),
    ).toMatchObject({
      status: 201,
      body: { reason },
    });
    expect(
      await sandbox.post('/__sandbox/faults', { match: 'GET /api', fault: '500', reason: `${reason}a` }),
    ).toEqual(
      expect.objectContaining({
        status: 413,
        body: { reason: 'Reiturinn „reason“ er of langur: hámarkið er 1024 bæti' },
      }),
    );
    expect((await sandbox.get('/__sandbox/faults')).body).toEqual([
      { match: 'GET /api', fault: '500', reason, times: 1 },
    ]);
  });

  it('takes a match of 1 024 bytes and refuses one of 1 025', async () => {
    const sandbox = testSandbox();
    // `GET /` and 1 019 more.
    const match = `GET /${'a'.repeat(1019)}`;
    expect(match).toHaveLength(1024);
    expect((await sandbox.post('/__sandbox/faults', { match, fault: '404' })).status).toBe(201);
    expect(await sandbox.post('/__sandbox/faults', { match: `${match}a`, fault: '404' })).toEqual(
      expect.objectContaining({
        status: 413,
        body: { reason: 'Reiturinn „match“ er of langur: hámarkið er 1024 bæti' },
      }),
    );
    expect((await sandbox.get('/__sandbox/faults')).body).toEqual([{ match, fault: '404', times: 1 }]);
  });
});

describe('tokens', () => {
  const expired = { status: 401, body: { reason: 'Innskráning er útrunnin' } };
  const start = new Date('2026-01-05T12:00:00Z');
  const minutes = (count: number) => count * 60_000;

  it('keeps 10 000: the 10 001st forgets the first', () => {
    const sessions = new Sessions();
    const tokens = Array.from({ length: 10_001 }, () => sessions.signIn(anna).token);
    expect(sessions.tokens.size).toBe(10_000);
    expect(sessions.personWithToken(tokens[0] ?? '')).toBeUndefined();
    expect(sessions.personWithToken(tokens[1] ?? '')?.ssn).toBe(anna.ssn);
    expect(sessions.personWithToken(tokens[10_000] ?? '')?.ssn).toBe(anna.ssn);
  });

  it("accepts a login's token for 59 min 59 s, then no more (real time)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const sandbox = testSandbox();
    const session = await sandbox.post('/__sandbox/sessions', { phone: anna.phone });
    const { token } = v.parse(v.object({ token: v.string() }), session.body);
    // The sandbox clock does not move it: a token lives by the real time.
    await sandbox.post('/__sandbox/clock', { now: '2030-01-01T00:00:00Z' });

    vi.setSystemTime(start.getTime() + minutes(60) - 1000);
    expect(await sandbox.get('/api/auth/info', sandbox.bearer(token))).toMatchObject({
      status: 200,
      body: { ssn: anna.ssn },
    });
    vi.setSystemTime(start.getTime() + minutes(60));
    expect(await sandbox.get('/api/auth/info', sandbox.bearer(token))).toMatchObject(expired);
  });

  it("accepts the app's token (company credit) for 59 min 59 s, then no more", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const sandbox = testSandbox();
    const validation = await sandbox.post('/company/app-validation/demo-app-guid', {});
    const { authToken } = v.parse(v.object({ authToken: v.string() }), validation.body);

    vi.setSystemTime(start.getTime() + minutes(60) - 1000);
    expect(await sandbox.get('/api/auth/info', sandbox.bearer(authToken))).toMatchObject({
      status: 200,
      body: { ssn: bjarni.ssn },
    });
    vi.setSystemTime(start.getTime() + minutes(60));
    expect(await sandbox.get('/api/auth/info', sandbox.bearer(authToken))).toMatchObject(expired);
  });
});

describe('login codes', () => {
  const start = new Date('2026-01-05T12:00:00Z');
  const notFound = { status: 400, body: { reason: 'Auðkenning fannst ekki' } };

  it('keeps 10 000: the 10 001st forgets the first', () => {
    const state = new LoginState();
    const issue = (index: number) =>
      state.authCodes.set(`auth-${index}`, {
        kind: 'phone',
        code: '0000',
        subject: anna.phone,
        issuedAt: Date.now(),
      });
    for (let index = 0; index < 10_001; index += 1) issue(index);
    expect(state.authCodes.size).toBe(10_000);
    expect(state.authCodes.get('auth-0')).toBeUndefined();
    expect(state.authCodes.get('auth-1')).toMatchObject({ subject: anna.phone });
    expect(state.authCodes.get('auth-10000')).toMatchObject({ subject: anna.phone });
  });

  it('signs in with a code 59 min 59 s old, and finds none 60 min old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const sandbox = testSandbox({ authDelayMs: 0 });
    const authId = async () => {
      const answer = await sandbox.post(codePath, { phone: anna.phone });
      return v.parse(v.object({ authId: v.string() }), answer.body).authId;
    };
    const login = async (id: string) =>
      sandbox.post('/api/auth/login', { authId: id, phoneNumber: anna.phone, reason: 'x', origin: 'Web' });
    const first = await authId();
    const second = await authId();

    vi.setSystemTime(start.getTime() + 60 * 60_000 - 1000);
    expect(await login(first)).toMatchObject({ status: 200, body: { ssn: anna.ssn } });
    vi.setSystemTime(start.getTime() + 60 * 60_000);
    expect(await login(second)).toMatchObject(notFound);
  });
});

describe('ExpiringMap', () => {
  /** A map of 3 entries living 1 000 ms, on a clock the test moves. */
  function smallMap() {
    const clock = { now: 0 };
    const map = new ExpiringMap<string, number>({ capacity: 3, lifetimeMs: 1000, now: () => clock.now });
    return { clock, map };
  }

  it('drops the oldest when one more than the capacity is set; setting a key again makes it the newest', () => {
    const { map } = smallMap();
    map.set('a', 1).set('b', 2).set('c', 3);
    map.set('a', 10);
    map.set('d', 4);
    expect([map.get('a'), map.get('b'), map.get('c'), map.get('d')]).toEqual([10, undefined, 3, 4]);
    expect(map.size).toBe(3);
  });

  it('forgets an entry at the end of its lifetime, counted from when it was set', () => {
    const { clock, map } = smallMap();
    map.set('a', 1);
    clock.now = 500;
    map.set('b', 2);
    clock.now = 999;
    expect([map.get('a'), map.get('b'), map.size]).toEqual([1, 2, 2]);
    clock.now = 1000;
    expect([map.get('a'), map.get('b'), map.size]).toEqual([undefined, 2, 1]);
    clock.now = 1500;
    expect([map.get('b'), map.size]).toEqual([undefined, 0]);
  });

  it('deletes and clears', () => {
    const { map } = smallMap();
    map.set('a', 1).set('b', 2);
    expect(map.delete('a')).toBe(true);
    expect(map.delete('a')).toBe(false);
    expect([map.get('a'), map.get('b')]).toEqual([undefined, 2]);
    map.clear();
    expect([map.get('b'), map.size]).toEqual([undefined, 0]);
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
