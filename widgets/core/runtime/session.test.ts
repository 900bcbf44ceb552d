import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../../../test/support/memory-storage.ts';
import { anna, bjarni, dagny, webUserOf } from '../../../test/support/people.ts';
import { rejectionOf } from '../../../test/support/promises.ts';
import { sandboxServerForTests } from '../../../test/support/sandbox-server.ts';

// The session module reads localStorage when it is imported, so each test gives it a fresh
// in-memory Storage and imports a fresh copy (with the http module it registers its token with).

const sandbox = sandboxServerForTests({ faultTimeoutMs: 3000 });
/** Another API: a second sandbox, on another origin (another port), that never issued the token. */
const otherApi = sandboxServerForTests();
let store: MemoryStorage;

/** Stores a session the way the login form does, with the token's API origin (sandbox.url's). */
function storeSession(entries: Record<string, string>): void {
  store.setItem('tokenOrigin', sandbox.url);
  for (const [key, value] of Object.entries(entries)) store.setItem(key, value);
}

/** Every key the widgets own, each with a value, and a host page's own key beside them. */
function storeOwnedKeysAndTheHosts(keys: readonly string[]): void {
  for (const key of keys) store.setItem(key, `value of ${key}`);
  store.setItem('cart', '[{"sku":"123"}]');
}

async function requestedPaths(): Promise<string[]> {
  return (await sandbox.requests()).map((entry) => entry.path);
}

/** A fresh copy of the session (and of http, whose token source it sets), reading `store`. */
async function loadSession() {
  vi.resetModules();
  const session = await import('./session.ts');
  const sessionUserModule = await import('../session-user.ts');
  const sessionApi = await import('../session-api.ts');
  const http = await import('./http.ts');
  return { ...session, ...sessionUserModule, ...sessionApi, http, api: http.createApiClient(sandbox.url) };
}

beforeEach(() => {
  store = new MemoryStorage();
  vi.stubGlobal('localStorage', store);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('reading the stored user', () => {
  it('gives the user the storage keys describe when a token is stored', async () => {
    store.setItem('token', 't-1');
    store.setItem('tokenOrigin', 'https://api.byko.is');
    store.setItem('name', 'Anna Jónsdóttir');
    store.setItem('ssn', '1203892039');
    store.setItem('email', 'anna@example.is');
    store.setItem('phoneNumber', '8201234');
    store.setItem('isComingFromApp', 'true');
    store.setItem('companySsn', '5501692829');
    const { readStoredUser, sessionUser, isLoggedIn } = await loadSession();
    const expected = {
      token: 't-1',
      tokenOrigin: 'https://api.byko.is',
      name: 'Anna Jónsdóttir',
      ssn: '1203892039',
      email: 'anna@example.is',
      phoneNumber: '8201234',
      isComingFromApp: true,
      companySsn: '5501692829',
    };
    expect(readStoredUser()).toEqual(expected);
    // The page starts logged in as that user.
    expect(sessionUser.value).toEqual(expected);
    expect(isLoggedIn.value).toBe(true);
  });

  it('gives null, and the page starts logged out, when no token is stored', async () => {
    store.setItem('name', 'Anna Jónsdóttir');
    store.setItem('ssn', '1203892039');
    const { readStoredUser, sessionUser, isLoggedIn } = await loadSession();
    expect(readStoredUser()).toBeNull();
    expect(sessionUser.value).toBeNull();
    expect(isLoggedIn.value).toBe(false);
  });

  it('gives null, and the page starts logged out, for a token stored without the API that issued it', async () => {
    store.setItem('token', 't-1');
    store.setItem('name', 'Anna Jónsdóttir');
    const { readStoredUser, sessionUser } = await loadSession();
    expect(readStoredUser()).toBeNull();
    expect(sessionUser.value).toBeNull();
  });

  it('reads isComingFromApp as false unless "true" is stored', async () => {
    storeSession({ token: 't-1' });
    store.setItem('isComingFromApp', 'false');
    const { readStoredUser } = await loadSession();
    expect(readStoredUser()?.isComingFromApp).toBe(false);
  });
});

describe('logging in', () => {
  it("stores exactly the spec's keys (token, name, ssn, email, phoneNumber, isComingFromApp) and the token's API origin", async () => {
    const { logIn, sessionUser } = await loadSession();
    const answer = await sandbox.loginByPhone(anna);
    const user = logIn(answer, { apiBase: `${sandbox.url}/`, isComingFromApp: false });
    expect(store.entries()).toEqual({
      token: answer.token,
      tokenOrigin: sandbox.url,
      name: 'Anna Jónsdóttir',
      ssn: '1203892039',
      email: 'anna@example.is',
      phoneNumber: '8201234',
      isComingFromApp: 'false',
    });
    expect(sessionUser.value).toEqual(user);
    expect(user).toMatchObject({ name: 'Anna Jónsdóttir', token: answer.token, isComingFromApp: false });
  });

  it('stores isComingFromApp "true" for an app user and the typed phone when the answer has none', async () => {
    const { logIn } = await loadSession();
    const answer = await sandbox.loginByPhone(bjarni);
    logIn(
      { ...answer, phoneNumber: '' },
      { apiBase: sandbox.url, isComingFromApp: true, phoneNumber: '8202345' },
    );
    expect(store.getItem('isComingFromApp')).toBe('true');
    expect(store.getItem('phoneNumber')).toBe('8202345');
  });

  it('sends the new token with the next request', async () => {
    const { logIn, api } = await loadSession();
    logIn(await sandbox.loginByPhone(bjarni), { apiBase: sandbox.url, isComingFromApp: false });
    const info = await api.get('/api/auth/info', v.object({ name: v.string() }));
    expect(info.name).toBe('Bjarni Sigurðsson');
  });

  it('sends the token to the API that issued it only: another API receives no Authorization', async () => {
    const { logIn, http } = await loadSession();
    const answer = await sandbox.loginByPhone(bjarni);
    logIn(answer, { apiBase: sandbox.url, isComingFromApp: false });
    const info = v.object({ name: v.string() });
    await http.createApiClient(sandbox.url).get('/api/auth/info', info);
    const error = await rejectionOf(http.createApiClient(otherApi.url).get('/api/auth/info', info));
    expect(error).toMatchObject({ status: 401 });
    expect(sandbox.received().filter((request) => request.path === '/api/auth/info')).toEqual([
      { method: 'GET', path: '/api/auth/info', authorization: `Bearer ${answer.token}` },
    ]);
    expect(otherApi.received()).toEqual([{ method: 'GET', path: '/api/auth/info', authorization: null }]);
  });
});

describe('the user as an element at an API base sees it (userAt)', () => {
  it('is the user at the API that issued the token, whatever the path or trailing slash', async () => {
    const { logIn, userAt } = await loadSession();
    const user = logIn(await sandbox.loginByPhone(anna), { apiBase: sandbox.url, isComingFromApp: false });
    expect(userAt(sandbox.url)).toEqual(user);
    expect(userAt(`${sandbox.url}/gateway/`)).toEqual(user);
  });

  it('is null at another API, and at a base that is no URL; the session itself stays', async () => {
    const { logIn, userAt, sessionUser } = await loadSession();
    const user = logIn(await sandbox.loginByPhone(anna), { apiBase: sandbox.url, isComingFromApp: false });
    expect(userAt(otherApi.url)).toBeNull();
    expect(userAt('http://[')).toBeNull();
    expect(sessionUser.value).toEqual(user);
  });
});

describe('updating the user', () => {
  it('merges company fields into the user and the storage, keeping the rest', async () => {
    const { logIn, updateUser, sessionUser, readStoredUser } = await loadSession();
    const answer = await sandbox.loginByPhone(anna);
    logIn(answer, { apiBase: sandbox.url, isComingFromApp: false });
    const company = {
      companySsn: '5501692829',
      companyName: 'Byggir ehf.',
      companyEmail: 'byggir@example.is',
      companyPhoneNumber: '5551234',
    };
    updateUser(company);
    const merged = { token: answer.token, tokenOrigin: sandbox.url, name: 'Anna Jónsdóttir', ...company };
    expect(sessionUser.value).toMatchObject(merged);
    expect(store.entries()).toMatchObject(merged);
    expect(readStoredUser()).toEqual(sessionUser.value);
  });

  it('refuses to update when nobody is logged in', async () => {
    const { updateUser, NotLoggedInError } = await loadSession();
    expect(() => updateUser({ companySsn: '5501692829' })).toThrow(NotLoggedInError);
    expect(store.length).toBe(0);
  });
});

describe('logging out', () => {
  it("clears the widgets' own keys and the user; a host page's own key survives", async () => {
    const { logIn, logOut, sessionUser, isLoggedIn, ownedKeys } = await loadSession();
    logIn(await sandbox.loginByPhone(anna), { apiBase: sandbox.url, isComingFromApp: false });
    storeOwnedKeysAndTheHosts(ownedKeys);
    logOut();
    expect(store.entries()).toEqual({ cart: '[{"sku":"123"}]' });
    expect(sessionUser.value).toBeNull();
    expect(isLoggedIn.value).toBe(false);
  });

  it("owns the user's keys, the token's origin and the instalment's signing stage", async () => {
    const { ownedKeys, storageKeys } = await loadSession();
    expect([...ownedKeys].sort()).toEqual([...storageKeys, 'partialPayment'].sort());
    expect(ownedKeys).toEqual(expect.arrayContaining(['token', 'tokenOrigin', 'name', 'partialPayment']));
  });

  it('stops sending the token: the server no longer knows who asks', async () => {
    const { logIn, logOut, api, http } = await loadSession();
    logIn(await sandbox.loginByPhone(anna), { apiBase: sandbox.url, isComingFromApp: false });
    logOut();
    const error = await rejectionOf(api.get('/api/auth/info', v.object({ name: v.string() })));
    expect(error).toBeInstanceOf(http.ApiError);
    expect(error).toMatchObject({ status: 401, reason: 'Innskráning er útrunnin' });
  });
});

describe('requireToken', () => {
  it("throws NotLoggedInError 'User is not logged in' when logged out", async () => {
    const { requireToken, NotLoggedInError } = await loadSession();
    expect(() => requireToken()).toThrow(NotLoggedInError);
    expect(() => requireToken()).toThrow('User is not logged in');
  });

  it('returns the stored token when logged in', async () => {
    storeSession({ token: 't-42' });
    const { requireToken } = await loadSession();
    expect(requireToken()).toBe('t-42');
  });
});

describe('validating the stored session with the server', () => {
  it('refreshes name, ssn and e-mail from the server for a valid token', async () => {
    const { token } = await sandbox.loginByPhone(anna);
    storeSession({ token });
    store.setItem('name', 'Gamalt nafn');
    store.setItem('ssn', '0000000000');
    store.setItem('phoneNumber', '8201234');
    const { validateStoredSession, sessionUser, api } = await loadSession();
    const user = await validateStoredSession(api);
    expect(user).toEqual(webUserOf(anna, token, sandbox.url));
    expect(sessionUser.value).toEqual(user);
    expect(store.getItem('name')).toBe('Anna Jónsdóttir');
    expect(store.getItem('ssn')).toBe('1203892039');
  });

  it("logs out and gives null for a token the server does not know (a 401): only the widgets' keys go", async () => {
    storeSession({ token: 'f'.repeat(64), name: 'Gamall notandi' });
    store.setItem('unrelated', 'x');
    const { validateStoredSession, sessionUser, api } = await loadSession();
    await expect(validateStoredSession(api)).resolves.toBeNull();
    expect(sessionUser.value).toBeNull();
    expect(store.entries()).toEqual({ unrelated: 'x' });
  });

  it('asks nothing and gives null at another API; the session stays for the API that issued it', async () => {
    const { token } = await sandbox.loginByPhone(anna);
    storeSession({ token, name: 'Anna Jónsdóttir' });
    const { validateStoredSession, sessionUser, http } = await loadSession();
    await expect(validateStoredSession(http.createApiClient(otherApi.url))).resolves.toBeNull();
    expect(otherApi.received()).toEqual([]);
    expect(sessionUser.value).toMatchObject({ token, tokenOrigin: sandbox.url });
    expect(store.getItem('token')).toBe(token);
  });

  it('rethrows a server error and keeps the user (the server may just be down)', async () => {
    const { token } = await sandbox.loginByPhone(anna);
    storeSession({ token, name: 'Anna Jónsdóttir' });
    const { validateStoredSession, sessionUser, http, api } = await loadSession();
    await sandbox.fault('GET /api/auth/info', '500');
    const error = await rejectionOf(validateStoredSession(api));
    expect(error).toBeInstanceOf(http.ApiError);
    expect(error).toMatchObject({ status: 500, reason: 'Villa í kerfi (sandkassi)' });
    expect(sessionUser.value).toMatchObject({ token, name: 'Anna Jónsdóttir' });
    expect(store.getItem('token')).toBe(token);
  });

  it('asks nothing and gives null when nobody is logged in', async () => {
    const { validateStoredSession, api } = await loadSession();
    await expect(validateStoredSession(api)).resolves.toBeNull();
    expect(await requestedPaths()).toEqual([]);
  });
});

describe('loading the customer status', () => {
  it('finds Anna a customer with paymMode "Stgr"', async () => {
    const { logIn, loadCustomerStatus, customerStatus, api } = await loadSession();
    logIn(await sandbox.loginByPhone(anna), { apiBase: sandbox.url, isComingFromApp: false });
    const status = await loadCustomerStatus(api);
    expect(status).toEqual({
      kind: 'customer',
      customer: { paymMode: 'Stgr', paymTerm: 'STGR', creditMax: 0, custAccount: 'C-10001' },
    });
    expect(customerStatus.value).toEqual(status);
  });

  it('finds Dagný not a customer (the server answers 404)', async () => {
    const { logIn, loadCustomerStatus, customerStatus, api } = await loadSession();
    logIn(await sandbox.loginByPhone(dagny), { apiBase: sandbox.url, isComingFromApp: false });
    await expect(loadCustomerStatus(api)).resolves.toEqual({ kind: 'notCustomer' });
    expect(customerStatus.value).toEqual({ kind: 'notCustomer' });
  });

  it('rethrows a server error and leaves the status unknown', async () => {
    const { logIn, loadCustomerStatus, customerStatus, http, api } = await loadSession();
    logIn(await sandbox.loginByPhone(bjarni), { apiBase: sandbox.url, isComingFromApp: false });
    await sandbox.fault('GET /api/customers/me', '500');
    const error = await rejectionOf(loadCustomerStatus(api));
    expect(error).toBeInstanceOf(http.ApiError);
    expect(error).toMatchObject({ status: 500 });
    expect(customerStatus.value).toEqual({ kind: 'unknown' });
  });

  it('throws NotLoggedInError without asking the server when logged out', async () => {
    const { loadCustomerStatus, NotLoggedInError, api } = await loadSession();
    await expect(loadCustomerStatus(api)).rejects.toThrow(NotLoggedInError);
    expect(await requestedPaths()).toEqual([]);
  });

  it('forgets the status of the previous user when another logs in', async () => {
    const { logIn, loadCustomerStatus, customerStatus, api } = await loadSession();
    logIn(await sandbox.loginByPhone(anna), { apiBase: sandbox.url, isComingFromApp: false });
    await loadCustomerStatus(api);
    logIn(await sandbox.loginByPhone(dagny), { apiBase: sandbox.url, isComingFromApp: false });
    expect(customerStatus.value).toEqual({ kind: 'unknown' });
  });
});
