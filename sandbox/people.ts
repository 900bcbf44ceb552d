import type { Customer } from '../widgets/core/login/login.api.ts';

// The people of SANDBOX.md: who every flow serves, so they are shared. Each flow's own seed is in its
// folder (login/fixtures.ts, pay/fixtures.ts, company-credit/fixtures.ts: the companies). State
// (session.ts) starts from copies, so nothing here is ever changed at run time.

/**
 * A loan limit (`GET /api/loan/max-amount`). The answer's accountStatus is made from it and the
 * customer record: creditLimit is the record's creditMax, availableCredit creditMax less the balance.
 */
export interface LoanLimit {
  readonly maxAmount: number;
  readonly usableAmount: number;
  /** What the person owes on the account. */
  readonly balance: number;
}

export interface Person {
  readonly name: string;
  readonly ssn: string;
  /** Seven digits, the way the person types it into 'Rafræn skilríki'. */
  readonly phone: string;
  readonly email: string;
  /** `GET /api/customers/me`; null means "not a customer" (404). */
  readonly customer: Customer | null;
  /**
   * Null: no loan limit. A customer's loan max-amount is then zeros without an account status, a
   * non-customer's 404 (applications/routes.ts).
   */
  readonly loanLimit: LoanLimit | null;
  /** The highest credit limit the person may apply for (`GET /api/customers/me/max-amount`). */
  readonly maxAmount: number;
}

export const anna: Person = {
  name: 'Anna Jónsdóttir',
  ssn: '1203892039',
  phone: '8201234',
  email: 'anna@example.is',
  customer: { paymMode: 'Stgr', paymTerm: 'STGR', creditMax: 0, custAccount: 'C-10001' },
  loanLimit: null,
  maxAmount: 400_000,
};

export const bjarni: Person = {
  name: 'Bjarni Sigurðsson',
  ssn: '0507953069',
  phone: '8202345',
  email: 'bjarni@example.is',
  customer: { paymMode: 'Rkn', paymTerm: '30D', creditMax: 500_000, custAccount: 'C-10002' },
  loanLimit: { maxAmount: 1_500_000, usableAmount: 1_200_000, balance: 300_000 },
  maxAmount: 1_000_000,
};

export const dagny: Person = {
  name: 'Dagný Guðmundsdóttir',
  ssn: '2311824039',
  phone: '8203456',
  email: 'dagny@example.is',
  customer: null,
  loanLimit: null,
  maxAmount: 300_000,
};

export const einar: Person = {
  name: 'Einar Ólafsson',
  ssn: '0101701099',
  phone: '8204567',
  email: 'einar@example.is',
  // SANDBOX.md says "standing order" without an account number: C-10004 follows the others.
  customer: { paymMode: 'Stgr', paymTerm: 'STGR', creditMax: 0, custAccount: 'C-10004' },
  loanLimit: null,
  maxAmount: 400_000,
};

export const people: readonly Person[] = [anna, bjarni, dagny, einar];
