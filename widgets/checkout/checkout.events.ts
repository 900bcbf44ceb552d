import type { CommonEvents, Emit } from '../core/runtime/events.ts';
import type { WidgetContextValue } from '../core/runtime/widget-context.tsx';

/** A checkout code was created for an account (the element then goes to the code's page). */
export interface CheckoutCodeDetail {
  checkoutCodeId: string;
  accountId: string;
}

/** The user logged in at a self-checkout till (its code), on an account. */
export interface CheckoutLoginDetail {
  checkoutCode: string;
  accountId: string;
}

/** The events of `<byko-checkout>`. */
export type CheckoutEvents = CommonEvents & {
  'byko-checkout-code': CheckoutCodeDetail;
  'byko-checkout-login': CheckoutLoginDetail;
};

/** The element's emitter, typed with its events (read from the widget's latest context). */
export function checkoutEmit(widget: Pick<WidgetContextValue, 'emit'>): Emit<CheckoutEvents> {
  return widget.emit as Emit<CheckoutEvents>;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'byko-checkout-code': CustomEvent<CheckoutEvents['byko-checkout-code']>;
    'byko-checkout-login': CustomEvent<CheckoutEvents['byko-checkout-login']>;
  }
}
