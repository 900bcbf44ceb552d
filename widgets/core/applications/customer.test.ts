import { signal } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import type { Customer } from '../login/login.api.ts';
import { ApiError } from '../runtime/http.ts';
import { type CustomerStanding, createAccountExistsCheck, standingOf } from './customer.ts';

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
