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

export function createMenu(doc: Document): HTMLElement {
  const header = doc.createElement('header');
  header.className = 'menu';
  header.setAttribute('role', 'banner');

  const logo = doc.createElement('a');
  logo.className = 'menu-logo';
  logo.href = 'https://byko.is/';
  logo.textContent = 'BYKO';
  logo.setAttribute('aria-label', 'BYKO forsíða');

  const nav = doc.createElement('nav');
  nav.setAttribute('aria-label', 'Aðalvalmynd');
  const list = doc.createElement('ul');
  for (const link of menuLinks) {
    const item = doc.createElement('li');
    const anchor = doc.createElement('a');
    anchor.href = link.href;
    anchor.textContent = link.label;
    item.append(anchor);
    list.append(item);
  }
  nav.append(list);
  header.append(logo, nav);

  let scheduled = false;
  const update = () => {
    scheduled = false;
    header.classList.toggle('menu-minimized', isMenuMinimized(doc.defaultView?.scrollY ?? 0));
  };
  doc.defaultView?.addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
  return header;
}
