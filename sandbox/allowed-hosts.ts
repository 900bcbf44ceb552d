import type { Context, MiddlewareHandler } from 'hono';

// Only the host names the server is meant to be reached by. A page on another site can make its own
// name resolve to 127.0.0.1 (DNS rebinding): its requests then reach this server as same-origin, able
// to read every answer and drive the controls, but they still carry its name in `Host`. So a request
// whose Host is not one of ours is refused before anything else sees it, CORS preflights included.

/** The names of this machine's loopback addresses, always answered. */
const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'] as const;

/** Where a listen address means every interface: a bind, not a name anyone reaches the server by. */
const anyAddresses = new Set(['0.0.0.0', '[::]']);

/** How much of a refused Host the refusal repeats. */
const shownHostLength = 100;

/**
 * A host name (dot-separated labels of letters, digits, `-` and `_`) or an IPv6 address in brackets,
 * then an optional port.
 */
const hostPattern = /^(\[[0-9a-f:.]+\]|[a-z0-9_-]+(?:\.[a-z0-9_-]+)*)\.?(?::\d{1,5})?$/;

/**
 * The host name of a `Host` value, as compared: lower case, without the port or a final dot, an
 * IPv6 address in brackets (`[::1]`). Undefined when it is not a host name.
 */
function hostNameOf(host: string): string | undefined {
  return hostPattern.exec(host.trim().toLowerCase())?.[1];
}

/** A name as a setting or HOST may give it: an IPv6 address also without brackets (`::1`). */
function configuredHostName(value: string): string | undefined {
  const text = value.trim();
  const bareIpv6 = !text.startsWith('[') && text.split(':').length > 2;
  return hostNameOf(bareIpv6 ? `[${text}]` : text);
}

/** The entries of a setting of names separated by spaces. */
const entriesOf = (setting: string | undefined) => (setting ?? '').split(/\s+/).filter((part) => part !== '');

/**
 * The names of SANDBOX_ALLOWED_HOSTS: host names separated by spaces (as Vite's
 * `server.allowedHosts`), each in lower case without its port; empty when unset. What is not a host
 * name (an origin, a wildcard) is left out: it could never match a Host. allowedHostsProblem names
 * it, for the check of the settings at start.
 */
export function parseAllowedHosts(setting: string | undefined): string[] {
  return entriesOf(setting).flatMap((entry) => configuredHostName(entry) ?? []);
}

/** The line that names SANDBOX_ALLOWED_HOSTS's first entry that is not a host name; undefined if none. */
export function allowedHostsProblem(setting: string | undefined): string | undefined {
  const entry = entriesOf(setting).find((part) => configuredHostName(part) === undefined);
  if (entry === undefined) return undefined;
  return `SANDBOX_ALLOWED_HOSTS: expected host names separated by spaces, got ${JSON.stringify(entry)}, e.g. sandbox.test 192.168.1.20`;
}

export interface AllowedHostsOptions {
  /**
   * The HOST the server listens on, answered by that name too. An any-address bind (`0.0.0.0`, `::`)
   * or none (every interface) adds no name.
   */
  readonly listenHost?: string | undefined;
  /** More names to answer (parseAllowedHosts of SANDBOX_ALLOWED_HOSTS). */
  readonly allowedHosts?: readonly string[];
}

/** The names a server answers: the loopback names, its listen host, the allowed ones. */
function answeredHosts({ listenHost, allowedHosts = [] }: AllowedHostsOptions): Set<string> {
  const names = new Set<string>(loopbackHosts);
  const listenName = listenHost === undefined ? undefined : configuredHostName(listenHost);
  if (listenName !== undefined && !anyAddresses.has(listenName)) names.add(listenName);
  for (const allowed of allowedHosts) {
    const name = configuredHostName(allowed);
    if (name === undefined) throw new Error(`allowedHostsGuard: not a host name: '${allowed}'`);
    names.add(name);
  }
  return names;
}

/** The Host as the refusal shows it: quoted and escaped (JSON), cut to a readable length. */
function shown(host: string): string {
  const cut = host.length > shownHostLength ? `${host.slice(0, shownHostLength)}…` : host;
  return JSON.stringify(cut);
}

/** The one line a refused request gets: which Host, and how to have it answered. */
function refusal(host: string | undefined): string {
  if (host === undefined) {
    return 'No Host header: this server answers only localhost, 127.0.0.1, [::1] and the names in SANDBOX_ALLOWED_HOSTS';
  }
  const name = hostNameOf(host);
  if (name === undefined) return `Host ${shown(host)} is not a host name this server answers`;
  return `Host ${shown(name)} is not allowed here: add it to SANDBOX_ALLOWED_HOSTS`;
}

/**
 * The authority a request was sent to: its `Host` header, or over HTTP/2 its `:authority`, which
 * @hono/node-server keeps out of the headers and hands over as `env.incoming.authority`.
 */
function authorityOf(c: Context): string | undefined {
  const host = c.req.header('Host');
  if (host !== undefined) return host;
  const env: unknown = c.env;
  if (typeof env !== 'object' || env === null || !('incoming' in env)) return undefined;
  const { incoming } = env;
  if (typeof incoming !== 'object' || incoming === null || !('authority' in incoming)) return undefined;
  return typeof incoming.authority === 'string' ? incoming.authority : undefined;
}

/**
 * Refuses (403, one line of text/plain) every request whose `Host` is not one of the names the
 * server is reached by (`answeredHosts`), over HTTP/1.1 or HTTP/2: a DNS-rebinding page's
 * requests, and requests without a Host. Goes first, before CORS and every route.
 */
export function allowedHostsGuard(options: AllowedHostsOptions = {}): MiddlewareHandler {
  const answered = answeredHosts(options);
  return async (c, next) => {
    const host = authorityOf(c);
    const name = host === undefined ? undefined : hostNameOf(host);
    if (name !== undefined && answered.has(name)) return next();
    // text/plain, never sniffed as HTML: the Host is the sender's to choose.
    return c.text(refusal(host), 403, { 'X-Content-Type-Options': 'nosniff' });
  };
}
