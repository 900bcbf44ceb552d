import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { boundReasons, bounds, controlsTakeJson, utf8Bytes } from './bounds.ts';
import { parseJsonBody, reasonResponse, reasons } from './errors.ts';
import type { Sessions } from './session.ts';
import { wait } from './wait.ts';

// The sandbox's own controls (/__sandbox/*) and the two middlewares that serve them on API paths:
// the request log and the fault injector. Control requests are never logged and never faulted.

// ---------------------------------------------------------------------------------------------
// The control's memory

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

/** The request log, the pending faults and the sandbox clock: what the controls read and set. */
export class ControlState {
  readonly requests: LoggedRequest[] = [];
  readonly faults: PendingFault[] = [];
  #fixedNow: number | null = null;

  /** No logged requests or faults, and the clock runs free. */
  reset(): void {
    this.requests.length = 0;
    this.faults.length = 0;
    this.#fixedNow = null;
  }

  /**
   * "Now" for business rules (due dates, the 14:00 rule): the fixed time if one is set. An arrow, so
   * an area can be handed `now` alone.
   */
  readonly now = (): Date => new Date(this.#fixedNow ?? Date.now());

  get isClockFixed(): boolean {
    return this.#fixedNow !== null;
  }

  /** Fixes "now" at the given moment, or lets it run with the real clock again (null). */
  setClock(at: Date | null): void {
    this.#fixedNow = at === null ? null : at.getTime();
  }
}

// ---------------------------------------------------------------------------------------------
// Request log

function mayHaveJsonBody(c: Context): boolean {
  if (c.req.method === 'GET' || c.req.method === 'HEAD') return false;
  const type = c.req.header('Content-Type') ?? '';
  // Multipart uploads (invoice PDFs) are not read: they are not JSON and may be large.
  return type === '' || type.includes('json') || type.startsWith('text/');
}

/**
 * The body as the log keeps it: parsed JSON (null when there is none or it is not JSON), or, over
 * `bounds.loggedBodyBytes`, its first 4 KB as text with the whole size beside it. A log of parsed
 * bodies of any size would hold every body until a reset, and a deeply nested one could not be
 * written out again; what fits in 4 KB is neither.
 */
function loggedBody(text: string): Pick<LoggedRequest, 'body' | 'bodyBytes'> {
  const bytes = new TextEncoder().encode(text);
  if (bytes.length > bounds.loggedBodyBytes) {
    // A character cut in two at the end is dropped, not shown as U+FFFD.
    const head = new TextDecoder().decode(bytes.subarray(0, bounds.loggedBodyBytes)).replace(/\uFFFD$/, '');
    return { body: head, bodyBytes: bytes.length };
  }
  if (text === '') return { body: null };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: null };
  }
}

/**
 * The request log, in two steps around the body limits (bounds.ts): `arrival` logs every API request
 * as it arrives, in arrival order (status 0), and fills in its status once answered, so a test also
 * sees a request that is still held (timeout fault, waiting login) or refused as too large; `body`,
 * after the limits, fills in its body. Hono caches the text, so the route can still read the body.
 * The log keeps the newest `bounds.loggedRequests`.
 */
export function requestLog(state: ControlState): { arrival: MiddlewareHandler; body: MiddlewareHandler } {
  const entries = new WeakMap<Context, LoggedRequest>();
  return {
    arrival: async (c, next) => {
      const entry: LoggedRequest = {
        method: c.req.method,
        path: c.req.path,
        query: c.req.query(),
        body: null,
        status: 0,
      };
      state.requests.push(entry);
      const over = state.requests.length - bounds.loggedRequests;
      if (over > 0) state.requests.splice(0, over);
      entries.set(c, entry);
      try {
        await next();
      } finally {
        entry.status = c.res.status;
      }
    },
    body: async (c, next) => {
      const entry = entries.get(c);
      if (entry && mayHaveJsonBody(c)) Object.assign(entry, loggedBody(await c.req.text()));
      await next();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Faults

export interface FaultOptions {
  /** How long a `timeout` fault holds the request. */
  readonly faultTimeoutMs: number;
}

/** The reason of each fault that has one, unless the fault names its own. */
export const faultReasons: Record<Exclude<FaultKind, 'malformed'>, string> = {
  '500': 'Villa í kerfi (sandkassi)',
  '401': 'Innskráning er útrunnin',
  '404': 'Fannst ekki (sandkassi)',
  reason: 'Villa (sandkassi)',
  timeout: 'Tími rann út (sandkassi)',
};

const faultStatus = { '500': 500, '401': 401, '404': 404, reason: 400, timeout: 504 } as const;

/** Takes one use of the first pending fault that matches the request, dropping it when used up. */
export function takeFault(state: ControlState, method: string, path: string): PendingFault | undefined {
  const request = `${method.toUpperCase()} ${path}`;
  const index = state.faults.findIndex((fault) => request.startsWith(fault.match));
  const fault = state.faults[index];
  if (!fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) state.faults.splice(index, 1);
  return { ...fault };
}

async function faultResponse(c: Context, fault: PendingFault, options: FaultOptions): Promise<Response> {
  if (fault.fault === 'malformed') {
    return c.body('{"broken":', 200, { 'Content-Type': 'application/json' });
  }
  // Held like a server that never answers; a client that gives up (abort) ends the hold early.
  if (fault.fault === 'timeout') await wait(options.faultTimeoutMs, c.req.raw.signal);
  return reasonResponse(c, faultStatus[fault.fault], fault.reason ?? faultReasons[fault.fault]);
}

/** Answers a matching API request with its pending fault instead of the route. */
export function faultInjector(state: ControlState, options: FaultOptions): MiddlewareHandler {
  return async (c, next) => {
    const fault = takeFault(state, c.req.method, c.req.path);
    if (!fault) return next();
    return faultResponse(c, fault, options);
  };
}

// ---------------------------------------------------------------------------------------------
// /__sandbox routes

const faultRequest = v.pipe(
  v.object({
    match: v.pipe(
      v.string(),
      v.regex(/^[A-Za-z]+ \/\S*$/, 'match á að vera "<AÐFERÐ> <upphaf slóðar>", t.d. "POST /api/auth/login"'),
    ),
    fault: v.picklist(faultKinds, `fault á að vera eitt af: ${faultKinds.join(', ')}`),
    reason: v.optional(v.string()),
    times: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1, 'times á að vera 1 eða meira')), 1),
  }),
  v.check((input) => input.fault !== 'reason' || input.reason !== undefined, 'fault "reason" þarf reason'),
);

const sessionRequest = v.object({ phone: v.string() });

const clockRequest = v.object({
  now: v.nullable(
    v.pipe(
      v.string(),
      v.check((text) => !Number.isNaN(Date.parse(text)), 'now á að vera dagsetning á ISO-sniði eða null'),
    ),
  ),
});

/** The method in capitals, so "post /api" and "POST /api" match alike. */
function normalizeMatch(match: string): string {
  const space = match.indexOf(' ');
  return `${match.slice(0, space).toUpperCase()}${match.slice(space)}`;
}

function clockAnswer(c: Context, state: ControlState): Response {
  return c.json({ now: state.now().toISOString(), fixed: state.isClockFixed });
}

/** What the controls need besides their own memory: to reset the whole sandbox, and to sign a person in. */
export interface ControlNeeds {
  /** Puts every area of the sandbox back to its seed, this control's memory too. */
  readonly resetAll: () => void;
  readonly sessions: Pick<Sessions, 'personWithPhone' | 'signIn'>;
}

export function controlRoutes(state: ControlState, needs: ControlNeeds): Hono {
  const routes = new Hono();
  routes.use('*', controlsTakeJson);

  routes.post('/reset', (c) => {
    needs.resetAll();
    return c.body(null, 204);
  });

  routes.get('/faults', (c) => c.json(state.faults));

  routes.post('/faults', async (c) => {
    const body = await parseJsonBody(c, faultRequest);
    if (!body.success) return body.response;
    const { match, fault, reason, times } = body.output;
    if (utf8Bytes(match) > bounds.faultMatchBytes) {
      return reasonResponse(c, 413, boundReasons.faultMatchTooLong);
    }
    if (reason !== undefined && utf8Bytes(reason) > bounds.faultReasonBytes) {
      return reasonResponse(c, 413, boundReasons.faultReasonTooLong);
    }
    // A fault waits until it is used up, a reset or DELETE: without a cap, arming in a loop would
    // grow the sandbox for good.
    if (state.faults.length >= bounds.pendingFaults) {
      return reasonResponse(c, 429, boundReasons.tooManyFaults);
    }
    const pending: PendingFault = { match: normalizeMatch(match), fault, reason, times };
    state.faults.push(pending);
    return c.json(pending, 201);
  });

  routes.delete('/faults', (c) => {
    state.faults.length = 0;
    return c.body(null, 204);
  });

  routes.get('/requests', (c) => c.json(state.requests));

  // A test's person logged in at once, without the e-ID wait of /api/auth/login: for a test whose
  // subject is not the login, only what needs a logged-in person.
  routes.post('/sessions', async (c) => {
    const body = await parseJsonBody(c, sessionRequest);
    if (!body.success) return body.response;
    const person = needs.sessions.personWithPhone(body.output.phone);
    if (!person) return reasonResponse(c, 404, reasons.unknownPhone);
    return c.json(needs.sessions.signIn(person));
  });

  routes.get('/clock', (c) => clockAnswer(c, state));

  routes.post('/clock', async (c) => {
    const body = await parseJsonBody(c, clockRequest);
    if (!body.success) return body.response;
    state.setClock(body.output.now === null ? null : new Date(body.output.now));
    return clockAnswer(c, state);
  });

  return routes;
}
