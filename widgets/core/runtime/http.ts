import ky, { isHTTPError, isTimeoutError, type KyRequest } from 'ky';
import * as v from 'valibot';
import { resolveTimeoutMs } from './config.ts';
import { policyBlock, policyReason, recordPolicyViolations } from './policy-violations.ts';
import { uiMessages } from './ui/messages.ts';

/**
 * Why a call failed, in the words the UI needs: an HTTP status (0 when none came) and the server's
 * reason. A call the page's Content-Security-Policy refused never left (kind 'network'): `blockedBy`
 * says which directive refused which origin, as byko-error reports it (policy-violations.ts).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly reason: string | undefined,
    readonly kind: 'http' | 'timeout' | 'network' | 'malformed',
    readonly blockedBy?: string,
  ) {
    super(reason ?? blockedBy ?? `${kind} ${status}`);
  }
}

/**
 * The text to show for a failed call: the server's reason when it gave one, else the flow's
 * message; a call the page refused says so, in the same words in every flow (no retry helps it).
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.blockedBy) return uiMessages.blockedByPage;
  return error instanceof ApiError && error.reason ? error.reason : fallback;
}

/** A 404 is an answer for some calls (not a customer): callers ask for it by name. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

const reasonBody = v.object({ reason: v.string() });

/** A token and the origin of the API that issued it. */
export interface IssuedToken {
  token: string;
  tokenOrigin: string;
}

let tokenSource: () => IssuedToken | null = () => null;

/** The session registers how to read the token, so http never imports the session (no cycle). */
export function setTokenSource(source: () => IssuedToken | null): void {
  tokenSource = source;
}

// Every response is checked with its valibot schema (v.parse): a malformed answer becomes an
// ApiError of kind 'malformed', never a crash further in. (ky 1, the newest for Node 20, has no
// .json(schema); this is the same check.)
// The one ky instance. No retries: a payment or login must never be sent twice behind the user's back.
const http = ky.create({
  retry: 0,
  hooks: {
    beforeRequest: [
      (request: KyRequest) => {
        request.headers.set('X-Requested-With', 'XMLHttpRequest');
        // The token goes only to the API that issued it: another api-base, or a page's own
        // origin, never sees it.
        const issued = tokenSource();
        if (issued && new URL(request.url).origin === issued.tokenOrigin)
          request.headers.set('Authorization', `Bearer ${issued.token}`);
      },
    ],
  },
});

async function reasonOf(response: Response): Promise<string | undefined> {
  try {
    const parsed = v.safeParse(reasonBody, await response.clone().json());
    return parsed.success && parsed.output.reason.trim() !== '' ? parsed.output.reason : undefined;
  } catch {
    return undefined;
  }
}

async function toApiError(error: unknown, url: string, since: number): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isTimeoutError(error)) return new ApiError(0, undefined, 'timeout');
  if (isHTTPError(error)) return new ApiError(error.response.status, await reasonOf(error.response), 'http');
  if (error instanceof SyntaxError || v.isValiError(error)) return new ApiError(200, undefined, 'malformed');
  if (error instanceof DOMException && error.name === 'AbortError') throw error;
  // A call the page's policy refused fails as a lost connection does; its violation tells them apart.
  // It may come just after the failure, so a lost connection is told up to violationWaitMs later.
  const block = await policyBlock({ urls: [url], directives: ['connect-src'], since });
  return new ApiError(0, undefined, 'network', block && policyReason(block));
}

export interface RequestOptions {
  searchParams?: Record<string, string>;
  signal?: AbortSignal;
  /** Overrides the page's timeout for calls that wait for a person (e-ID confirmation). */
  timeoutMs?: number;
}

/** A client bound to one API base (one per element: its `api-base` attribute may differ). */
export interface ApiClient {
  readonly baseUrl: string;
  get<S extends v.GenericSchema>(
    path: string,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>;
  /** `body` is sent as JSON, or as multipart when it is FormData (files). */
  post<S extends v.GenericSchema>(
    path: string,
    body: unknown,
    schema: S,
    options?: RequestOptions,
  ): Promise<v.InferOutput<S>>;
  /**
   * For calls whose answer is not used (spec: "response not shown"). The body must still be empty
   * or JSON: a broken answer is an error, never taken for success.
   */
  postIgnoringBody(path: string, body: unknown, options?: RequestOptions): Promise<void>;
  getText(path: string, options?: RequestOptions): Promise<string>;
  /**
   * The error of this client's last call, if it failed: the status of what an error alert shows,
   * for its byko-error (ui/Alert.tsx), without every state carrying the status beside its text.
   */
  lastFailure(): ApiError | undefined;
}

/** The GETs this page has sent, by URL and query (see getOptions). */
const requestedGets = new Set<string>();

export function createApiClient(baseUrl: string): ApiClient {
  // From before the first call: a refused call's violation may come before its failure.
  if (typeof document !== 'undefined') recordPolicyViolations();
  let failure: ApiError | undefined;
  const url = (path: string) => `${baseUrl.replace(/\/+$/, '')}${path}`;
  const call = async <T>(run: () => Promise<T>): Promise<T> => {
    failure = undefined;
    const since = performance.now();
    try {
      return await run();
    } catch (error) {
      failure = await toApiError(error, url('/'), since);
      throw failure;
    }
  };
  const kyOptions = (options: RequestOptions = {}) => ({
    timeout: options.timeoutMs ?? resolveTimeoutMs(),
    ...(options.searchParams ? { searchParams: options.searchParams } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  // A host page may preload a flow's first GET (widgets/first-gets.ts); the browser hands that
  // answer to the first request for the URL. Any later one (a retry after a timeout, a reload) must
  // not wait on that preload, which may still hang: it bypasses the cache, and so the preload.
  const getOptions = (path: string, options?: RequestOptions) => {
    const key = `${url(path)}?${new URLSearchParams(options?.searchParams)}`;
    const first = !requestedGets.has(key);
    requestedGets.add(key);
    return first ? kyOptions(options) : { ...kyOptions(options), cache: 'no-store' as const };
  };
  return {
    baseUrl,
    lastFailure: () => failure,
    get: (path, schema, options) =>
      call(async () => v.parse(schema, await http.get(url(path), getOptions(path, options)).json())),
    post: (path, body, schema, options) =>
      call(async () =>
        v.parse(
          schema,
          await http
            .post(url(path), {
              ...kyOptions(options),
              // Files go as multipart (the browser writes the boundary), everything else as JSON.
              ...(body instanceof FormData ? { body } : { json: body }),
            })
            .json(),
        ),
      ),
    postIgnoringBody: (path, body, options) =>
      call(async () => {
        const text = await http.post(url(path), { ...kyOptions(options), json: body }).text();
        if (text.trim() !== '') JSON.parse(text);
      }),
    getText: (path, options) => call(() => http.get(url(path), kyOptions(options)).text()),
  };
}
