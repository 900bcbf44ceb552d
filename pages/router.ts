import { updateLanguageLinks } from './language-links.ts';
import { renderRoute } from './render.ts';

/**
 * Moves between routes inside the page (history API) after the first load, which the server
 * rendered. Loaded on the first navigation only.
 */
export function show(url: URL, moveFocus: boolean, fromHistory = false): void {
  const rendered = renderRoute(url);
  if (rendered.kind === 'redirect') {
    history.replaceState(null, '', rendered.to);
    show(new URL(rendered.to, location.href), moveFocus, fromHistory);
    return;
  }
  const root = document.documentElement;
  // Another language is another page: its menu and skip link are the server's to write.
  if (rendered.lang !== root.lang) {
    location.replace(url.href);
    return;
  }
  updateLanguageLinks(url.href);
  root.toggleAttribute('data-iframe', rendered.iframe);
  root.dataset.route = rendered.name;
  document.title = rendered.title;
  const main = document.getElementById('main');
  if (!main) return;
  main.setAttribute('aria-label', rendered.label);
  // Back or Forward within one element's steps (`?stig=`, `?skref=`: useStepInUrl) renders the same
  // element with the same attributes: it stays, and follows the URL itself. (A link to the page
  // one is on starts it anew: that is a new visit.)
  const next = document.createElement('template');
  next.innerHTML = rendered.main;
  const shown = main.firstElementChild;
  if (
    fromHistory &&
    main.childElementCount === 1 &&
    next.content.childElementCount === 1 &&
    shown?.isEqualNode(next.content.firstElementChild)
  )
    return;
  main.innerHTML = rendered.main;
  if (moveFocus) main.focus();
}

/** Moves to `target`: a new history entry, or (`replace`) in place of this page's. */
export function go(target: URL, replace?: boolean): void {
  // An embedded page stays embedded while it moves.
  if (new URL(location.href).searchParams.get('iframe') === '1' && !target.searchParams.has('iframe')) {
    target.searchParams.set('iframe', '1');
  }
  const path = target.pathname + target.search + target.hash;
  if (replace) history.replaceState(null, '', path);
  else history.pushState(null, '', path);
  window.scrollTo(0, 0);
  show(new URL(location.href), true);
}
