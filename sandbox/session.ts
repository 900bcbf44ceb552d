import type { Context } from 'hono';
import { reasonResponse, reasons } from './errors.ts';
import type { Person } from './people.ts';
import type { SandboxState } from './state.ts';

/** The token of an `Authorization: Bearer <token>` header, if there is one. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** The person whose token the request carries; undefined when none or unknown (answer 401). */
export function signedInPerson(c: Context, state: SandboxState): Person | undefined {
  const token = bearerToken(c.req.header('Authorization'));
  return token === undefined ? undefined : state.personWithToken(token);
}

export type PersonHandler = (c: Context, person: Person) => Response | Promise<Response>;

/** A call for the signed-in person only: 401 `Innskráning er útrunnin` without a valid token. */
export function signedIn(state: SandboxState, handler: PersonHandler) {
  return (c: Context) => {
    const person = signedInPerson(c, state);
    if (!person) return reasonResponse(c, 401, reasons.sessionExpired);
    return handler(c, person);
  };
}

/** Random bytes as hex (tokens, authHash), from Web Crypto: works in Node and the browser. */
export function randomHex(byteCount: number): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(byteCount));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
