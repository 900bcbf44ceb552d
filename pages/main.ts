import './pages.css';
import { resolveRoute } from './match.ts';
import { createMenu } from './menu.ts';
import { notFoundText, type Route, type RouteParams } from './routes.ts';

/**
 * The host pages: one route table, the top menu, `iframe=1` mode, and the element for the route.
 * Elements ask to move with `byko-navigate`; same-origin moves stay in this page (history API), so a
 * reload serves the same route.
 */
const placeholderText = (flow: string) => `${flow}: þessi hluti er í smíðum og kemur hér bráðlega.`;

function isIframeMode(url: URL): boolean {
  return url.searchParams.get('iframe') === '1';
}

function renderPlaceholder(route: Route, flow: string): HTMLElement {
  const section = document.createElement('section');
  section.className = 'page-placeholder';
  section.dataset.flow = flow;
  const heading = document.createElement('h1');
  heading.textContent = route.title;
  const text = document.createElement('p');
  text.textContent = placeholderText(flow);
  section.append(heading, text);
  return section;
}

function renderNotFound(): HTMLElement {
  const section = document.createElement('section');
  section.className = 'page-not-found';
  const heading = document.createElement('h1');
  heading.textContent = notFoundText;
  const text = document.createElement('p');
  const link = document.createElement('a');
  link.href = 'https://byko.is/';
  link.textContent = 'Fara á forsíðu BYKO';
  text.append(link);
  section.append(heading, text);
  return section;
}

function renderView(route: Route, params: RouteParams, query: URLSearchParams): HTMLElement {
  switch (route.view.kind) {
    case 'element': {
      const element = document.createElement(route.view.tag);
      for (const [name, value] of Object.entries(route.view.attributes(params, query))) {
        element.setAttribute(name, value);
      }
      return element;
    }
    case 'placeholder':
      return renderPlaceholder(route, route.view.flow);
    case 'notFound':
    case 'redirect':
      return renderNotFound();
  }
}

function start(): void {
  const menu = createMenu(document);
  const outlet = document.createElement('main');
  outlet.id = 'main';
  outlet.tabIndex = -1;
  document.body.replaceChildren(menu, outlet);

  const render = (moveFocus: boolean) => {
    const url = new URL(location.href);
    const { route, params } = resolveRoute(url.pathname);
    if (route.view.kind === 'redirect') {
      history.replaceState(null, '', route.view.to + url.search);
      render(moveFocus);
      return;
    }
    document.documentElement.toggleAttribute('data-iframe', isIframeMode(url));
    document.documentElement.dataset.route = route.name;
    document.title = `${route.title} | BYKO`;
    outlet.replaceChildren(renderView(route, params, url.searchParams));
    if (moveFocus) outlet.focus({ preventScroll: false });
  };

  document.addEventListener('byko-navigate', (event) => {
    const target = new URL(event.detail.to, location.href);
    if (target.origin !== location.origin) return;
    event.preventDefault();
    // Keep iframe mode across moves inside an embedded page.
    if (isIframeMode(new URL(location.href)) && !target.searchParams.has('iframe'))
      target.searchParams.set('iframe', '1');
    history.pushState(null, '', target.pathname + target.search + target.hash);
    window.scrollTo(0, 0);
    render(true);
  });
  window.addEventListener('popstate', () => render(true));
  render(false);
}

start();
