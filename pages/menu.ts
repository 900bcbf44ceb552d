/** The top menu: links to the retailer's site; it shrinks once the page scrolls past 60 px. */
export const menuMinimizeScrollPx = 60;

export const menuLinks = [
  { label: 'Vefverslun', href: 'https://byko.is/' },
  { label: 'Reikningsviðskipti', href: 'https://byko.is/reikningsvidskipti' },
  { label: 'Verslanir', href: 'https://byko.is/verslanir' },
  { label: 'Hafa samband', href: 'https://byko.is/hafa-samband' },
] as const;

/**
 * Once minimized, the menu comes back only near the top. Minimizing takes about 32 px off the page
 * and the browser's scroll anchoring moves scrollY back by as much: with one threshold the menu
 * would grow and shrink for ever around 60 px (and every control below it would keep moving).
 */
export const menuRestoreScrollPx = 20;

export function isMenuMinimized(scrollY: number, minimizedNow = false): boolean {
  return scrollY > (minimizedNow ? menuRestoreScrollPx : menuMinimizeScrollPx);
}

/**
 * The menu's markup; the server puts it in every page (iframe=1 hides it with CSS). First a skip
 * link past the menu to the page's content; on a phone the links fold behind a menu button.
 */
export function menuHtml(): string {
  const links = menuLinks.map((link) => `<li><a href="${link.href}">${link.label}</a></li>`).join('');
  return (
    '<a class="skip-link" href="#main">Fara í efni</a>' +
    '<header class="menu" role="banner">' +
    '<a class="menu-logo" href="https://byko.is/" aria-label="BYKO forsíða">BYKO</a>' +
    '<button class="menu-toggle" type="button" aria-expanded="false" aria-controls="menu-links">Valmynd</button>' +
    `<nav id="menu-links" aria-label="Aðalvalmynd"><ul>${links}</ul></nav>` +
    '</header>'
  );
}

/** The menu button: opens and closes the folded links; Escape closes them and returns to it. */
function watchMenuButton(header: HTMLElement): void {
  const toggle = header.querySelector<HTMLButtonElement>('.menu-toggle');
  if (!toggle) return;
  const open = () => header.hasAttribute('data-open');
  const setOpen = (value: boolean) => {
    toggle.ariaExpanded = String(value);
    header.toggleAttribute('data-open', value);
  };
  toggle.onclick = () => setOpen(!open());
  header.onkeydown = (event) => {
    if (event.key !== 'Escape' || !open()) return;
    setOpen(false);
    toggle.focus();
  };
}

/**
 * The page's menu (the server renders it once; moving between routes replaces only <main>): it
 * shrinks after 60 px of scroll (at most once a frame), and its button works.
 */
export function watchMenu(): void {
  const header = document.querySelector<HTMLElement>('header.menu');
  if (!header) return;
  let scheduled = false;
  const update = () => {
    scheduled = false;
    const { classList } = header;
    classList.toggle('menu-minimized', isMenuMinimized(scrollY, classList.contains('menu-minimized')));
  };
  addEventListener(
    'scroll',
    () => {
      if (scheduled) return;
      scheduled = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  // In the first frame, not now: reading scrollY while the page is still being parsed forces a
  // layout in the script's own task, which then blocks the main thread on a slow phone.
  requestAnimationFrame(update);
  watchMenuButton(header);
}
