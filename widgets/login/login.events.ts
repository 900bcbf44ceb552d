import type { CommonEvents } from '../core/runtime/events.ts';

/** The events of `<byko-login>`. */
export type LoginEvents = CommonEvents & {
  /** The person confirmed the e-ID login; the session now holds them. */
  'byko-login': { name: string; ssn: string };
  /** The person pressed 'Útskrá': the session and local storage are cleared. */
  'byko-logout': Record<string, never>;
};

declare global {
  interface GlobalEventHandlersEventMap {
    'byko-login': CustomEvent<LoginEvents['byko-login']>;
    'byko-logout': CustomEvent<LoginEvents['byko-logout']>;
  }
}
