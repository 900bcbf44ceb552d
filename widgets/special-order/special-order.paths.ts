import { pathSegment } from '../core/runtime/url-path.ts';

/**
 * A category's three addresses, in their own module: a host page names them as preloads when it
 * mounts the element (server/preload.ts, widgets/first-gets.ts), and the flow's requests must be
 * the same ones for the browser to reuse the answers.
 */
export function categoryPaths(categoryName: string) {
  const category = `/api/special-orders/categories/${pathSegment(categoryName)}`;
  return { category, selections: `${category}/selections`, options: `${category}/options` };
}

/** The first GETs of a `<special-order category>`: its category, selections and options. */
export function specialOrderFirstGets(attribute: (name: string) => string | undefined): string[] {
  const category = attribute('category');
  if (!category) return [];
  try {
    return Object.values(categoryPaths(category));
  } catch {
    // A name pathSegment refuses: the flow shows its own error; nothing to start.
    return [];
  }
}
