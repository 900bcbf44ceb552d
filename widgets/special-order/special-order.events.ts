import type { ErrorEvents } from '../core/runtime/events.ts';
import type { SpecialOrderSubmitted } from './special-order.model.ts';

/** The events of `<special-order>`. */
export type SpecialOrderEvents = ErrorEvents & {
  /** The server accepted the inquiry: what was sent, and the total shown. */
  'byko-special-order-submitted': SpecialOrderSubmitted;
};

declare global {
  interface GlobalEventHandlersEventMap {
    'byko-special-order-submitted': CustomEvent<SpecialOrderEvents['byko-special-order-submitted']>;
  }
}
