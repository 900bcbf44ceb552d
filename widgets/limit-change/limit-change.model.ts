import { computed, createModel } from '@preact/signals-react';
import { applicationsApi } from '../core/applications/applications.api.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { clearStoredSession, logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import { draftKey } from '../core/applications/draft.ts';
import { createPersonForm } from '../core/applications/person-form.ts';
import { createRequestedLimitField } from '../core/applications/requested-limit.ts';
import { fields } from '../core/fields/index.ts';
import { createField, createForm, createSubmission } from '../core/form/index.ts';
import type { Customer } from '../core/login/login.api.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { guardedUrl, pagePath } from '../core/runtime/navigation.ts';
import { logOut, requireToken, sessionUser } from '../core/runtime/session.ts';
import { loadCustomerStatus } from '../core/session-api.ts';
import { customerLoginAppPath } from '../routes.ts';
import { type LimitChange, limitChangeApi } from './limit-change.api.ts';

/** The flow's name in the draft's key and in `byko-submitted`. */
export const limitChangeFlow = 'limit-change';

/**
 * Where the close-app link goes when the element has no `close-app-url` (the spec does not show the
 * address): the app's own login page, which the app's web view recognises.
 */
export const defaultCloseAppUrl = customerLoginAppPath;

/** The close-app link's target: the attribute if core's URL guard lets it through, else the default. */
export function closeAppPath(attribute: string | undefined): string {
  const url = (attribute ? guardedUrl(attribute) : undefined) ?? guardedUrl(defaultCloseAppUrl);
  return url === undefined ? defaultCloseAppUrl : pagePath(url);
}

/** A customer's account and the most they may ask for. */
export interface LimitAccount {
  customer: Customer;
  maxAmount: number;
}

/** What the form waits for: the account, or null for a non-customer (spec §6: to the account application). */
export interface LimitChangeReady {
  account: LimitAccount | null;
}

/** What a successful change gives the success view and byko-submitted. */
export interface LimitChangeResult {
  request: LimitChange;
  /** The person came from the app (the /vidskipti/app login): the close-app link shows. */
  fromApp: boolean;
}

export interface LimitChangeDependencies {
  api: () => ApiClient;
  /** Spec §6: a non-customer goes to the account application. */
  onNotCustomer?: () => void;
  /** The server accepted the change (the element emits byko-submitted). */
  onSubmitted?: (result: LimitChangeResult) => void;
}

/**
 * The credit limit change (spec §2 "Limit change", §3 "Credit increase (customer)", §5, §6): the
 * customer status and the max amount load together; phone, e-mail and the requested limit (an
 * integer, at most the max) are required; `POST /api/customers/applications/increase-credit
 * {amount, phone, email}`. States of spec §4 (core's submission).
 */
export const LimitChangeModel = createModel((dependencies: LimitChangeDependencies) => {
  const status = createKeyedLoader<LimitChangeReady>({
    fetch: async () => {
      requireToken();
      const api = dependencies.api();
      // Both asked at once; the status decides first, so a non-customer's max amount (failed or
      // not) is never waited for.
      const max = applicationsApi.maxAmount(api);
      max.catch(() => undefined);
      const customerStatus = await loadCustomerStatus(api);
      if (customerStatus.kind !== 'customer') return { account: null };
      return { account: { customer: customerStatus.customer, maxAmount: (await max).maxAmount } };
    },
    failedMessage: applicationMessages.statusFailed,
    handled: logOutWhenLoginNeeded,
    onReady: (ready) => {
      if (ready.account === null) dependencies.onNotCustomer?.();
    },
  });

  const maxAmount = computed(() => {
    const state = status.state.value;
    return state.kind === 'ready' ? state.account?.maxAmount : undefined;
  });

  const form = createForm({
    phone: createField({ kind: fields.phone, required: true }),
    email: createField({ kind: fields.email, required: true }),
    amount: createRequestedLimitField(() => maxAmount.peek()),
  });

  /** Whose application is being sent: success clears that person's draft. */
  let sender = '';
  const submission = createSubmission<LimitChangeResult>({
    validate: form.validate,
    send: async () => {
      requireToken();
      const user = sessionUser.peek();
      sender = user?.ssn ?? '';
      const values = form.values();
      const request: LimitChange = {
        amount: Number(values.amount),
        phone: values.phone,
        email: values.email,
      };
      await limitChangeApi.apply(dependencies.api(), request);
      return { request, fromApp: user?.isComingFromApp ?? false };
    },
    clearSession: () => clearStoredSession(draftKey(limitChangeFlow, sender)),
    onLoginNeeded: logOut,
    onSubmitted: (result) => dependencies.onSubmitted?.(result),
  });

  const openFor = createPersonForm({ form, flow: limitChangeFlow, onNewPerson: () => submission.reset() });

  return {
    status,
    maxAmount,
    form,
    submission,
    /** The form for this person (prefilled, their draft kept); returns the stop. */
    openFor,
    submit: () => submission.submit(),
  };
});

export type LimitChangeModelInstance = InstanceType<typeof LimitChangeModel>;
