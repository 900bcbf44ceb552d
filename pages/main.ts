import './pages.css';
import { langStorageKey } from '../widgets/core/runtime/lang-storage.ts';
import { watchMenu } from './menu.ts';

/**
 * The host pages' script. The server renders each route (menu, iframe mode, the element), so a
 * first load needs nothing more than this; the router loads on the first move between routes.
 * Elements ask to move with `byko-navigate`: same-origin moves stay in this page (history API), so
 * a reload serves the same route.
 */
// A computed URL keeps the bundler from adding its preload helper (1 KiB) for this one import;
// the build emits the router as the entry /assets/router.js (vite.pages.config.ts).
const routerUrl = import.meta.env.DEV ? '/router.ts' : '/assets/router.js';
const router = () => import(/* @vite-ignore */ routerUrl) as Promise<typeof import('./router.ts')>;

watchMenu();

document.addEventListener('byko-navigate', (event) => {
  const target = new URL(event.detail.to, location.href);
  if (target.origin !== location.origin) return;
  event.preventDefault();
  void router().then(({ go }) => go(target, event.detail.replace));
});

// Back or Forward: an element that keeps its step in the URL stays and follows it (router.ts).
addEventListener('popstate', () => {
  void router().then(({ show }) => show(new URL(location.href), true, true));
});

// The language the customer chose in the menu is remembered (the elements' storage key); a page
// opened without `?lang` (an SMS link) is shown in it, and one with `?lang` as it asks.
const storage = (): Storage | undefined => {
  try {
    return localStorage;
  } catch {
    // Storage a browser refuses (a sandboxed frame, a blocked site's data) remembers nothing.
    return undefined;
  }
};
/** The menu's link to this page in `lang` (menu-html.ts writes one for each language it speaks). */
const languageLink = (lang: string | null | undefined) =>
  Array.from(document.querySelectorAll<HTMLAnchorElement>('a[data-lang]')).find(
    (link) => link.hreflang === lang,
  );
const chosen = storage()?.getItem(langStorageKey);
const chosenLink = languageLink(chosen);
if (
  chosenLink &&
  !new URL(location.href).searchParams.has('lang') &&
  chosen !== document.documentElement.lang
)
  location.replace(chosenLink.href);
document.addEventListener('click', (event) => {
  const link =
    event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-lang]') : null;
  if (link) storage()?.setItem(langStorageKey, link.hreflang);
});
