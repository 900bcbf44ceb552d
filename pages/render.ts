import { notFoundText, type Route } from '../widgets/routes.ts';
import { resolveRoute } from './match.ts';

/**
 * A route as HTML: what the server puts in the page for a first load, and what the router puts in
 * <main> after a navigation. One function, so both always agree.
 */
export type RenderedRoute =
  | { kind: 'redirect'; to: string }
  | {
      kind: 'page';
      status: 200 | 404;
      name: string;
      title: string;
      /** Names the page's <main>: a processor's page in the 3-D Secure popup may bring its own. */
      label: string;
      iframe: boolean;
      main: string;
      /** The element the page mounts, if any: the server preloads its code and first GETs. */
      element?: MountedElement;
    };

export interface MountedElement {
  tag: string;
  attributes: Readonly<Record<string, string>>;
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => entities[character] ?? character);
}

function mainHtml(route: Route, mounted: MountedElement | undefined): string {
  const view = route.view;
  switch (view.kind) {
    case 'element': {
      const attributes = Object.entries(mounted?.attributes ?? {})
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      const element = `<${view.tag}${attributes}></${view.tag}>`;
      return view.titled
        ? `<section class="page-titled"><h1>${escapeHtml(route.title)}</h1>${element}</section>`
        : element;
    }
    case 'redirect':
    case 'notFound':
      return (
        `<section class="page-not-found"><h1>${notFoundText}</h1>` +
        '<p><a href="https://byko.is/">Fara á forsíðu BYKO</a></p></section>'
      );
  }
}

export function renderRoute(url: URL): RenderedRoute {
  const { route, params } = resolveRoute(url.pathname);
  if (route.view.kind === 'redirect') return { kind: 'redirect', to: route.view.to + url.search };
  const view = route.view;
  const element =
    view.kind === 'element'
      ? { tag: view.tag, attributes: view.attributes(params, url.searchParams) }
      : undefined;
  return {
    kind: 'page',
    status: route.view.kind === 'notFound' ? 404 : 200,
    name: route.name,
    title: `${route.title} | BYKO`,
    label: route.title,
    iframe: url.searchParams.get('iframe') === '1',
    main: mainHtml(route, element),
    ...(element ? { element } : {}),
  };
}
