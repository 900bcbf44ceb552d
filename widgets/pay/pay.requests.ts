import * as v from 'valibot';

// What the card and Google Pay calls send (spec §3 Card info, Verify request, Pay request) and what
// the 3-D Secure page posts to its parent (§4): the sandbox checks what it receives with these, the
// popup checks each message. Apart from pay.api.ts, so the card page, which builds its requests
// itself and opens the popup only once 'Borga' is pressed, does not download them.

export const cardInfoSchema = v.object({
  cardNumber: v.pipe(v.string(), v.regex(/^\d{16}$/)),
  /** Two digits, '01'-'12'. */
  expirationMonth: v.pipe(v.string(), v.regex(/^(0[1-9]|1[0-2])$/)),
  /** Four digits. */
  expirationYear: v.pipe(v.string(), v.regex(/^\d{4}$/)),
  /** Any digits: the processor judges the code (the card form sends 3 or 4; SANDBOX.md takes any). */
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
