import { Hono } from 'hono';
import type { CheckoutAccount, CheckoutCode, CheckoutCodePage } from '../../widgets/checkout/checkout.api.ts';
import { reasonResponse } from '../errors.ts';
import type { Person } from '../people.ts';
import { randomHex, received, type SessionLookup, signedIn } from '../session.ts';
import { checkoutAccounts, checkoutReasons, openTills } from './fixtures.ts';
import type { CheckoutState } from './state.ts';

// Checkout (spec §7 "Checkout"), mounted at the root: the calls lie under /api/checkout/me. Every
// call needs the bearer token (§6: a 401 sends the page to /checkout/login).
//
// Both code calls take the account as `?accountId=` with the account's `accountId` (its customer
// account number, 'C-10002'), not its list `id`: the query names that field, and one account
// number identifies the account at the till as on the account list.

function accountsOf(person: Person): readonly CheckoutAccount[] {
  return checkoutAccounts.get(person.ssn) ?? [];
}

/** What checkout needs besides its own memory: the signed-in person, and the clock for till logins. */
export interface CheckoutNeeds {
  readonly sessions: SessionLookup;
  readonly now: () => Date;
}

export function checkoutRoutes(state: CheckoutState, { sessions, now }: CheckoutNeeds): Hono {
  const routes = new Hono();

  routes.get(
    '/api/checkout/me/accounts',
    signedIn(sessions, (c, person) => c.json(accountsOf(person))),
  );

  // A new code for one of the person's accounts; another account (or none given) is not theirs.
  routes.post(
    '/api/checkout/me/code',
    signedIn(sessions, (c, person) => {
      const accountId = c.req.query('accountId');
      if (!accountId) return reasonResponse(c, 400, checkoutReasons.accountIdMissing);
      const account = accountsOf(person).find((entry) => entry.accountId === accountId);
      if (!account) return reasonResponse(c, 404, checkoutReasons.accountNotFound);
      let checkoutCodeId: string;
      do checkoutCodeId = `kassi-${randomHex(4)}`;
      while (state.codes.has(checkoutCodeId));
      state.codes.set(checkoutCodeId, { checkoutCodeId, ssn: person.ssn, account });
      const answer: CheckoutCode = { checkoutCodeId };
      return c.json(answer);
    }),
  );

  // A code opens for the person who created it only: anyone else's, or an unknown one, is not found.
  // The answer names the account the code charges, so its page can say whose it is.
  routes.get(
    '/api/checkout/me/code/:checkoutCodeId',
    signedIn(sessions, (c, person) => {
      const code = state.codes.get(c.req.param('checkoutCodeId') ?? '');
      if (!code || code.ssn !== person.ssn) return reasonResponse(c, 404, checkoutReasons.codeNotFound);
      const answer: CheckoutCodePage = { checkoutCodeId: code.checkoutCodeId, account: code.account };
      return c.json(answer);
    }),
  );

  // The self-checkout login: the till first (only demo-kassi-1 is open), then the person's account.
  routes.post(
    '/api/checkout/me/code/:checkoutCode',
    signedIn(sessions, (c, person) => {
      const checkoutCode = c.req.param('checkoutCode') ?? '';
      if (!openTills.includes(checkoutCode)) return reasonResponse(c, 404, checkoutReasons.tillNotFound);
      const accountId = c.req.query('accountId');
      if (!accountId) return reasonResponse(c, 400, checkoutReasons.accountIdMissing);
      if (!accountsOf(person).some((entry) => entry.accountId === accountId))
        return reasonResponse(c, 404, checkoutReasons.accountNotFound);
      state.tillLogins.push(received(person.ssn, { checkoutCode, accountId }, now));
      return c.json({});
    }),
  );

  return routes;
}
