import { paidPaymentApiPath } from '../core/paid-payment.ts';

/**
 * The receipt's address (core's paidPaymentApiPath), in its own module: a host page names it as a
 * preload when it mounts a receipt (server/preload.ts, widgets/first-gets.ts), and the flow's request
 * must be the same one for the browser to reuse the answer.
 */
export const receiptApiPath = paidPaymentApiPath;

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
