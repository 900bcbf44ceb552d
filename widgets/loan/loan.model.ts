import { computed, createModel } from '@preact/signals-react';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { clearStoredSession, logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import { draftKey } from '../core/applications/draft.ts';
import { createPersonForm } from '../core/applications/person-form.ts';
import { fields, parseIskInput } from '../core/fields/index.ts';
import { createField, createForm, createSubmission } from '../core/form/index.ts';
import { formatIsk } from '../core/runtime/format.ts';
import { type ApiClient, isNotFound } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { logOut, requireToken, type SessionUser } from '../core/runtime/session.ts';
import { icelandic, messagesIn, type Translations } from '../core/runtime/translations.ts';
import { type LoanMaxAmount, type LoanRequest, loanApi, loanBounds } from './loan.api.ts';
import { loanMessages } from './loan.messages.ts';
import { highestLoan, type LoanDates, type LoanFeeInfo, loanDates, loanFeeInfo } from './loan-terms.ts';

/** The draft's name (core/applications/draft.ts): what was typed survives a reload or a new login. */
export const loanFlow = 'loan';

type AccountStatus = NonNullable<LoanMaxAmount['accountStatus']>;

/**
 * What the page knows before the form (spec §2, §3 "Loan max-amount response"): a person without
 * account trading (accountStatus null, or a 404 'Ekki í viðskiptum': not a customer) cannot take a
 * loan booked to a trading account; a trading customer has their limits and the payment fee.
 */
export type LoanAccount =
  | { kind: 'none' }
  | {
      kind: 'trading';
      maxAmount: number;
      usableAmount: number;
      status: AccountStatus;
      /** The payment fee (GET /api/payment-calculations/NoticeAmount). */
      noticeAmount: number;
    };

export interface LoanReady {
  account: LoanAccount;
}

export interface LoanSubmitted {
  request: LoanRequest;
  documentId: string;
}

export interface LoanDependencies {
  api: () => ApiClient;
  /** "Today", for the loan's dates (the view passes `() => new Date()`; tests fix it). */
  now: () => Date;
  /** The logged-in person: their draft is cleared on success. */
  user: () => SessionUser | null;
  /**
   * The element's language and texts (the view passes the widget's locale; Icelandic without it):
   * the amount's rule names the highest amount, which the texts map cannot translate afterwards.
   */
  locale?: () => Translations;
  onSubmitted?: (submitted: LoanSubmitted) => void;
}

async function loadAccount(api: ApiClient): Promise<LoanReady> {
  requireToken();
  // Both at once (the payment fee is only needed for a trading customer, but is asked in parallel).
  const notice = loanApi.noticeAmount(api);
  // Not awaited when the person has no account: its failure must not be an unhandled rejection.
  notice.catch(() => undefined);
  let limits: LoanMaxAmount;
  try {
    limits = await loanApi.maxAmount(api);
  } catch (error) {
    // Spec §6: a 404 means the person is not a customer.
    if (isNotFound(error)) return { account: { kind: 'none' } };
    throw error;
  }
  if (limits.accountStatus === null) return { account: { kind: 'none' } };
  return {
    account: {
      kind: 'trading',
      maxAmount: limits.maxAmount,
      usableAmount: limits.usableAmount,
      status: limits.accountStatus,
      noticeAmount: await notice,
    },
  };
}

/**
 * `<byko-loan-application>`'s model (spec §2 "Loan pages", §4 "Applications", §5, §9): the account
 * and payment fee loaded per user, the form, its live fee information and dates, and the submit.
 */
export const LoanModel = createModel((dependencies: LoanDependencies) => {
  /** Keyed by the user's token (ApplicationFrame): another login loads that person's limits. */
  const loader = createKeyedLoader<LoanReady>({
    fetch: () => loadAccount(dependencies.api()),
    failedMessage: applicationMessages.statusFailed,
    handled: logOutWhenLoginNeeded,
  });

  const trading = computed(() => {
    const state = loader.state.value;
    return state.kind === 'ready' && state.account.kind === 'trading' ? state.account : undefined;
  });

  /** The most this person may apply for: the usable amount, at most 2 000 000 kr. */
  const highest = computed(() => {
    const account = trading.value;
    return account ? highestLoan(account.usableAmount) : loanBounds.max;
  });

  /** Spec §9 at the field: the server's 'Upphæð er utan marka' is only the fallback. */
  const amountRule = (value: string): string | undefined => {
    const amount = parseIskInput(value);
    if (amount === undefined) return undefined;
    if (amount < loanBounds.min) return loanMessages.amountTooLow;
    const most = highest.peek();
    if (amount > most) {
      const locale = dependencies.locale?.() ?? icelandic;
      return messagesIn(locale, loanMessages).amountTooHigh(formatIsk(most, locale.lang));
    }
    return undefined;
  };

  const form = createForm({
    phone: createField({ kind: fields.phone, required: true }),
    email: createField({ kind: fields.email, required: true }),
    amount: createField({ kind: fields.currency, required: true, rule: amountRule }),
    description: createField({ kind: fields.text, required: true }),
  });

  /** The fee information, following the amount as it is typed. */
  const fees = computed<LoanFeeInfo>(() =>
    loanFeeInfo(parseIskInput(form.fields.amount.value.value), trading.value?.noticeAmount ?? 0),
  );

  /** Counted from "now" each time the account loads (a page left open overnight reloads on login). */
  const dates = computed<LoanDates>(() => {
    loader.state.value;
    return loanDates(dependencies.now());
  });

  const request = (): LoanRequest => {
    const values = form.values();
    return {
      phone: values.phone,
      email: values.email,
      amount: Number(values.amount),
      description: values.description,
    };
  };

  /** Whose application is being sent: success clears that person's draft. */
  let sender = '';
  const submission = createSubmission<LoanSubmitted>({
    validate: form.validate,
    send: async () => {
      // A token gone (another tab logged out) is 'User is not logged in': the login, not a message.
      requireToken();
      sender = dependencies.user()?.ssn ?? '';
      const sent = request();
      const { documentId } = await loanApi.submit(dependencies.api(), sent);
      return { request: sent, documentId };
    },
    // The sender's draft, as the request went: the session may have changed while it ran.
    clearSession: () => clearStoredSession(sender ? draftKey(loanFlow, sender) : undefined),
    onLoginNeeded: logOut,
    onSubmitted: (submitted) => dependencies.onSubmitted?.(submitted),
  });

  const openFor = createPersonForm({ form, flow: loanFlow, onNewPerson: () => submission.reset() });

  return {
    loader,
    trading,
    highest,
    form,
    fees,
    dates,
    submission,
    /** The form for this person (prefilled, their draft kept); returns the stop. */
    openFor,
  };
});

export type LoanModelInstance = InstanceType<typeof LoanModel>;
