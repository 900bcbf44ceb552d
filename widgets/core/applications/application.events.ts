import type { CommonEvents, Emit } from '../runtime/events.ts';
import type { WidgetContextValue } from '../runtime/widget-context.tsx';

/** What `byko-submitted` carries: the request as sent (never the token) and the server's answer. */
export interface SubmittedDetail<Kind extends string = string, Request = object, Result = unknown> {
  /** Which application it is: each flow names its own kind. */
  application: Kind;
  request: Request;
  result?: Result;
}

/**
 * Every application element's events (DESIGN.md principle 6): `byko-submitted` once the server
 * accepted the application, and the cancelable `byko-navigate` before the element moves the page.
 */
export type ApplicationEvents<Detail extends SubmittedDetail = SubmittedDetail> = CommonEvents & {
  'byko-submitted': Detail;
};

/**
 * Sends `byko-submitted` from the element: how every application reports that it went through. The
 * flow names its event map (`emitSubmitted<LoanEvents>(…)`), so the detail is checked against its own
 * kind and request; without it the detail fits nothing.
 */
export function emitSubmitted<Events extends { 'byko-submitted': SubmittedDetail } = never>(
  widget: Pick<WidgetContextValue, 'emit'>,
  detail: NoInfer<Events['byko-submitted']>,
): void {
  (widget.emit as Emit<ApplicationEvents<Events['byko-submitted']>>)('byko-submitted', detail);
}

declare global {
  interface GlobalEventHandlersEventMap {
    'byko-submitted': CustomEvent<SubmittedDetail>;
  }
}
