import type { ApiClient } from './http.ts';

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

/**
 * Where an error shows, the `step` of byko-error: a small fixed vocabulary, the same in every element.
 * - `load`: what the screen shows could not be loaded (a payment, a form's data, a list, a picture);
 * - `submit`: a form, an application or a request was not accepted;
 * - `login`: the e-ID login (or the app's link that logs in) failed or was refused;
 * - `payment`: a card or Google Pay payment, or a payment slip, failed;
 * - `signing`: the e-signing of a document could not be opened or was not completed;
 * - `lookup`: a search by what the person typed (a company's kennitala) failed;
 * - `draw`: a barcode or QR code could not be drawn.
 */
export type ErrorStep = 'load' | 'submit' | 'login' | 'payment' | 'signing' | 'lookup' | 'draw';

/**
 * byko-error's detail: what the element shows, never what the person typed. `reason` is the
 * server's reason when it gave one, else the text shown (the element's own message); `status` the
 * HTTP status of the failed call behind it, 0 when no answer came (a timeout, no network) or no call
 * stands behind it (a missing setting).
 */
export interface ErrorDetail {
  /** The element's tag, e.g. `byko-example`. */
  tag: string;
  step: ErrorStep;
  status: number;
  reason: string;
}

/** The event every element sends when it shows an error. */
export type ErrorEvents = {
  /** An error is shown: for the host's own monitoring (the host pages report it). */
  'byko-error': ErrorDetail;
};

/**
 * Events every navigating widget may send: byko-error, as every element, and byko-navigate. (Event
 * maps are type aliases: interfaces lack the index signature.)
 */
export type CommonEvents = ErrorEvents & {
  /** Cancelable: a host that routes itself calls preventDefault(), else the element assigns location. */
  'byko-navigate': NavigateDetail;
};

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
    'byko-error': CustomEvent<ErrorDetail>;
  }
}

/**
 * byko-error's detail for an error an element shows: `shown` is the text on the screen; the
 * element's last call, if it failed, is the failure behind it (its status, and the server's reason
 * when it gave one, or the policy that refused it). `blockedBy`: what the page's policy refused the
 * element with no call behind it (a frame, a script; policy-violations.ts `policyReason`).
 */
export function errorDetail(
  element: { host: Pick<Element, 'localName'> | null; api: Pick<ApiClient, 'lastFailure'> },
  step: ErrorStep,
  shown: string,
  blockedBy?: string,
): ErrorDetail {
  const failure = blockedBy === undefined ? element.api.lastFailure() : undefined;
  return {
    tag: element.host?.localName ?? '',
    step,
    status: failure?.status ?? 0,
    reason: blockedBy ?? failure?.blockedBy ?? failure?.reason ?? shown,
  };
}
