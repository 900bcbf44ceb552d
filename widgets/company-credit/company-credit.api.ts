import * as v from 'valibot';
import type { ApiClient } from '../core/runtime/http.ts';
import { pathSegment } from '../core/runtime/url-path.ts';
import type {
  AppIncreaseRequest,
  EmailFormRequest,
  IncreaseCreditRequest,
  SignUpRequest,
} from './company-credit.schemas.ts';

// The company credit calls (spec §7 "Company credit"): the web flow's (`/api/company-credit/...`)
// and the app's (`/company/app-validation`, `/api/customers/...`). Answers are checked with the
// schemas here; the requests' schemas are in company-credit.schemas.ts (re-exported for the sandbox).
// Only valibot functions the other flows already use: a new one would land in the shared runtime
// chunk the pay page loads.

export {
  type AppIncreaseRequest,
  appIncreaseRequestSchema,
  type EmailFormPerson,
  type EmailFormRequest,
  emailFormPersonSchema,
  emailFormSchema,
  type IncreaseCreditRequest,
  increaseCreditSchema,
  type SignUpRequest,
  signUpSchema,
} from './company-credit.schemas.ts';

/** Spec §3 "Company list entry". */
export const companySchema = v.object({
  accountId: v.string(),
  name: v.string(),
  accountSsn: v.string(),
  finAdmin: v.boolean(),
  creditAdmin: v.boolean(),
});
export type Company = v.InferOutput<typeof companySchema>;
export const companyListSchema = v.array(companySchema);

/** Spec §3 "Credit status"; `validTo` an ISO 8601 date. */
export const creditStatusSchema = v.object({
  currentCredit: v.number(),
  validTo: v.string(),
  maxRequestableAmount: v.number(),
});
export type CreditStatus = v.InferOutput<typeof creditStatusSchema>;

/**
 * A company the registry knows that has no account yet: its sign-up form is filled from it. The
 * address is one line ('Austurstræti 10'), split at its last space into street and number (spec §5).
 */
export const newCompanyInfoSchema = v.object({
  name: v.string(),
  ssn: v.string(),
  address: v.string(),
  zipCode: v.string(),
  city: v.string(),
});
export type NewCompanyInfo = v.InferOutput<typeof newCompanyInfoSchema>;

/**
 * `GET /api/company-credit/lookup/{ssn}` (spec §7: "response existingAccount or newCompanyInfo"):
 * an existing account, a new company, or neither (both missing or null).
 */
export const lookupSchema = v.object({
  existingAccount: v.optional(v.nullable(companySchema)),
  newCompanyInfo: v.optional(v.nullable(newCompanyInfoSchema)),
});
export type CompanyLookup = v.InferOutput<typeof lookupSchema>;

/** The increase's answer: the company's new limit and how long it holds (spec §9: 12 months). */
export const increaseCreditResponseSchema = v.object({ currentCredit: v.number(), validTo: v.string() });
export type IncreaseCreditResponse = v.InferOutput<typeof increaseCreditResponseSchema>;

/** Spec §3 "App validation response": the app user, logged in by the guid. */
export const appValidationSchema = v.object({
  name: v.string(),
  ssn: v.string(),
  authToken: v.string(),
  companySsn: v.string(),
  phoneNumber: v.string(),
});
export type AppValidation = v.InferOutput<typeof appValidationSchema>;

/** Spec §3 "Company lookup" (the app's `find/accounts`). */
export const accountLookupSchema = v.object({
  custName: v.string(),
  custAccount: v.string(),
  email: v.nullable(v.string()),
  telephone: v.nullable(v.string()),
});
export type AccountLookup = v.InferOutput<typeof accountLookupSchema>;

/** `GET /api/customers/company/{ssn}/max-amount`: a number, null meaning 0 (spec §7). */
export const companyMaxAmountSchema = v.nullable(v.number());

/** Spec §3 "Credit control"; the dates ISO 8601. */
export const creditControlSchema = v.object({
  creditLimitMST: v.number(),
  validFrom: v.string(),
  validTo: v.string(),
});
export type CreditControl = v.InferOutput<typeof creditControlSchema>;

export const companyCreditApi = {
  // ---- the web flow (<byko-company-credit>)
  userCompanies: (api: ApiClient) => api.get('/api/company-credit/user-companies', companyListSchema),
  // The trailing slash is the API's (spec §7).
  creditStatus: (api: ApiClient, accountId: string) =>
    api.get(`/api/company-credit/credit-status/${pathSegment(accountId)}/`, creditStatusSchema),
  lookup: (api: ApiClient, ssn: string) =>
    api.get(`/api/company-credit/lookup/${pathSegment(ssn)}`, lookupSchema),
  increaseCredit: (api: ApiClient, request: IncreaseCreditRequest) =>
    api.post('/api/company-credit/apply/increase-credit', request, increaseCreditResponseSchema),
  signUp: (api: ApiClient, request: SignUpRequest) =>
    api.post('/api/company-credit/apply/sign-up', request, companySchema),
  emailForm: (api: ApiClient, request: EmailFormRequest) =>
    api.postIgnoringBody('/api/company-credit/apply/email-form', request),

  // ---- the app's increase request (<byko-company-credit-request>)
  appValidation: (api: ApiClient, guid: string) =>
    api.post(`/company/app-validation/${pathSegment(guid)}`, {}, appValidationSchema),
  findAccount: (api: ApiClient, companySsn: string) =>
    api.get(`/api/customers/find/accounts/${pathSegment(companySsn)}`, accountLookupSchema),
  maxAmount: async (api: ApiClient, companySsn: string) =>
    (await api.get(`/api/customers/company/${pathSegment(companySsn)}/max-amount`, companyMaxAmountSchema)) ??
    0,
  creditControl: (api: ApiClient, companySsn: string) =>
    api.get(`/api/customers/company/${pathSegment(companySsn)}/credit-control`, creditControlSchema),
  appIncreaseRequest: (api: ApiClient, request: AppIncreaseRequest) =>
    api.postIgnoringBody('/api/customers/company-credit-increase-requests', request),
};
