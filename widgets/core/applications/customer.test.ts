import { signal } from '@preact/signals-react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorageForTests } from '../../../test/support/memory-storage.ts';
import { anna, webUserOf } from '../../../test/support/people.ts';
import type { Customer } from '../login/login.api.ts';
import { ApiError } from '../runtime/http.ts';
import { ownedKeys, sessionUser } from '../runtime/session.ts';
import { writeStoredUser } from '../session-user.ts';
import {
  type CustomerStanding,
  clearStoredSession,
  createAccountExistsCheck,
  logOutWhenLoginNeeded,
  standingOf,
} from './customer.ts';
import { draftKey } from './draft.ts';

// Where a person stands (spec §6) and 'Reikningur nú þegar til' in place of the account and cash
// applications' forms (spec §2): from the standing once it loads, or from the server's answer.

const customer = (paymMode: string, paymTerm: string): Customer => ({
  paymMode,
  paymTerm,
  creditMax: 0,
  custAccount: '1',
});

describe('standingOf', () => {
  it.each([
    ['not a customer', { kind: 'notCustomer' } as const, 'notCustomer'],
    ['not looked up yet', { kind: 'unknown' } as const, 'notCustomer'],
    ["paymMode 'Stgr'", { kind: 'customer', customer: customer('Stgr', '30D') } as const, 'standingOrder'],
    ["paymTerm 'STGR'", { kind: 'customer', customer: customer('Reikn', 'STGR') } as const, 'standingOrder'],
    [
      'any other customer',
      { kind: 'customer', customer: customer('Reikn', '30D') } as const,
      'accountTrading',
    ],
  ])('%s', (_name, status, standing) => {
    expect(standingOf(status)).toBe(standing);
  });
});

describe('createAccountExistsCheck', () => {
  const accountExists = new ApiError(400, 'Reikningur nú þegar til', 'http');

  it('shows for a person on account as soon as their standing says so', () => {
    const standing = signal<CustomerStanding | undefined>(undefined);
    const check = createAccountExistsCheck(() => standing.value);
    expect(check.shown.value).toBe(false);
    standing.value = 'standingOrder';
    expect(check.shown.value).toBe(false);
    standing.value = 'accountTrading';
    expect(check.shown.value).toBe(true);
  });

  it("shows on the server's 'Reikningur nú þegar til' and takes no other failure; another person starts over", () => {
    const check = createAccountExistsCheck(() => 'notCustomer');
    expect(check.handled(new ApiError(400, 'Annað', 'http'))).toBe(false);
    expect(check.handled(new Error('Reikningur nú þegar til'))).toBe(false);
    expect(check.shown.value).toBe(false);
    expect(check.handled(accountExists)).toBe(true);
    expect(check.shown.value).toBe(true);
    check.reset();
    expect(check.shown.value).toBe(false);
  });
});

describe("what a success and a 401 clear: the widgets' own keys, never the page's", () => {
  const { local, session } = browserStorageForTests();
  const user = webUserOf(anna, 'token-of-anna', 'https://api.byko.is');

  afterEach(() => {
    sessionUser.value = null;
    vi.unstubAllGlobals();
  });

  /** Anna logged in with a draft and every key the widgets own; the host page's cart beside them. */
  function storedWithTheHosts(): void {
    for (const key of ownedKeys) local.setItem(key, `value of ${key}`);
    writeStoredUser(user);
    sessionUser.value = user;
    local.setItem('cart', '[{"sku":"123"}]');
    session.setItem(draftKey('loan', anna.ssn), '{"fields":{},"groups":{}}');
    session.setItem('checkout-step', '2');
  }

  it('a success (spec §4) removes every key the widgets own and the sent draft; the person stays on the page', () => {
    storedWithTheHosts();
    clearStoredSession(draftKey('loan', anna.ssn));
    expect(local.entries()).toEqual({ cart: '[{"sku":"123"}]' });
    expect(session.entries()).toEqual({ 'checkout-step': '2' });
    expect(sessionUser.value).toEqual(user);
  });

  it('a 401 logs out and removes every key the widgets own; the draft waits for the next login', () => {
    storedWithTheHosts();
    expect(logOutWhenLoginNeeded(new ApiError(401, 'Innskráning er útrunnin', 'http'))).toBe(true);
    expect(local.entries()).toEqual({ cart: '[{"sku":"123"}]' });
    expect(session.entries()).toEqual({
      [draftKey('loan', anna.ssn)]: '{"fields":{},"groups":{}}',
      'checkout-step': '2',
    });
    expect(sessionUser.value).toBeNull();
  });
});
