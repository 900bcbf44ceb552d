import { createModel } from '@preact/signals-react';
import { logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import { isCompanyKennitala } from '../core/fields/rules.ts';
import { digitsOnly } from '../core/runtime/format.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { type CheckoutAccount, checkoutApi } from './checkout.api.ts';
import { checkoutMessages as messages } from './checkout.messages.ts';

export interface CheckoutCodeDependencies {
  api: () => ApiClient;
  /**
   * The account a code was made for on this page (the account list chose it): the page names it
   * where the server's answer does not.
   */
  knownAccount?: (checkoutCodeId: string) => CheckoutAccount | undefined;
}

/** The code on its page, and the account it charges when the server or this page knows it. */
export interface CodeOnPage {
  checkoutCodeId: string;
  account?: CheckoutAccount | undefined;
}

/** Whose account a code charges, as its page says it: the person's own, a company's, or another's. */
export type Whose = 'own' | 'company' | 'other';

/**
 * The account's owner from its kennitala: the logged-in person's own; else a company's (core's
 * kennitala rule: its founding day plus 40); else someone else's.
 */
export function whoseAccount(account: CheckoutAccount, userSsn: string): Whose {
  const owner = digitsOnly(account.ssn);
  if (owner !== '' && owner === digitsOnly(userSsn)) return 'own';
  return isCompanyKennitala(owner) ? 'company' : 'other';
}

/**
 * The code page (spec §2 "Checkout", /checkout/code/{checkoutCode}): the code is fetched for the
 * logged-in user and shown for the till to scan, with the account it charges (the server's answer
 * first, then the account this page made it for); a failure says 'Ekki tókst að sækja kóða' (the
 * server's reason first) with a retry; a 401 logs out, and the view's gate goes to /checkout/login.
 */
export const CheckoutCodeModel = createModel((dependencies: CheckoutCodeDependencies) => {
  const code = createKeyedLoader<CodeOnPage>({
    fetch: async (checkoutCodeId) => {
      const answer = await checkoutApi.code(dependencies.api(), checkoutCodeId);
      const account = answer.account ?? dependencies.knownAccount?.(answer.checkoutCodeId);
      return { checkoutCodeId: answer.checkoutCodeId, account };
    },
    failedMessage: messages.codeFailed,
    handled: logOutWhenLoginNeeded,
  });
  return { code, load: code.load, retry: code.retry, clear: code.clear, dispose: code.dispose };
});

export type CheckoutCodeModelInstance = InstanceType<typeof CheckoutCodeModel>;
