import { computed, createModel, effect, signal } from '@preact/signals-react';
import * as v from 'valibot';
import type { SubmittedDetail } from '../core/applications/application.events.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import { draftKey, draftStorage, keepDraft } from '../core/applications/draft.ts';
import { fillNameFromRegistry, fillNamesFromRegistry } from '../core/applications/registry.ts';
import {
  createForm,
  createRepeatingGroup,
  createSubmission,
  type Field,
  type Fields,
  type RepeatingGroup,
} from '../core/form/index.ts';
import { type ApiClient, ApiError, isNotFound } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { logOut, requireToken, type SessionUser, updateUser } from '../core/runtime/session.ts';
import {
  type Company,
  type CompanyLookup,
  type CreditStatus,
  companyCreditApi,
  companySchema,
  type EmailFormPerson,
  type EmailFormRequest,
  type IncreaseCreditRequest,
  type IncreaseCreditResponse,
  type NewCompanyInfo,
  type SignUpRequest,
} from './company-credit.api.ts';
import { companyCreditFields, splitStreet } from './company-credit.fields.ts';
import { accountsPhoneNumber, companyCreditMessages as messages } from './company-credit.messages.ts';

/** The flow's name: the `application` of byko-submitted. */
export const companyCreditFlow = 'company-credit';

/**
 * The steps of spec §4 "Company credit web flow" as the URL names them (`?skref=`, core's
 * useStepInUrl): the company list, the manual lookup, the credit form of the selected company, the
 * e-mail application, the sign-up, and the two successes (which take their form's place in the
 * history, so Back never lands on a sent form).
 */
export const companyCreditSteps = [
  'fyrirtaeki',
  'leit',
  'heimild',
  'umsokn',
  'nyskraning',
  'samthykkt',
  'mottekin',
] as const;
export type CompanyCreditStep = (typeof companyCreditSteps)[number];
export const successSteps: readonly CompanyCreditStep[] = ['samthykkt', 'mottekin'];

/** What the approved increase's view shows and byko-submitted carries. */
export interface IncreaseResult {
  /** The company it was sent for (the user may have moved to another one meanwhile). */
  company: Company;
  request: IncreaseCreditRequest;
  response: IncreaseCreditResponse;
}

/**
 * The view on screen (spec §4: "company list, then manual lookup, e-mail form, sign-up form, or
 * credit form"; "Request submission sets the submitted state"): one union, so no two show at once
 * and a company's views always have their company.
 */
/** What the e-mail application sent, and for which company. */
export interface EmailFormResult {
  company: Company;
  request: EmailFormRequest;
}

export type CompanyCreditView =
  | { kind: 'companies' }
  | { kind: 'lookup' }
  | { kind: 'credit'; company: Company }
  | { kind: 'emailForm'; company: Company }
  | { kind: 'signUp' }
  | { kind: 'increased'; company: Company; result: IncreaseResult }
  | { kind: 'emailSent'; company: Company; request: EmailFormRequest };

const stepOfView: Record<CompanyCreditView['kind'], CompanyCreditStep> = {
  companies: 'fyrirtaeki',
  lookup: 'leit',
  credit: 'heimild',
  emailForm: 'umsokn',
  signUp: 'nyskraning',
  increased: 'samthykkt',
  emailSent: 'mottekin',
};

/** What a lookup found (spec §4): an account to select, a company to sign up, or neither. */
export type LookupOutcome =
  | { kind: 'existing'; company: Company }
  | { kind: 'newCompany'; info: NewCompanyInfo }
  | { kind: 'none'; ssn: string };

/**
 * What `byko-submitted` carries (core's SubmittedDetail): which of the three forms went (`form`),
 * the request as sent and the server's answer.
 */
export type CompanyCreditSubmitted =
  | (SubmittedDetail<'company-credit', IncreaseCreditRequest, IncreaseCreditResponse> & { form: 'increase' })
  | (SubmittedDetail<'company-credit', EmailFormRequest> & { form: 'email-form' })
  | (SubmittedDetail<'company-credit', SignUpRequest, Company> & { form: 'sign-up' });

/** Spec §3 "Company credit store": userInfo. */
export interface UserInfo {
  phone: string;
  email: string;
  name: string;
  ssn: string;
}

export interface CompanyCreditDependencies {
  api: () => ApiClient;
  /** The logged-in person (the session's). */
  user: () => SessionUser | null;
  onSubmitted?: (detail: CompanyCreditSubmitted) => void;
  /** Spec §4: a lookup that finds neither is only logged. */
  log?: (message: string, data: unknown) => void;
}

/** Spec §6: only companies where the user is finance admin or credit admin are listed. */
export function listedCompanies(companies: readonly Company[]): Company[] {
  return companies.filter((company) => company.finAdmin || company.creditAdmin);
}

/** Spec §4: above the maximum requestable amount, or with the status unknown, a guarantor is needed. */
export function needsGuarantor(amount: number, status: CreditStatus | undefined): boolean {
  return status === undefined || amount > status.maxRequestableAmount;
}

function personBlock() {
  return {
    name: companyCreditFields.fullName(),
    ssn: companyCreditFields.kennitala(),
    email: companyCreditFields.email(),
  };
}
type PersonBlock = ReturnType<typeof personBlock>;

const fill = (field: Field, value: string | undefined) => {
  if (value !== undefined && value !== '') field.reset(field.kind.peek().clean(value));
};
const fillEmpty = (field: Field, value: string | undefined) => {
  if (field.isEmpty()) fill(field, value);
};

/** What the draft keeps besides the typed values: which company each form is for. */
interface DraftContext {
  selected: Company | null;
  creditFormFor: string | null;
  emailFormFor: string | null;
  signingUp: boolean;
}

/** Beside the draft's own key, so logging out (core's clearDrafts) takes it too. */
function contextKey(ssn: string): string {
  return `${draftKey(companyCreditFlow, ssn)}:context`;
}

function isCompany(value: unknown): value is Company {
  return v.safeParse(companySchema, value).success;
}

const textOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function readContext(ssn: string): DraftContext | undefined {
  try {
    const parsed: unknown = JSON.parse(draftStorage()?.getItem(contextKey(ssn)) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const stored = parsed as Record<string, unknown>;
    return {
      selected: isCompany(stored.selected) ? stored.selected : null,
      creditFormFor: textOrNull(stored.creditFormFor),
      emailFormFor: textOrNull(stored.emailFormFor),
      signingUp: stored.signingUp === true,
    };
  } catch {
    // Not ours or broken: start empty rather than fail.
    return undefined;
  }
}

/** A form's fields under `prefix.name`, so three forms' fields share one draft. */
function prefixed(prefix: string, fields: Fields): Fields {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [`${prefix}.${name}`, field]));
}

/**
 * `<byko-company-credit>`'s model: spec §3 "Company credit store" (userInfo, the sign-up form, the
 * e-mail form, the company list, the selected company, the credit status) and §4 "Company credit
 * web flow", as one model.
 */
export const CompanyCreditModel = createModel((dependencies: CompanyCreditDependencies) => {
  const log = dependencies.log ?? ((message: string, data: unknown) => console.log(message, data));

  const userInfo = computed<UserInfo | null>(() => {
    const user = dependencies.user();
    return user ? { phone: user.phoneNumber, email: user.email, name: user.name, ssn: user.ssn } : null;
  });

  const view = signal<CompanyCreditView>({ kind: 'companies' });
  const step = computed<CompanyCreditStep>(() => stepOfView[view.value.kind]);
  /** The company last selected: the credit step (Back and Forward) goes to it. */
  const selectedCompany = signal<Company | null>(null);

  // ---- the credit status of the selected company (spec §3 "Credit status")

  const creditStatus = createKeyedLoader<{ status: CreditStatus }>({
    fetch: async (accountId) => ({
      status: await companyCreditApi.creditStatus(dependencies.api(), accountId),
    }),
    failedMessage: messages.statusFailed,
    handled: logOutWhenLoginNeeded,
  });
  const status = computed(() => {
    const state = creditStatus.state.value;
    return state.kind === 'ready' ? state.status : undefined;
  });

  // ---- the credit form (spec §5 "Company credit form")

  const creditForm = createForm({
    phone: companyCreditFields.phone(),
    email: companyCreditFields.email(),
    amount: companyCreditFields.creditAmount(),
  });

  /** The company's contact phone and e-mail as the session keeps them (spec §3 storage keys). */
  const rememberContact = (company: Company, phone: string, email: string) => {
    const user = dependencies.user();
    // Another company chosen since this one was sent: the session is that one's now. No company
    // stored (a logout after an expired login empties it): this one's is written back in full.
    if (!user || (user.companySsn !== undefined && user.companySsn !== company.accountSsn)) return;
    updateUser({
      companySsn: company.accountSsn,
      companyName: company.name,
      companyPhoneNumber: phone,
      companyEmail: email,
    });
  };

  /** The view is still the given step of this company: an answer for it may move the view on. */
  const stillOn = (kind: 'credit' | 'emailForm', company: Company): boolean => {
    const current = view.peek();
    return current.kind === kind && current.company.accountId === company.accountId;
  };

  /** The company the increase in flight was sent for. */
  let increaseFor: Company | undefined;
  const increase = createSubmission<IncreaseResult>({
    validate: creditForm.validate,
    send: async () => {
      requireToken();
      const company = selectedCompany.peek();
      if (!company) throw new Error('no company selected');
      const values = creditForm.values();
      const request: IncreaseCreditRequest = {
        accountId: company.accountId,
        companySsn: company.accountSsn,
        phone: values.phone,
        email: values.email,
        amount: Number(values.amount),
      };
      increaseFor = company;
      const response = await companyCreditApi.increaseCredit(dependencies.api(), request);
      return { company, request, response };
    },
    fallbackMessage: messages.increaseFailed,
    onLoginNeeded: logOut,
    // The server's own 'above the maximum' (the maximum changed since it loaded): the e-mail form.
    handled: (error) => {
      // The sandbox answers core's words for it (applicationMessages.aboveMaxAmount, as the limit
      // change's does); the exact reason, not a pattern, so no other 400 is taken for it.
      if (
        !(
          error instanceof ApiError &&
          error.status === 400 &&
          error.reason === applicationMessages.aboveMaxAmount
        )
      )
        return false;
      // Only while the user is still on the credit form it was sent from.
      if (increaseFor && stillOn('credit', increaseFor)) openEmailForm();
      return true;
    },
    onSubmitted: (result) => {
      const { company } = result;
      rememberContact(company, result.request.phone, result.request.email);
      // The user moved on while it was sent (another company, the list): the view stays theirs.
      if (stillOn('credit', company)) {
        view.value = { kind: 'increased', company, result };
        // The new limit as the server keeps it now.
        loadStatus(company);
      }
      // The amount asked for is done with, unless the form is another company's by now.
      if (creditFormFor === company.accountSsn) creditForm.fields.amount.reset();
      dependencies.onSubmitted?.({
        application: 'company-credit',
        form: 'increase',
        request: result.request,
        result: result.response,
      });
    },
  });

  // ---- the e-mail application (spec §3 "Email application form", §5)

  const emailForm = createForm(
    {
      companyName: companyCreditFields.companyName(),
      companySsn: companyCreditFields.companySsn(),
      userName: companyCreditFields.fullName(),
      userSsn: companyCreditFields.kennitala(),
      phone: companyCreditFields.phone(),
      email: companyCreditFields.email(),
      amount: companyCreditFields.emailFormAmount(),
      comments: companyCreditFields.comments(),
    },
    [],
  );
  // Spec §5: each guarantor and extra withdrawal person shown needs name, kennitala and e-mail
  // (a block not wanted is removed). At least one guarantor: spec §9, above the maximum
  // requestable amount a guarantor is required (the reason this form opened).
  const guarantors = createRepeatingGroup(personBlock, { initial: 1, min: 1, send: 'all' });
  const finAdmins = createRepeatingGroup(personBlock, { initial: 0, min: 0, send: 'all' });
  /** The company the e-mail form was last filled for: another one starts it afresh. */
  let emailFormFor: string | undefined;
  /** The company the credit form was filled for: selecting it again keeps what was typed. */
  let creditFormFor: string | undefined;

  const emailRequest = (): EmailFormRequest => {
    const values = emailForm.values();
    const people = (group: RepeatingGroup<PersonBlock>): EmailFormPerson[] => group.values();
    return {
      companyName: values.companyName,
      companySsn: values.companySsn,
      userName: values.userName,
      userSsn: values.userSsn,
      phone: values.phone,
      email: values.email,
      amount: Number(values.amount),
      comments: values.comments,
      gurantors: people(guarantors),
      finAdmins: people(finAdmins),
    };
  };

  const emailSubmission = createSubmission<EmailFormResult>({
    validate: () => {
      let valid = emailForm.validate();
      valid = guarantors.validate() && valid;
      return finAdmins.validate() && valid;
    },
    send: async () => {
      requireToken();
      const company = selectedCompany.peek();
      if (!company) throw new Error('no company selected');
      const request = emailRequest();
      await companyCreditApi.emailForm(dependencies.api(), request);
      return { company, request };
    },
    fallbackMessage: messages.emailFormFailed(accountsPhoneNumber),
    onLoginNeeded: logOut,
    onSubmitted: ({ company, request }) => {
      rememberContact(company, request.phone, request.email);
      // The user moved on while it was sent: the view stays theirs.
      if (stillOn('emailForm', company)) view.value = { kind: 'emailSent', company, request };
      // Sent: a reload or another large amount starts a fresh form (its draft goes with it).
      emailForm.reset();
      guarantors.reset();
      finAdmins.reset();
      emailFormFor = undefined;
      saveContext();
      dependencies.onSubmitted?.({ application: 'company-credit', form: 'email-form', request });
    },
  });

  /**
   * Spec §4: the credit form goes here instead of sending (a guarantor is needed). The company, its
   * kennitala, the phone, the e-mail and the amount are filled from the credit form every time it
   * opens (they are what was just asked for); the user's name and kennitala only when empty, and
   * the comments and the people typed for this company stay (another company starts it afresh).
   */
  function openEmailForm(): void {
    const company = selectedCompany.peek();
    if (!company) return;
    if (emailFormFor !== company.accountSsn) {
      emailForm.reset();
      guarantors.reset();
      finAdmins.reset();
      emailSubmission.reset();
      emailFormFor = company.accountSsn;
      saveContext();
    }
    const fields = emailForm.fields;
    const credit = creditForm.fields;
    fill(fields.companyName, company.name);
    fill(fields.companySsn, company.accountSsn);
    const user = userInfo.peek();
    fillEmpty(fields.userName, user?.name);
    fillEmpty(fields.userSsn, user?.ssn);
    fill(fields.phone, credit.phone.value.peek());
    fill(fields.email, credit.email.value.peek());
    fill(fields.amount, credit.amount.value.peek());
    if (emailSubmission.state.peek().kind === 'submitted') emailSubmission.reset();
    view.value = { kind: 'emailForm', company };
  }

  /** The credit form was sent while the company's status loads: the decision waits for it. */
  const awaitingStatus = signal(false);
  /**
   * Settles when the status of `company` is there (or failed), or when the wait is pointless: the
   * user left its credit form (Back, another company) or the model is disposed.
   */
  const statusSettled = (company: Company) =>
    new Promise<void>((resolve) => {
      const over = computed(
        () =>
          disposed.value ||
          dependencies.user() === null ||
          !stillOnCredit(company) ||
          creditStatus.state.value.kind !== 'loading',
      );
      const stop = over.subscribe((done) => {
        if (!done) return;
        queueMicrotask(() => stop());
        resolve();
      });
    });
  const disposed = signal(false);
  /** Tracked (a signal read), unlike stillOn: the wait above follows it. */
  const stillOnCredit = (company: Company): boolean => {
    const current = view.value;
    return (
      current.kind === 'credit' &&
      current.company.accountId === company.accountId &&
      selectedCompany.value?.accountId === company.accountId
    );
  };

  /**
   * The credit form's submit: sent, or the e-mail form when a guarantor is needed (spec §4). Sent
   * while the company's status is still loading, the decision waits for it (the button shows busy)
   * rather than taking 'unknown' for the answer, and is dropped if the user has left that
   * company's form meanwhile.
   */
  const submitCredit = async (): Promise<void> => {
    if (increase.busy.peek() || awaitingStatus.peek()) return;
    if (!creditForm.validate()) return;
    const company = selectedCompany.peek();
    if (!company) return;
    if (creditStatus.state.peek().kind === 'loading') {
      awaitingStatus.value = true;
      try {
        await statusSettled(company);
      } finally {
        awaitingStatus.value = false;
      }
      // Left, logged out (an expired login) or gone: nothing is decided for a form not on screen.
      if (disposed.peek() || !dependencies.user() || !stillOn('credit', company)) return;
      if (selectedCompany.peek()?.accountId !== company.accountId) return;
    }
    const amount = Number(creditForm.fields.amount.output());
    if (needsGuarantor(amount, status.peek())) {
      openEmailForm();
      return;
    }
    increase.reset();
    await increase.submit();
  };

  // ---- the sign-up (spec §3 "Company sign-up form", §5)

  const signUpForm = createForm({
    companyName: companyCreditFields.companyName(),
    companySsn: companyCreditFields.companySsn(),
    streetName: companyCreditFields.street(),
    streetNumber: companyCreditFields.streetNumber(),
    zipCode: companyCreditFields.zipCode(),
    userName: companyCreditFields.fullName(),
    userSsn: companyCreditFields.kennitala(),
    phone: companyCreditFields.phone(),
    email: companyCreditFields.email(),
  });
  /** Spec §4 "signing-up": a new company's sign-up form has been filled (the step can be shown). */
  const signingUp = signal(false);

  // ---- the company list (spec §3 "Company list entry", §6)

  /** The `company-ssn` attribute: the company to preselect once the list is there. */
  let preselectSsn: string | undefined;
  /** The list has been shown to this person already: a reload of it preselects nothing. */
  let preselectDone = false;

  const selectCompany = (company: Company): void => {
    const sameCompany = creditFormFor === company.accountSsn;
    selectedCompany.value = company;
    // Spec §4: selecting a company resets its credit status (and loads it).
    loadStatus(company);
    increase.reset();
    const user = dependencies.user();
    const sameAsStored = user?.companySsn === company.accountSsn;
    if (user) {
      updateUser({
        companySsn: company.accountSsn,
        companyName: company.name,
        ...(sameAsStored ? {} : { companyEmail: undefined, companyPhoneNumber: undefined }),
      });
    }
    if (!sameCompany) {
      creditForm.reset();
      fill(
        creditForm.fields.phone,
        (sameAsStored ? user?.companyPhoneNumber : undefined) ?? user?.phoneNumber,
      );
      fill(creditForm.fields.email, (sameAsStored ? user?.companyEmail : undefined) ?? user?.email);
      creditFormFor = company.accountSsn;
      saveContext();
    }
    view.value = { kind: 'credit', company };
  };

  /** The status of the company on screen; asked again only for another company (or after a failure). */
  let statusFor: string | undefined;
  function loadStatus(company: Company): void {
    statusFor = company.accountId;
    void creditStatus.load(company.accountId);
  }
  function ensureStatus(company: Company): void {
    if (statusFor !== company.accountId || creditStatus.state.peek().kind === 'failed') loadStatus(company);
  }

  const companies = createKeyedLoader<{ companies: Company[] }>({
    fetch: async () => {
      requireToken();
      return { companies: listedCompanies(await companyCreditApi.userCompanies(dependencies.api())) };
    },
    failedMessage: messages.companiesFailed,
    handled: logOutWhenLoginNeeded,
    onReady: ({ companies: list }) => {
      if (preselectDone) return;
      preselectDone = true;
      applyPreselect(list);
    },
  });

  /**
   * The URL named the credit step before anything was selected (a reload, a shared link): the
   * company the session keeps (spec §3 companySsn) is selected again once the list is there.
   */
  let creditStepWanted = false;

  function applyPreselect(list: readonly Company[]): void {
    if (view.peek().kind !== 'companies') return;
    const stored = creditStepWanted ? dependencies.user()?.companySsn : undefined;
    creditStepWanted = false;
    const wanted = preselectSsn ?? stored;
    const company = wanted ? list.find((entry) => entry.accountSsn === wanted) : undefined;
    if (company) selectCompany(company);
  }

  const signUp = createSubmission<{ request: SignUpRequest; company: Company }>({
    validate: signUpForm.validate,
    send: async () => {
      requireToken();
      const request: SignUpRequest = { ...signUpForm.values() };
      const company = await companyCreditApi.signUp(dependencies.api(), request);
      return { request, company };
    },
    fallbackMessage: messages.signUpFailed,
    onLoginNeeded: logOut,
    onSubmitted: ({ request, company }) => {
      // Spec §4: sign-up success selects the returned company; the list now holds it too.
      signingUp.value = false;
      saveContext();
      signUpForm.reset();
      signUp.reset();
      const token = dependencies.user()?.token;
      if (token) void companies.load(token);
      selectCompany(company);
      dependencies.onSubmitted?.({
        application: 'company-credit',
        form: 'sign-up',
        request,
        result: company,
      });
    },
  });

  // ---- the manual lookup (spec §5 "Manual lookup", §4)

  const lookupSsn = companyCreditFields.lookupSsn();
  const lookupSubmission = createSubmission<LookupOutcome>({
    validate: lookupSsn.validate,
    send: async () => {
      requireToken();
      const ssn = lookupSsn.output();
      let answer: CompanyLookup;
      try {
        answer = await companyCreditApi.lookup(dependencies.api(), ssn);
      } catch (error) {
        // Spec §8: the server's reason first; a 404 without one is 'Fyrirtæki fannst ekki.'.
        if (isNotFound(error) && !(error instanceof ApiError && error.reason))
          throw new ApiError(404, messages.notFound, 'http');
        throw error;
      }
      if (answer.existingAccount) return { kind: 'existing', company: answer.existingAccount };
      if (answer.newCompanyInfo) return { kind: 'newCompany', info: answer.newCompanyInfo };
      return { kind: 'none', ssn };
    },
    onLoginNeeded: logOut,
    fallbackMessage: messages.lookupFailed,
    onSubmitted: (outcome) => {
      // The user left the lookup while it was asked (its back button is disabled, Back is not):
      // the answer must not pull them away from where they went.
      if (view.peek().kind !== 'lookup') return;
      switch (outcome.kind) {
        case 'existing':
          // Spec §4: selects the company and clears the manual and e-mail flags (the view).
          selectCompany(outcome.company);
          return;
        case 'newCompany':
          openSignUp(outcome.info);
          return;
        case 'none':
          // Spec §4: only logged (the view says no company was found).
          log('Fyrirtækjaleit: hvorki reikningur né nýtt fyrirtæki', { ssn: outcome.ssn });
          return;
      }
    },
  });

  /** 'Engin fyrirtæki fundust.' shows while the kennitala searched is the one in the field. */
  const noneFound = computed(() => {
    const state = lookupSubmission.state.value;
    return (
      state.kind === 'submitted' && state.result.kind === 'none' && state.result.ssn === lookupSsn.value.value
    );
  });

  const lookup = async (): Promise<void> => {
    if (lookupSubmission.busy.peek()) return;
    lookupSubmission.reset();
    await lookupSubmission.submit();
  };

  /** Spec §4: a new company fills the sign-up form (street and number split) and sets signing-up. */
  function openSignUp(info: NewCompanyInfo): void {
    const fields = signUpForm.fields;
    if (fields.companySsn.value.peek() !== info.ssn) {
      signUpForm.reset();
      signUp.reset();
    }
    const { streetName, streetNumber } = splitStreet(info.address);
    // The lookup's name belongs to its kennitala (the registry replaces it for another one).
    signUpName.filledFor(info.ssn, info.name);
    fill(fields.companyName, info.name);
    fill(fields.companySsn, info.ssn);
    fill(fields.streetName, streetName);
    fill(fields.streetNumber, streetNumber);
    fill(fields.zipCode, info.zipCode);
    const user = userInfo.peek();
    fillEmpty(fields.userName, user?.name);
    fillEmpty(fields.userSsn, user?.ssn);
    fillEmpty(fields.phone, user?.phone);
    fillEmpty(fields.email, user?.email);
    signingUp.value = true;
    saveContext();
    view.value = { kind: 'signUp' };
  }

  // ---- names from the national registry: the sign-up's company, the e-mail form's people

  /**
   * The sign-up's company name follows its kennitala: the name the lookup gave (or the registry
   * put in) is replaced by the registry's name for another kennitala, and cleared when the registry
   * does not know it; a name the person typed is never touched.
   */
  const signUpName = fillNameFromRegistry(
    { ssn: signUpForm.fields.companySsn, name: signUpForm.fields.companyName },
    dependencies.api,
    { clearUnknown: true },
  );
  effect(() => () => signUpName.dispose());
  /** The blocks of both lists of people whose name is being looked up (a spinner at their name). */
  const { lookingUp } = fillNamesFromRegistry<PersonBlock>(
    () => [...guarantors.entries.value, ...finAdmins.entries.value].map((entry) => entry.fields),
    dependencies.api,
  );

  // ---- the draft: what was typed survives a reload or an expired login (core's draft.ts)

  /** Every input of the flow's forms under one name each, and the two lists of people. */
  const draftSource = {
    fields: {
      ...prefixed('credit', creditForm.fields),
      ...prefixed('email', emailForm.fields),
      ...prefixed('signUp', signUpForm.fields),
      lookupSsn,
    },
    groups: { guarantors, finAdmins } as Record<string, RepeatingGroup<Fields>>,
  };
  /** Whose draft is kept, and the stop of its keeping. */
  let draftFor: string | undefined;
  let stopDraft: () => void = () => undefined;

  /** Which company each form was filled for, the company selected, and signing-up: with the draft. */
  function saveContext(): void {
    if (draftFor === undefined) return;
    const context: DraftContext = {
      selected: selectedCompany.peek(),
      creditFormFor: creditFormFor ?? null,
      emailFormFor: emailFormFor ?? null,
      signingUp: signingUp.peek(),
    };
    try {
      draftStorage()?.setItem(contextKey(draftFor), JSON.stringify(context));
    } catch {
      // Full or blocked storage: the flow works, only the draft is not kept.
    }
  }

  /** The person's draft put back (before the URL's step is followed), then kept from now on. */
  function openDraft(ssn: string): void {
    stopDraft();
    draftFor = ssn;
    const context = readContext(ssn);
    if (context) {
      selectedCompany.value = context.selected;
      creditFormFor = context.creditFormFor ?? undefined;
      emailFormFor = context.emailFormFor ?? undefined;
      signingUp.value = context.signingUp;
    }
    stopDraft = keepDraft(draftSource, draftKey(companyCreditFlow, ssn));
  }
  effect(() => () => stopDraft());

  // ---- the person, the steps

  /** Whose list and forms these are: another person starts from nothing of the last one's. */
  let openedFor: string | undefined;

  const resetAll = () => {
    view.value = { kind: 'companies' };
    selectedCompany.value = null;
    creditStatus.clear();
    for (const form of [creditForm, emailForm, signUpForm]) form.reset();
    guarantors.reset();
    finAdmins.reset();
    lookupSsn.reset();
    for (const submission of [increase, emailSubmission, signUp, lookupSubmission]) submission.reset();
    signingUp.value = false;
    emailFormFor = undefined;
    creditFormFor = undefined;
    statusFor = undefined;
    preselectDone = false;
    creditStepWanted = false;
  };

  /** Back, Forward or a link: the step the URL names, when what it needs is there (core's useStepInUrl). */
  const goTo = (target: CompanyCreditStep | undefined): void => {
    const current = view.peek();
    const company = selectedCompany.peek();
    switch (target) {
      case undefined:
      case 'fyrirtaeki':
        if (current.kind !== 'companies') view.value = { kind: 'companies' };
        return;
      case 'leit':
        if (current.kind !== 'lookup') view.value = { kind: 'lookup' };
        return;
      case 'heimild':
        if (company && current.kind !== 'credit') {
          ensureStatus(company);
          view.value = { kind: 'credit', company };
        } else if (!company && companies.state.peek().kind !== 'ready') creditStepWanted = true;
        return;
      case 'umsokn':
        if (company && emailFormFor === company.accountSsn && current.kind !== 'emailForm') {
          ensureStatus(company);
          view.value = { kind: 'emailForm', company };
        }
        return;
      case 'nyskraning':
        if (signingUp.peek() && current.kind !== 'signUp') view.value = { kind: 'signUp' };
        return;
      case 'samthykkt': {
        const state = increase.state.peek();
        if (
          company &&
          state.kind === 'submitted' &&
          state.result.company.accountId === company.accountId &&
          current.kind !== 'increased'
        )
          view.value = { kind: 'increased', company, result: state.result };
        return;
      }
      case 'mottekin': {
        const state = emailSubmission.state.peek();
        if (
          company &&
          state.kind === 'submitted' &&
          state.result.company.accountId === company.accountId &&
          current.kind !== 'emailSent'
        )
          view.value = { kind: 'emailSent', company, request: state.result.request };
        return;
      }
    }
  };

  /**
   * The user has moved between the steps (a click, a submit, Back or Forward): from then on a step
   * reached takes the focus to its heading. What the page's load shows (a preselected company, a
   * reload at a step, a restored draft) does not move the focus away from the host's page.
   */
  let userMoved = false;
  const byUser =
    <Args extends unknown[], Result>(action: (...args: Args) => Result) =>
    (...args: Args): Result => {
      userMoved = true;
      return action(...args);
    };

  return {
    userInfo,
    view,
    /** See userMoved: whether a new step takes the focus. */
    movedByUser: () => userMoved,
    /** Back or Forward (not the page's first step): a move by the user. */
    goBackOrForward: byUser((target: CompanyCreditStep | undefined) => goTo(target)),
    step,
    selectedCompany,
    companies,
    creditStatus,
    status,
    creditForm,
    increase,
    /** The credit form was sent while the status loads: busy until it is there. */
    creditBusy: computed(() => increase.busy.value || awaitingStatus.value),
    emailForm,
    guarantors,
    finAdmins,
    lookingUp,
    emailSubmission,
    signUpForm,
    signUp,
    signingUp,
    signUpLookingUp: signUpName.looking,
    lookupSsn,
    lookupSubmission,
    noneFound,
    goTo,

    /** The list for the logged-in person (keyed by their token: useLoadFor). */
    load: (token: string) => {
      const ssn = dependencies.user()?.ssn;
      if (openedFor !== undefined && openedFor !== ssn) {
        // Another person: the last one's draft stays theirs (stopped before the forms empty).
        stopDraft();
        draftFor = undefined;
        resetAll();
      }
      if (ssn !== undefined && ssn !== draftFor) openDraft(ssn);
      if (openedFor !== undefined && openedFor === ssn) {
        // The same person again (a new login after an expired one): the status of their company
        // is asked again, as a load cut off by the logout would wait forever.
        const company = selectedCompany.peek();
        if (company && creditStatus.state.peek().kind !== 'ready') loadStatus(company);
        // The logout emptied the session's company (spec §3 companySsn, companyName): the one
        // still on screen is written back.
        if (company && dependencies.user()?.companySsn === undefined)
          updateUser({ companySsn: company.accountSsn, companyName: company.name });
      }
      openedFor = ssn;
      return companies.load(token);
    },
    clear: () => companies.clear(),
    dispose: () => {
      disposed.value = true;
      companies.dispose();
      creditStatus.dispose();
    },

    /**
     * The `company-ssn` attribute (spec §2: it preselects a company of the list). A new value
     * selects that company once the list is there; removing it goes back to the list from the
     * credit step of the company it named.
     */
    preselect: (ssn: string | undefined) => {
      const before = preselectSsn;
      preselectSsn = ssn || undefined;
      if (preselectSsn === before) return;
      const state = companies.state.peek();
      if (preselectSsn === undefined) {
        const current = view.peek();
        if (current.kind === 'credit' && current.company.accountSsn === before)
          view.value = { kind: 'companies' };
        return;
      }
      if (state.kind === 'ready') {
        const company = state.companies.find((entry) => entry.accountSsn === preselectSsn);
        if (company) selectCompany(company);
      }
    },

    selectCompany: byUser(selectCompany),
    showCompanies: byUser(() => {
      view.value = { kind: 'companies' };
    }),
    showLookup: byUser(() => {
      view.value = { kind: 'lookup' };
    }),
    showCredit: byUser(() => {
      const company = selectedCompany.peek();
      if (company) view.value = { kind: 'credit', company };
    }),
    lookup: byUser(lookup),
    submitCredit: byUser(submitCredit),
    submitEmailForm: byUser(() => emailSubmission.submit()),
    submitSignUp: byUser(() => signUp.submit()),
    /** The e-mail form opened because the status is unknown (its intro says so). */
    statusUnknown: computed(() => status.value === undefined),
  };
});

export type CompanyCreditModelInstance = InstanceType<typeof CompanyCreditModel>;
