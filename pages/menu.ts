/**
 * The top menu: links to the retailer's site and the choice of language; it shrinks once the page
 * scrolls past 60 px.
 */
export const menuMinimizeScrollPx = 60;

/** The retailer's pages the menu links to, in the order of hostTexts.links (their labels). */
export const menuHrefs = [
  'https://byko.is/',
  'https://byko.is/reikningsvidskipti',
  'https://byko.is/verslanir',
  'https://byko.is/hafa-samband',
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
