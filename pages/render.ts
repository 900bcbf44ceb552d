import { type Lang, langOf } from '../widgets/core/runtime/lang.ts';
import { notFoundText, type Route } from '../widgets/routes.ts';
import { resolveRoute } from './match.ts';
import { hostTextsIn, routeTextIn } from './page-texts.ts';

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
      /** The page's language: `?lang` (is, en, pl), else Icelandic. */
      lang: Lang;
      title: string;
      /** Names the page's <main>: a processor's page in the 3-D Secure popup may bring its own. */
      label: string;
      iframe: boolean;
      /** The page's path and query, which the language links keep. */
      here: string;
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

/** The attributes whose values are texts the customer reads: the route table's, in the page's language. */
const textAttributes = new Set(['reason', 'subtitle']);

function inLang(attributes: Readonly<Record<string, string>>, lang: Lang): Record<string, string> {
  return Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name,
      textAttributes.has(name) ? routeTextIn(lang, value) : value,
    ]),
  );
}

function mainHtml(route: Route, mounted: MountedElement | undefined, lang: Lang): string {
  const view = route.view;
  switch (view.kind) {
    case 'element': {
      const attributes = Object.entries(mounted?.attributes ?? {})
        .map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${escapeHtml(value)}"`))
        .join('');
      const element = `<${view.tag}${attributes}></${view.tag}>`;
      return view.titled
        ? `<section class="page-titled"><h1>${escapeHtml(routeTextIn(lang, route.title))}</h1>${element}</section>`
        : element;
    }
    case 'redirect':
    case 'notFound':
      return (
        `<section class="page-not-found"><h1>${escapeHtml(routeTextIn(lang, notFoundText))}</h1>` +
        `<p><a href="https://byko.is/">${escapeHtml(hostTextsIn(lang).toFrontPage)}</a></p></section>`
      );
  }
}

export function renderRoute(url: URL): RenderedRoute {
  const { route, params } = resolveRoute(url.pathname);
  if (route.view.kind === 'redirect') return { kind: 'redirect', to: route.view.to + url.search };
  const view = route.view;
  const lang = langOf(url.searchParams.get('lang'));
  const element =
    view.kind === 'element'
      ? { tag: view.tag, attributes: inLang(view.attributes(params, url.searchParams), lang) }
      : undefined;
  const title = routeTextIn(lang, route.title);
  return {
    kind: 'page',
    status: route.view.kind === 'notFound' ? 404 : 200,
    name: route.name,
    lang,
    title: `${title} | BYKO`,
    label: title,
    iframe: url.searchParams.get('iframe') === '1',
    here: `${url.pathname}${url.search}`,
    main: mainHtml(route, element, lang),
    ...(element ? { element } : {}),
  };
}
