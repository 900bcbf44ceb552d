import { type Context, Hono } from 'hono';
import { accountApplicationSchema } from '../../widgets/account/account.api.ts';
import { cashApplicationSchema } from '../../widgets/cash/cash.api.ts';
import type { Address } from '../../widgets/core/applications/applications.api.ts';
import { guarantorApplicationSchema } from '../../widgets/guarantor/guarantor.api.ts';
import { invoiceAccountApplicationSchema } from '../../widgets/invoice-account/invoice-account.api.ts';
import { limitChangeSchema } from '../../widgets/limit-change/limit-change.api.ts';
import { type LoanMaxAmount, loanBounds, loanRequestSchema } from '../../widgets/loan/loan.api.ts';
import { renovationApplicationSchema } from '../../widgets/renovation/renovation.api.ts';
import { parseJsonBody, reasonResponse, reasons } from '../errors.ts';
import type { Person } from '../people.ts';
import { randomHex, received, type Sessions, signedIn } from '../session.ts';
import {
  accountTerms,
  addresses,
  addressQueryMinLength,
  addressResultLimit,
  applicationReasons,
  isStandingOrder,
  registry,
  standingOrderTerms,
} from './fixtures.ts';
import type { ApplicationsState, GuarantorRecord } from './state.ts';

// The customer applications of spec §7 "Customers and applications" (mounted at /api): max amounts,
// the loan, the account, cash-payment, limit-change, renovation and invoice-account applications, the
// guarantor's signature, the national registry and the address search. A successful application
// changes the person's customer record until reset (SANDBOX.md). The loan's signing page is under
// /sandbox (pages.ts).

/**
 * The loan limit as `GET /api/loan/max-amount` answers it; undefined for a non-customer (404). A
 * customer without a loan limit (no account trading in SANDBOX.md, or a new customer) gets zeros.
 */
export function loanMaxAmount(person: Person): LoanMaxAmount | undefined {
  const customer = person.customer;
  if (!customer) return undefined;
  const limit = person.loanLimit;
  if (!limit) return { maxAmount: 0, usableAmount: 0, accountStatus: null };
  return {
    maxAmount: limit.maxAmount,
    usableAmount: limit.usableAmount,
    accountStatus: {
      balance: limit.balance,
      creditLimit: customer.creditMax,
      availableCredit: Math.max(0, customer.creditMax - limit.balance),
    },
  };
}

/** The words of a name or query, lower-cased: 'Laugavegur 10, 101 Reykjavík' → laugavegur, 10, 101, reykjavík. */
function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word !== '');
}

/**
 * The address search: every word of the query starts a word of the address's name (case does not
 * matter; Icelandic letters only match themselves), at most `addressResultLimit`, in the list's order.
 */
export function searchAddresses(query: string): Address[] {
  if (query.trim().length < addressQueryMinLength) return [];
  const wanted = words(query);
  return addresses
    .filter((address) => {
      const nameWords = words(address.name);
      return wanted.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
    })
    .slice(0, addressResultLimit);
}

/** A guarantor application the person may see: 404 unknown, 403 when they are not its guarantor. */
function guarantorRecord(
  c: Context,
  state: ApplicationsState,
  person: Person,
  id: string,
): { ok: true; record: GuarantorRecord } | { ok: false; response: Response } {
  const record = state.guarantorApplications.get(id);
  if (!record) return { ok: false, response: reasonResponse(c, 404, applicationReasons.applicationNotFound) };
  if (record.application.ssn !== person.ssn) {
    return { ok: false, response: reasonResponse(c, 403, applicationReasons.notGuarantor) };
  }
  return { ok: true, record };
}

/**
 * What the applications need besides their own memory: the signed-in person, whose customer record a
 * successful application changes, and the sandbox clock that dates what is received.
 */
export interface ApplicationNeeds {
  readonly sessions: Pick<Sessions, 'personWithToken' | 'updateCustomer'>;
  readonly now: () => Date;
}

export function applicationRoutes(state: ApplicationsState, { sessions, now }: ApplicationNeeds): Hono {
  const routes = new Hono();

  // ---- max amounts

  routes.get(
    '/customers/me/max-amount',
    signedIn(sessions, (c, person) => c.json({ maxAmount: person.maxAmount })),
  );

  routes.get(
    '/loan/max-amount',
    signedIn(sessions, (c, person) => {
      const answer = loanMaxAmount(person);
      if (!answer) return reasonResponse(c, 404, reasons.notCustomer);
      return c.json(answer);
    }),
  );

  // ---- the loan

  routes.post(
    '/loan/submit-request',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, loanRequestSchema);
      if (!body.success) return body.response;
      const limit = loanMaxAmount(person);
      if (!limit) return reasonResponse(c, 404, reasons.notCustomer);
      const { amount, phone, email, description } = body.output;
      const highest = Math.min(limit.usableAmount, loanBounds.max);
      if (amount < loanBounds.min || amount > highest) {
        return reasonResponse(c, 400, applicationReasons.amountOutOfBounds);
      }
      const documentId = `loan-${randomHex(8)}`;
      state.loanDocuments.set(documentId, {
        documentId,
        ssn: person.ssn,
        amount,
        phone,
        email,
        description,
        signed: false,
      });
      return c.json({ documentId });
    }),
  );

  // Ours (the spec shows none): what the loan page polls while the signing page is open.
  routes.get(
    '/loan/signing-status/:documentId',
    signedIn(sessions, (c, person) => {
      const document = state.loanDocuments.get(c.req.param('documentId') ?? '');
      if (document?.ssn !== person.ssn) return reasonResponse(c, 404, applicationReasons.documentNotFound);
      return c.json({ signed: document.signed });
    }),
  );

  // ---- account trading, cash payment, limit change

  routes.post(
    '/customers/applications/sign-up',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, accountApplicationSchema);
      if (!body.success) return body.response;
      const customer = person.customer;
      if (customer && !isStandingOrder(customer)) {
        return reasonResponse(c, 400, applicationReasons.accountExists);
      }
      if (body.output.amount > person.maxAmount) {
        return reasonResponse(c, 400, applicationReasons.aboveMaxAmount);
      }
      sessions.updateCustomer(person.ssn, {
        ...accountTerms,
        creditMax: body.output.amount,
        custAccount: customer?.custAccount ?? state.newAccountNumber(),
      });
      state.accountApplications.push(received(person.ssn, body.output, now));
      return c.json({});
    }),
  );

  routes.post(
    '/customers/applications/sign-up-stgr',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, cashApplicationSchema);
      if (!body.success) return body.response;
      const customer = person.customer;
      if (customer && !isStandingOrder(customer)) {
        return reasonResponse(c, 400, applicationReasons.accountExists);
      }
      if (!customer) {
        sessions.updateCustomer(person.ssn, {
          ...standingOrderTerms,
          creditMax: 0,
          custAccount: state.newAccountNumber(),
        });
      }
      // A standing-order customer's record stays as it is; the address and comment are kept here.
      state.cashApplications.push(received(person.ssn, body.output, now));
      return c.json({});
    }),
  );

  routes.post(
    '/customers/applications/increase-credit',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, limitChangeSchema);
      if (!body.success) return body.response;
      const customer = person.customer;
      if (!customer) return reasonResponse(c, 404, reasons.notCustomer);
      if (body.output.amount > person.maxAmount) {
        return reasonResponse(c, 400, applicationReasons.aboveMaxAmount);
      }
      sessions.updateCustomer(person.ssn, { ...customer, creditMax: body.output.amount });
      state.limitChanges.push(received(person.ssn, body.output, now));
      return c.json({});
    }),
  );

  // ---- renovation terms, invoice account

  routes.post(
    '/customers/applications/renovation',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, renovationApplicationSchema);
      if (!body.success) return body.response;
      if (state.renovations.has(person.ssn)) {
        return reasonResponse(c, 400, applicationReasons.alreadyApplied);
      }
      state.renovations.set(person.ssn, received(person.ssn, body.output, now));
      return c.json({});
    }),
  );

  routes.post(
    '/customers/applications/manual-credit',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, invoiceAccountApplicationSchema);
      if (!body.success) return body.response;
      const applicationId = state.newManualApplicationId();
      state.manualApplications.set(applicationId, received(person.ssn, body.output, now));
      // When it arrived, by the sandbox clock: the widget tells from it when the answer comes
      // (spec §9's 14:00 rule), so a test that fixes the clock sees the rule on either side.
      return c.json({ applicationId, receivedAt: now().toISOString() });
    }),
  );

  // ---- the guarantor's signature

  routes.get(
    '/customers/applications/guarantor/:id',
    signedIn(sessions, (c, person) => {
      const found = guarantorRecord(c, state, person, c.req.param('id') ?? '');
      if (!found.ok) return found.response;
      return c.json(found.record.application);
    }),
  );

  routes.post(
    '/customers/applications/guarantor',
    signedIn(sessions, async (c, person) => {
      const body = await parseJsonBody(c, guarantorApplicationSchema);
      if (!body.success) return body.response;
      const found = guarantorRecord(c, state, person, body.output.id);
      if (!found.ok) return found.response;
      if (found.record.signed) return reasonResponse(c, 400, applicationReasons.alreadySigned);
      found.record.signed = true;
      return c.json({});
    }),
  );

  // ---- national registry, addresses

  routes.get(
    '/customers/:ssn/tjodskra',
    signedIn(sessions, (c) => {
      const entry = registry.get(c.req.param('ssn') ?? '');
      if (!entry) return reasonResponse(c, 404, applicationReasons.notInRegistry);
      return c.json(entry);
    }),
  );

  // No token needed: the address list is public.
  routes.get('/address/query', (c) => c.json(searchAddresses(c.req.query('q') ?? '')));

  return routes;
}
