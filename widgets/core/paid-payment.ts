import * as v from 'valibot';
import { pathSegment } from './runtime/url-path.ts';

// What a paid payment's receipt call says of it (spec §3, §7), read by the page that shows the
// payment paid and the page that shows its items alike.

/**
 * The receipt call's address: it needs no login (spec §7). Throws for an id that cannot be one path
 * segment ('..'), which would climb to another address of the API.
 */
export const paidPaymentApiPath = (paymentId: string) => `/api/payment/${pathSegment(paymentId)}/receipt`;

/** When and how the payment was paid: any date the browser can read (the server's ISO time, with or without an offset), and the method's code. */
export const paidSummarySchema = v.object({
  dateCreated: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value))),
  ),
  paymentMethod: v.pipe(v.number(), v.integer()),
});
export type PaidSummary = v.InferOutput<typeof paidSummarySchema>;
