import type { RequestListener } from 'node:http';
import { resolveRoute } from '../pages/match.ts';
import { notPagePrefixes, serverPaths } from './pages-app.ts';

/** Paths logged by their folder: their names say nothing a reader of the log needs. */
const folders = [serverPaths.cdn, serverPaths.assets, ...notPagePrefixes] as const;

/**
 * The route a path was answered by, as the route table writes it: `/company-credit/{companySsn}`,
 * never the kennitala in the path. Files are their folder (`/cdn/*`); a path that is no page is `*`.
 */
export function routePattern(url: string): string {
  let path: string;
  try {
    path = new URL(url, 'http://localhost').pathname;
  } catch {
    return '*';
  }
  const folder = folders.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
  if (folder !== undefined) return `${folder}/*`;
  if (path === serverPaths.health) return path;
  return resolveRoute(path).route.path;
}

export interface RequestLogLine {
  method: string;
  route: string;
  status: number;
  ms: number;
}

/**
 * One JSON line a request, written when its response has been sent (or cut off): the method, the
 * route's pattern, the status and the milliseconds it took. No query string and no path parameter.
 */
export function logRequests(write: (line: string) => void): (listener: RequestListener) => RequestListener {
  return (listener) => (request, response) => {
    const started = performance.now();
    response.once('close', () => {
      const line: RequestLogLine = {
        method: request.method ?? '',
        route: routePattern(request.url ?? '/'),
        status: response.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
      };
      write(JSON.stringify(line));
    });
    listener(request, response);
  };
}
