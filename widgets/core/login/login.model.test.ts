import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { ReadonlySignal } from '@preact/signals-react';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSandboxApp } from '../../../sandbox/app.ts';
import { type ApiClient, createApiClient } from '../http.ts';
import { logOut, type SessionUser, sessionUser } from '../session.ts';
import { appAuthCodeResponse, phoneAuthCodeResponse } from './login.api.ts';
import { LoginModel, type LoginModelInstance, type LoginSettings, type LoginState } from './login.model.ts';

// The shared login's model against the real sandbox over HTTP (its own server for this file). The
// session reads localStorage when it writes, so each test gets a fresh in-memory Storage.

class MemoryStorage implements Storage {
  [name: string]: unknown;
  readonly #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  clear(): void {
    this.#items.clear();
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }
}

const loggedRequests = v.array(
  v.object({ method: v.string(), path: v.string(), body: v.unknown(), status: v.number() }),
);

let server: Server;
let sandboxUrl: string;
let store: MemoryStorage;

async function control(path: string, body?: unknown): Promise<Response> {
  return fetch(`${sandboxUrl}/__sandbox${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function addFault(match: string, fault: string): Promise<void> {
  expect((await control('/faults', { match, fault })).status).toBe(201);
}

async function serverLog() {
  return v.parse(loggedRequests, await (await control('/requests')).json());
}

async function requestsTo(path: string) {
  return (await serverLog()).filter((entry) => entry.path === path);
}

interface Answer {
  path: string;
  body: unknown;
}

/** The sandbox client, noting what the server answered so a test can compare with what is shown. */
function recordingClient(): { client: ApiClient; answers: Answer[] } {
  const inner = createApiClient(sandboxUrl);
  const answers: Answer[] = [];
  const client: ApiClient = {
    baseUrl: inner.baseUrl,
    get: async (path, schema, options) => {
      const body = await inner.get(path, schema, options);
      answers.push({ path, body });
      return body;
    },
    post: async (path, requestBody, schema, options) => {
      const body = await inner.post(path, requestBody, schema, options);
      answers.push({ path, body });
      return body;
    },
    postIgnoringBody: (path, body, options) => inner.postIgnoringBody(path, body, options),
    getText: (path, options) => inner.getText(path, options),
  };
  return { client, answers };
}

function answerTo<S extends v.GenericSchema>(answers: Answer[], path: string, schema: S): v.InferOutput<S> {
  return v.parse(schema, answers.find((answer) => answer.path === path)?.body);
}

const accountReason = 'Innskráning fyrir reikningsviðskipti';

function newLogin(settings: Partial<LoginSettings> = {}) {
  const { client, answers } = recordingClient();
  const onLoggedIn = vi.fn<(user: SessionUser) => void>();
  const model = new LoginModel({ api: () => client, onLoggedIn });
  model.configure({
    reason: accountReason,
    showTerms: true,
    showCreditCheck: true,
    isComingFromApp: false,
    ...settings,
  });
  const states: LoginState[] = [];
  model.state.subscribe((state) => states.push(state));
  return { model, onLoggedIn, answers, states };
}

function tickConsents(model: LoginModelInstance): void {
  model.termsAccepted.value = true;
  model.creditCheckAccepted.value = true;
}

/** Resolves when the state reaches the given kind. */
function until(state: ReadonlySignal<LoginState>, kind: LoginState['kind']): Promise<void> {
  return new Promise((resolve) => {
    const stop = state.subscribe((current) => {
      if (current.kind !== kind) return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

beforeAll(async () => {
  server = serve({
    fetch: createSandboxApp({ authDelayMs: 20, faultTimeoutMs: 3000 }).fetch,
    port: 0,
    hostname: '127.0.0.1',
  }) as Server;
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  sandboxUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  store = new MemoryStorage();
  vi.stubGlobal('localStorage', store);
  await control('/reset', {});
});

afterEach(() => {
  logOut();
  vi.unstubAllGlobals();
});

describe('when Innskrá can be pressed', () => {
  it('only once the field is filled and both shown consents are ticked', () => {
    const { model } = newLogin();
    expect(model.canSubmit.value).toBe(false);
    model.setValue('8201234');
    expect(model.canSubmit.value).toBe(false);
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(false);
    model.creditCheckAccepted.value = true;
    expect(model.canSubmit.value).toBe(true);
    model.setValue('');
    expect(model.canSubmit.value).toBe(false);
  });

  it('without ticks when the page hides both consents', () => {
    const { model } = newLogin({ showTerms: false, showCreditCheck: false });
    expect(model.canSubmit.value).toBe(false);
    model.setValue('8201234');
    expect(model.canSubmit.value).toBe(true);
  });

  it('with only the shown consent ticked when the other is hidden', () => {
    const { model } = newLogin({ showCreditCheck: false });
    model.setValue('8201234');
    expect(model.canSubmit.value).toBe(false);
    model.termsAccepted.value = true;
    expect(model.canSubmit.value).toBe(true);
  });
});

describe('typing', () => {
  it('keeps only the digits of what is typed in the phone field', () => {
    const { model } = newLogin();
    model.setValue('82a0-1 23b4');
    expect(model.value.value).toBe('8201234');
  });

  it("keeps only digits in the phone field, a '+' included (spec §2 and §5: login inputs are digits only)", () => {
    const { model } = newLogin();
    model.setValue('+354 820 1234');
    expect(model.value.value).toBe('3548201234');
  });

  it('keeps only the digits of a kennitala typed with a hyphen', () => {
    const { model } = newLogin();
    model.selectMethod('app');
    model.setValue('120389-2039');
    expect(model.value.value).toBe('1203892039');
  });
});

describe('switching tabs', () => {
  it('resets an error to initial but keeps what was typed in each tab', async () => {
    const { model } = newLogin();
    tickConsents(model);
    model.setValue('8209999');
    await model.submit();
    expect(model.state.value.kind).toBe('error');

    model.selectMethod('app');
    expect(model.state.value).toEqual({ kind: 'initial' });
    expect(model.value.value).toBe('');
    model.setValue('1203892039');

    model.selectMethod('phone');
    expect(model.value.value).toBe('8209999');
    model.selectMethod('app');
    expect(model.value.value).toBe('1203892039');
  });

  it('clears the field message', async () => {
    const { model } = newLogin();
    tickConsents(model);
    model.setValue('82012');
    await model.submit();
    expect(model.fieldMessage.value).toBeDefined();
    model.selectMethod('app');
    expect(model.fieldMessage.value).toBeUndefined();
  });
});

describe('logging in by phone (Rafræn skilríki)', () => {
  it('shows the code the server issued, then logs in, stores the user and reports it once', async () => {
    const { model, onLoggedIn, answers, states } = newLogin();
    tickConsents(model);
    model.setValue('8201234');
    await model.submit();

    const issued = answerTo(answers, '/api/auth/phone-auth-codes', phoneAuthCodeResponse);
    expect(states).toEqual([
      { kind: 'initial' },
      { kind: 'loadingAuthCode' },
      { kind: 'loggingInWithPhone', code: issued.code },
      { kind: 'initial' },
    ]);

    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    const token = store.getItem('token');
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(onLoggedIn).toHaveBeenCalledWith({
      token,
      name: 'Anna Jónsdóttir',
      ssn: '1203892039',
      email: 'anna@example.is',
      phoneNumber: '8201234',
      isComingFromApp: false,
    });
    expect(sessionUser.value).toMatchObject({ name: 'Anna Jónsdóttir', token });
    expect(store.getItem('name')).toBe('Anna Jónsdóttir');
    expect(store.getItem('isComingFromApp')).toBe('false');
  });

  it('sends the phone, then the login with the authId, reason and origin "Web"', async () => {
    const { model, answers } = newLogin();
    tickConsents(model);
    model.setValue('8202345');
    await model.submit();
    const { authId } = answerTo(answers, '/api/auth/phone-auth-codes', phoneAuthCodeResponse);
    const log = await serverLog();
    expect(log.map((entry) => [entry.path, entry.body])).toEqual([
      ['/api/auth/phone-auth-codes', { phone: '8202345' }],
      ['/api/auth/login', { authId, phoneNumber: '8202345', reason: accountReason, origin: 'Web' }],
    ]);
  });

  it('shows the server reason when the person refuses the login', async () => {
    const { model, onLoggedIn } = newLogin();
    tickConsents(model);
    model.setValue('8209999');
    await model.submit();
    expect(model.state.value).toEqual({ kind: 'error', message: 'Notandi hætti við auðkenningu' });
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(sessionUser.value).toBeNull();
    expect(store.length).toBe(0);
    // The error is not busy: the person can try again.
    expect(model.canSubmit.value).toBe(true);
  });

  it("shows 'Innskráning tókst ekki' when the server's answer is malformed", async () => {
    await addFault('POST /api/auth/phone-auth-codes', 'malformed');
    const { model, onLoggedIn } = newLogin();
    tickConsents(model);
    model.setValue('8201234');
    await model.submit();
    expect(model.state.value).toEqual({ kind: 'error', message: 'Innskráning tókst ekki' });
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('sends one code request however many times Innskrá is pressed at once', async () => {
    const { model, onLoggedIn } = newLogin();
    tickConsents(model);
    model.setValue('8201234');
    await Promise.all([model.submit(), model.submit(), model.submit()]);
    expect(await requestsTo('/api/auth/phone-auth-codes')).toHaveLength(1);
    expect(await requestsTo('/api/auth/login')).toHaveLength(1);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('shows the phone message for a too-short number and sends nothing', async () => {
    const { model, states } = newLogin();
    tickConsents(model);
    model.setValue('82012');
    await model.submit();
    expect(model.fieldMessage.value).toBe("Símanúmer getur aðeins innihaldið tölustafi og '+'");
    expect(states).toEqual([{ kind: 'initial' }]);
    expect(await serverLog()).toEqual([]);
  });

  it('sends nothing while a consent is unticked', async () => {
    const { model } = newLogin();
    model.termsAccepted.value = true;
    model.setValue('8201234');
    await model.submit();
    expect(model.state.value).toEqual({ kind: 'initial' });
    expect(await serverLog()).toEqual([]);
  });

  it('passes the payment method through to the login when the page sets one', async () => {
    const { model } = newLogin({ paymentMethod: 0, reason: 'Innskráning fyrir greiðsludreifingu' });
    tickConsents(model);
    model.setValue('8201234');
    await model.submit();
    const [login] = await requestsTo('/api/auth/login');
    expect(login?.body).toMatchObject({
      reason: 'Innskráning fyrir greiðsludreifingu',
      origin: 'Web',
      paymentMethod: 0,
    });
  });
});

describe('logging in with the app (Auðkennisapp)', () => {
  it('sends { ssn, authCodeHash, reason, origin: "App" } for a user coming from the app', async () => {
    const { model, onLoggedIn, answers, states } = newLogin({ isComingFromApp: true });
    model.selectMethod('app');
    tickConsents(model);
    model.setValue('1203892039');
    await model.submit();

    const issued = answerTo(answers, '/api/auth/app-auth-codes', appAuthCodeResponse);
    expect(states).toContainEqual({ kind: 'loggingInWithApp', code: issued.code });
    const log = await serverLog();
    expect(log.map((entry) => [entry.path, entry.body])).toEqual([
      ['/api/auth/app-auth-codes', { ssn: '1203892039' }],
      [
        '/api/auth/login-app',
        { ssn: '1203892039', authCodeHash: issued.authHash, reason: accountReason, origin: 'App' },
      ],
    ]);
    expect(onLoggedIn).toHaveBeenCalledWith(expect.objectContaining({ isComingFromApp: true }));
    expect(store.getItem('isComingFromApp')).toBe('true');
    expect(store.getItem('ssn')).toBe('1203892039');
  });

  it('passes the payment method through to the app login', async () => {
    const { model } = newLogin({ paymentMethod: 2 });
    model.selectMethod('app');
    tickConsents(model);
    model.setValue('0507953069');
    await model.submit();
    const [login] = await requestsTo('/api/auth/login-app');
    expect(login?.body).toMatchObject({ ssn: '0507953069', origin: 'Web', paymentMethod: 2 });
  });
});

describe('while waiting for the confirmation', () => {
  it('does not switch tabs', async () => {
    await addFault('POST /api/auth/login', 'timeout');
    const { model } = newLogin();
    tickConsents(model);
    model.setValue('8201234');
    const submitting = model.submit();
    await until(model.state, 'loggingInWithPhone');
    model.selectMethod('app');
    expect(model.method.value).toBe('phone');
    expect(model.state.value.kind).toBe('loggingInWithPhone');
    model.cancel();
    await submitting;
  });

  it('cancel() gives up without an error, a login or a stored user', async () => {
    await addFault('POST /api/auth/login', 'timeout');
    const { model, onLoggedIn } = newLogin();
    tickConsents(model);
    model.setValue('8201234');
    const started = Date.now();
    const submitting = model.submit();
    await until(model.state, 'loggingInWithPhone');
    model.cancel();
    await submitting;
    // The held request (3 s) was abandoned, not waited for.
    expect(Date.now() - started).toBeLessThan(2000);
    expect(model.state.value.kind).not.toBe('error');
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(store.getItem('token')).toBeNull();
  });
});
