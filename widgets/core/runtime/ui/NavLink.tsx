import type { MouseEvent, ReactNode } from 'react';
import { pagePath, safeUrl } from '../navigation.ts';
import { inLang, useWidget } from '../widget-context.tsx';

/** A plain click on a link: not a new tab or window, which are the browser's business. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * A link to another page of the app ('Sjá kvittun', 'Greiða'). It has a real href, so a new tab or
 * a copied link works; a plain click goes through core's navigation instead: the cancelable
 * byko-navigate the host page routes, through the URL guard. `to` is a path the widget builds
 * itself, with any id from the API encoded into it.
 */
export function NavLink(props: { to: string; className?: string; children: ReactNode }): ReactNode {
  const { navigate, locale } = useWidget();
  // A new tab or a copied link opens the page in the element's language too. A page with no origin
  // to resolve `to` against (a srcdoc or about:blank frame) gets it as it is.
  const url = safeUrl(props.to);
  return (
    <a
      className={props.className ?? 'byko-link'}
      href={url === undefined ? props.to : pagePath(inLang(url, locale.lang))}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        navigate(props.to);
      }}
    >
      {props.children}
    </a>
  );
}
