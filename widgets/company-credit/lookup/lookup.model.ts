import { computed, createModel } from '@preact/signals-react';
import { createSubmission } from '../../core/form/index.ts';
import { type ApiClient, ApiError, isNotFound } from '../../core/runtime/http.ts';
import { logOut, requireToken } from '../../core/runtime/session.ts';
import {
  type Company,
  type CompanyLookup,
  companyCreditApi,
  type NewCompanyInfo,
} from '../company-credit.api.ts';
import { companyCreditFields } from '../company-credit.fields.ts';
import { lookupMessages as messages } from './lookup.messages.ts';

/** What a lookup found (spec §4): an account to select, a company to sign up, or neither. */
export type LookupOutcome =
  | { kind: 'existing'; company: Company }
  | { kind: 'newCompany'; info: NewCompanyInfo }
  | { kind: 'none'; ssn: string };

export interface LookupDependencies {
  api: () => ApiClient;
  /** The lookup is still on screen: an answer for it may move the flow on. */
  showing: () => boolean;
  /** Spec §4: an existing account selects the company (and clears the manual and e-mail flags). */
  onExisting: (company: Company) => void;
  /** Spec §4: a new company opens its sign-up, filled. */
  onNewCompany: (info: NewCompanyInfo) => void;
  /** Spec §4: a lookup that finds neither is only logged. */
  log: (message: string, data: unknown) => void;
}

/** The manual lookup step (spec §5 "Manual lookup", §4): a company by its kennitala. */
export const LookupModel = createModel((dependencies: LookupDependencies) => {
  const ssn = companyCreditFields.lookupSsn();
  const submission = createSubmission<LookupOutcome>({
    validate: ssn.validate,
    send: async () => {
      requireToken();
      const typed = ssn.output();
      let answer: CompanyLookup;
      try {
        answer = await companyCreditApi.lookup(dependencies.api(), typed);
      } catch (error) {
        // Spec §8: the server's reason first; a 404 without one is 'Fyrirtæki fannst ekki.'.
        if (isNotFound(error) && !(error instanceof ApiError && error.reason))
          throw new ApiError(404, messages.notFound, 'http');
        throw error;
      }
      if (answer.existingAccount) return { kind: 'existing', company: answer.existingAccount };
      if (answer.newCompanyInfo) return { kind: 'newCompany', info: answer.newCompanyInfo };
      return { kind: 'none', ssn: typed };
    },
    onLoginNeeded: logOut,
    fallbackMessage: messages.lookupFailed,
    onSubmitted: (outcome) => {
      // The user left the lookup while it was asked (its back button is disabled, Back is not):
      // the answer must not pull them away from where they went.
      if (!dependencies.showing()) return;
      switch (outcome.kind) {
        case 'existing':
          dependencies.onExisting(outcome.company);
          return;
        case 'newCompany':
          dependencies.onNewCompany(outcome.info);
          return;
        case 'none':
          // Spec §4: only logged (the view says no company was found).
          dependencies.log('Fyrirtækjaleit: hvorki reikningur né nýtt fyrirtæki', { ssn: outcome.ssn });
          return;
      }
    },
  });

  /** 'Engin fyrirtæki fundust.' shows while the kennitala searched is the one in the field. */
  const noneFound = computed(() => {
    const state = submission.state.value;
    return state.kind === 'submitted' && state.result.kind === 'none' && state.result.ssn === ssn.value.value;
  });

  /** 'Leita' (or Enter): one request at a time; a kennitala asked before is asked again. */
  const lookUp = async (): Promise<void> => {
    if (submission.busy.peek()) return;
    submission.reset();
    await submission.submit();
  };

  return {
    ssn,
    submission,
    noneFound,
    lookUp,
    /** Another person: nothing of the last one's lookup. */
    reset: () => {
      ssn.reset();
      submission.reset();
    },
  };
});

export type LookupModelInstance = InstanceType<typeof LookupModel>;
