import { Hono } from 'hono';
import {
  type AccountLookup,
  type AppValidation,
  appIncreaseRequestSchema,
  type Company,
  type CompanyLookup,
  type CreditControl,
  type CreditStatus,
  emailFormSchema,
  type IncreaseCreditResponse,
  increaseCreditSchema,
  signUpSchema,
} from '../../widgets/company-credit/company-credit.api.ts';
import { parseJsonBody, reasonResponse } from '../errors.ts';
import type { Person } from '../people.ts';
import { received, type Sessions, signedIn } from '../session.ts';
import {
  appValidation,
  companyCreditReasons,
  creditControlPeriod,
  creditValidityMonths,
  lookupNeither,
  nyskopun,
} from './fixtures.ts';
import type { CompanyCreditState, CompanyRecord } from './state.ts';

// Company credit (spec §7 "Company credit"), mounted at the root since its paths lie under three
// prefixes: the web flow's `/api/company-credit/…`, the app's `/company/app-validation/{guid}` and
// the app's `/api/customers/…` (find/accounts, company/{ssn}/max-amount and credit-control,
// company-credit-increase-requests). None of them clashes with /api/customers/me or
// /api/customers/{ssn}/tjodskra: their paths have other lengths or fixed words where those have
// the kennitala. Every call but app-validation needs the bearer token.

/**
 * A date `months` from `from` as ISO `YYYY-MM-DD`, in UTC (Iceland's time all year). A day the
 * month lacks is its last day: 31 January + 1 month is 28 (or 29) February.
 */
export function isoDateMonthsFrom(from: Date, months: number): string {
  const monthIndex = from.getUTCFullYear() * 12 + from.getUTCMonth() + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = new Date(Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay)));
  return date.toISOString().slice(0, 10);
}

/** The web flow's company entry, with the person's roles in it (both false when none). */
function companyFor(company: CompanyRecord, person: Person): Company {
  const member = company.members.find((entry) => entry.ssn === person.ssn);
  return {
    accountId: company.accountId,
    name: company.name,
    accountSsn: company.ssn,
    finAdmin: member?.finAdmin ?? false,
    creditAdmin: member?.creditAdmin ?? false,
  };
}

/**
 * What company credit needs besides its own memory: the signed-in person; the person the app's link
 * stands for, found and signed in; and the sandbox clock that dates requests and limits.
 */
export interface CompanyCreditNeeds {
  readonly sessions: Pick<Sessions, 'personWithSsn' | 'personWithToken' | 'signIn'>;
  readonly now: () => Date;
}

export function companyCreditRoutes(state: CompanyCreditState, { sessions, now }: CompanyCreditNeeds): Hono {
  const routes = new Hono();
  const aYearFromNow = () => isoDateMonthsFrom(now(), creditValidityMonths);
  /** A company the app's calls know (the seeded three); undefined otherwise (404). */
  const appCompany = (ssn: string) => {
    const company = state.withSsn(ssn);
    return company?.app ? { company, app: company.app } : undefined;
  };

  // ---- the web flow (<byko-company-credit>)

  // Every company the person belongs to, flags as they are: the page lists only finAdmin or
  // creditAdmin ones (spec §6), so Timburhús ehf. (neither, for Bjarni) is answered but not shown.
  routes.get(
    '/api/company-credit/user-companies',
    signedIn(sessions, (c, person) => {
      const mine = state.companies.filter((company) =>
        company.members.some((member) => member.ssn === person.ssn),
      );
      return c.json(mine.map((company) => companyFor(company, person)));
    }),
  );

  // Any signed-in person may ask about any account: the manual lookup selects companies the person
  // is not a member of (Trésmiðja Akureyrar), and their credit form needs the status.
  routes.get(
    '/api/company-credit/credit-status/:accountId/',
    signedIn(sessions, (c) => {
      const company = state.withAccountId(c.req.param('accountId') ?? '');
      if (!company) return reasonResponse(c, 404, companyCreditReasons.companyNotFound);
      if (company.creditStatusFails) return reasonResponse(c, 500, companyCreditReasons.creditStatusFailed);
      const status: CreditStatus = {
        currentCredit: company.currentCredit,
        validTo: company.validTo ?? aYearFromNow(),
        maxRequestableAmount: company.maxRequestableAmount,
      };
      return c.json(status);
    }),
  );

  routes.get(
    '/api/company-credit/lookup/:ssn',
    signedIn(sessions, (c, person) => {
      const ssn = c.req.param('ssn') ?? '';
      const company = state.withSsn(ssn);
      let answer: CompanyLookup;
      if (company) answer = { existingAccount: companyFor(company, person) };
      else if (ssn === nyskopun.ssn) answer = { newCompanyInfo: { ...nyskopun } };
      else if (lookupNeither.includes(ssn)) answer = {};
      else return reasonResponse(c, 404, companyCreditReasons.companyNotFound);
      return c.json(answer);
    }),
  );

  // Checks, in order: the body (400), the account (404, also when companySsn is not its kennitala),
  // the amount against maxRequestableAmount (400; Smiðjan hf., whose status fails, refuses every
  // amount: the page sends it to the e-mail form). No role check, as for the credit status.
  routes.post(
    '/api/company-credit/apply/increase-credit',
    signedIn(sessions, async (c) => {
      const body = await parseJsonBody(c, increaseCreditSchema);
      if (!body.success) return body.response;
      const { accountId, companySsn, amount } = body.output;
      const company = state.withAccountId(accountId);
      if (company?.ssn !== companySsn) return reasonResponse(c, 404, companyCreditReasons.companyNotFound);
      if (company.creditStatusFails || amount > company.maxRequestableAmount) {
        return reasonResponse(c, 400, companyCreditReasons.aboveMaxAmount);
      }
      const answer: IncreaseCreditResponse = { currentCredit: amount, validTo: aYearFromNow() };
      state.setCredit(accountId, answer.currentCredit, answer.validTo);
      return c.json(answer);
    }),
  );

  routes.post(
    '/api/company-credit/apply/email-form',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, emailFormSchema);
      if (!body.success) return body.response;
      state.emailForms.push(received(person.ssn, body.output, now));
      return c.json({});
    }),
  );

  // The signer is the signed-in person (not the body's userSsn): they become finAdmin and
  // creditAdmin of the new company, so it is in their list at once.
  routes.post(
    '/api/company-credit/apply/sign-up',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, signUpSchema);
      if (!body.success) return body.response;
      const { companyName, companySsn } = body.output;
      if (state.withSsn(companySsn)) {
        return reasonResponse(c, 400, companyCreditReasons.accountExists);
      }
      const company = state.addCompany(companyName, companySsn, person.ssn);
      state.signUps.push(received(person.ssn, body.output, now));
      return c.json(companyFor(company, person));
    }),
  );

  // ---- the app's increase request (<byko-company-credit-request>)

  // The app's link: no token needed, it gives one. Each call signs Bjarni in afresh, with a token
  // every other call accepts, kept and expiring as a login's (session.ts).
  routes.post('/company/app-validation/:guid', (c) => {
    const person =
      c.req.param('guid') === appValidation.guid ? sessions.personWithSsn(appValidation.ssn) : undefined;
    if (!person) return reasonResponse(c, 400, companyCreditReasons.invalidGuid);
    const authToken = sessions.signIn(person).token;
    const answer: AppValidation = {
      name: person.name,
      ssn: person.ssn,
      authToken,
      companySsn: appValidation.companySsn,
      phoneNumber: person.phone,
    };
    return c.json(answer);
  });

  // The app's calls answer for the companies the app knows, whoever is signed in.
  routes.get(
    '/api/customers/find/accounts/:companySsn',
    signedIn(sessions, (c) => {
      const found = appCompany(c.req.param('companySsn') ?? '');
      if (!found) return reasonResponse(c, 404, companyCreditReasons.companyNotFound);
      const answer: AccountLookup = {
        custName: found.company.name,
        custAccount: found.company.accountId,
        email: found.app.email,
        telephone: found.app.telephone,
      };
      return c.json(answer);
    }),
  );

  routes.get(
    '/api/customers/company/:ssn/max-amount',
    signedIn(sessions, (c) => {
      const found = appCompany(c.req.param('ssn') ?? '');
      if (!found) return reasonResponse(c, 404, companyCreditReasons.companyNotFound);
      return c.json(found.app.maxAmount);
    }),
  );

  // creditLimitMST is the company's limit, the one the web flow's increase changes.
  routes.get(
    '/api/customers/company/:ssn/credit-control',
    signedIn(sessions, (c) => {
      const found = appCompany(c.req.param('ssn') ?? '');
      if (!found) return reasonResponse(c, 404, companyCreditReasons.companyNotFound);
      const today = now();
      const answer: CreditControl = {
        creditLimitMST: found.company.currentCredit,
        validFrom: isoDateMonthsFrom(today, creditControlPeriod.fromMonths),
        validTo: isoDateMonthsFrom(today, creditControlPeriod.toMonths),
      };
      return c.json(answer);
    }),
  );

  // A request for the credit department: kept, the limit unchanged. Answers 200 with no body.
  routes.post(
    '/api/customers/company-credit-increase-requests',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, appIncreaseRequestSchema);
      if (!body.success) return body.response;
      if (!appCompany(body.output.companySsn)) {
        return reasonResponse(c, 404, companyCreditReasons.companyNotFound);
      }
      state.appIncreaseRequests.push(received(person.ssn, body.output, now));
      return c.body(null, 200);
    }),
  );

  return routes;
}
