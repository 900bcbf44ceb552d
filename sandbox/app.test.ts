import type { Hono } from 'hono';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneAuthCodeResponse } from '../widgets/core/login/login.api.ts';
import { createSandboxApp } from './app.ts';
import { anna } from './people.ts';

// SANDBOX_AUTH_DELAY_MS (SANDBOX.md, sandbox/README.md): how long an e-ID login takes to confirm
// itself when createSandboxApp is given no authDelayMs; 1500 ms when unset or not a usable number.
// The clock is faked, so "confirms only after" is exact to the millisecond and the default costs
// no real time.

const variable = 'SANDBOX_AUTH_DELAY_MS';
const documentedDefaultMs = 1500;

/**
 * A phone login for Anna on `app`, the fake clock stepped a millisecond at a time until the login
 * call answers; resolves with how long after asking for the code that was.
 */
async function measuredLoginMs(app: Hono): Promise<number> {
  const post = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const started = Date.now();
  const codeAnswer = await post('/api/auth/phone-auth-codes', { phone: anna.phone });
  const { authId } = v.parse(phoneAuthCodeResponse, await codeAnswer.json());
  let answered: Response | undefined;
  const login = Promise.resolve(
    post('/api/auth/login', { authId, phoneNumber: anna.phone, reason: 'test', origin: 'Web' }),
  );
  void login.then((response) => {
    answered = response;
  });
  while (Date.now() - started < 10_000) {
    // Let the request's own work (body reading, the handler) run before time moves on.
    for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    if (answered !== undefined) break;
    await vi.advanceTimersByTimeAsync(1);
  }
  expect((await login).status).toBe(200);
  return Date.now() - started;
}

/** An app made with no authDelayMs, so it reads the environment. */
const appFromEnvironment = (): Hono => createSandboxApp();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe(`${variable}: the e-ID confirmation delay from the environment`, () => {
  it('a set value is the delay: the login confirms exactly that long after the code is issued', async () => {
    vi.stubEnv(variable, '250');
    expect(await measuredLoginMs(appFromEnvironment())).toBe(250);
    vi.stubEnv(variable, '700');
    expect(await measuredLoginMs(appFromEnvironment())).toBe(700);
  });

  it('0 confirms at once', async () => {
    vi.stubEnv(variable, '0');
    expect(await measuredLoginMs(appFromEnvironment())).toBe(0);
  });

  it(`unset, the documented default of ${documentedDefaultMs} ms applies`, async () => {
    vi.stubEnv(variable, undefined);
    expect(process.env[variable]).toBeUndefined();
    expect(await measuredLoginMs(appFromEnvironment())).toBe(documentedDefaultMs);
  });

  it.each(['', '   ', 'abc', '-5', 'NaN', 'Infinity', '12ms'])(
    'an unusable value (%j) falls back to the default',
    async (value) => {
      vi.stubEnv(variable, value);
      expect(await measuredLoginMs(appFromEnvironment())).toBe(documentedDefaultMs);
    },
  );

  it('is read when the app is made: a later change does not move an app already made', async () => {
    vi.stubEnv(variable, '300');
    const app = appFromEnvironment();
    vi.stubEnv(variable, '900');
    expect(await measuredLoginMs(app)).toBe(300);
  });

  it('an authDelayMs given to createSandboxApp wins over the environment', async () => {
    vi.stubEnv(variable, '250');
    expect(await measuredLoginMs(createSandboxApp({ authDelayMs: 40 }))).toBe(40);
  });

  it('without process (the browser, Storybook) the default applies', async () => {
    vi.stubEnv(variable, '250');
    vi.stubGlobal('process', undefined);
    const app = appFromEnvironment();
    vi.unstubAllGlobals();
    expect(await measuredLoginMs(app)).toBe(documentedDefaultMs);
  });
});
