import { type Lang, langOf } from '../widgets/core/runtime/lang.ts';

// The menu's language links: written by the server (menu-html.ts), kept pointing at the page shown
// as the router moves (router.ts). The page's first script only reads them (main.ts).

/** This page in another language: the same path and query (iframe=1 too), `lang` set to it. */
export function languageHref(here: string, lang: Lang): string {
  const url = new URL(here, 'http://page.invalid');
  url.searchParams.set('lang', lang);
  // One leading slash: a path such as '//elsewhere.example/' would otherwise be a link off the site.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}${url.hash}`;
}

/** After a move inside the page (`here`, its URL): the language links lead to the page now shown. */
export function updateLanguageLinks(here: string): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('.menu-languages a[data-lang]')) {
    link.href = languageHref(here, langOf(link.dataset.lang));
  }
}
