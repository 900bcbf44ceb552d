import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { anna } from './people.ts';
import { testSandbox } from './testing.ts';

const infoPath = '/api/auth/info';

describe('faults', () => {
  it.each([
    ['500', 500, 'Villa í kerfi (sandkassi)'],
    ['401', 401, 'Innskráning er útrunnin'],
    ['404', 404, 'Fannst ekki (sandkassi)'],
  ])('fault "%s" answers %i with a default reason', async (fault, status, reason) => {
    const sandbox = testSandbox();
    expect((await sandbox.post('/__sandbox/faults', { match: 'POST /api/auth', fault })).status).toBe(201);
    const answer = await sandbox.post('/api/auth/phone-auth-codes', { phone: anna.phone });
    expect(answer).toMatchObject({ status, body: { reason } });
  });

  it('uses the given reason, and an empty reason stays empty (the widget then shows its own message)', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', {
      match: 'GET /api/auth/info',
      fault: '500',
      reason: 'Kerfið er niðri',
    });
    await sandbox.post('/__sandbox/faults', { match: 'GET /api/auth/info', fault: '500', reason: '' });
    expect(await sandbox.get(infoPath)).toMatchObject({ status: 500, body: { reason: 'Kerfið er niðri' } });
    expect(await sandbox.get(infoPath)).toMatchObject({ status: 500, body: { reason: '' } });
  });

  it('fault "reason" answers 400 with the given reason', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', {
      match: 'POST /api/auth/login',
      fault: 'reason',
      reason: 'Ekki næg heimild',
    });
    const answer = await sandbox.post('/api/auth/login', {});
    expect(answer).toMatchObject({ status: 400, body: { reason: 'Ekki næg heimild' } });
  });

  it('fault "malformed" answers 200 JSON that does not parse', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', { match: 'GET /api/customers', fault: 'malformed' });
    const answer = await sandbox.get('/api/customers/me');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/json');
    expect(answer.body).toBe('{"broken":');
  });

  it('fault "timeout" holds the request, then answers 504', async () => {
    const sandbox = testSandbox({ faultTimeoutMs: 150 });
    await sandbox.post('/__sandbox/faults', { match: 'GET /api/auth/info', fault: 'timeout' });
    const started = Date.now();
    const answer = await sandbox.get(infoPath);
    expect(Date.now() - started).toBeGreaterThanOrEqual(145);
    expect(answer).toMatchObject({ status: 504, body: { reason: 'Tími rann út (sandkassi)' } });
  });

  it('fault "timeout" lets go as soon as the client aborts', async () => {
    const sandbox = testSandbox({ faultTimeoutMs: 10_000 });
    await sandbox.post('/__sandbox/faults', { match: 'GET /api/auth/info', fault: 'timeout' });
    const started = Date.now();
    const answer = await sandbox.get(infoPath, {}, AbortSignal.timeout(50));
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.status).toBe(504);
  });

  it('fails only the next `times` matching requests, then the route answers again', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', {
      match: 'POST /api/auth/phone-auth-codes',
      fault: '500',
      times: 2,
    });
    const request = () => sandbox.post('/api/auth/phone-auth-codes', { phone: anna.phone });
    expect((await request()).status).toBe(500);
    expect(await sandbox.get('/__sandbox/faults')).toMatchObject({
      body: [{ match: 'POST /api/auth/phone-auth-codes', fault: '500', times: 1 }],
    });
    expect((await request()).status).toBe(500);
    expect((await sandbox.get('/__sandbox/faults')).body).toEqual([]);
    expect((await request()).status).toBe(200);
  });

  it('matches on method and path prefix; the method is not case-sensitive', async () => {
    const sandbox = testSandbox();
    const created = await sandbox.post('/__sandbox/faults', { match: 'get /api/customers', fault: '404' });
    expect(created.body).toEqual({ match: 'GET /api/customers', fault: '404', times: 1 });
    // Another path and another method are not affected.
    expect((await sandbox.get(infoPath)).status).toBe(401);
    expect((await sandbox.post('/api/customers/me', {})).status).toBe(404);
    expect((await sandbox.get('/__sandbox/faults')).body).toHaveLength(1);
    expect(await sandbox.get('/api/customers/me')).toMatchObject({
      status: 404,
      body: { reason: 'Fannst ekki (sandkassi)' },
    });
  });

  it('never faults the control endpoints', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', { match: 'GET /', fault: '500', times: 5 });
    expect((await sandbox.get('/__sandbox/requests')).status).toBe(200);
    expect((await sandbox.get('/__sandbox/faults')).body).toEqual([
      { match: 'GET /', fault: '500', times: 5 },
    ]);
  });

  it('can clear pending faults', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/__sandbox/faults', { match: 'GET /api', fault: '500' });
    const cleared = await sandbox.app.request('/__sandbox/faults', { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect((await sandbox.get(infoPath)).status).toBe(401);
  });

  it.each([
    [
      { match: 'api/auth', fault: '500' },
      'match á að vera "<AÐFERÐ> <upphaf slóðar>", t.d. "POST /api/auth/login"',
    ],
    [
      { match: 'GET /api', fault: '418' },
      'fault á að vera eitt af: 500, 401, 404, timeout, malformed, reason',
    ],
    [{ match: 'GET /api', fault: 'reason' }, 'fault "reason" þarf reason'],
    [{ match: 'GET /api', fault: '500', times: 0 }, 'times á að vera 1 eða meira'],
  ])('refuses a bad fault %j', async (body, reason) => {
    const sandbox = testSandbox();
    expect(await sandbox.post('/__sandbox/faults', body)).toMatchObject({ status: 400, body: { reason } });
    expect((await sandbox.get('/__sandbox/faults')).body).toEqual([]);
  });
});

describe('request log', () => {
  it('records every API request in order, with query, JSON body and status, and no control requests', async () => {
    const sandbox = testSandbox();
    await sandbox.post('/api/auth/phone-auth-codes', { phone: anna.phone });
    await sandbox.get('/api/customers/me?expand=1&x=y');
    await sandbox.post('/api/auth/login', '{"authId":');
    await sandbox.post('/__sandbox/faults', { match: 'GET /api/auth/info', fault: '500' });
    await sandbox.get(infoPath);
    await sandbox.get('/api/nothing-here');

    expect((await sandbox.get('/__sandbox/requests')).body).toEqual([
      {
        method: 'POST',
        path: '/api/auth/phone-auth-codes',
        query: {},
        body: { phone: '8201234' },
        status: 200,
      },
      { method: 'GET', path: '/api/customers/me', query: { expand: '1', x: 'y' }, body: null, status: 401 },
      { method: 'POST', path: '/api/auth/login', query: {}, body: null, status: 400 },
      { method: 'GET', path: '/api/auth/info', query: {}, body: null, status: 500 },
      { method: 'GET', path: '/api/nothing-here', query: {}, body: null, status: 404 },
    ]);
  });

  it('shows a held request with status 0 until it is answered', async () => {
    const sandbox = testSandbox({ faultTimeoutMs: 100 });
    await sandbox.post('/__sandbox/faults', { match: 'GET /api/auth/info', fault: 'timeout' });
    const held = sandbox.get(infoPath);
    // The held request reaches the log after a few microtasks (CORS runs first): wait for it.
    await vi.waitFor(async () => {
      expect((await sandbox.get('/__sandbox/requests')).body).toEqual([
        { method: 'GET', path: '/api/auth/info', query: {}, body: null, status: 0 },
      ]);
    });
    expect((await held).status).toBe(504);
    expect((await sandbox.get('/__sandbox/requests')).body).toEqual([
      { method: 'GET', path: '/api/auth/info', query: {}, body: null, status: 504 },
    ]);
  });

  it('does not log CORS preflights', async () => {
    const sandbox = testSandbox();
    const preflight = await sandbox.app.request('/api/auth/login', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://shop.example.is',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,x-requested-with,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toBe(
      'Authorization,X-Requested-With,Content-Type',
    );
    expect((await sandbox.get('/__sandbox/requests')).body).toEqual([]);
  });
});

describe('reset', () => {
  it('empties the log, drops faults, forgets codes and frees the clock', async () => {
    const sandbox = testSandbox();
    const code = await sandbox.post('/api/auth/phone-auth-codes', { phone: anna.phone });
    await sandbox.post('/__sandbox/faults', { match: 'GET /api', fault: '500' });
    await sandbox.post('/__sandbox/clock', { now: '2025-03-04T10:00:00.000Z' });

    expect((await sandbox.post('/__sandbox/reset', null)).status).toBe(204);

    expect((await sandbox.get('/__sandbox/requests')).body).toEqual([]);
    expect((await sandbox.get('/__sandbox/faults')).body).toEqual([]);
    expect((await sandbox.get('/__sandbox/clock')).body).toMatchObject({ fixed: false });
    const { authId } = v.parse(v.object({ authId: v.string() }), code.body);
    const login = await sandbox.post('/api/auth/login', {
      authId,
      phoneNumber: anna.phone,
      reason: '',
      origin: 'Web',
    });
    expect(login).toMatchObject({ status: 400, body: { reason: 'Auðkenning fannst ekki' } });
  });
});

describe('sessions', () => {
  it('logs a person in at once: a token the API accepts, the login answer, nothing logged', async () => {
    const sandbox = testSandbox({ authDelayMs: 60_000 });
    const session = await sandbox.post('/__sandbox/sessions', { phone: anna.phone });
    expect(session).toMatchObject({
      status: 200,
      body: { name: anna.name, ssn: anna.ssn, email: anna.email, phoneNumber: anna.phone },
    });
    const { token } = v.parse(v.object({ token: v.string() }), session.body);
    const info = await sandbox.get(infoPath, { Authorization: `Bearer ${token}` });
    expect(info).toMatchObject({ status: 200, body: { ssn: anna.ssn } });
    expect((await sandbox.get('/__sandbox/requests')).body).toEqual([
      expect.objectContaining({ method: 'GET', path: infoPath }),
    ]);
  });

  it('answers 404 for a phone of nobody in the sandbox', async () => {
    const sandbox = testSandbox();
    expect(await sandbox.post('/__sandbox/sessions', { phone: '6999999' })).toMatchObject({ status: 404 });
  });
});

describe('clock', () => {
  it('fixes "now" and frees it again', async () => {
    const sandbox = testSandbox();
    const fixed = await sandbox.post('/__sandbox/clock', { now: '2025-12-24T13:59:00Z' });
    expect(fixed).toMatchObject({ status: 200, body: { now: '2025-12-24T13:59:00.000Z', fixed: true } });
    expect((await sandbox.get('/__sandbox/clock')).body).toEqual({
      now: '2025-12-24T13:59:00.000Z',
      fixed: true,
    });

    const freed = await sandbox.post('/__sandbox/clock', { now: null });
    expect(freed.body).toMatchObject({ fixed: false });
    const { now } = v.parse(v.object({ now: v.string() }), freed.body);
    expect(Math.abs(Date.parse(now) - Date.now())).toBeLessThan(5_000);
  });

  it('refuses a date that does not parse', async () => {
    const sandbox = testSandbox();
    expect(await sandbox.post('/__sandbox/clock', { now: 'á morgun' })).toMatchObject({
      status: 400,
      body: { reason: 'now á að vera dagsetning á ISO-sniði eða null' },
    });
  });
});

describe('other paths', () => {
  it('answers an unknown path 404 with a reason, and API answers carry CORS headers', async () => {
    const sandbox = testSandbox();
    const unknown = await sandbox.get('/api/unknown', { Origin: 'https://shop.example.is' });
    expect(unknown).toMatchObject({ status: 404, body: { reason: 'Slóðin fannst ekki' } });
    expect(unknown.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});
