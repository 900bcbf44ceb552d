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
