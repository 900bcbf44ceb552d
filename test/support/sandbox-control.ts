import * as v from 'valibot';
import type { FaultKind } from '../../sandbox/control.ts';

// The sandbox's control endpoints (/__sandbox/reset, /faults, /requests, /clock, /sessions), for
// tests that reach a sandbox over HTTP: their own server (sandbox-server.ts), the end-to-end
// server's (test/e2e/harness.ts), or the one on a test page's own origin (in-page.ts).

const loggedRequest = v.object({
  method: v.string(),
  path: v.string(),
  query: v.record(v.string(), v.string()),
  body: v.unknown(),
  /** Only for a body the log cut to its first 4 KB of text: its whole size (sandbox/README.md). */
  bodyBytes: v.optional(v.number()),
  status: v.number(),
});

export type LoggedRequest = v.InferOutput<typeof loggedRequest>;

/** What the sandbox answers a phone login (POST /api/auth/login). */
const loginAnswer = v.object({
  name: v.string(),
  ssn: v.string(),
  email: v.string(),
  token: v.string(),
  phoneNumber: v.string(),
});

export type LoginAnswer = v.InferOutput<typeof loginAnswer>;

/**
 * A login as the login form stores it in localStorage (spec §3 storage keys), with the origin of the
 * API that issued the token as the page reaches it: a token stored without it counts as logged out.
 */
export function storedSession(login: LoginAnswer, tokenOrigin: string): Record<string, string> {
  return {
    token: login.token,
    tokenOrigin: new URL(tokenOrigin).origin,
    name: login.name,
    ssn: login.ssn,
    email: login.email,
    phoneNumber: login.phoneNumber,
  };
}

export interface SandboxControl {
  /** POST /__sandbox/reset: the seed data back, the log and the faults empty (answers 204). */
  reset(): Promise<void>;
  /** POST /__sandbox/faults: the next matching request(s) fail this way (answers 201). */
  fault(match: string, fault: FaultKind, extra?: { reason?: string; times?: number }): Promise<void>;
  /** GET /__sandbox/requests, in arrival order; only those of the method and path given, if given. */
  requests(filter?: { method?: string; path?: string }): Promise<LoggedRequest[]>;
  /** The logged requests of one method and path. */
  requestsTo(method: string, path: string): Promise<LoggedRequest[]>;
  /** POST /__sandbox/clock: the sandbox's "now" fixed at that moment (an ISO date), or running (null). */
  clock(now: string | null): Promise<void>;
  /** POSTs JSON to a path of the sandbox. */
  post(path: string, body: unknown): Promise<Response>;
  /** POST /__sandbox/sessions: the person logged in at once, as the login form's answer (no e-ID wait). */
  loginByPhone(person: { readonly phone: string }): Promise<LoginAnswer>;
}

/** The controls of the sandbox at `baseUrl()` (read on each call). */
export function sandboxControl(baseUrl: () => string): SandboxControl {
  const post = (path: string, body: unknown): Promise<Response> =>
    fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  const control = async (path: string, body: unknown, expectedStatus: number): Promise<void> => {
    const response = await post(path, body);
    if (response.status !== expectedStatus) {
      throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    }
  };

  const requests = async (filter: { method?: string; path?: string } = {}): Promise<LoggedRequest[]> => {
    const response = await fetch(`${baseUrl()}/__sandbox/requests`);
    return v
      .parse(v.array(loggedRequest), await response.json())
      .filter(
        (entry) =>
          (filter.method === undefined || entry.method === filter.method) &&
          (filter.path === undefined || entry.path === filter.path),
      );
  };

  return {
    reset: () => control('/__sandbox/reset', {}, 204),
    fault: (match, fault, extra = {}) => control('/__sandbox/faults', { match, fault, ...extra }, 201),
    requests,
    requestsTo: (method, path) => requests({ method, path }),
    clock: (now) => control('/__sandbox/clock', { now }, 200),
    post,
    async loginByPhone({ phone }) {
      const session = await post('/__sandbox/sessions', { phone });
      return v.parse(loginAnswer, await session.json());
    },
  };
}
