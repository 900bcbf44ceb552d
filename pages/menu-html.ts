import { type Lang, langs } from '../widgets/core/runtime/lang.ts';
import { languageHref } from './language-links.ts';
import { menuHrefs } from './menu.ts';
import { hostTextsIn, languageNames } from './page-texts.ts';
import { escapeHtml } from './render.ts';

/**
 * The menu's markup; the server puts it in every page (iframe=1 hides it with CSS). First a skip
 * link past the menu to the page's content; on a phone the links fold behind a menu button.
 */
export function menuHtml(lang: Lang, here: string): string {
  const texts = hostTextsIn(lang);
  const links = menuHrefs
    .map((href, index) => `<li><a href="${href}">${escapeHtml(texts.links[index] ?? '')}</a></li>`)
    .join('');
  // Each language named in itself (lang, so a screen reader says it in its own voice); the one
  // shown is marked current.
  const languages = langs
    .map(
      (other) =>
        `<li><a href="${escapeHtml(languageHref(here, other))}" hreflang="${other}" lang="${other}" data-lang="${other}"` +
        `${other === lang ? ' aria-current="true"' : ''}>${languageNames[other]}</a></li>`,
    )
    .join('');
  return (
    `<a class="skip-link" href="#main">${escapeHtml(texts.skipLink)}</a>` +
    '<header class="menu" role="banner">' +
    `<a class="menu-logo" href="https://byko.is/" aria-label="${escapeHtml(texts.logo)}">BYKO</a>` +
    `<button class="menu-toggle" type="button" aria-expanded="false" aria-controls="menu-links">${escapeHtml(texts.menuButton)}</button>` +
    `<nav id="menu-links" aria-label="${escapeHtml(texts.menu)}"><ul>${links}</ul>` +
    `<ul class="menu-languages" aria-label="${escapeHtml(texts.languages)}">${languages}</ul></nav>` +
    '</header>'
  );
}
