import './pages.css';
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

watchMenu(document);

/** The path on screen: Back or Forward within it is an element's own step (`?skref=`), not a new route. */
let shownPath = location.pathname;

document.addEventListener('byko-navigate', (event) => {
  const target = new URL(event.detail.to, location.href);
  if (target.origin !== location.origin) return;
  event.preventDefault();
  shownPath = target.pathname;
  void router().then(({ go }) => {
    go(target);
    // A redirect route (/vidskipti/fyrirtaeki) shows another path.
    shownPath = location.pathname;
  });
});

window.addEventListener('popstate', () => {
  // The element stays (with what was typed) and follows its step itself (core's useStepInUrl).
  if (location.pathname === shownPath) return;
  shownPath = location.pathname;
  void router().then(({ show }) => {
    show(new URL(location.href), true);
    shownPath = location.pathname;
  });
});
