import { computed, type ReadonlySignal, signal } from '@preact/signals-react';
import type { Customer } from '../login/login.api.ts';
import { ApiError } from '../runtime/http.ts';
import { type CustomerStatus, clearOwnedKeys, logOut, needsLogin } from '../runtime/session.ts';
import { applicationMessages } from './applications.messages.ts';
import { clearDraft } from './draft.ts';

/**
 * Spec §6: a standing-order (staðgreiðsla) customer has paymMode 'Stgr' or paymTerm 'STGR'; any
 * other customer trades on account.
 */
export function isStandingOrder(customer: Customer): boolean {
  return customer.paymMode === 'Stgr' || customer.paymTerm === 'STGR';
}

/** Where a person stands (spec §6): no customer yet, a standing-order customer, or on account. */
export type CustomerStanding = 'notCustomer' | 'standingOrder' | 'accountTrading';

export function standingOf(status: CustomerStatus): CustomerStanding {
  if (status.kind !== 'customer') return 'notCustomer';
  return isStandingOrder(status.customer) ? 'standingOrder' : 'accountTrading';
}

/** The server's answer to an application from a person who already trades on account. */
export function isAccountExistsAnswer(error: unknown): boolean {
  return error instanceof ApiError && error.reason === applicationMessages.accountExists;
}

/** Whether 'Reikningur nú þegar til' shows in place of an application's form. */
export interface AccountExistsCheck {
  readonly shown: ReadonlySignal<boolean>;
  /** For the submission's `handled`: the server's 'Reikningur nú þegar til' shows the message. */
  handled: (error: unknown) => boolean;
  /** Another person: what the server answered the last one no longer holds. */
  reset: () => void;
}

/**
 * Spec §2, §6: only standing-order customers and non-customers apply for account or cash-payment
 * trading; one who trades on account already sees 'Reikningur nú þegar til' in place of the form.
 * Known from their standing once it loads (`standing`, read reactively), or from the server's
 * answer to a submit, which says so too.
 */
export function createAccountExistsCheck(standing: () => CustomerStanding | undefined): AccountExistsCheck {
  const answered = signal(false);
  return {
    shown: computed(() => answered.value || standing() === 'accountTrading'),
    handled: (error) => {
      if (!isAccountExistsAnswer(error)) return false;
      answered.value = true;
      return true;
    },
    reset: () => {
      answered.value = false;
    },
  };
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
 * Spec §4 "Applications": success clears local storage (the widgets' own keys: session.ts
 * ownedKeys). The person stays logged in on this page (the success view stays, and its links
 * work); the next page load starts logged out. Their draft goes too.
 */
export function clearStoredSession(draftKey?: string): void {
  clearOwnedKeys();
  if (draftKey) clearDraft(draftKey);
}
