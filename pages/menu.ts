/** The top menu: links to the retailer's site; it shrinks once the page scrolls past 60 px. */
export const menuMinimizeScrollPx = 60;

export const menuLinks = [
  { label: 'Vefverslun', href: 'https://byko.is/' },
  { label: 'Reikningsviðskipti', href: 'https://byko.is/reikningsvidskipti' },
  { label: 'Verslanir', href: 'https://byko.is/verslanir' },
  { label: 'Hafa samband', href: 'https://byko.is/hafa-samband' },
] as const;

export function isMenuMinimized(scrollY: number): boolean {
  return scrollY > menuMinimizeScrollPx;
}

/** The menu's markup; the server puts it in every page (iframe=1 hides it with CSS). */
export function menuHtml(): string {
  const links = menuLinks.map((link) => `<li><a href="${link.href}">${link.label}</a></li>`).join('');
  return (
    '<header class="menu" role="banner">' +
    '<a class="menu-logo" href="https://byko.is/" aria-label="BYKO forsíða">BYKO</a>' +
    `<nav aria-label="Aðalvalmynd"><ul>${links}</ul></nav>` +
    '</header>'
  );
}

/** Shrinks the menu after 60 px of scroll (at most once a frame). */
export function watchMenu(doc: Document): void {
  const view = doc.defaultView;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    doc.querySelector('header.menu')?.classList.toggle('menu-minimized', isMenuMinimized(view?.scrollY ?? 0));
  };
  view?.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
