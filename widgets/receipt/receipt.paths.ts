/**
 * The receipt's address, in its own module: a host page names it as a preload when it mounts a
 * receipt (server/preload.ts, widgets/first-gets.ts), and the flow's request must be the same one
 * for the browser to reuse the answer. Spec §7: it needs no login.
 */
export const receiptPath = (paymentId: string) => `/api/payment/${encodeURIComponent(paymentId)}/receipt`;

/** The receipt's first GET: none without a `payment-id`. */
export function receiptFirstGets(attribute: (name: string) => string | undefined): string[] {
  const paymentId = attribute('payment-id');
  return paymentId ? [receiptPath(paymentId)] : [];
}
