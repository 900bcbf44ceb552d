import { type Context, Hono, type MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { boundReasons, bounds, controlsTakeJson, utf8Bytes } from './bounds.ts';
import { parseJsonBody, reasonResponse, reasons } from './errors.ts';
import { signIn } from './login/routes.ts';
import {
  type FaultKind,
  faultKinds,
  type LoggedRequest,
  type PendingFault,
  type SandboxState,
} from './state.ts';
import { wait } from './wait.ts';

// The sandbox's own controls (/__sandbox/*) and the two middlewares that serve them on API paths:
// the request log and the fault injector. Control requests are never logged and never faulted.

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
export function requestLog(state: SandboxState): { arrival: MiddlewareHandler; body: MiddlewareHandler } {
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

const defaultReasons: Record<Exclude<FaultKind, 'malformed'>, string> = {
  '500': 'Villa í kerfi (sandkassi)',
  '401': 'Innskráning er útrunnin',
  '404': 'Fannst ekki (sandkassi)',
  reason: 'Villa (sandkassi)',
  timeout: 'Tími rann út (sandkassi)',
};

const faultStatus = { '500': 500, '401': 401, '404': 404, reason: 400, timeout: 504 } as const;

/** Takes one use of the first pending fault that matches the request, dropping it when used up. */
export function takeFault(state: SandboxState, method: string, path: string): PendingFault | undefined {
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
  return reasonResponse(c, faultStatus[fault.fault], fault.reason ?? defaultReasons[fault.fault]);
}

/** Answers a matching API request with its pending fault instead of the route. */
export function faultInjector(state: SandboxState, options: FaultOptions): MiddlewareHandler {
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

function clockAnswer(c: Context, state: SandboxState): Response {
  return c.json({ now: state.now().toISOString(), fixed: state.isClockFixed });
}

export function controlRoutes(state: SandboxState): Hono {
  const routes = new Hono();
  routes.use('*', controlsTakeJson);

  routes.post('/reset', (c) => {
    state.reset();
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
    const person = state.personWithPhone(body.output.phone);
    if (!person) return reasonResponse(c, 404, reasons.unknownPhone);
    return c.json(signIn(state, person));
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
