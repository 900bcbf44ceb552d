import { computed, createModel } from '@preact/signals-react';
import { applicationsApi } from '../core/applications/applications.api.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { type CustomerStanding, logOutWhenLoginNeeded, standingOf } from '../core/applications/customer.ts';
import { createRequestedLimitField } from '../core/applications/requested-limit.ts';
import {
  createTradingApplication,
  type TradingApplicationView,
} from '../core/applications/trading-application.ts';
import { fields } from '../core/fields/index.ts';
import { createField, createForm } from '../core/form/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import type { SessionUser } from '../core/runtime/session.ts';
import { loadCustomerStatus } from '../core/session-api.ts';
import { limitChangePath } from '../routes.ts';
import { type AccountApplication, accountApi } from './account.api.ts';

/** The draft's name (core/applications/draft.ts keys it by flow and kennitala). */
export const accountFlow = 'account';

/** What the application loads first, per logged-in user. */
export interface AccountStatus {
  standing: CustomerStanding;
  /** `GET /api/customers/me/max-amount`: the highest limit the person may ask for. */
  maxAmount: number;
}

/** What the element shows once the status has loaded. */
export type AccountView = TradingApplicationView<AccountApplication>;

export interface AccountDependencies {
  api: () => ApiClient;
  /** The logged-in person: the phone and e-mail start from theirs, the draft is theirs. */
  user: () => SessionUser | null;
  /** Core's cancelable byko-navigate (the widget context's `navigate`). */
  navigate: (to: string) => void;
  /** The server accepted the application (the element emits byko-submitted). */
  onSubmitted: (request: AccountApplication) => void;
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
      application.openForUser();
      // THE DECISION (spec §2 against §6). §6: a customer who is not standing-order is sent from
      // the account application to the limit change; §2: such a customer sees 'Reikningur nú
      // þegar til' with a link to the limit change. Both hold: the element asks to go there (the
      // cancelable byko-navigate, so on our pages the person lands on the limit change), and in
      // place of the form it shows §2's message and link. A host page that cancels the
      // navigation (a retailer that embeds the element and routes itself, or not at all) still
      // gives the person the message and a way on. The server's answer 'Reikningur nú þegar til'
      // to a submit shows the same.
      if (ready.standing === 'accountTrading') dependencies.navigate(limitChangePath);
    },
  });

  const maxAmount = computed(() => {
    const state = status.state.value;
    return state.kind === 'ready' ? state.maxAmount : undefined;
  });

  const form = createForm({
    phone: createField({ kind: fields.phone, required: true }),
    email: createField({ kind: fields.email, required: true }),
    streetName: createField({ kind: fields.text }),
    streetNumber: createField({ kind: fields.text }),
    zipCode: createField({ kind: fields.zip }),
    amount: createRequestedLimitField(() => maxAmount.peek()),
    description: createField({ kind: fields.text }),
  });

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

  const application = createTradingApplication<AccountApplication>({
    flow: accountFlow,
    form,
    status,
    api: dependencies.api,
    user: dependencies.user,
    send: async () => {
      const sent = request();
      await accountApi.apply(dependencies.api(), sent);
      return sent;
    },
    onSubmitted: (sent) => dependencies.onSubmitted(sent),
  });
  const { address, submission, view, openFor, submit, dispose } = application;

  return { status, maxAmount, form, address, submission, view, openFor, submit, dispose };
});

export type AccountModelInstance = InstanceType<typeof AccountModel>;
