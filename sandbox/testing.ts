import * as v from 'valibot';
import { loginResponse } from '../widgets/core/login/login.api.ts';
import { createSandboxApp, type SandboxOptions } from './app.ts';
import type { Person } from './people.ts';

// Helpers for tests that talk to a sandbox app in memory (app.request: no server, no port).

export const testAuthDelayMs = 50;

export interface TestAnswer {
  readonly status: number;
  /** The parsed JSON body, or the raw text when it is not JSON. */
  readonly body: unknown;
  readonly headers: Headers;
}

async function answerOf(response: Response): Promise<TestAnswer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a malformed fault): keep the text so the test can check it.
  }
  return { status: response.status, body, headers: response.headers };
}

export function testSandbox(options: SandboxOptions = {}) {
  const app = createSandboxApp({ authDelayMs: testAuthDelayMs, faultTimeoutMs: 200, ...options });

  const get = async (path: string, headers: Record<string, string> = {}, signal?: AbortSignal) =>
    answerOf(await app.request(path, { headers, ...(signal ? { signal } : {}) }));

  const post = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    answerOf(
      await app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    );

  /** A full phone login for a person: code, then the (delayed) login. Returns the token. */
  const loginByPhone = async (person: Pick<Person, 'phone'>): Promise<string> => {
    const codeAnswer = await post('/api/auth/phone-auth-codes', { phone: person.phone });
    const { authId } = v.parse(v.object({ authId: v.string() }), codeAnswer.body);
    const login = await post('/api/auth/login', {
      authId,
      phoneNumber: person.phone,
      reason: 'test',
      origin: 'Web',
    });
    return v.parse(loginResponse, login.body).token;
  };

  const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

  return { app, get, post, loginByPhone, bearer };
}
