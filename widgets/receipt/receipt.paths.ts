import { pathSegment } from '../core/runtime/url-path.ts';

/**
 * The receipt's address, in its own module: a host page names it as a preload when it mounts a
 * receipt (server/preload.ts, widgets/first-gets.ts), and the flow's request must be the same one
 * for the browser to reuse the answer. Spec §7: it needs no login. Throws for an id that cannot be
 * one path segment ('..'), which would climb to another address of the API.
 */
export const receiptApiPath = (paymentId: string) => `/api/payment/${pathSegment(paymentId)}/receipt`;

/** The receipt's first GET: none without a `payment-id`, or with one that is not a path segment. */
export function receiptFirstGets(attribute: (name: string) => string | undefined): string[] {
  const paymentId = attribute('payment-id');
  if (!paymentId) return [];
  try {
    return [receiptApiPath(paymentId)];
  } catch {
    // The flow shows its own error; nothing to start.
    return [];
  }
}
