import { type Context, Hono } from 'hono';
import {
  appAuthCodeRequest,
  appLoginRequest,
  phoneAuthCodeRequest,
  phoneLoginRequest,
} from '../../widgets/core/login/login.api.ts';
import { parseJsonBody, reasonResponse, reasons } from '../errors.ts';
import type { Person } from '../people.ts';
import { authInfo, nationalPhone, randomHex, type Sessions, signedInPerson } from '../session.ts';
import { wait } from '../wait.ts';
import { refusedLogin } from './fixtures.ts';
import type { IssuedCode, LoginState } from './state.ts';

// The electronic-ID login (spec §7 Auth). Asking for a code starts a login that "the person"
// confirms on their own after authDelayMs; the login call waits for that confirmation, as the
// retailer's does while the real person looks at their phone.

/** What the login needs besides its codes: to find the person, sign them in and read a token. */
export type LoginSessions = Pick<
  Sessions,
  'personWithPhone' | 'personWithSsn' | 'personWithToken' | 'signIn'
>;

export interface LoginNeeds {
  readonly sessions: LoginSessions;
  /** How long an e-ID login takes to confirm itself. */
  readonly authDelayMs: number;
}

/** Four random digits, the code the person compares on their phone or in the app. */
function randomCode(): string {
  const [value = 0] = globalThis.crypto.getRandomValues(new Uint32Array(1));
  return String(value % 10_000).padStart(4, '0');
}

/** Starts a login; returns the id the client sends back (authId or authHash). */
function issueCode(
  state: LoginState,
  kind: IssuedCode['kind'],
  subject: string,
): { id: string; code: string } {
  const id = kind === 'phone' ? globalThis.crypto.randomUUID() : randomHex(32);
  const code = randomCode();
  state.authCodes.set(id, { kind, code, subject, issuedAt: Date.now() });
  return { id, code };
}

/** What a login request claims: the code's id, and whose it is (national phone or kennitala). */
interface LoginClaim {
  readonly kind: IssuedCode['kind'];
  readonly id: string;
  readonly subject: string;
}

function isRefused(issued: IssuedCode): boolean {
  return issued.subject === (issued.kind === 'phone' ? refusedLogin.phone : refusedLogin.ssn);
}

function personFor(sessions: LoginSessions, issued: IssuedCode): Person | undefined {
  return issued.kind === 'phone'
    ? sessions.personWithPhone(issued.subject)
    : sessions.personWithSsn(issued.subject);
}

/** Waits for the confirmation, then signs the person in (or refuses, for the refused login). */
async function confirmLogin(
  c: Context,
  state: LoginState,
  sessions: LoginSessions,
  delayMs: number,
  claim: LoginClaim,
): Promise<Response> {
  const issued = state.authCodes.get(claim.id);
  if (issued?.kind !== claim.kind || issued.subject !== claim.subject) {
    return reasonResponse(c, 400, reasons.authNotFound);
  }
  const confirmed = await wait(issued.issuedAt + delayMs - Date.now(), c.req.raw.signal);
  if (!confirmed) return reasonResponse(c, 400, reasons.requestAborted);
  // A reset during the wait forgot the code (or it expired, or newer codes pushed it out:
  // login/state.ts), or a parallel login with the same code used it up.
  if (state.authCodes.get(claim.id) !== issued) return reasonResponse(c, 400, reasons.authNotFound);
  state.authCodes.delete(claim.id);
  if (isRefused(issued)) return reasonResponse(c, 400, refusedLogin.reason);
  const person = personFor(sessions, issued);
  if (!person) return reasonResponse(c, 400, reasons.authNotFound);
  return c.json(sessions.signIn(person));
}

export function authRoutes(state: LoginState, { sessions, authDelayMs }: LoginNeeds): Hono {
  const routes = new Hono();

  routes.post('/phone-auth-codes', async (c) => {
    const body = await parseJsonBody(c, phoneAuthCodeRequest);
    if (!body.success) return body.response;
    const phone = nationalPhone(body.output.phone);
    if (phone !== refusedLogin.phone && !sessions.personWithPhone(phone)) {
      return reasonResponse(c, 404, reasons.unknownPhone);
    }
    const { id, code } = issueCode(state, 'phone', phone);
    return c.json({ code, authId: id });
  });

  routes.post('/app-auth-codes', async (c) => {
    const body = await parseJsonBody(c, appAuthCodeRequest);
    if (!body.success) return body.response;
    const { ssn } = body.output;
    if (ssn !== refusedLogin.ssn && !sessions.personWithSsn(ssn))
      return reasonResponse(c, 404, reasons.unknownSsn);
    const { id, code } = issueCode(state, 'app', ssn);
    return c.json({ code, authHash: id });
  });

  // reason, origin and paymentMethod are validated and logged but change nothing in the sandbox.
  routes.post('/login', async (c) => {
    const body = await parseJsonBody(c, phoneLoginRequest);
    if (!body.success) return body.response;
    const claim = {
      kind: 'phone',
      id: body.output.authId,
      subject: nationalPhone(body.output.phoneNumber),
    } as const;
    return confirmLogin(c, state, sessions, authDelayMs, claim);
  });

  routes.post('/login-app', async (c) => {
    const body = await parseJsonBody(c, appLoginRequest);
    if (!body.success) return body.response;
    const claim = { kind: 'app', id: body.output.authCodeHash, subject: body.output.ssn } as const;
    return confirmLogin(c, state, sessions, authDelayMs, claim);
  });

  routes.get('/info', (c) => {
    const person = signedInPerson(c, sessions);
    if (!person) return reasonResponse(c, 401, reasons.sessionExpired);
    return c.json(authInfo(person));
  });

  return routes;
}
