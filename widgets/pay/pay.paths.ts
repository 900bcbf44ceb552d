/**
 * The payment's address, in its own module: a host page names it as a preload when it mounts a
 * payment element (server/preload.ts, widgets/first-gets.ts), and the flow's request must be the
 * same one for the browser to reuse the answer.
 */
export const paymentApiPath = (paymentId: string) => `/api/payment?${new URLSearchParams({ paymentId })}`;

/** The first GET of an element with a `payment-id`: none without one. */
export function paymentFirstGets(attribute: (name: string) => string | undefined): string[] {
  const paymentId = attribute('payment-id');
  return paymentId ? [paymentApiPath(paymentId)] : [];
}
