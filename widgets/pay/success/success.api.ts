import { paidPaymentApiPath, paidSummarySchema } from '../../core/paid-payment.ts';
import type { ApiClient } from '../../core/runtime/http.ts';

export type { PaidSummary } from '../../core/paid-payment.ts';

/** When and how the payment was paid, from its receipt (spec §7): the items are the receipt page's. */
export const successApi = {
  paidSummary: (api: ApiClient, paymentId: string) =>
    api.get(paidPaymentApiPath(paymentId), paidSummarySchema),
};
