import * as v from 'valibot';
import type { ApiClient } from '../core/runtime/http.ts';
import { pathSegment } from '../core/runtime/url-path.ts';

// The checkout calls of spec §7 "Checkout" and their shapes (§3 "Checkout account", "Checkout
// code"). Every call needs the bearer token (§6); the sandbox checks the same schemas.

/** One of the user's accounts they may shop on at a self-checkout till. */
export const checkoutAccountSchema = v.object({
  id: v.string(),
  /** The customer account number ('C-10002'): what the code calls send as `accountId`. */
  accountId: v.pipe(v.string(), v.minLength(1)),
  name: v.string(),
  ssn: v.string(),
});
export type CheckoutAccount = v.InferOutput<typeof checkoutAccountSchema>;

export const checkoutAccountsSchema = v.array(checkoutAccountSchema);

/** A checkout code (`kassi-…`): what the till scans. */
export const checkoutCodeSchema = v.object({ checkoutCodeId: v.pipe(v.string(), v.minLength(1)) });
export type CheckoutCode = v.InferOutput<typeof checkoutCodeSchema>;

/**
 * A code's page (`GET /api/checkout/me/code/{checkoutCodeId}`): the code, and the account it
 * charges where the server names it (the spec's answer has only the code).
 */
export const checkoutCodePageSchema = v.object({
  ...checkoutCodeSchema.entries,
  account: v.optional(checkoutAccountSchema),
});
export type CheckoutCodePage = v.InferOutput<typeof checkoutCodePageSchema>;

const codePath = (checkoutCode: string) => `/api/checkout/me/code/${pathSegment(checkoutCode)}`;

export const checkoutApi = {
  /** `GET /api/checkout/me/accounts`. */
  accounts: (api: ApiClient) => api.get('/api/checkout/me/accounts', checkoutAccountsSchema),
  /** `POST /api/checkout/me/code?accountId=`: a new code for one of the user's accounts. */
  createCode: (api: ApiClient, accountId: string) =>
    api.post('/api/checkout/me/code', undefined, checkoutCodeSchema, { searchParams: { accountId } }),
  /** `GET /api/checkout/me/code/{checkoutCodeId}`: a code of the user's, for its page. */
  code: (api: ApiClient, checkoutCodeId: string) => api.get(codePath(checkoutCodeId), checkoutCodePageSchema),
  /**
   * `POST /api/checkout/me/code/{checkoutCode}?accountId=`: logs the user in at the till whose code
   * they opened, on this account (the self-checkout login). The answer is not used (spec: "not shown").
   */
  tillLogin: (api: ApiClient, checkoutCode: string, accountId: string) =>
    api.postIgnoringBody(codePath(checkoutCode), undefined, { searchParams: { accountId } }),
};
