import type { SubmittedDetail } from '../core/applications/application.events.ts';
import type { Field } from '../core/form/index.ts';
import type { SessionUser } from '../core/runtime/session.ts';
import { updateUser } from '../core/session-user.ts';
import type {
  Company,
  EmailFormRequest,
  IncreaseCreditRequest,
  IncreaseCreditResponse,
  SignUpRequest,
} from './company-credit.api.ts';

// What the steps of <byko-company-credit> share with the flow model that composes them
// (company-credit.model.ts): the steps and views, what byko-submitted carries, the person's
// details the forms are filled from, and the session's copy of the company's contact.

/** The flow's name: the `application` of byko-submitted. */
export const companyCreditFlow = 'company-credit';

/**
 * The steps of spec §4 "Company credit web flow" as the URL names them (`?skref=`, core's
 * useStepInUrl): the company list, the manual lookup, the credit form of the selected company, the
 * e-mail application, the sign-up, and the two successes (which take their form's place in the
 * history, so Back never lands on a sent form).
 */
export const companyCreditSteps = [
  'fyrirtaeki',
  'leit',
  'heimild',
  'umsokn',
  'nyskraning',
  'samthykkt',
  'mottekin',
] as const;
export type CompanyCreditStep = (typeof companyCreditSteps)[number];
export const successSteps: readonly CompanyCreditStep[] = ['samthykkt', 'mottekin'];

/** What the approved increase's view shows and byko-submitted carries. */
export interface IncreaseResult {
  /** The company it was sent for (the user may have moved to another one meanwhile). */
  company: Company;
  request: IncreaseCreditRequest;
  response: IncreaseCreditResponse;
}

/** What the e-mail application sent, and for which company. */
export interface EmailFormResult {
  company: Company;
  request: EmailFormRequest;
}

/**
 * The view on screen (spec §4: "company list, then manual lookup, e-mail form, sign-up form, or
 * credit form"; "Request submission sets the submitted state"): one union, so no two show at once
 * and a company's views always have their company.
 */
export type CompanyCreditView =
  | { kind: 'companies' }
  | { kind: 'lookup' }
  | { kind: 'credit'; company: Company }
  | { kind: 'emailForm'; company: Company }
  | { kind: 'signUp' }
  | { kind: 'increased'; company: Company; result: IncreaseResult }
  | { kind: 'emailSent'; company: Company; request: EmailFormRequest };

/** The view is the given step of this company: an answer for it may move the view on. */
export function isShowing(view: CompanyCreditView, kind: 'credit' | 'emailForm', company: Company): boolean {
  return view.kind === kind && view.company.accountId === company.accountId;
}

/**
 * What `byko-submitted` carries (core's SubmittedDetail): which of the three forms went (`form`),
 * the request as sent and the server's answer.
 */
export type CompanyCreditSubmitted =
  | (SubmittedDetail<'company-credit', IncreaseCreditRequest, IncreaseCreditResponse> & { form: 'increase' })
  | (SubmittedDetail<'company-credit', EmailFormRequest> & { form: 'email-form' })
  | (SubmittedDetail<'company-credit', SignUpRequest, Company> & { form: 'sign-up' });

/** Spec §3 "Company credit store": userInfo. */
export interface UserInfo {
  phone: string;
  email: string;
  name: string;
  ssn: string;
}

/** A field filled from what the flow knows (cleaned as typing would); nothing known leaves it. */
export function fill(field: Field, value: string | undefined): void {
  if (value !== undefined && value !== '') field.reset(field.kind.peek().clean(value));
}

/** Filled only while the person has typed nothing in it. */
export function fillEmpty(field: Field, value: string | undefined): void {
  if (field.isEmpty()) fill(field, value);
}

/** The company's contact phone and e-mail as the session keeps them (spec §3 storage keys). */
export function rememberContact(
  user: SessionUser | null,
  company: Company,
  phone: string,
  email: string,
): void {
  // Another company chosen since this one was sent: the session is that one's now. No company
  // stored (a logout after an expired login empties it): this one's is written back in full.
  if (!user || (user.companySsn !== undefined && user.companySsn !== company.accountSsn)) return;
  updateUser({
    companySsn: company.accountSsn,
    companyName: company.name,
    companyPhoneNumber: phone,
    companyEmail: email,
  });
}
