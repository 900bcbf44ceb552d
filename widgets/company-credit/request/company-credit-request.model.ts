import { computed, createModel, signal } from '@preact/signals-react';
import { clearStoredSession } from '../../core/applications/customer.ts';
import { fields } from '../../core/fields/index.ts';
import { createField, createForm, createSubmission } from '../../core/form/index.ts';
import type { ApiClient } from '../../core/runtime/http.ts';
import { logOut, requireToken, type SessionUser, sessionUser } from '../../core/runtime/session.ts';
import { updateUser } from '../../core/session-user.ts';
import { type AppIncreaseRequest, companyCreditApi } from '../company-credit.api.ts';
import {
  AccountLookupModel,
  type CompanyAccount,
  type CompanyLookupState,
  companySsnPattern,
} from './account-lookup.model.ts';
import { AppLoginModel } from './app-login.model.ts';
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

/** A request's answer that came after the flow started again (another guid, the guid removed). */
class SupersededError extends Error {}

/**
 * `<byko-company-credit-request>`'s model (spec §2 "App flow", §3, §4 "App credit flow", §5, §8):
 * `load(guid)` validates the app's link and logs its user in (coming from the app); stage 0 looks the
 * company up by kennitala (the account, its max amount and credit control at once); stage 1 sends
 * `{name, phone, email, amount, companySsn}`; stage 2 is the success, with local storage cleared.
 */
export const CompanyCreditRequestModel = createModel((dependencies: CompanyCreditRequestDependencies) => {
  const appLogin = new AppLoginModel({
    api: dependencies.api,
    onRefused: () => dependencies.onLeave({ replace: true }),
    onLoggedIn: (companySsn) => accountLookup.companySsn.reset(companySsn),
  });
  const { access } = appLogin;
  /** Which run of the flow this is: a new guid or its removal starts another. */
  let flowRun = 0;

  // ---- stage 0
  const accountLookup = new AccountLookupModel({
    api: dependencies.api,
    open: () => access.peek().kind === 'validated' && stage.peek() === 0,
    onLoginNeeded: () => leave(),
  });
  const { companySsn } = accountLookup;

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
    return { kind: 'stage0', user: current.user, lookup: accountLookup.current.value };
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

  const refill = (field: 'phone' | 'email', next: string) => {
    const input = form.fields[field];
    if (input.value.peek() === prefilled[field]) input.reset(next);
    prefilled = { ...prefilled, [field]: next };
  };

  /** Stage 0 → 1 with the company found for the kennitala in the field. */
  const next = () => {
    const current = access.peek();
    const found = accountLookup.current.peek();
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
    const found = accountLookup.current.peek();
    if (found.kind === 'found' && found.company.ssn === typed) next();
    else await accountLookup.lookUp();
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
    accountLookup.reset();
    stage.value = 0;
    chosen.value = undefined;
    submission.reset();
    form.reset();
    prefilled = { phone: '', email: '' };
  };

  /** Validates the guid: its user logged in as coming from the app (spec §6), or the way out (spec §8). */
  const load = async (guid: string) => {
    resetFlow();
    const companyFromApp = await appLogin.load(guid);
    // The app names the company: it is looked up at once when its kennitala passes (no message
    // shows for one that does not: the person sees the field and types another).
    if (companyFromApp !== undefined && companySsnPattern.test(companyFromApp)) await accountLookup.lookUp();
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
      const guid = appLogin.failedGuid();
      if (guid !== undefined) void load(guid);
    },
    /** The failed lookup again ('Reyna aftur'). */
    retryLookup: accountLookup.retry,
    lookUp: accountLookup.lookUp,
    lookUpOrContinue,
    next,
    back,
    goTo,
    submit: () => submission.submit(),
    /** 'Hætta við', 'Útskrá', 'Loka': storage cleared, to '/vidskipti/fyrirtaeki' (spec §2). */
    leave,
    /** No guid (the attribute removed): back to waiting. */
    clear: () => {
      resetFlow();
      appLogin.clear();
    },
    dispose: () => {
      appLogin.dispose();
      accountLookup.dispose();
    },
  };
});

export type CompanyCreditRequestModelInstance = InstanceType<typeof CompanyCreditRequestModel>;
