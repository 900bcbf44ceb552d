import * as v from 'valibot';
import type { ApiClient } from '../../core/runtime/http.ts';
import { pathSegment } from '../../core/runtime/url-path.ts';

/**
 * What the success page reads from the payment's receipt (spec §3 Payment receipt, §7): when it was
 * paid and how. Only these fields are checked: the items are the receipt page's.
 */
export const paidSummarySchema = v.object({
  dateCreated: v.pipe(
    v.string(),
    v.check((value) => !Number.isNaN(Date.parse(value))),
  ),
  paymentMethod: v.pipe(v.number(), v.integer()),
});
export type PaidSummary = v.InferOutput<typeof paidSummarySchema>;

export const successApi = {
  paidSummary: (api: ApiClient, paymentId: string) =>
    api.get(`/api/payment/${pathSegment(paymentId)}/receipt`, paidSummarySchema),
};
