import type { Context } from 'hono';
import type { AuthInfo, Customer } from '../widgets/core/login/login.api.ts';
import { bounds, ExpiringMap } from './bounds.ts';
import { reasonResponse, reasons } from './errors.ts';
import { type Person, people } from './people.ts';

// The people every area serves and their sessions: the one memory the areas share. An area is given
// only the part it uses (a Pick of Sessions), so its routes show what they read and change.

/** Strips Iceland's country code, so '+3548201234' and '8201234' are the same phone. */
export function nationalPhone(phone: string): string {
  const match = /^(?:\+|00)354(\d{7})$/.exec(phone);
  return match?.[1] ?? phone;
}

/** A request an area keeps, as received: who sent it (the signed-in person) and when (the sandbox clock). */
export interface Received<T> {
  readonly ssn: string;
  readonly receivedAt: string;
  readonly application: T;
}

/** What `ssn` sent, received now by the sandbox clock `now`. */
export function received<T>(ssn: string, application: T, now: () => Date): Received<T> {
  return { ssn, receivedAt: now().toISOString(), application };
}

/** Random bytes as hex (tokens, authHash), from Web Crypto: works in Node and the browser. */
export function randomHex(byteCount: number): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(byteCount));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Who the person is, as the login and `GET /api/auth/info` answer it. */
export function authInfo(person: Person): AuthInfo {
  return { name: person.name, ssn: person.ssn, email: person.email, phoneNumber: person.phone };
}

export class Sessions {
  /**
   * Token → kennitala: the newest `bounds.tokens`, each accepted for `bounds.tokenLifetimeMs` after it
   * was issued; an expired or dropped token is unknown, as one never issued.
   */
  readonly tokens = new ExpiringMap<string, string>({
    capacity: bounds.tokens,
    lifetimeMs: bounds.tokenLifetimeMs,
  });
  // People are state too: a later sign-up may make Dagný a customer until the next reset.
  #people: Person[] = [];

  constructor() {
    this.reset();
  }

  /** No tokens, and the people as seeded. */
  reset(): void {
    this.tokens.clear();
    this.#people = people.map((person) => structuredClone(person));
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

  /** A new session for the person: a token every signed-in call accepts, and who it is for. */
  signIn(person: Person): AuthInfo & { token: string } {
    const token = randomHex(32);
    this.tokens.set(token, person.ssn);
    const { name, ssn, email, phoneNumber } = authInfo(person);
    return { name, ssn, email, token, phoneNumber };
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

/** What a call for the signed-in person needs: the person a token belongs to. */
export type SessionLookup = Pick<Sessions, 'personWithToken'>;

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The person whose token the request carries; undefined when none or unknown (answer 401). */
export function signedInPerson(c: Context, sessions: SessionLookup): Person | undefined {
  const token = bearerToken(c.req.header('Authorization'));
  return token === undefined ? undefined : sessions.personWithToken(token);
}

export type PersonHandler = (c: Context, person: Person) => Response | Promise<Response>;

/** A call for the signed-in person only: 401 `Innskráning er útrunnin` without a valid token. */
export function signedIn(sessions: SessionLookup, handler: PersonHandler) {
  return (c: Context) => {
    const person = signedInPerson(c, sessions);
    if (!person) return reasonResponse(c, 401, reasons.sessionExpired);
    return handler(c, person);
  };
}
