import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { resolveApiBase } from './config.ts';
import type { Emit, WidgetEventMap } from './events.ts';
import { type ApiClient, createApiClient } from './http.ts';
import { guardedUrl, pagePath } from './navigation.ts';

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
}

function detachedEmit(): boolean {
  return true;
}

function navigateWith(emit: Emit<WidgetEventMap>, host: HTMLElement | null) {
  return (to: string, replace?: boolean) => {
    // Only a URL that passes core's guard is announced or followed (a redirectUrl from the API,
    // an attribute's `next`): no script URL, no other origin the page did not allow.
    const url = guardedUrl(to);
    if (url === undefined) return;
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
  navigate: navigateWith(detachedEmit, null),
};

const WidgetContext = createContext<WidgetContextValue>(defaultValue);

export interface WidgetProviderProps {
  host: HTMLElement | null;
  emit: Emit<WidgetEventMap>;
  apiBase: string | undefined;
  children?: ReactNode;
}

export function WidgetProvider(props: WidgetProviderProps): ReactNode {
  const { host, emit, apiBase, children } = props;
  const value = useMemo<WidgetContextValue>(
    () => ({ host, emit, api: createApiClient(resolveApiBase(apiBase)), navigate: navigateWith(emit, host) }),
    [host, emit, apiBase],
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
