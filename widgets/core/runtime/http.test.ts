import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubPageSettings } from '../../../test/support/page-settings.ts';
import { anna } from '../../../test/support/people.ts';
import { rejectionOf } from '../../../test/support/promises.ts';
import { closeServer, sandboxServerForTests, urlOf } from '../../../test/support/sandbox-server.ts';
import { ApiError, createApiClient, errorMessage, isNotFound, setTokenSource } from './http.ts';

// createApiClient against the real sandbox over HTTP (its own server for this file), plus a tiny
// echo server for the headers, which the sandbox's request log does not record.

const echoed = v.object({
  method: v.string(),
  url: v.string(),
  headers: v.record(v.string(), v.union([v.string(), v.array(v.string())])),
});

const personInfo = v.object({ name: v.string(), ssn: v.string(), email: v.string() });

const sandbox = sandboxServerForTests({ faultTimeoutMs: 3000 });
let echoServer: Server;
let echoUrl: string;

/** Runs a call that must fail and returns its ApiError. */
async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await rejectionOf(call);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeAll(async () => {
  echoServer = createServer((request, response) => {
    const headers: IncomingHttpHeaders = request.headers;
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ method: request.method, url: request.url, headers }));
    request.resume();
  });
  echoServer.listen(0, '127.0.0.1');
  echoUrl = await urlOf(echoServer);
});

afterAll(async () => {
  await closeServer(echoServer);
});

beforeEach(() => {
  setTokenSource(() => null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenSource(() => null);
});

describe('the headers every request carries', () => {
  it('marks GET, POST, POST-ignoring-body and text requests as XMLHttpRequest', async () => {
    const api = createApiClient(echoUrl);
    const seen = [
      await api.get('/api/a', echoed),
      await api.post('/api/b', { x: 1 }, echoed),
      v.parse(echoed, JSON.parse(await api.getText('/api/d'))),
    ];
    await api.postIgnoringBody('/api/c', { y: 2 });
    expect(seen.map((request) => [request.method, request.url])).toEqual([
      ['GET', '/api/a'],
      ['POST', '/api/b'],
      ['GET', '/api/d'],
    ]);
    for (const request of seen) expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
  });

  it('sends no Authorization header when no token is stored', async () => {
    const api = createApiClient(echoUrl);
    const request = await api.get('/api/a', echoed);
    expect(request.headers.authorization).toBeUndefined();
  });

  it('sends "Authorization: Bearer <token>" to the API that issued the token', async () => {
    setTokenSource(() => ({ token: 'abc123', tokenOrigin: new URL(echoUrl).origin }));
    const api = createApiClient(echoUrl);
    expect((await api.get('/api/a', echoed)).headers.authorization).toBe('Bearer abc123');
    expect((await api.post('/api/b', {}, echoed)).headers.authorization).toBe('Bearer abc123');
  });

  it('sends no Authorization to an API on another origin than the one that issued the token', async () => {
    // The same server on another port is another origin: only the port differs.
    setTokenSource(() => ({ token: 'abc123', tokenOrigin: 'http://127.0.0.1:1' }));
    const api = createApiClient(echoUrl);
    expect((await api.get('/api/a', echoed)).headers.authorization).toBeUndefined();
    expect((await api.post('/api/b', {}, echoed)).headers.authorization).toBeUndefined();
  });

  it('reads the token on every request, so a logout stops sending it', async () => {
    let token: string | null = 'first';
    setTokenSource(() => (token ? { token, tokenOrigin: new URL(echoUrl).origin } : null));
    const api = createApiClient(echoUrl);
    expect((await api.get('/api/a', echoed)).headers.authorization).toBe('Bearer first');
    token = null;
    expect((await api.get('/api/a', echoed)).headers.authorization).toBeUndefined();
  });

  it('lets the sandbox recognise the logged-in person from the bearer token', async () => {
    const { token } = await sandbox.loginByPhone(anna);
    setTokenSource(() => ({ token, tokenOrigin: new URL(sandbox.url).origin }));
    const info = await createApiClient(sandbox.url).get('/api/auth/info', personInfo);
    expect(info).toEqual({ name: 'Anna Jónsdóttir', ssn: '1203892039', email: 'anna@example.is' });
  });
});

describe('the API base', () => {
  it.each([
    ['without a trailing slash', ''],
    ['with a trailing slash', '/'],
    ['with several trailing slashes', '//'],
  ])('joins a base %s and a path into one clean path', async (_label, suffix) => {
    const api = createApiClient(`${sandbox.url}${suffix}`);
    const error = await apiErrorOf(api.get('/api/auth/info', personInfo));
    // 401 'Innskráning er útrunnin' is the info route's answer: 'Slóðin fannst ekki' would mean a wrong path.
    expect(error.status).toBe(401);
    expect(error.reason).toBe('Innskráning er útrunnin');
    expect((await sandbox.requests()).map((entry) => entry.path)).toEqual(['/api/auth/info']);
  });

  it('sends the query parameters it is given', async () => {
    const api = createApiClient(sandbox.url);
    await apiErrorOf(api.get('/api/payment', personInfo, { searchParams: { paymentId: 'p-1' } }));
    const [entry] = await sandbox.requests();
    expect(entry?.query).toEqual({ paymentId: 'p-1' });
  });

  it('sends the JSON body it is given', async () => {
    const api = createApiClient(sandbox.url);
    const answer = await api.post(
      '/api/auth/phone-auth-codes',
      { phone: '8202345' },
      v.object({ code: v.string(), authId: v.string() }),
    );
    expect(answer.code).toMatch(/^\d{4}$/);
    const [entry] = await sandbox.requests();
    expect(entry).toMatchObject({ method: 'POST', body: { phone: '8202345' }, status: 200 });
  });
});

describe('failed calls become ApiError', () => {
  it('carries status 500 and the server reason of a server error', async () => {
    await sandbox.fault('GET /api/auth/info', '500');
    const error = await apiErrorOf(createApiClient(sandbox.url).get('/api/auth/info', personInfo));
    expect(error).toMatchObject({ status: 500, reason: 'Villa í kerfi (sandkassi)', kind: 'http' });
    expect(error.message).toBe('Villa í kerfi (sandkassi)');
  });

  it('carries status 404 and its reason for a not-found answer', async () => {
    await sandbox.fault('GET /api/customers/me', '404', { reason: 'Ekki í viðskiptum' });
    const error = await apiErrorOf(createApiClient(sandbox.url).get('/api/customers/me', personInfo));
    expect(error).toMatchObject({ status: 404, reason: 'Ekki í viðskiptum', kind: 'http' });
  });

  it('carries status 400 and the exact reason text the server gave', async () => {
    await sandbox.fault('POST /api/auth/login', 'reason', { reason: 'Notandi hætti við auðkenningu' });
    const api = createApiClient(sandbox.url);
    const error = await apiErrorOf(api.post('/api/auth/login', {}, personInfo));
    expect(error).toMatchObject({ status: 400, reason: 'Notandi hætti við auðkenningu', kind: 'http' });
  });

  it('has no reason when the server gave an empty one', async () => {
    await sandbox.fault('GET /api/auth/info', 'reason', { reason: '' });
    const error = await apiErrorOf(createApiClient(sandbox.url).get('/api/auth/info', personInfo));
    expect(error.status).toBe(400);
    expect(error.reason).toBeUndefined();
  });

  it('fails postIgnoringBody and getText the same way', async () => {
    await sandbox.fault('POST /api/x', '500', { reason: 'Bilun' });
    await sandbox.fault('GET /api/y', '404');
    const api = createApiClient(sandbox.url);
    expect(await apiErrorOf(api.postIgnoringBody('/api/x', {}))).toMatchObject({
      status: 500,
      reason: 'Bilun',
    });
    expect(await apiErrorOf(api.getText('/api/y'))).toMatchObject({
      status: 404,
      reason: 'Fannst ekki (sandkassi)',
    });
  });

  it('turns a body that is not JSON into kind "malformed", not a SyntaxError', async () => {
    await sandbox.fault('GET /api/auth/info', 'malformed');
    const error = await apiErrorOf(createApiClient(sandbox.url).get('/api/auth/info', personInfo));
    expect(error).toMatchObject({ kind: 'malformed', reason: undefined });
    expect(error).not.toBeInstanceOf(SyntaxError);
  });

  it('turns JSON that does not match the schema into kind "malformed"', async () => {
    const { token } = await sandbox.loginByPhone(anna);
    setTokenSource(() => ({ token, tokenOrigin: new URL(sandbox.url).origin }));
    const expectsAmount = v.object({ amount: v.number() });
    const error = await apiErrorOf(createApiClient(sandbox.url).get('/api/auth/info', expectsAmount));
    expect(error).toMatchObject({ kind: 'malformed', reason: undefined });
    // The request itself did succeed: the server answered 200.
    expect((await sandbox.requests()).at(-1)?.status).toBe(200);
  });

  it('gives up after the page-configured timeout with kind "timeout" and status 0', async () => {
    stubPageSettings({ timeoutMs: 300 });
    await sandbox.fault('GET /api/auth/info', 'timeout');
    const started = Date.now();
    const error = await apiErrorOf(createApiClient(sandbox.url).get('/api/auth/info', personInfo));
    const waited = Date.now() - started;
    expect(error).toMatchObject({ kind: 'timeout', status: 0, reason: undefined });
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(2500);
  });

  it('gives up after the timeout a call asks for, over the page setting', async () => {
    stubPageSettings({ timeoutMs: 60_000 });
    await sandbox.fault('POST /api/auth/login', 'timeout');
    const started = Date.now();
    const error = await apiErrorOf(
      createApiClient(sandbox.url).post('/api/auth/login', {}, personInfo, { timeoutMs: 300 }),
    );
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('turns an unreachable server into kind "network" with status 0', async () => {
    const unused = createServer();
    unused.listen(0, '127.0.0.1');
    const deadUrl = await urlOf(unused);
    await closeServer(unused);
    const error = await apiErrorOf(createApiClient(deadUrl).get('/api/auth/info', personInfo));
    expect(error).toMatchObject({ kind: 'network', status: 0 });
  });

  it('passes a caller abort through as an AbortError, not as a failure to show', async () => {
    await sandbox.fault('GET /api/auth/info', 'timeout');
    const controller = new AbortController();
    const call = createApiClient(sandbox.url).get('/api/auth/info', personInfo, {
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const error = await rejectionOf(call);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});

describe('errorMessage', () => {
  it("shows the server's reason when it gave one", () => {
    expect(errorMessage(new ApiError(400, 'Ekki næg heimild', 'http'), 'Óvænt villa kom upp')).toBe(
      'Ekki næg heimild',
    );
  });

  it('falls back to the flow message without a reason, and for errors that are not ApiError', () => {
    const fallback = 'Óvænt villa kom upp';
    expect(errorMessage(new ApiError(500, undefined, 'http'), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(0, undefined, 'timeout'), fallback)).toBe(fallback);
    expect(errorMessage(new ApiError(200, undefined, 'malformed'), fallback)).toBe(fallback);
    expect(errorMessage(new Error('boom'), fallback)).toBe(fallback);
    expect(errorMessage('text', fallback)).toBe(fallback);
  });

  it('shows the reason of a real server answer and the fallback for an empty one', async () => {
    await sandbox.fault('GET /api/auth/info', 'reason', { reason: 'Villa frá þjóni' });
    await sandbox.fault('GET /api/auth/info', 'reason', { reason: '' });
    const api = createApiClient(sandbox.url);
    const withReason = await apiErrorOf(api.get('/api/auth/info', personInfo));
    const withoutReason = await apiErrorOf(api.get('/api/auth/info', personInfo));
    expect(errorMessage(withReason, 'Óvænt villa kom upp')).toBe('Villa frá þjóni');
    expect(errorMessage(withoutReason, 'Óvænt villa kom upp')).toBe('Óvænt villa kom upp');
  });
});

describe('isNotFound', () => {
  it('is true only for an ApiError with status 404', async () => {
    await sandbox.fault('GET /api/customers/me', '404');
    await sandbox.fault('GET /api/customers/me', '500');
    const api = createApiClient(sandbox.url);
    expect(isNotFound(await apiErrorOf(api.get('/api/customers/me', personInfo)))).toBe(true);
    expect(isNotFound(await apiErrorOf(api.get('/api/customers/me', personInfo)))).toBe(false);
    expect(isNotFound(new ApiError(401, undefined, 'http'))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
    expect(isNotFound(undefined)).toBe(false);
  });
});
