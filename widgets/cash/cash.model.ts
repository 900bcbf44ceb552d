import { computed, createModel, signal } from '@preact/signals-react';
import { createAddressSearch } from '../core/applications/address-search.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { clearStoredSession, isStandingOrder, logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import { draftKey } from '../core/applications/draft.ts';
import { fields } from '../core/fields/index.ts';
import { createField, createForm, createSubmission } from '../core/form/index.ts';
import { type ApiClient, ApiError } from '../core/http.ts';
import { createKeyedLoader } from '../core/keyed-loader.ts';
import { type CustomerStatus, logOut, requireToken, type SessionUser } from '../core/session.ts';
import { loadCustomerStatus } from '../core/session-api.ts';
import { type CashApplication, cashApi } from './cash.api.ts';

/** The draft's name (core/applications/draft.ts keys it by flow and kennitala). */
export const cashFlow = 'cash';

/** Where the person stands (spec §6): no customer yet, a standing-order customer, or on account. */
export type CashStanding = 'notCustomer' | 'standingOrder' | 'accountTrading';

/** What the application loads first, per logged-in user. */
export interface CashStatus {
  standing: CashStanding;
}

/** What the element shows once the status has loaded. */
export type CashView =
  | { kind: 'form' }
  /** An account-trading customer: 'Reikningur nú þegar til' with the link to the limit change. */
  | { kind: 'accountExists' }
  | { kind: 'submitted'; request: CashApplication };

export interface CashDependencies {
  api: () => ApiClient;
  /** The logged-in person: the phone and e-mail start from theirs, the draft is theirs. */
  user: () => SessionUser | null;
  /** The server accepted the application (the element emits byko-submitted). */
  onSubmitted: (request: CashApplication) => void;
}

export function standingOf(status: CustomerStatus): CashStanding {
  if (status.kind !== 'customer') return 'notCustomer';
  return isStandingOrder(status.customer) ? 'standingOrder' : 'accountTrading';
}

function isAccountExists(error: unknown): boolean {
  return error instanceof ApiError && error.reason === applicationMessages.accountExists;
}

/**
 * `<byko-cash-application>` (spec §2 "Cash-payment application", §3, §5, §6): the customer status
 * first, then the form (every field but the comment required), one request per click.
 */
export const CashModel = createModel((dependencies: CashDependencies) => {
  const status = createKeyedLoader<CashStatus>({
    fetch: async () => ({ standing: standingOf(await loadCustomerStatus(dependencies.api())) }),
    failedMessage: applicationMessages.statusFailed,
    // A 401 or a gone token logs out: the frame's login gate takes the person to the login page.
    handled: logOutWhenLoginNeeded,
    onReady: () => startFor(dependencies.user()),
  });

  const form = createForm({
    phone: createField({ kind: fields.phone, required: true }),
    email: createField({ kind: fields.email, required: true }),
    streetName: createField({ kind: fields.text, required: true }),
    streetNumber: createField({ kind: fields.text, required: true }),
    zipCode: createField({ kind: fields.zip, required: true }),
    comment: createField({ kind: fields.text }),
  });
  const { phone, email, streetName, streetNumber, zipCode } = form.fields;
  /** The server said the person already trades on account. */
  const accountExists = signal(false);

  // Choosing an address fills the three fields; they stay editable.
  const address = createAddressSearch({
    api: dependencies.api,
    onChoose: (chosen) => {
      streetName.set(chosen.streetName);
      streetNumber.set(chosen.streetNumber);
      zipCode.set(chosen.postalCode);
    },
  });

  /** Whose form this is: another person's login starts from their own details. */
  let startedFor: string | undefined;
  const startFor = (user: SessionUser | null) => {
    if (!user || user.ssn === startedFor) return;
    startedFor = user.ssn;
    form.reset();
    address.type('');
    accountExists.value = false;
    phone.set(user.phoneNumber);
    email.set(user.email);
  };

  /** The kennitala whose application was sent: its draft goes on success. */
  let sentBy = '';

  const submission = createSubmission<CashApplication>({
    validate: form.validate,
    send: async () => {
      sentBy = dependencies.user()?.ssn ?? '';
      // A gone token is 'User is not logged in' (spec §6), before anything is sent.
      requireToken();
      // Spec §3 "Cash-payment application": the form's fields as they are named.
      const sent: CashApplication = form.values();
      await cashApi.apply(dependencies.api(), sent);
      return sent;
    },
    // Spec §4: success clears local storage (and the draft); the success view stays.
    clearSession: () => clearStoredSession(draftKey(cashFlow, sentBy)),
    onLoginNeeded: logOut,
    // Spec §6: only standing-order customers and non-customers may apply; the server says so too.
    handled: (error) => {
      if (!isAccountExists(error)) return false;
      accountExists.value = true;
      return true;
    },
    onSubmitted: (sent) => dependencies.onSubmitted(sent),
  });

  const view = computed<CashView>(() => {
    const state = submission.state.value;
    if (state.kind === 'submitted') return { kind: 'submitted', request: state.result };
    const loaded = status.state.value;
    if (accountExists.value || (loaded.kind === 'ready' && loaded.standing === 'accountTrading'))
      return { kind: 'accountExists' };
    return { kind: 'form' };
  });

  /** What the draft keeps. */
  const draft = { fields: form.fields };

  return {
    status,
    form,
    address,
    submission,
    view,
    draft,
    submit: () => submission.submit(),
    dispose: () => address.dispose(),
  };
});

export type CashModelInstance = InstanceType<typeof CashModel>;
