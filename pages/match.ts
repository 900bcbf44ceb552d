import { notFoundRoute, type Route, type RouteParams, routes } from '../widgets/routes.ts';

export interface RouteMatch {
  route: Route;
  params: RouteParams;
}

function segments(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** Matches one pattern against a path; `{name}` takes one non-empty segment, decoded. */
export function matchPath(pattern: string, path: string): RouteParams | undefined {
  const wanted = segments(pattern);
  const actual = segments(path);
  if (wanted.length !== actual.length) return undefined;
  const params: RouteParams = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index] ?? '';
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    if (name) {
      try {
        params[name] = decodeURIComponent(value);
      } catch {
        return undefined;
      }
    } else if (part !== value) {
      return undefined;
    }
  }
  return params;
}

/**
 * The route for a path: fixed segments beat parameters (/checkout/login before /checkout/{code}),
 * anything else is the not-found page.
 */
export function resolveRoute(path: string, table: readonly Route[] = routes): RouteMatch {
  let best: { match: RouteMatch; fixed: number } | undefined;
  for (const route of table) {
    const params = matchPath(route.path, path);
    if (!params) continue;
    const fixed = segments(route.path).filter((segment) => !segment.startsWith('{')).length;
    if (!best || fixed > best.fixed) best = { match: { route, params }, fixed };
  }
  return best?.match ?? { route: notFoundRoute, params: {} };
}
