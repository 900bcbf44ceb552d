import { beforeEach, vi } from 'vitest';
import { MemoryStorage } from '../../../test/support/memory-storage.ts';
import { type SandboxServer, sandboxServerForTests } from '../../../test/support/sandbox-server.ts';
import { logOutAfterEach } from '../../../test/support/session-login.ts';
import { type ApiClient, createApiClient } from '../runtime/http.ts';
import type { SessionUser } from '../runtime/session.ts';
import { LoginModel, type LoginModelInstance, type LoginSettings, type LoginState } from './login.model.ts';

// What the login model's tests (login.model.test.ts, login-form.model.test.ts) share: the real
// sandbox over HTTP (its own server for each file), a login model on it, and the storage. The
// session reads localStorage when it writes, so each test starts with it empty.

export interface Answer {
  path: string;
  body: unknown;
}

export const accountReason = 'Innskráning fyrir reikningsviðskipti';

/** Ticks both consents and types `value` into the chosen tab's field. */
export function fillIn(model: LoginModelInstance, value: string): void {
  model.termsAccepted.value = true;
  model.creditCheckAccepted.value = true;
  model.setValue(value);
}

/**
 * For the file that calls this: a sandbox server, the localStorage each test starts empty with, and
 * `newLogin`, a login model on that sandbox; logged out after each test.
 */
export function loginModelTests() {
  // A 'timeout' fault holds its answer 3 s: longer than the page's timeout a test sets, and than a
  // cancelled wait takes.
  const sandbox: SandboxServer = sandboxServerForTests({ faultTimeoutMs: 3000 });
  const store = new MemoryStorage();

  beforeEach(() => {
    store.clear();
    vi.stubGlobal('localStorage', store);
  });
  logOutAfterEach();

  /** The sandbox client, noting what the server answered so a test can compare with what is shown. */
  function recordingClient(): { client: ApiClient; answers: Answer[] } {
    const inner = createApiClient(sandbox.url);
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
      lastFailure: () => inner.lastFailure(),
    };
    return { client, answers };
  }

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

  return { sandbox, store, newLogin };
}
