import * as v from 'valibot';
import type { ApiClient } from '../core/runtime/http.ts';
import { paymentPath } from './pay.paths.ts';

// The card and Google Pay calls of spec §7 and their shapes (§3); instalments and the slip are in
// instalment.api.ts, the receipt in receipt/receipt.api.ts, so each page loads only its own. The sandbox validates what it receives with
// these same schemas; the widgets check every answer with them.

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

export const cardInfoSchema = v.object({
  cardNumber: v.pipe(v.string(), v.regex(/^\d{16}$/)),
  /** Two digits, '01'-'12'. */
  expirationMonth: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])$/)),
  /** Four digits. */
  expirationYear: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  /** Any digits (spec §5 shows no CVC validation; the processor judges it, SANDBOX.md takes any). */
  cvc: v.pipe(v.string(), v.regex(/^\d*$/)),
});
export type CardInfo = v.InferOutput<typeof cardInfoSchema>;

/** Verify: card details, or a Google Pay token, or a stored virtual card; the others are null. */
export const verifyRequestSchema = v.object({
  paymentId: v.pipe(v.string(), v.minLength(1)),
  cardInfo: v.nullable(cardInfoSchema),
  virtualCardId: v.nullable(v.string()),
  googlePayToken: v.nullable(v.string()),
});
export type VerifyRequest = v.InferOutput<typeof verifyRequestSchema>;

export const verifyResponseSchema = v.object({ rawResponse: v.pipe(v.string(), v.minLength(1)) });

export const payRequestSchema = v.object({
  ...verifyRequestSchema.entries,
  verificationData: v.pipe(v.string(), v.minLength(1)),
});
export type PayRequest = v.InferOutput<typeof payRequestSchema>;

/** The 3-D Secure page's messages to its parent (spec §4 Card payment). */
export const threeDsMessageSchema = v.union([
  v.object({ type: v.literal('authentication-complete'), data: v.string() }),
  v.object({ type: v.literal('payment-complete'), status: v.string() }),
  v.object({ type: v.literal('authentication-error'), errorMessage: v.string() }),
]);
export type ThreeDsMessage = v.InferOutput<typeof threeDsMessageSchema>;

const encode = encodeURIComponent;

export const payApi = {
  payment: (api: ApiClient, paymentId: string) => api.get(paymentPath(paymentId), paymentSchema),
  verify: (api: ApiClient, request: VerifyRequest) =>
    api.post('/api/payment/v2/card/verify', request, verifyResponseSchema),
  pay: (api: ApiClient, request: PayRequest) => api.postIgnoringBody('/api/payment/v2/card/pay', request),
};

export { encode as encodePathSegment };
