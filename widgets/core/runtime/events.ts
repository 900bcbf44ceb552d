/**
 * Every outcome a widget reports leaves its shadow root as a `byko-*` CustomEvent that bubbles and
 * is composed (DESIGN.md principle 6). Each flow declares its events as a map of name to detail.
 */
export type WidgetEventMap = { [name: `byko-${string}`]: unknown };

export interface NavigateDetail {
  /** The path (or URL) the widget wants to go to. */
  to: string;
  /**
   * The new page takes the place of this one in the history: Back must not come back here (a
   * refused one-time link, which would only send the person away again).
   */
  replace?: boolean | undefined;
}

/** Events every widget may send. (Event maps are type aliases: interfaces lack the index signature.) */
export type CommonEvents = {
  /** Cancelable: a host that routes itself calls preventDefault(), else the element assigns location. */
  'byko-navigate': NavigateDetail;
};

/** The event map of an element that sends no event of its own and never navigates. */
export type NoEvents = Record<never, never>;

export type Emit<Events extends WidgetEventMap> = <Name extends keyof Events & string>(
  name: Name,
  detail: Events[Name],
  options?: { cancelable?: boolean },
) => boolean;

export function emitFrom<Events extends WidgetEventMap>(host: EventTarget): Emit<Events> {
  return (name, detail, options) =>
    host.dispatchEvent(
      new CustomEvent(name, {
        detail,
        bubbles: true,
        composed: true,
        cancelable: options?.cancelable ?? false,
      }),
    );
}

declare global {
  interface GlobalEventHandlersEventMap {
    'byko-navigate': CustomEvent<NavigateDetail>;
  }
}
