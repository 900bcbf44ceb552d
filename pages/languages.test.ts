import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { flowReadmeNamesPage } from '../test/support/flow-readme.ts';
import { icelandicLetters } from '../test/support/icelandic-letters.ts';
import { langs } from '../widgets/core/runtime/lang.ts';
import { notFoundText, routes } from '../widgets/routes.ts';
import { languageHref } from './language-links.ts';
import { pageTranslations } from './page-texts.ts';
import { renderRoute } from './render.ts';
import { pageHtml } from './shell.ts';

// The host pages in the customer's language: `?lang` chooses it, the menu offers each, and every
// text of the route table has its English and Polish.

const template = readFileSync('pages/index.html', 'utf8');
const render = (path: string) => {
  const page = renderRoute(new URL(path, 'https://greida.byko.is'));
  if (page.kind !== 'page') throw new Error(`${path} renders a page`);
  return page;
};

/**
 * Every text of the route table a customer reads: titles, and the reason and subtitle attributes.
 * A flow `npm run new-flow` made is excused until its README no longer names its page.
 */
const routeTexts = [
  notFoundText,
  ...routes.flatMap((route) => {
    if (route.view.kind === 'element' && flowReadmeNamesPage(route.view.tag, route.path)) return [];
    const attributes = route.view.kind === 'element' ? route.view.attributes({}, new URLSearchParams()) : {};
    return [route.title, attributes.reason, attributes.subtitle].filter((text) => text !== undefined);
  }),
];

describe('the host pages in three languages', () => {
  it('has every title, login reason and subtitle of the route table in English and Polish', () => {
    for (const lang of ['en', 'pl'] as const) {
      const missing = routeTexts.filter((text) => pageTranslations[lang].routes[text] === undefined);
      expect(missing, lang).toEqual([]);
      const letters = icelandicLetters[lang];
      const icelandic = [
        ...Object.values(pageTranslations[lang].routes),
        ...Object.values(pageTranslations[lang].host).flat(),
      ].filter((text) => letters.test(text));
      expect(icelandic, lang).toEqual([]);
    }
  });

  it('writes the page in the language ?lang asks for: <html lang>, title, heading, menu and skip link', () => {
    const html = pageHtml(template, render('/strikamerki/ABC-123?lang=pl'));
    expect(html).toContain('<html lang="pl"');
    expect(html).toContain('<title>Kod kreskowy | BYKO</title>');
    expect(html).toContain('<h1>Kod kreskowy</h1>');
    expect(html).toContain('>Przejdź do treści</a>');
    expect(html).toContain('aria-label="Menu główne"');
    expect(html).not.toMatch(/Fara í efni|Valmynd|Aðalvalmynd/);
  });

  it('gives the login element its reason in the page language', () => {
    expect(render('/framkvaemdalan?lang=en').element?.attributes).toMatchObject({
      reason: 'Log in for a construction loan',
      subtitle: 'Construction loans for individuals',
    });
    expect(render('/framkvaemdalan').element?.attributes.reason).toBe('Innskráning fyrir framkvæmdalán');
  });

  it('shows the not-found page in the language', () => {
    const page = render('/ekki-til?lang=en');
    expect(page.status).toBe(404);
    expect(page.main).toContain('<h1>Page not found</h1>');
    expect(page.main).toContain('Go to the BYKO home page');
  });

  it('is Icelandic without ?lang, and for a language it does not speak', () => {
    for (const path of [
      '/borga/demo-card',
      '/borga/demo-card?lang=de',
      '/borga/demo-card?lang=%3Cscript%3E',
    ]) {
      const page = render(path);
      expect(page.lang, path).toBe('is');
      expect(page.title).toBe('Greiðsla | BYKO');
    }
  });

  it('offers each language as a link to the same page, path and query kept, iframe=1 too', () => {
    const html = pageHtml(template, render('/borga/demo-card?iframe=1&lang=en'));
    const links = [
      ...html.matchAll(
        /<a href="([^"]+)" hreflang="(\w+)" lang="\w+" data-lang="\w+"( aria-current="true")?>([^<]+)</g,
      ),
    ];
    expect(
      links.map(([, href, lang, current, name]) => ({ href, lang, current: current !== undefined, name })),
    ).toEqual([
      { href: '/borga/demo-card?iframe=1&amp;lang=is', lang: 'is', current: false, name: 'Íslenska' },
      { href: '/borga/demo-card?iframe=1&amp;lang=en', lang: 'en', current: true, name: 'English' },
      { href: '/borga/demo-card?iframe=1&amp;lang=pl', lang: 'pl', current: false, name: 'Polski' },
    ]);
    expect(langs.map((lang) => languageHref('/kvittun/a%20b?x=1#top', lang))).toEqual([
      '/kvittun/a%20b?x=1&lang=is#top',
      '/kvittun/a%20b?x=1&lang=en#top',
      '/kvittun/a%20b?x=1&lang=pl#top',
    ]);
  });

  it('keeps the language links on this site for a path that names another host', () => {
    for (const path of ['//elsewhere.example/', '//x//elsewhere.example/', '/\\elsewhere.example/'])
      expect(new URL(languageHref(path, 'en'), 'https://byko.is/').host, path).toBe('byko.is');
    // The path as a server reads it from the request line.
    const html = pageHtml(template, render('https://greida.byko.is//x//elsewhere.example/'));
    const hrefs = [...html.matchAll(/<a href="([^"]+)" hreflang/g)].map(([, href = '']) => href);
    expect(hrefs).toHaveLength(3);
    for (const href of hrefs)
      expect(new URL(href, 'https://greida.byko.is/').host, href).toBe('greida.byko.is');
  });
});
