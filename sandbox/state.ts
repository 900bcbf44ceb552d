import type { Customer } from '../widgets/core/login/login.api.ts';
import { ApplicationsState } from './applications/state.ts';
import { bounds, ExpiringMap } from './bounds.ts';
import { CheckoutState } from './checkout/state.ts';
import { CompanyCreditState } from './company-credit/state.ts';
import { LoginState } from './login/state.ts';
import { PayState } from './pay/state.ts';
import { type Person, people } from './people.ts';
import { SpecialOrdersState } from './special-order/state.ts';

// The sandbox's memory. One SandboxState per app (createSandboxApp): tests get a fresh one each,
// `npm start` and Storybook keep theirs for the life of the process or page. What every flow shares
// lives here (the people, their sessions, the request log, faults, the clock); each flow's own memory
// is in its folder and hangs off this one (login, pay, applications, company credit, checkout, special orders). reset() puts all of it back to the seed.

export interface LoggedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string>;
  /**
   * The JSON body, or null when there was none or it was not JSON (null until it has been read). A
   * body over 4 KB is its first 4 KB as text (a string), cut, with `bodyBytes` its whole size.
   */
  body: unknown;
  /** Only for a body the log cut: its whole size in bytes (UTF-8). */
  bodyBytes?: number;
  /** The answer's status; 0 while the request is still being answered (e.g. held by a timeout fault). */
  status: number;
}

export const faultKinds = ['500', '401', '404', 'timeout', 'malformed', 'reason'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface PendingFault {
  /** `<METHOD> <path prefix>`, method in capitals. */
  readonly match: string;
  readonly fault: FaultKind;
  /** Undefined: the fault kind's default reason. */
  readonly reason: string | undefined;
  /** How many more matching requests fail. */
  times: number;
}

export class SandboxState {
  /**
   * Token → kennitala: the newest `bounds.tokens`, each accepted for `bounds.tokenLifetimeMs` after it
   * was issued; an expired or dropped token is unknown, as one never issued.
   */
  readonly tokens = new ExpiringMap<string, string>({
    capacity: bounds.tokens,
    lifetimeMs: bounds.tokenLifetimeMs,
  });
  readonly requests: LoggedRequest[] = [];
  readonly faults: PendingFault[] = [];
  readonly login = new LoginState();
  readonly pay = new PayState(() => this.now());
  readonly applications = new ApplicationsState();
  readonly companyCredit = new CompanyCreditState();
  readonly checkout = new CheckoutState();
  readonly specialOrders = new SpecialOrdersState();
  // People are state too: a later sign-up may make Dagný a customer until the next reset.
  #people: Person[] = [];
  #fixedNow: number | null = null;

  constructor() {
    this.reset();
  }

  /** Restores the seed: no tokens, logged requests or faults, each flow's seed, and the clock runs free. */
  reset(): void {
    this.tokens.clear();
    this.requests.length = 0;
    this.faults.length = 0;
    this.login.reset();
    this.pay.reset();
    this.applications.reset();
    this.companyCredit.reset();
    this.checkout.reset();
    this.specialOrders.reset();
    this.#people = people.map((person) => structuredClone(person));
    this.#fixedNow = null;
  }

  /** "Now" for business rules (due dates, the 14:00 rule): the fixed time if one is set. */
  now(): Date {
    return new Date(this.#fixedNow ?? Date.now());
  }

  get isClockFixed(): boolean {
    return this.#fixedNow !== null;
  }

  /** Fixes "now" at the given moment, or lets it run with the real clock again (null). */
  setClock(at: Date | null): void {
    this.#fixedNow = at === null ? null : at.getTime();
  }

  get people(): readonly Person[] {
    return this.#people;
  }

  personWithSsn(ssn: string): Person | undefined {
    return this.#people.find((person) => person.ssn === ssn);
  }

  /** Accepts the national number or it with the country code (+354 or 00354). */
  personWithPhone(phone: string): Person | undefined {
    const national = nationalPhone(phone);
    return this.#people.find((person) => person.phone === national);
  }

  personWithToken(token: string): Person | undefined {
    const ssn = this.tokens.get(token);
    return ssn === undefined ? undefined : this.personWithSsn(ssn);
  }

  /**
   * Replaces a person's customer record (null: not a customer) until the next reset, e.g. after a
   * sign-up. Person is readonly: the person is replaced in the list. Undefined for an unknown kennitala.
   */
  updateCustomer(ssn: string, customer: Customer | null): Person | undefined {
    const index = this.#people.findIndex((person) => person.ssn === ssn);
    const person = this.#people[index];
    if (!person) return undefined;
    const updated: Person = { ...person, customer: customer === null ? null : { ...customer } };
    this.#people[index] = updated;
    return updated;
  }
}

/** Strips Iceland's country code, so '+3548201234' and '8201234' are the same phone. */
export function nationalPhone(phone: string): string {
  const match = /^(?:\+|00)354(\d{7})$/.exec(phone);
  return match?.[1] ?? phone;
}
