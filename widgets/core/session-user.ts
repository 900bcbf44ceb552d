import type { LoginResponse } from './login/login.api.ts';
import {
  browserStorage,
  customerStatus,
  NotLoggedInError,
  readStoredUser,
  type SessionUser,
  sessionUser,
  storageKeys,
} from './runtime/session.ts';

// Logging in, and the user as each API sees them: apart from runtime/session.ts, whose reading of
// the session every page's runtime carries, so that the pay page's first screen, which needs none
// of this, does not carry it either.

/** The origin of an API base (relative to the page, as `/api-gateway` may be); '' when it is none. */
export function originOf(apiBase: string): string {
  try {
    return new URL(apiBase, globalThis.location?.href).origin;
  } catch {
    return '';
  }
}

/**
 * The user as an element whose API is at `apiBase` sees them: logged out where another API issued
 * the token (its login shows there). Read in a render, it follows the session like `.value`.
 */
export function userAt(apiBase: string, user: SessionUser | null = sessionUser.value): SessionUser | null {
  return user?.tokenOrigin === originOf(apiBase) ? user : null;
}

/** Stores the user under the storage keys, a field without a value removed. */
export function writeStoredUser(user: SessionUser, store: Storage | undefined = browserStorage()): void {
  if (!store) return;
  for (const key of storageKeys) {
    const value = user[key];
    if (value === undefined || value === '') store.removeItem(key);
    else store.setItem(key, String(value));
  }
}

/** Login sets the user and stores it (spec §4 Login); `apiBase` is the API that answered it. */
export function logIn(
  response: LoginResponse,
  options: { apiBase: string; isComingFromApp: boolean; phoneNumber?: string },
): SessionUser {
  const user: SessionUser = {
    token: response.token,
    tokenOrigin: originOf(options.apiBase),
    name: response.name,
    ssn: response.ssn,
    email: response.email,
    phoneNumber: response.phoneNumber || options.phoneNumber || '',
    isComingFromApp: options.isComingFromApp,
  };
  writeStoredUser(user);
  sessionUser.value = user;
  customerStatus.value = { kind: 'unknown' };
  return user;
}

/** Merges company fields (company credit flows) into the stored user. */
export function updateUser(changes: Partial<Omit<SessionUser, 'token' | 'tokenOrigin'>>): void {
  const current = sessionUser.peek();
  if (!current) throw new NotLoggedInError();
  const next = { ...current, ...changes };
  // Not into a storage a success cleared (see validateStoredSession).
  if (readStoredUser()?.token === current.token) writeStoredUser(next);
  sessionUser.value = next;
}
