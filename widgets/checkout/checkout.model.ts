import { computed, createModel, signal } from '@preact/signals-react';
import { logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { errorMessage } from '../core/runtime/http.ts';
import { createKeyedLoader, createLatestOnly } from '../core/runtime/keyed-loader.ts';
import { type CheckoutAccount, checkoutApi } from './checkout.api.ts';
import type { CheckoutCodeDetail, CheckoutLoginDetail } from './checkout.events.ts';
import { checkoutMessages as messages } from './checkout.messages.ts';

/**
 * Spec §4 "Checkout code login" (login, loading-accounts, select-account, creating-code, success or
 * error) and "Checkout account flow" (list accounts, pick one, create a code, go to its page): the
 * same steps after the login, told apart by whether a till's code is given. The login itself is
 * the view's gate (RequireLogin); an account list that failed is its own state, retried as a list.
 */
export type CheckoutState =
  | { kind: 'loadingAccounts' }
  | { kind: 'accountsFailed'; message: string }
  | { kind: 'selectAccount'; accounts: readonly CheckoutAccount[] }
  | { kind: 'creatingCode'; accounts: readonly CheckoutAccount[]; account: CheckoutAccount }
  | { kind: 'error'; accounts: readonly CheckoutAccount[]; account: CheckoutAccount; message: string }
  /** The code created (the account list), or the till logged in (`checkoutCode` is the till's). */
  | { kind: 'success'; accounts: readonly CheckoutAccount[]; account: CheckoutAccount; checkoutCode: string };

/** What happens to the account chosen, on top of the list. */
type Choice =
  | { kind: 'none' }
  | { kind: 'creating'; account: CheckoutAccount }
  | { kind: 'failed'; account: CheckoutAccount; message: string }
  | { kind: 'done'; account: CheckoutAccount; checkoutCode: string };

export interface CheckoutDependencies {
  api: () => ApiClient;
  /**
   * The till's code at `/checkout/{checkoutCode}`: choosing an account logs in there. Undefined (the
   * account list at `/checkout`): choosing creates a checkout code for the account.
   */
  tillCode: () => string | undefined;
  /** A code was created; `account` is the one chosen (the code's page names it). */
  onCodeCreated?: (detail: CheckoutCodeDetail, account: CheckoutAccount) => void;
  onTillLogin?: (detail: CheckoutLoginDetail) => void;
}

export const CheckoutModel = createModel((dependencies: CheckoutDependencies) => {
  const accounts = createKeyedLoader<{ accounts: readonly CheckoutAccount[] }>({
    fetch: async () => ({ accounts: await checkoutApi.accounts(dependencies.api()) }),
    failedMessage: messages.accountsFailed,
    // Spec §6: a 401 logs out; the view's login gate then shows the login (or goes to its page).
    handled: logOutWhenLoginNeeded,
  });
  const choice = signal<Choice>({ kind: 'none' });
  const choosing = createLatestOnly();

  const state = computed((): CheckoutState => {
    const list = accounts.state.value;
    if (list.kind === 'loading') return { kind: 'loadingAccounts' };
    if (list.kind === 'failed') return { kind: 'accountsFailed', message: list.message };
    const chosen = choice.value;
    switch (chosen.kind) {
      case 'none':
        return { kind: 'selectAccount', accounts: list.accounts };
      case 'creating':
        return { kind: 'creatingCode', accounts: list.accounts, account: chosen.account };
      case 'failed':
        return { kind: 'error', accounts: list.accounts, account: chosen.account, message: chosen.message };
      case 'done':
        return {
          kind: 'success',
          accounts: list.accounts,
          account: chosen.account,
          checkoutCode: chosen.checkoutCode,
        };
    }
  });

  const forget = () => {
    choosing.cancel();
    choice.value = { kind: 'none' };
  };

  /** The user's accounts (keyed by their token: another login lists that person's). */
  const load = (userToken: string) => {
    forget();
    return accounts.load(userToken);
  };

  /** One request per choice: ignored unless an account may be chosen (not while one is under way). */
  const choose = async (accountId: string) => {
    const current = state.peek();
    if (current.kind !== 'selectAccount' && current.kind !== 'error') return;
    const account = current.accounts.find((entry) => entry.accountId === accountId);
    if (!account) return;
    const mine = choosing.begin();
    choice.value = { kind: 'creating', account };
    const till = dependencies.tillCode();
    try {
      let checkoutCode: string;
      if (till) {
        await checkoutApi.tillLogin(dependencies.api(), till, account.accountId);
        checkoutCode = till;
      } else {
        checkoutCode = (await checkoutApi.createCode(dependencies.api(), account.accountId)).checkoutCodeId;
      }
      if (!mine()) return;
      choice.value = { kind: 'done', account, checkoutCode };
      if (till) dependencies.onTillLogin?.({ checkoutCode, accountId: account.accountId });
      else
        dependencies.onCodeCreated?.({ checkoutCodeId: checkoutCode, accountId: account.accountId }, account);
    } catch (error) {
      if (!mine()) return;
      if (logOutWhenLoginNeeded(error)) {
        choice.value = { kind: 'none' };
        return;
      }
      const fallback = till ? messages.tillFailed : messages.createFailed;
      choice.value = { kind: 'failed', account, message: errorMessage(error, fallback) };
    }
  };

  /** The failure's 'Reyna aftur': the list again, or the same account again. */
  const retry = () => {
    const current = state.peek();
    if (current.kind === 'accountsFailed') accounts.retry();
    else if (current.kind === 'error') void choose(current.account.accountId);
  };

  const clear = () => {
    forget();
    accounts.clear();
  };

  const dispose = () => {
    choosing.cancel();
    accounts.dispose();
  };

  return { state, load, choose, retry, clear, dispose };
});

export type CheckoutModelInstance = InstanceType<typeof CheckoutModel>;
