import { computed, type ReadonlySignal } from '@preact/signals-react';
import { createSubmission } from '../form/index.ts';
import type { ApiClient } from '../runtime/http.ts';
import type { LoadState } from '../runtime/load-state.ts';
import { logOut, requireToken, type SessionUser } from '../runtime/session.ts';
import { type AddressFieldSet, createAddressSearch, fillAddressFields } from './address-search.ts';
import { type CustomerStanding, clearStoredSession, createAccountExistsCheck } from './customer.ts';
import { draftKey, keepDraft } from './draft.ts';
import { type ContactForm, createPersonPrefill, type FormPerson } from './person-form.ts';

/** The person's phone and e-mail, and an address the search fills. */
export interface AddressForm extends ContactForm {
  readonly fields: ContactForm['fields'] & AddressFieldSet;
  validate: () => boolean;
}

/** What a trading application shows once the person's status has loaded. */
export type TradingApplicationView<Request> =
  | { kind: 'form' }
  /** Spec §2: 'Reikningur nú þegar til' with the link to the limit change. */
  | { kind: 'accountExists' }
  | { kind: 'submitted'; request: Request };

export interface TradingApplicationOptions<Request> {
  /** The flow's name, as its draft is keyed. */
  flow: string;
  form: AddressForm;
  /** The person's status, loaded per login: their standing decides whether the form shows. */
  status: { readonly state: ReadonlySignal<LoadState<{ standing: CustomerStanding }>> };
  api: () => ApiClient;
  /** The logged-in person: the phone and e-mail start from theirs, the draft is theirs. */
  user: () => SessionUser | null;
  /** Sends the flow's request made from the form; resolves with it as sent. */
  send: () => Promise<Request>;
  /** The server accepted the application (the element emits byko-submitted). */
  onSubmitted: (request: Request) => void;
}

/**
 * What the account and the cash-payment applications share (spec §2, §4, §6): the form opened for
 * the person whose status loaded, its address search, 'Reikningur nú þegar til' in place of the
 * form for one who trades on account already (by their standing, or the server's answer to a
 * submit), one request per click, a 401 to the login, and the draft gone on success.
 */
export function createTradingApplication<Request>(options: TradingApplicationOptions<Request>) {
  const { form } = options;
  const address = createAddressSearch({ api: options.api, onChoose: fillAddressFields(form.fields) });
  const accountExists = createAccountExistsCheck(() => {
    const loaded = options.status.state.value;
    return loaded.kind === 'ready' ? loaded.standing : undefined;
  });

  /** The kennitala whose application was sent: its draft goes on success. */
  let sentBy = '';
  const submission = createSubmission<Request>({
    validate: form.validate,
    send: async () => {
      sentBy = options.user()?.ssn ?? '';
      // A gone token is 'User is not logged in' (spec §6), before anything is sent.
      requireToken();
      return options.send();
    },
    // Spec §4: success clears local storage (and the draft); the success view stays.
    clearSession: () => clearStoredSession(draftKey(options.flow, sentBy)),
    onLoginNeeded: logOut,
    handled: accountExists.handled,
    onSubmitted: (sent) => options.onSubmitted(sent),
  });

  // Another person's login starts from their own details: nothing typed, answered or sent for the
  // last one shows.
  const prefill = createPersonPrefill({
    form,
    onNewPerson: () => {
      address.type('');
      accountExists.reset();
      submission.reset();
    },
  });

  const view = computed<TradingApplicationView<Request>>(() => {
    const state = submission.state.value;
    if (state.kind === 'submitted') return { kind: 'submitted', request: state.result };
    return accountExists.shown.value ? { kind: 'accountExists' } : { kind: 'form' };
  });

  return {
    address,
    submission,
    view,
    /** The status loaded: the form for the logged-in person (their phone and e-mail in it). */
    openForUser: () => {
      const user = options.user();
      if (user) prefill(user);
    },
    /**
     * The form on screen for `person`: the same prefill (so a person is emptied out once, whichever
     * comes first), then their draft put back and kept, in one step, so nothing typed for one
     * person is written into another's draft (core's createPersonForm, with this prefill). Returns
     * the stop.
     */
    openFor: (person: FormPerson) => {
      prefill(person);
      return keepDraft({ fields: form.fields }, draftKey(options.flow, person.ssn));
    },
    submit: () => submission.submit(),
    dispose: () => address.dispose(),
  };
}
