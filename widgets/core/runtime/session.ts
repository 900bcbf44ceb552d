import { computed, signal } from '@preact/signals-react';
import type { Customer } from '../login/login.api.ts';
import { ApiError, setTokenSource } from './http.ts';

/**
 * The logged-in user (spec §3 "User (local)"): the one page-wide store. Every widget on the page
 * reads it; it is persisted under the spec's storage keys so the host pages and older code that
 * read localStorage directly keep working.
 */
export interface SessionUser {
  token: string;
  /** The origin of the API that issued the token: the only one it is sent to (originOf). */
  tokenOrigin: string;
  name: string;
  ssn: string;
  email: string;
  phoneNumber: string;
  isComingFromApp: boolean;
  companySsn?: string;
  companyName?: string;
  companyEmail?: string;
  companyPhoneNumber?: string;
}

/**
 * The spec's browser storage keys (§3), in one place: each field of the user under its own name,
 * with the token's API origin beside the token.
 */
export const storageKeys = [
  'token',
  'tokenOrigin',
  'name',
  'ssn',
  'email',
  'phoneNumber',
  'isComingFromApp',
  'companySsn',
  'companyName',
  'companyEmail',
  'companyPhoneNumber',
] as const satisfies readonly (keyof SessionUser)[];

// Every field of the user has its key (a field added to SessionUser and not here fails to compile).
const everyFieldStored: [Exclude<keyof SessionUser, (typeof storageKeys)[number]>] extends [never]
  ? true
  : false = true;
void everyFieldStored;

export const notLoggedInMessage = 'User is not logged in';

/** Raised when a call needs a token and none is stored; flows answer it with their login redirect. */
export class NotLoggedInError extends Error {
  override readonly name = 'NotLoggedInError';
  constructor() {
    super(notLoggedInMessage);
  }
}

/** Customer standing (spec §6): unknown until looked up, then a customer record or not a customer. */
export type CustomerStatus =
  | { kind: 'unknown' }
  | { kind: 'customer'; customer: Customer }
  | { kind: 'notCustomer' };

/** localStorage, or undefined where the page may not use it (an iframe denied storage, blocked cookies). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can throw when the page is denied storage or cookies are blocked: behave as logged out.
    return undefined;
  }
}

function optional(value: string | null): string | undefined {
  return value === null || value === '' ? undefined : value;
}

/** Where the pay element keeps an instalment's signing stage through a reload (spec §4). */
export const partialPaymentKey = 'partialPayment';

/**
 * Every key the widgets keep in localStorage: the user's and the instalment's signing stage.
 * Logout, a 401 and a success remove these and nothing else: the page, and the rest of its
 * storage, may be a retailer's.
 */
export const ownedKeys: readonly string[] = [...storageKeys, partialPaymentKey];

/** Removes the widgets' own keys from localStorage (ownedKeys), a host page's keys left as they are. */
export function clearOwnedKeys(store: Storage | undefined = browserStorage()): void {
  for (const key of ownedKeys) store?.removeItem(key);
}

/**
 * Reads the user the storage keys describe, or null when no token is stored. A token stored without
 * the origin that issued it is not sent anywhere: that is logged out too.
 */
export function readStoredUser(store: Storage | undefined = browserStorage()): SessionUser | null {
  const token = store?.getItem('token');
  const tokenOrigin = store?.getItem('tokenOrigin');
  if (!store || !token || !tokenOrigin) return null;
  const read = (key: keyof SessionUser) => optional(store.getItem(key));
  const user: SessionUser = {
    token,
    tokenOrigin,
    name: read('name') ?? '',
    ssn: read('ssn') ?? '',
    email: read('email') ?? '',
    phoneNumber: read('phoneNumber') ?? '',
    isComingFromApp: read('isComingFromApp') === 'true',
  };
  // A company's keys only when the person chose one (spec §3 "Company credit store").
  for (const key of ['companySsn', 'companyName', 'companyEmail', 'companyPhoneNumber'] as const) {
    const value = read(key);
    if (value) user[key] = value;
  }
  return user;
}

export const sessionUser = signal<SessionUser | null>(readStoredUser());
export const customerStatus = signal<CustomerStatus>({ kind: 'unknown' });
export const isLoggedIn = computed(() => sessionUser.value !== null);

setTokenSource(() => sessionUser.peek());

/**
 * Logout clears the user, the auth header (the token source reads the user) and the widgets' own
 * local storage (ownedKeys: spec §3's "all local storage", read for a page that may be a retailer's).
 */
export function logOut(): void {
  clearOwnedKeys();
  sessionUser.value = null;
  customerStatus.value = { kind: 'unknown' };
}

/**
 * True for the failures that mean "log in again" (spec §6): no token stored ('User is not logged
 * in') or a token the server no longer accepts (401).
 */
export function needsLogin(error: unknown): boolean {
  return error instanceof NotLoggedInError || (error instanceof ApiError && error.status === 401);
}

export function requireToken(): string {
  const token = sessionUser.peek()?.token;
  if (!token) throw new NotLoggedInError();
  return token;
}

let watchingOtherTabs = false;

/**
 * Another tab logging in or out changes localStorage and fires 'storage' here: every widget on the
 * page follows, since they all read the one session signal.
 */
export function watchOtherTabs(): void {
  if (watchingOtherTabs || typeof window === 'undefined') return;
  watchingOtherTabs = true;
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== browserStorage()) return;
    const stored = readStoredUser();
    const current = sessionUser.peek();
    if (stored?.token !== current?.token) customerStatus.value = { kind: 'unknown' };
    sessionUser.value = stored;
  });
}
