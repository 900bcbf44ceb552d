import { afterEach, vi } from 'vitest';
import { logOut, type SessionUser, sessionUser } from '../../widgets/core/runtime/session.ts';
import { logIn } from '../../widgets/core/session-user.ts';
import { type TestPerson, webUserOf } from './people.ts';
import type { SandboxControl } from './sandbox-control.ts';

// A person logged in for a model's unit test, through the real sandbox's phone login (sandbox-server.ts)
// rather than by a made-up token, so the sandbox knows the token the model's requests carry.

/**
 * Logged in and put straight into core's session store as a web user (nothing is written to
 * storage), the token issued by the sandbox at `sandbox.url`.
 */
export async function logInToSession(
  sandbox: Pick<SandboxControl, 'loginByPhone'> & { readonly url: string },
  person: TestPerson,
): Promise<SessionUser> {
  const { token } = await sandbox.loginByPhone(person);
  const user = webUserOf(person, token, new URL(sandbox.url).origin);
  sessionUser.value = user;
  return user;
}

/**
 * Logged in and handed to core's `logIn`, as the login form does: the user is stored under the
 * spec's keys too (stub localStorage first). `fromApp`: as on the app's login page.
 */
export async function logInAndStore(
  sandbox: Pick<SandboxControl, 'loginByPhone'> & { readonly url: string },
  person: TestPerson,
  options: { fromApp?: boolean } = {},
): Promise<SessionUser> {
  const answer = await sandbox.loginByPhone(person);
  return logIn(answer, {
    apiBase: sandbox.url,
    isComingFromApp: options.fromApp ?? false,
    phoneNumber: person.phone,
  });
}

/**
 * After each test of the file (or describe block) that calls this: `dispose` first (the test's
 * models, while the session they read is still there), then logged out as core's `logOut` does
 * (the session store emptied, stored keys cleared) and the globals stubbed with vi.stubGlobal undone.
 */
export function logOutAfterEach(dispose: () => void = () => undefined): void {
  afterEach(() => {
    dispose();
    logOut();
    vi.unstubAllGlobals();
  });
}

/**
 * The models a test file makes, each disposed with `dispose` after each test (before the log-out of
 * logOutAfterEach, while the session they read is still there). Push every model made onto the list.
 */
export function modelsDisposedAfterEach<Model>(dispose: (model: Model) => void): Model[] {
  const models: Model[] = [];
  logOutAfterEach(() => {
    for (const model of models.splice(0)) dispose(model);
  });
  return models;
}
