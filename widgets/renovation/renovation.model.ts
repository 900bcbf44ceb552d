import { computed, createModel, signal } from '@preact/signals-react';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { clearStoredSession, logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import { draftKey } from '../core/applications/draft.ts';
import { createPersonForm } from '../core/applications/person-form.ts';
import { fields } from '../core/fields/index.ts';
import { createField, createForm, createSubmission } from '../core/form/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { type CustomerStatus, logOut, requireToken, sessionUser } from '../core/runtime/session.ts';
import { loadCustomerStatus } from '../core/session-api.ts';
import { type RenovationApplication, renovationApi } from './renovation.api.ts';

/** What is not ticked yet: the business terms, the mailing list, or both. */
export type UntickedBoxes = 'terms' | 'mailingList' | 'both';

/** The flow's name in the draft's key and in `byko-submitted`. */
export const renovationFlow = 'renovation';

/** What the form waits for (spec §2: "Spinner while customer status loads"). */
export interface RenovationReady {
  customer: CustomerStatus;
}

export interface RenovationDependencies {
  api: () => ApiClient;
  /** The server accepted the application (the element emits byko-submitted). */
  onSubmitted?: (request: RenovationApplication) => void;
}

/**
 * The renovation-terms (framkvæmdakjör) application (spec §2 "Renovation application", §3, §5):
 * phone and e-mail required, the business terms and the mailing list both ticked, then
 * `POST /api/customers/applications/renovation {phone, email}`. States of spec §4 (core's
 * submission); the customer status loads first, per logged-in user.
 */
export const RenovationModel = createModel((dependencies: RenovationDependencies) => {
  const form = createForm({
    phone: createField({ kind: fields.phone, required: true }),
    email: createField({ kind: fields.email, required: true }),
  });
  const termsAccepted = signal(false);
  const mailingListAccepted = signal(false);
  /** Which box keeps 'Sækja um' from working, said beside it (none once both are ticked). */
  const unticked = computed<UntickedBoxes | undefined>(() => {
    if (termsAccepted.value) return mailingListAccepted.value ? undefined : 'mailingList';
    return mailingListAccepted.value ? 'terms' : 'both';
  });
  /** Spec §5: both boxes ticked. */
  const boxesTicked = computed(() => unticked.value === undefined);

  const status = createKeyedLoader<RenovationReady>({
    fetch: async () => ({ customer: await loadCustomerStatus(dependencies.api()) }),
    failedMessage: applicationMessages.statusFailed,
    handled: logOutWhenLoginNeeded,
  });

  /** Whose application is being sent: success clears that person's draft. */
  let sender = '';
  const submission = createSubmission<RenovationApplication>({
    validate: () => form.validate() && boxesTicked.peek(),
    send: async () => {
      requireToken();
      sender = sessionUser.peek()?.ssn ?? '';
      const request: RenovationApplication = form.values();
      await renovationApi.apply(dependencies.api(), request);
      return request;
    },
    clearSession: () => clearStoredSession(draftKey(renovationFlow, sender)),
    onLoginNeeded: logOut,
    onSubmitted: (request) => dependencies.onSubmitted?.(request),
  });

  /** Spec §2: the button works only with both boxes ticked and no request in flight. */
  const canSubmit = computed(() => boxesTicked.value && !submission.busy.value);

  const openFor = createPersonForm({
    form,
    flow: renovationFlow,
    onNewPerson: () => {
      termsAccepted.value = false;
      mailingListAccepted.value = false;
      submission.reset();
    },
  });

  return {
    status,
    form,
    termsAccepted,
    mailingListAccepted,
    boxesTicked,
    unticked,
    submission,
    canSubmit,
    /** The form for this person (prefilled, their draft kept); returns the stop. */
    openFor,
    submit: () => submission.submit(),
  };
});

export type RenovationModelInstance = InstanceType<typeof RenovationModel>;
