import * as v from 'valibot';
import { emailSchema, phoneSchema } from '../core/fields/index.ts';
import type { ApiClient } from '../core/http.ts';

// The payment calls of spec §7 and their shapes (§3). The sandbox validates what it receives with
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
  cvc: v.pipe(v.string(), v.regex(/^\d{3,4}$/)),
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
export const threeDsMessageSchema = v.variant('type', [
  v.object({ type: v.literal('authentication-complete'), data: v.string() }),
  v.object({ type: v.literal('payment-complete'), status: v.string() }),
  v.object({ type: v.literal('authentication-error'), errorMessage: v.string() }),
]);
export type ThreeDsMessage = v.InferOutput<typeof threeDsMessageSchema>;

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

export const partialPaymentResponseSchema = v.object({ documentId: v.pipe(v.string(), v.minLength(1)) });

/** Signing status of an instalment document (the spec does not show its shape: see sandbox/README.md). */
export const signingStatusSchema = v.object({ signed: v.boolean() });

export const claimRequestSchema = v.object({
  paymentId: v.pipe(v.string(), v.minLength(1)),
  phone: phoneSchema,
  email: v.union([v.literal(''), emailSchema]),
});
export type ClaimRequest = v.InferOutput<typeof claimRequestSchema>;

export const claimResponseSchema = v.object({ redirectUrl: v.pipe(v.string(), v.minLength(1)) });

export const receiptItemSchema = v.object({
  salesOrderReceiptItemId: v.union([v.string(), v.number()]),
  name: v.string(),
  amount: v.number(),
  itemId: v.nullish(v.string(), ''),
  customerPrice: v.number(),
});

export const receiptSchema = v.object({
  paymentId: v.string(),
  dateCreated: v.pipe(v.string(), v.isoTimestamp()),
  paymentMethod: v.pipe(v.number(), v.integer()),
  totalAmount: v.number(),
  items: v.array(receiptItemSchema),
});
export type Receipt = v.InferOutput<typeof receiptSchema>;

/** The status text that means paid (spec §7). */
export const paidStatusText = 'Nú þegar greitt';

const numberAnswer = v.number();

const encode = encodeURIComponent;

export const payApi = {
  payment: (api: ApiClient, paymentId: string) =>
    api.get('/api/payment', paymentSchema, { searchParams: { paymentId } }),
  receipt: (api: ApiClient, paymentId: string) =>
    api.get(`/api/payment/${encode(paymentId)}/receipt`, receiptSchema),
  status: (api: ApiClient, paymentId: string) => api.getText(`/api/payment/status/${encode(paymentId)}`),
  verify: (api: ApiClient, request: VerifyRequest) =>
    api.post('/api/payment/v2/card/verify', request, verifyResponseSchema),
  pay: (api: ApiClient, request: PayRequest) => api.postIgnoringBody('/api/payment/v2/card/pay', request),
  payWithPartialPayment: (api: ApiClient, request: PartialPaymentRequest) =>
    api.post('/api/payment/pay-with-partial-payment', request, partialPaymentResponseSchema),
  /** The annual interest in percent (12.5 means 12.5 %). */
  interestRate: (api: ApiClient, paymentId: string) =>
    api.get(`/api/payment/${encode(paymentId)}/interest-rate`, numberAnswer),
  /** The fee charged with each instalment (kr.). */
  noticeAmount: (api: ApiClient) => api.get('/api/payment-calculations/NoticeAmount', numberAnswer),
  signingStatus: (api: ApiClient, paymentId: string, documentId: string) =>
    api.get(`/api/payment/${encode(paymentId)}/partial-payment/signet-status`, signingStatusSchema, {
      searchParams: { documentId },
    }),
  payWithClaim: (api: ApiClient, request: ClaimRequest) =>
    api.post('/api/claim-payment/pay-with-claim', request, claimResponseSchema),
};
