import * as v from 'valibot';
import { emailSchema, phoneSchema } from '../../core/fields/index.ts';
import type { ApiClient } from '../../core/runtime/http.ts';

// The payment-slip (claim) call of spec §7 and its shapes (§3). The sandbox validates what it
// receives with these same schemas.

export const claimRequestSchema = v.object({
  paymentId: v.pipe(v.string(), v.minLength(1)),
  phone: phoneSchema,
  email: v.union([v.literal(''), emailSchema]),
});
export type ClaimRequest = v.InferOutput<typeof claimRequestSchema>;

export const claimResponseSchema = v.object({ redirectUrl: v.pipe(v.string(), v.minLength(1)) });

export const slipApi = {
  payWithClaim: (api: ApiClient, request: ClaimRequest) =>
    api.post('/api/claim-payment/pay-with-claim', request, claimResponseSchema),
};
