import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { resolveApiBase } from './config.ts';
import type { Emit, WidgetEventMap } from './events.ts';
import { type ApiClient, createApiClient } from './http.ts';
import type { Lang } from './lang.ts';
import { guardedUrl, pageOrigin, pagePath } from './navigation.ts';
import { icelandic, type Translations } from './translations.ts';

/** What every widget's components can reach: its host element, its API client, its events. */
export interface WidgetContextValue {
  host: HTMLElement | null;
  api: ApiClient;
  emit: Emit<WidgetEventMap>;
  /**
   * Asks the host page to route (cancelable byko-navigate); goes there itself if nobody does.
   * `replace`: the new page takes this one's place in the history.
   */
  navigate: (to: string, replace?: boolean) => void;
  /** The element's language and its texts there (lang.ts, translations.ts). */
  locale: Translations;
}

function detachedEmit(): boolean {
  return true;
}

/**
 * A page of this origin opened in the element's language: English or Polish goes along as `?lang`,
 * so the next page speaks it too; another origin's page is left as it is.
 */
export function inLang(url: string, lang: Lang): string {
  const parsed = new URL(url);
  if (lang === 'is' || parsed.origin !== pageOrigin() || parsed.searchParams.has('lang')) return url;
  parsed.searchParams.set('lang', lang);
  return parsed.href;
}

function navigateWith(emit: Emit<WidgetEventMap>, host: HTMLElement | null, lang: Lang) {
  return (to: string, replace?: boolean) => {
    // Only a URL that passes core's guard is announced or followed (a redirectUrl from the API,
    // an attribute's `next`): no script URL, no other origin the page did not allow.
    const guarded = guardedUrl(to);
    if (guarded === undefined) return;
    const url = inLang(guarded, lang);
    // The page's router gets a path for its own origin; an allowed origin in full.
    const notHandled = emit(
      'byko-navigate',
      { to: pagePath(url), ...(replace ? { replace } : {}) },
      { cancelable: true },
    );
    // An element the page has removed (say, on byko-paid) no longer moves the page.
    if (notHandled && host?.isConnected !== false && typeof location !== 'undefined')
      location[replace ? 'replace' : 'assign'](pagePath(url));
  };
}

const defaultValue: WidgetContextValue = {
  host: null,
  api: createApiClient(resolveApiBase()),
  emit: detachedEmit,
  navigate: navigateWith(detachedEmit, null, 'is'),
  locale: icelandic,
};

/** Exported for core/languages' Translated, which gives a lazy part more texts. */
export const WidgetContext = createContext<WidgetContextValue>(defaultValue);

export interface WidgetProviderProps {
  host: HTMLElement | null;
  emit: Emit<WidgetEventMap>;
  apiBase: string | undefined;
  /** The element's language and texts; Icelandic when not given. */
  locale?: Translations;
  children?: ReactNode;
}

export function WidgetProvider(props: WidgetProviderProps): ReactNode {
  const { host, emit, apiBase, children } = props;
  const locale = props.locale ?? icelandic;
  const api = useMemo(() => createApiClient(resolveApiBase(apiBase)), [apiBase]);
  const value = useMemo<WidgetContextValue>(
    () => ({ host, emit, api, navigate: navigateWith(emit, host, locale.lang), locale }),
    [host, emit, api, locale],
  );
  return <WidgetContext value={value}>{children}</WidgetContext>;
}

export function useWidget(): WidgetContextValue {
  return useContext(WidgetContext);
}

/** The widget's emitter typed with its own event map. */
export function useEmit<Events extends WidgetEventMap>(): Emit<Events> {
  return useWidget().emit as Emit<Events>;
}
