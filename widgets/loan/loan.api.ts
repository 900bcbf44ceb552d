import * as v from 'valibot';
import { emailSchema, phoneSchema, textSchema } from '../core/fields/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';

// The construction loan's calls (spec §7 "Customers and applications") and their shapes (§3 "Loan
// request", "Loan max-amount response"). The sandbox validates what it receives with these schemas.

/** Spec §9: a loan is 200 000 to 2 000 000 kr. */
export const loanBounds = { min: 200_000, max: 2_000_000 } as const;

const krona = v.pipe(v.number(), v.integer());

export const loanRequestSchema = v.object({
  phone: phoneSchema,
  email: emailSchema,
  amount: v.pipe(krona, v.minValue(1)),
  description: textSchema,
});
export type LoanRequest = v.InferOutput<typeof loanRequestSchema>;

/** The account's standing; null for a person without account trading. */
export const accountStatusSchema = v.object({ balance: krona, creditLimit: krona, availableCredit: krona });

export const loanMaxAmountSchema = v.object({
  maxAmount: krona,
  usableAmount: krona,
  accountStatus: v.nullable(accountStatusSchema),
});
export type LoanMaxAmount = v.InferOutput<typeof loanMaxAmountSchema>;

export const loanSubmitResponseSchema = v.object({ documentId: v.pipe(v.string(), v.minLength(1)) });

export const loanApi = {
  maxAmount: (api: ApiClient) => api.get('/api/loan/max-amount', loanMaxAmountSchema),
  /** The fee charged with each payment (kr.), as on the instalment plan. */
  noticeAmount: (api: ApiClient) => api.get('/api/payment-calculations/NoticeAmount', v.number()),
  submit: (api: ApiClient, request: LoanRequest) =>
    api.post('/api/loan/submit-request', request, loanSubmitResponseSchema),
};
