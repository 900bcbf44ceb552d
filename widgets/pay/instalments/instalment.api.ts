import * as v from 'valibot';
import { emailSchema, phoneSchema } from '../../core/fields/index.ts';
import type { ApiClient } from '../../core/runtime/http.ts';
import { pathSegment } from '../../core/runtime/url-path.ts';

// The instalment (partial payment) calls of spec §7 and their shapes (§3).
// The sandbox validates what it receives with these same schemas.

export const instalmentMonths = { min: 2, max: 12, initial: 7 } as const;

export const partialPaymentRequestSchema = v.object({
  paymentId: v.pipe(v.string(), v.minLength(1)),
  phone: phoneSchema,
  email: emailSchema,
  paymentCount: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(instalmentMonths.min),
    v.maxValue(instalmentMonths.max),
  ),
  creditInfoCheckApproved: v.boolean(),
});
export type PartialPaymentRequest = v.InferOutput<typeof partialPaymentRequestSchema>;

/** 200 { documentId }, or 204 without a body (spec §4 "On 200/204"): then there is no document. */
export const partialPaymentResponseSchema = v.union([
  v.object({ documentId: v.pipe(v.string(), v.minLength(1)) }),
  v.pipe(
    v.literal(''),
    v.transform((): { documentId?: string } => ({})),
  ),
]);

/** Signing status of an instalment document (the spec does not show its shape: see sandbox/README.md). */
export const signingStatusSchema = v.object({ signed: v.boolean() });

const numberAnswer = v.number();

export const instalmentApi = {
  payWithPartialPayment: (api: ApiClient, request: PartialPaymentRequest) =>
    api.post('/api/payment/pay-with-partial-payment', request, partialPaymentResponseSchema),
  /** The annual interest in percent (12.5 means 12.5 %). */
  interestRate: (api: ApiClient, paymentId: string) =>
    api.get(`/api/payment/${pathSegment(paymentId)}/interest-rate`, numberAnswer),
  /** The fee charged with each instalment (kr.). */
  noticeAmount: (api: ApiClient) => api.get('/api/payment-calculations/NoticeAmount', numberAnswer),
  signingStatus: (api: ApiClient, paymentId: string, documentId: string) =>
    api.get(`/api/payment/${pathSegment(paymentId)}/partial-payment/signet-status`, signingStatusSchema, {
      searchParams: { documentId },
    }),
};
