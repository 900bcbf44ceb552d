import { computed, createModel, signal } from '@preact/signals-react';
import * as v from 'valibot';
import { cleanKennitala, type FieldKind } from '../../core/fields/index.ts';
import { createField, formMessages } from '../../core/form/index.ts';
import { type ApiClient, errorMessage, isNotFound } from '../../core/runtime/http.ts';
import { createLatestOnly } from '../../core/runtime/keyed-loader.ts';
import { needsLogin, requireToken } from '../../core/runtime/session.ts';
import { type AccountLookup, type CreditControl, companyCreditApi } from '../company-credit.api.ts';
import { companyCreditRequestMessages as messages } from './company-credit-request.messages.ts';

/**
 * Spec §5 "App company lookup": trimmed, exactly ten characters, the first digit 4-9 (a company's
 * founding day plus 40, or a temporary number), else one message. Typing keeps digits only.
 */
export const companySsnPattern = /^[4-9]\d{9}$/;

const companySsnKind: FieldKind = {
  schema: v.pipe(v.string(), v.trim(), v.regex(companySsnPattern, messages.invalidCompanySsn)),
  clean: cleanKennitala,
  inputMode: 'numeric',
  type: 'text',
};

/** What stage 0 shows of a company, and stage 1 sends for: spec §3 "Company lookup", its max amount, "Credit control". */
export interface CompanyAccount {
  /** The kennitala it was looked up by. */
  ssn: string;
  account: AccountLookup;
  /** `GET …/max-amount`, null read as 0 (spec §7). */
  maxAmount: number;
  creditControl: CreditControl;
}

/** Stage 0's lookup of the kennitala in the field. */
export type CompanyLookupState =
  | { kind: 'idle' }
  | { kind: 'looking'; ssn: string }
  | { kind: 'found'; company: CompanyAccount }
  /** `retryable`: false for a 404 ('Fyrirtæki fannst ekki.'), where only another kennitala helps. */
  | { kind: 'failed'; ssn: string; message: string; retryable: boolean };

export interface AccountLookupDependencies {
  api: () => ApiClient;
  /** Stage 0 shows for a validated app user: a lookup may be asked. */
  open: () => boolean;
  /** A 401 or a session gone: the app's way out (spec §8). */
  onLoginNeeded: () => void;
}

/**
 * Stage 0 of the app's request (spec §5 "App company lookup"): the company's kennitala, and its
 * account, max amount and credit control looked up at once; an answer for a kennitala no longer
 * in the field is not shown.
 */
export const AccountLookupModel = createModel((dependencies: AccountLookupDependencies) => {
  const companySsn = createField({
    kind: companySsnKind,
    required: true,
    requiredMessage: messages.invalidCompanySsn,
  });
  const lookup = signal<CompanyLookupState>({ kind: 'idle' });
  const lookups = createLatestOnly();

  /** The lookup of what the field holds now: an answer for another kennitala is not shown. */
  const current = computed<CompanyLookupState>(() => {
    const state = lookup.value;
    const typed = companySsn.value.value.trim();
    const ssn = state.kind === 'found' ? state.company.ssn : state.kind === 'idle' ? undefined : state.ssn;
    return ssn === typed ? state : { kind: 'idle' };
  });

  /** The account of the kennitala in the field, its max amount and its credit control, at once. */
  const lookUp = async () => {
    if (!dependencies.open()) return;
    if (!companySsn.validate()) return;
    const ssn = companySsn.output();
    const now = lookup.peek();
    // One request per click: the same kennitala already on its way.
    if (now.kind === 'looking' && now.ssn === ssn) return;
    const latest = lookups.begin();
    lookup.value = { kind: 'looking', ssn };
    try {
      requireToken();
      const api = dependencies.api();
      const [account, maxAmount, creditControl] = await Promise.all([
        companyCreditApi.findAccount(api, ssn),
        companyCreditApi.maxAmount(api, ssn),
        companyCreditApi.creditControl(api, ssn),
      ]);
      if (!latest()) return;
      lookup.value = { kind: 'found', company: { ssn, account, maxAmount, creditControl } };
    } catch (error) {
      if (!latest()) return;
      if (needsLogin(error)) {
        lookup.value = { kind: 'idle' };
        dependencies.onLoginNeeded();
        return;
      }
      lookup.value = {
        kind: 'failed',
        ssn,
        message: errorMessage(error, formMessages.unexpected),
        retryable: !isNotFound(error),
      };
    }
  };

  return {
    companySsn,
    /** See `current` above. */
    current,
    lookUp,
    /** The failed lookup again ('Reyna aftur'). */
    retry: () => {
      if (lookup.peek().kind === 'failed') void lookUp();
    },
    /** The flow starts again (another guid, or none): nothing looked up, the field empty. */
    reset: () => {
      lookups.cancel();
      lookup.value = { kind: 'idle' };
      companySsn.reset('');
    },
    dispose: () => lookups.cancel(),
  };
});

export type AccountLookupModelInstance = InstanceType<typeof AccountLookupModel>;
