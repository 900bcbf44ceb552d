import type { Customer } from '../login/login.api.ts';
import { browserStorage, logOut, needsLogin } from '../session.ts';
import { clearDraft } from './draft.ts';

/**
 * Spec §6: a standing-order (staðgreiðsla) customer has paymMode 'Stgr' or paymTerm 'STGR'; any
 * other customer trades on account.
 */
export function isStandingOrder(customer: Customer): boolean {
  return customer.paymMode === 'Stgr' || customer.paymTerm === 'STGR';
}

/**
 * For a loader's or a submission's failure: a 401 or a missing token logs out, which brings the
 * flow's login (RequireLogin) back; true when it did. What was typed stays in the draft.
 */
export function logOutWhenLoginNeeded(error: unknown): boolean {
  if (!needsLogin(error)) return false;
  logOut();
  return true;
}

/**
 * Spec §4 "Applications": success clears local storage. The person stays logged in on this page
 * (the success view stays, and its links work); the next page load starts logged out. Their
 * draft goes too.
 */
export function clearStoredSession(draftKey?: string): void {
  browserStorage()?.clear();
  if (draftKey) clearDraft(draftKey);
}
