import * as v from 'valibot';
import type { ApiClient } from '../core/runtime/http.ts';
import { paymentApiPath } from './pay.paths.ts';
import type { PayRequest, VerifyRequest } from './pay.requests.ts';

// The card and Google Pay calls of spec §7 and their shapes (§3); instalments and the slip are in
// instalment.api.ts, the receipt in receipt/receipt.api.ts, so each page loads only its own. The sandbox validates what it receives with
// these same schemas; the widgets check every answer with them. What the card calls send and what
// the 3-D Secure page posts back are in pay.requests.ts: the card page never parses them itself.

/** Payment method codes (spec §4). */
export const paymentMethodCodes = {
  instalments: 0,
  card: 1,
  slip: 2,
  invoice: 3,
  alreadyPaid: 4,
  atCheckout: 5,
  loyaltyPoints: 6,
  googlePay: 7,
  applePay: 8,
} as const;

const paymentMethodCode = v.pipe(v.number(), v.integer(), v.minValue(0));

/** allowedPaymentMethods arrives as a list or as one number; the client reads both as a list. */
export const allowedPaymentMethodsSchema = v.pipe(
  v.union([paymentMethodCode, v.array(paymentMethodCode)]),
  v.transform((value) => (Array.isArray(value) ? value : [value])),
);

const optionalText = v.nullish(v.string(), '');

export const paymentSchema = v.object({
  id: v.string(),
  amount: v.pipe(v.number(), v.minValue(0)),
  name: optionalText,
  ssn: optionalText,
  phone: optionalText,
  email: optionalText,
  allowedPaymentMethods: allowedPaymentMethodsSchema,
  redirectUrl: optionalText,
  origin: optionalText,
  insufficientCredit: v.nullish(v.boolean(), false),
  isPaid: v.nullish(v.boolean(), false),
  isEditingAmountAllowed: v.nullish(v.boolean(), false),
});
export type Payment = v.InferOutput<typeof paymentSchema>;

export const verifyResponseSchema = v.object({ rawResponse: v.pipe(v.string(), v.minLength(1)) });

export const payApi = {
  payment: (api: ApiClient, paymentId: string) => api.get(paymentApiPath(paymentId), paymentSchema),
  verify: (api: ApiClient, request: VerifyRequest) =>
    api.post('/api/payment/v2/card/verify', request, verifyResponseSchema),
  pay: (api: ApiClient, request: PayRequest) => api.postIgnoringBody('/api/payment/v2/card/pay', request),
};
