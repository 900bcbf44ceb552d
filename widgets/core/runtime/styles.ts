import { useLayoutEffect } from 'react';
import { useWidget } from './widget-context.tsx';

const sheetCache = new Map<string, CSSStyleSheet>();

/** One constructable stylesheet per CSS text, shared by every instance (works under a strict CSP). */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = sheetCache.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetCache.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts a lazily loaded part's CSS into the widget's shadow root when the part first renders, so
 * a flow's first paint carries only the CSS it shows.
 */
export function useShadowStyles(cssText: string): void {
  const { host } = useWidget();
  useLayoutEffect(() => {
    const root = host?.shadowRoot;
    if (!root) return;
    const sheet = sheetFor(cssText);
    if (!root.adoptedStyleSheets.includes(sheet))
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }, [host, cssText]);
}
