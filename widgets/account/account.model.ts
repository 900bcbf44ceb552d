import { computed, createModel, signal } from '@preact/signals-react';
import { createAddressSearch } from '../core/applications/address-search.ts';
import { applicationsApi } from '../core/applications/applications.api.ts';
import { applicationMessages, applicationPaths } from '../core/applications/applications.messages.ts';
import { clearStoredSession, isStandingOrder, logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import { draftKey } from '../core/applications/draft.ts';
import { fields } from '../core/fields/index.ts';
import { createField, createForm, createSubmission } from '../core/form/index.ts';
import { type ApiClient, ApiError } from '../core/http.ts';
import { createKeyedLoader } from '../core/keyed-loader.ts';
import { type CustomerStatus, logOut, requireToken, type SessionUser } from '../core/session.ts';
import { loadCustomerStatus } from '../core/session-api.ts';
import { type AccountApplication, accountApi } from './account.api.ts';
import { accountMessages } from './account.messages.ts';

/** The draft's name (core/applications/draft.ts keys it by flow and kennitala). */
export const accountFlow = 'account';

/** Where the person stands (spec §6): no customer yet, a standing-order customer, or on account. */
export type AccountStanding = 'notCustomer' | 'standingOrder' | 'accountTrading';

/** What the application loads first, per logged-in user. */
export interface AccountStatus {
  standing: AccountStanding;
  /** `GET /api/customers/me/max-amount`: the highest limit the person may ask for. */
  maxAmount: number;
}

/** What the element shows once the status has loaded. */
export type AccountView =
  | { kind: 'form' }
  /** Spec §2: 'Reikningur nú þegar til' with the link to the limit change. */
  | { kind: 'accountExists' }
  | { kind: 'submitted'; request: AccountApplication };

export interface AccountDependencies {
  api: () => ApiClient;
  /** The logged-in person: the phone and e-mail start from theirs, the draft is theirs. */
  user: () => SessionUser | null;
  /** Core's cancelable byko-navigate (the widget context's `navigate`). */
  navigate: (to: string) => void;
  /** The server accepted the application (the element emits byko-submitted). */
  onSubmitted: (request: AccountApplication) => void;
}

export function standingOf(status: CustomerStatus): AccountStanding {
  if (status.kind !== 'customer') return 'notCustomer';
  return isStandingOrder(status.customer) ? 'standingOrder' : 'accountTrading';
}

function isAccountExists(error: unknown): boolean {
  return error instanceof ApiError && error.reason === applicationMessages.accountExists;
}

/**
 * `<byko-account-application>` (spec §2 "Account application", §3, §5, §6): the customer status
 * and the max limit loaded in parallel, the form with the address search, one request per click.
 */
export const AccountModel = createModel((dependencies: AccountDependencies) => {
  const status = createKeyedLoader<AccountStatus>({
    fetch: async () => {
      const api = dependencies.api();
      const [customer, limit] = await Promise.all([loadCustomerStatus(api), applicationsApi.maxAmount(api)]);
      return { standing: standingOf(customer), maxAmount: limit.maxAmount };
    },
    failedMessage: applicationMessages.statusFailed,
    // A 401 or a gone token logs out: the frame's login gate takes the person to the login page.
    handled: logOutWhenLoginNeeded,
    onReady: (ready) => {
      startFor(dependencies.user());
      // THE DECISION (spec §2 against §6). §6: a customer who is not standing-order is sent from
      // the account application to the limit change; §2: such a customer sees 'Reikningur nú
      // þegar til' with a link to the limit change. Both hold: the element asks to go there (the
      // cancelable byko-navigate, so on our pages the person lands on the limit change), and in
      // place of the form it shows §2's message and link. A host page that cancels the
      // navigation (a retailer that embeds the element and routes itself, or not at all) still
      // gives the person the message and a way on. The server's answer 'Reikningur nú þegar til'
      // to a submit shows the same.
      if (ready.standing === 'accountTrading') dependencies.navigate(applicationPaths.limitChange);
    },
  });

  const maxAmount = computed(() => {
    const state = status.state.value;
    return state.kind === 'ready' ? state.maxAmount : undefined;
  });
  const aboveMax = (value: string) => {
    const max = maxAmount.peek();
    return max !== undefined && value !== '' && Number(value) > max;
  };

  const form = createForm({
    phone: createField({ kind: fields.phone, required: true }),
    email: createField({ kind: fields.email, required: true }),
    streetName: createField({ kind: fields.text }),
    streetNumber: createField({ kind: fields.text }),
    zipCode: createField({ kind: fields.zip }),
    amount: createField({
      kind: fields.currency,
      required: true,
      rule: (value) => (aboveMax(value) ? accountMessages.aboveMaxAmount : undefined),
      // Over the max says so at once, not only on leaving the field.
      checkWhileTyping: (value, showsMessage) => showsMessage || aboveMax(value),
    }),
    description: createField({ kind: fields.text }),
  });
  const { phone, email, streetName, streetNumber, zipCode } = form.fields;
  /** The server said the person already trades on account. */
  const accountExists = signal(false);

  // Choosing an address fills the three fields; they stay editable (a flat number, a typo).
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

  /** Spec §3 "Account application": zipCode null when empty; the amount a number (dots stripped). */
  const request = (): AccountApplication => {
    const values = form.values();
    return {
      phone: values.phone,
      email: values.email,
      streetName: values.streetName,
      streetNumber: values.streetNumber,
      zipCode: values.zipCode === '' ? null : values.zipCode,
      amount: Number(values.amount),
      description: values.description,
    };
  };

  /** The kennitala whose application was sent: its draft goes on success. */
  let sentBy = '';

  const submission = createSubmission<AccountApplication>({
    validate: form.validate,
    send: async () => {
      sentBy = dependencies.user()?.ssn ?? '';
      // A gone token is 'User is not logged in' (spec §6), before anything is sent.
      requireToken();
      const sent = request();
      await accountApi.apply(dependencies.api(), sent);
      return sent;
    },
    // Spec §4: success clears local storage (and the draft); the success view stays.
    clearSession: () => clearStoredSession(draftKey(accountFlow, sentBy)),
    onLoginNeeded: logOut,
    handled: (error) => {
      if (!isAccountExists(error)) return false;
      accountExists.value = true;
      return true;
    },
    onSubmitted: (sent) => dependencies.onSubmitted(sent),
  });

  const view = computed<AccountView>(() => {
    const state = submission.state.value;
    if (state.kind === 'submitted') return { kind: 'submitted', request: state.result };
    const loaded = status.state.value;
    if (accountExists.value || (loaded.kind === 'ready' && loaded.standing === 'accountTrading'))
      return { kind: 'accountExists' };
    return { kind: 'form' };
  });

  /** What the draft keeps (the address fields included). */
  const draft = { fields: form.fields };

  return {
    status,
    maxAmount,
    form,
    address,
    submission,
    view,
    draft,
    submit: () => submission.submit(),
    dispose: () => address.dispose(),
  };
});

export type AccountModelInstance = InstanceType<typeof AccountModel>;
