import { loginApi } from './login/login.api.ts';
import { type ApiClient, ApiError, isNotFound } from './runtime/http.ts';
import {
  type CustomerStatus,
  customerStatus,
  logOut,
  readStoredUser,
  requireToken,
  type SessionUser,
  sessionUser,
} from './runtime/session.ts';
import { userAt, writeStoredUser } from './session-user.ts';

// The session's server calls, apart from session.ts so that a flow that only reads the session
// (the pay page) does not carry the login schemas.

/**
 * Checks a stored token with the API that issued it. A 401 means it expired: the user is logged
 * out. Other failures keep the user (the network may be down) and are rethrown for the flow to
 * show. A token another API issued is not checked here (it would go without its header and come
 * back 401, logging out the other API's widgets): null, logged out at this API.
 */
export async function validateStoredSession(api: ApiClient): Promise<SessionUser | null> {
  const user = userAt(api.baseUrl, sessionUser.peek());
  if (!user) return null;
  try {
    const info = await loginApi.info(api);
    if (sessionUser.peek()?.token !== user.token) return sessionUser.peek();
    const refreshed = { ...user, name: info.name, ssn: info.ssn, email: info.email || user.email };
    // A success that cleared the storage (spec §4) keeps it cleared: the page's next load starts
    // logged out, though this page still knows the person.
    if (readStoredUser()?.token === user.token) writeStoredUser(refreshed);
    sessionUser.value = refreshed;
    return refreshed;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      logOut();
      return null;
    }
    throw error;
  }
}

/** Customer lookup (spec §6): 404 means not a customer, other failures are rethrown. */
export async function loadCustomerStatus(api: ApiClient): Promise<CustomerStatus> {
  requireToken();
  try {
    const customer = await loginApi.customer(api);
    customerStatus.value = { kind: 'customer', customer };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    customerStatus.value = { kind: 'notCustomer' };
  }
  return customerStatus.peek();
}
