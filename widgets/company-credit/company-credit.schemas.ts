import * as v from 'valibot';
import { emailSchema, kennitalaSchema, phoneSchema, textSchema } from '../core/fields/index.ts';

// The company credit requests (spec §3, §7 "Company credit"): the sandbox validates what it receives
// with these schemas. Apart from the calls (company-credit.api.ts re-exports them): the widgets need
// only their types, so their valibot actions stay out of the runtime chunk every page loads.

/** An amount in kr.: a whole number, not below 0. */
const amountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/** `POST /api/company-credit/apply/increase-credit`: the web flow's credit form for a listed company. */
export const increaseCreditSchema = v.object({
  accountId: v.pipe(v.string(), v.minLength(1)),
  companySsn: kennitalaSchema,
  phone: phoneSchema,
  email: emailSchema,
  /** Above 0 (spec §5 'Fjárhæð þarf að vera yfir 0kr.'). */
  amount: v.pipe(amountSchema, v.minValue(1)),
});
export type IncreaseCreditRequest = v.InferOutput<typeof increaseCreditSchema>;

/** A guarantor or an extra withdrawal person of the e-mail form: each field required (spec §5). */
export const emailFormPersonSchema = v.object({ name: textSchema, ssn: kennitalaSchema, email: emailSchema });
export type EmailFormPerson = v.InferOutput<typeof emailFormPersonSchema>;

/**
 * `POST /api/company-credit/apply/email-form` (spec §3 "Email application form"). `gurantors` is
 * the API's own spelling; `finAdmins` are the extra withdrawal people.
 */
export const emailFormSchema = v.object({
  companyName: textSchema,
  companySsn: kennitalaSchema,
  userName: textSchema,
  userSsn: kennitalaSchema,
  phone: phoneSchema,
  email: emailSchema,
  amount: amountSchema,
  comments: v.string(),
  gurantors: v.array(emailFormPersonSchema),
  finAdmins: v.array(emailFormPersonSchema),
});
export type EmailFormRequest = v.InferOutput<typeof emailFormSchema>;

/** `POST /api/company-credit/apply/sign-up` (spec §3 "Company sign-up form"). */
export const signUpSchema = v.object({
  companyName: textSchema,
  companySsn: kennitalaSchema,
  streetName: textSchema,
  streetNumber: v.string(),
  zipCode: v.pipe(v.string(), v.regex(/^\d+$/)),
  userName: textSchema,
  userSsn: kennitalaSchema,
  phone: phoneSchema,
  email: emailSchema,
});
export type SignUpRequest = v.InferOutput<typeof signUpSchema>;

/** `POST /api/customers/company-credit-increase-requests`: the app's request (spec §3). */
export const appIncreaseRequestSchema = v.object({
  name: v.string(),
  phone: phoneSchema,
  email: emailSchema,
  /** An integer, not zero (spec §5 "App credit form"). */
  amount: v.pipe(amountSchema, v.minValue(1)),
  companySsn: kennitalaSchema,
});
export type AppIncreaseRequest = v.InferOutput<typeof appIncreaseRequestSchema>;
