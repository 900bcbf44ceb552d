import { computed, createModel, signal } from '@preact/signals-react';
import * as v from 'valibot';
import { clearStoredSession } from '../../core/applications/customer.ts';
import { cleanKennitala, type FieldKind, fields } from '../../core/fields/index.ts';
import { createField, createForm, createSubmission, formMessages } from '../../core/form/index.ts';
import { type ApiClient, ApiError, errorMessage, isNotFound } from '../../core/runtime/http.ts';
import { createLatestOnly } from '../../core/runtime/keyed-loader.ts';
import {
  logIn,
  logOut,
  needsLogin,
  requireToken,
  type SessionUser,
  sessionUser,
  updateUser,
} from '../../core/runtime/session.ts';
import {
  type AccountLookup,
  type AppIncreaseRequest,
  type AppValidation,
  type CreditControl,
  companyCreditApi,
} from '../company-credit.api.ts';
import { companyCreditRequestMessages as messages } from './company-credit-request.messages.ts';

/**
 * The stages of spec §2 "App flow" as the URL names them (`?stig=…`, useStepInUrl): 0 the account
 * by the company's kennitala, 1 the request, 2 sent.
 */
export const companyCreditRequestSteps = ['reikningur', 'umsokn', 'mottekin'] as const;
export type CompanyCreditRequestStep = (typeof companyCreditRequestSteps)[number];

/** The query parameter of the app flow's stage (the web flow's is 'skref'). */
export const companyCreditRequestStepParam = 'stig';

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

/**
 * The element's states (DESIGN.md principle 3): no guid yet; the guid being validated (spec §4);
 * `failed`, a validation the server could not answer (5xx, timeout, 408, 429, a broken answer:
 * retry or cancel); `refused`, a guid the server turned down (another 4xx: storage cleared, its
 * reason shown, on the way to '/vidskipti/fyrirtaeki'); then the stages of spec §2 "App flow".
 */
export type CompanyCreditRequestState =
  | { kind: 'waiting' }
  | { kind: 'validating' }
  | { kind: 'failed'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'stage0'; user: SessionUser; lookup: CompanyLookupState }
  | { kind: 'stage1'; user: SessionUser; company: CompanyAccount }
  | { kind: 'stage2'; company: CompanyAccount; request: AppIncreaseRequest };

type Access =
  | { kind: 'waiting' }
  | { kind: 'validating' }
  | { kind: 'failed'; message: string }
  | { kind: 'refused'; message: string }
  | { kind: 'validated'; user: SessionUser };

export interface CompanyCreditRequestDependencies {
  api: () => ApiClient;
  /**
   * Spec §2, §8: a refused guid, the app's logout or cancel, a session gone: the storage is cleared
   * and the element goes to '/vidskipti/fyrirtaeki' (the view passes the widget's navigate).
   * `replace` (a refused guid): the way out takes the link's place in the history, so Back goes to
   * the page before it rather than to the link, which would be refused again.
   */
  onLeave: (options?: { replace: boolean }) => void;
  /** The server took the request (the element emits byko-submitted). */
  onSubmitted?: (request: AppIncreaseRequest) => void;
}

/** 408 Request Timeout and 429 Too Many Requests: the server was busy, not the guid wrong. */
const temporaryStatuses: readonly number[] = [408, 429];

/**
 * A validation the server turned down: a 4xx ('Ógild auðkenning'). A 5xx, a 408 or 429, a timeout,
 * no network or a broken answer says nothing about the guid: it may be tried again.
 */
function isRefusal(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.kind === 'http' &&
    error.status >= 400 &&
    error.status < 500 &&
    !temporaryStatuses.includes(error.status)
  );
}

/** A request's answer that came after the flow started again (another guid, the guid removed). */
class SupersededError extends Error {}

/**
 * `<byko-company-credit-request>`'s model (spec §2 "App flow", §3, §4 "App credit flow", §5, §8):
 * `load(guid)` validates the app's link and logs its user in (coming from the app); stage 0 looks the
 * company up by kennitala (the account, its max amount and credit control at once); stage 1 sends
 * `{name, phone, email, amount, companySsn}`; stage 2 is the success, with local storage cleared.
 */
export const CompanyCreditRequestModel = createModel((dependencies: CompanyCreditRequestDependencies) => {
  const access = signal<Access>({ kind: 'waiting' });
  const validation = createLatestOnly();
  let lastGuid: string | undefined;
  /** Which run of the flow this is: a new guid or its removal starts another. */
  let flowRun = 0;

  // ---- stage 0
  const companySsn = createField({
    kind: companySsnKind,
    required: true,
    requiredMessage: messages.invalidCompanySsn,
  });
  const lookup = signal<CompanyLookupState>({ kind: 'idle' });
  const lookups = createLatestOnly();

  /** The lookup of what the field holds now: an answer for another kennitala is not shown. */
  const currentLookup = computed<CompanyLookupState>(() => {
    const state = lookup.value;
    const typed = companySsn.value.value.trim();
    const ssn = state.kind === 'found' ? state.company.ssn : state.kind === 'idle' ? undefined : state.ssn;
    return ssn === typed ? state : { kind: 'idle' };
  });

  // ---- stage 1
  const stage = signal<0 | 1>(0);
  const chosen = signal<CompanyAccount | undefined>(undefined);
  const form = createForm({
    phone: createField({ kind: fields.phone, required: true }),
    email: createField({ kind: fields.email, required: true }),
    amount: createField({
      kind: fields.currency,
      required: true,
      rule: (value) => (Number(value) === 0 ? messages.amountZero : undefined),
    }),
  });
  /** What the phone and e-mail were last filled with: a value the person changed is theirs. */
  let prefilled = { phone: '', email: '' };

  const leave = () => {
    logOut();
    dependencies.onLeave();
  };

  const submission = createSubmission<AppIncreaseRequest>({
    validate: form.validate,
    send: async () => {
      requireToken();
      const company = chosen.peek();
      const current = access.peek();
      // The form shows only in stage 1, where both are set.
      if (!company || current.kind !== 'validated') throw new Error('no company chosen');
      const values = form.values();
      const request: AppIncreaseRequest = {
        name: current.user.name,
        phone: values.phone,
        email: values.email,
        amount: Number(values.amount),
        companySsn: company.ssn,
      };
      // An answer after another guid (or none) took over belongs to a login that is gone: it must
      // neither clear the new login's storage nor fire byko-submitted, nor leave on its 401.
      const run = flowRun;
      try {
        await companyCreditApi.appIncreaseRequest(dependencies.api(), request);
      } catch (error) {
        if (run !== flowRun) throw new SupersededError();
        throw error;
      }
      if (run !== flowRun) throw new SupersededError();
      return request;
    },
    handled: (error) => error instanceof SupersededError,
    // Spec §4 "App credit flow": a successful submit clears local storage (the page keeps its
    // success view; the next load starts logged out).
    clearSession: () => clearStoredSession(),
    onLoginNeeded: leave,
    onSubmitted: (request) => dependencies.onSubmitted?.(request),
  });

  const state = computed<CompanyCreditRequestState>(() => {
    const current = access.value;
    if (current.kind !== 'validated') return current;
    const sent = submission.state.value;
    const company = chosen.value;
    if (sent.kind === 'submitted' && company) return { kind: 'stage2', company, request: sent.result };
    if (stage.value === 1 && company) return { kind: 'stage1', user: current.user, company };
    return { kind: 'stage0', user: current.user, lookup: currentLookup.value };
  });

  const step = computed<CompanyCreditRequestStep>(() => {
    const kind = state.value.kind;
    return kind === 'stage2' ? 'mottekin' : kind === 'stage1' ? 'umsokn' : 'reikningur';
  });

  /** Called when the person goes on with the company (an answer for a kennitala no longer typed is not theirs). */
  const rememberCompany = (company: CompanyAccount) => {
    // Spec §3: the session's company fields (companySsn, companyName, companyEmail, companyPhoneNumber).
    if (!sessionUser.peek()) return;
    updateUser({
      companySsn: company.ssn,
      companyName: company.account.custName,
      companyEmail: company.account.email ?? '',
      companyPhoneNumber: company.account.telephone ?? '',
    });
  };

  /** Stage 0: the account of the kennitala in the field, its max amount and its credit control, at once. */
  const lookUp = async () => {
    if (access.peek().kind !== 'validated' || stage.peek() !== 0) return;
    if (!companySsn.validate()) return;
    const ssn = companySsn.output();
    const now = lookup.peek();
    // One request per click: the same kennitala already on its way.
    if (now.kind === 'looking' && now.ssn === ssn) return;
    const current = lookups.begin();
    lookup.value = { kind: 'looking', ssn };
    try {
      requireToken();
      const api = dependencies.api();
      const [account, maxAmount, creditControl] = await Promise.all([
        companyCreditApi.findAccount(api, ssn),
        companyCreditApi.maxAmount(api, ssn),
        companyCreditApi.creditControl(api, ssn),
      ]);
      if (!current()) return;
      const company: CompanyAccount = { ssn, account, maxAmount, creditControl };
      lookup.value = { kind: 'found', company };
    } catch (error) {
      if (!current()) return;
      if (needsLogin(error)) {
        lookup.value = { kind: 'idle' };
        leave();
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

  const refill = (field: 'phone' | 'email', next: string) => {
    const input = form.fields[field];
    if (input.value.peek() === prefilled[field]) input.reset(next);
    prefilled = { ...prefilled, [field]: next };
  };

  /** Stage 0 → 1 with the company found for the kennitala in the field. */
  const next = () => {
    const current = access.peek();
    const found = currentLookup.peek();
    if (current.kind !== 'validated' || stage.peek() !== 0 || found.kind !== 'found') return;
    const { company } = found;
    chosen.value = company;
    rememberCompany(company);
    // The person's own phone from the app; the e-mail the company's (the app gives none).
    refill('phone', current.user.phoneNumber || (company.account.telephone ?? ''));
    refill('email', current.user.email || (company.account.email ?? ''));
    stage.value = 1;
  };

  /** Enter or 'Leita' in stage 0: looks the kennitala up, or goes on with the company already found for it. */
  const lookUpOrContinue = async () => {
    const typed = companySsn.value.peek().trim();
    const found = currentLookup.peek();
    if (found.kind === 'found' && found.company.ssn === typed) next();
    else await lookUp();
  };

  /** Stage 1 → 0 ('Til baka', Back): what was typed stays. Not while the request is on its way. */
  const back = () => {
    if (state.peek().kind !== 'stage1' || submission.busy.peek()) return;
    submission.reset();
    stage.value = 0;
  };

  /**
   * Back or Forward named a step (or none: the first entry). Stage 2 is final: Back never returns
   * to a sent form. Stage 1 needs a company found for the kennitala in the field.
   */
  const goTo = (target: CompanyCreditRequestStep | undefined) => {
    const kind = state.peek().kind;
    if (kind === 'stage1' && target !== 'umsokn') back();
    else if (kind === 'stage0' && target === 'umsokn') next();
  };

  const resetFlow = () => {
    flowRun += 1;
    lookups.cancel();
    lookup.value = { kind: 'idle' };
    stage.value = 0;
    chosen.value = undefined;
    submission.reset();
    form.reset();
    companySsn.reset('');
    prefilled = { phone: '', email: '' };
  };

  /** Validates the guid: its user logged in as coming from the app (spec §6), or the way out (spec §8). */
  const load = async (guid: string) => {
    lastGuid = guid;
    const current = validation.begin();
    resetFlow();
    access.value = { kind: 'validating' };
    let validated: AppValidation;
    try {
      validated = await companyCreditApi.appValidation(dependencies.api(), guid);
    } catch (error) {
      if (!current()) return;
      // Spec §8: a failed validation clears local storage, whoever was stored.
      logOut();
      if (isRefusal(error)) {
        // Spec §8 "App credit flow": the server's reason ('Ógild auðkenning') first.
        access.value = { kind: 'refused', message: errorMessage(error, formMessages.unexpected) };
        dependencies.onLeave({ replace: true });
      } else {
        access.value = { kind: 'failed', message: errorMessage(error, formMessages.unexpected) };
      }
      return;
    }
    if (!current()) return;
    logIn(
      {
        name: validated.name,
        ssn: validated.ssn,
        email: '',
        token: validated.authToken,
        phoneNumber: validated.phoneNumber,
      },
      { isComingFromApp: true, phoneNumber: validated.phoneNumber },
    );
    updateUser({ companySsn: validated.companySsn });
    const user = sessionUser.peek();
    if (!user) return;
    companySsn.reset(validated.companySsn);
    access.value = { kind: 'validated', user };
    // The app names the company: it is looked up at once when its kennitala passes (no message
    // shows for one that does not: the person sees the field and types another).
    if (companySsnPattern.test(validated.companySsn)) await lookUp();
  };

  return {
    state,
    step,
    companySsn,
    form,
    submission,
    load,
    /** The failed validation again ('Reyna aftur'). */
    retry: () => {
      if (lastGuid !== undefined && access.peek().kind === 'failed') void load(lastGuid);
    },
    /** The failed lookup again ('Reyna aftur'). */
    retryLookup: () => {
      const now = lookup.peek();
      if (now.kind === 'failed') void lookUp();
    },
    lookUp,
    lookUpOrContinue,
    next,
    back,
    goTo,
    submit: () => submission.submit(),
    /** 'Hætta við', 'Útskrá', 'Loka': storage cleared, to '/vidskipti/fyrirtaeki' (spec §2). */
    leave,
    /** No guid (the attribute removed): back to waiting. */
    clear: () => {
      lastGuid = undefined;
      validation.cancel();
      resetFlow();
      access.value = { kind: 'waiting' };
    },
    dispose: () => {
      validation.cancel();
      lookups.cancel();
    },
  };
});

export type CompanyCreditRequestModelInstance = InstanceType<typeof CompanyCreditRequestModel>;
