import { computed, createModel, effect, signal } from '@preact/signals-react';
import type { Fields, RepeatingGroup } from '../core/form/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import type { SessionUser } from '../core/runtime/session.ts';
import { updateUser } from '../core/session-user.ts';
import { CompaniesModel } from './companies/companies.model.ts';
import type { Company, NewCompanyInfo } from './company-credit.api.ts';
import { createCompanyCreditDraft, prefixed } from './company-credit.draft.ts';
import {
  type CompanyCreditStep,
  type CompanyCreditSubmitted,
  type CompanyCreditView,
  isShowing,
  rememberContact,
  type UserInfo,
} from './company-credit.flow.ts';
import { CreditModel } from './credit/credit.model.ts';
import { EmailFormModel } from './email-form/email-form.model.ts';
import { LookupModel } from './lookup/lookup.model.ts';
import { SignUpModel } from './sign-up/sign-up.model.ts';

export interface CompanyCreditDependencies {
  api: () => ApiClient;
  /** The logged-in person (the session's). */
  user: () => SessionUser | null;
  onSubmitted?: (detail: CompanyCreditSubmitted) => void;
  /** Spec §4: a lookup that finds neither is only logged. */
  log?: (message: string, data: unknown) => void;
}

const stepOfView: Record<CompanyCreditView['kind'], CompanyCreditStep> = {
  companies: 'fyrirtaeki',
  lookup: 'leit',
  credit: 'heimild',
  emailForm: 'umsokn',
  signUp: 'nyskraning',
  increased: 'samthykkt',
  emailSent: 'mottekin',
};

/**
 * `<byko-company-credit>`'s model: spec §3 "Company credit store" and §4 "Company credit web flow".
 * It holds the company selected and the step on screen, and composes one model per step
 * (companies/, lookup/, credit/, email-form/, sign-up/), the person's draft of all of them, and the
 * moves between them that Back and Forward name.
 */
export const CompanyCreditModel = createModel((dependencies: CompanyCreditDependencies) => {
  const userInfo = computed<UserInfo | null>(() => {
    const user = dependencies.user();
    return user ? { phone: user.phoneNumber, email: user.email, name: user.name, ssn: user.ssn } : null;
  });

  const view = signal<CompanyCreditView>({ kind: 'companies' });
  const step = computed<CompanyCreditStep>(() => stepOfView[view.value.kind]);
  /** The company last selected: the credit step (Back and Forward) goes to it. */
  const selectedCompany = signal<Company | null>(null);
  const saveContext = () => draft.save();

  const credit = new CreditModel({
    api: dependencies.api,
    user: dependencies.user,
    selected: selectedCompany,
    view,
    showIncreased: (result) => {
      view.value = { kind: 'increased', company: result.company, result };
    },
    openEmailForm: () => openEmailForm(),
    saveContext,
    onSubmitted: (detail) => dependencies.onSubmitted?.(detail),
  });
  const emailForm = new EmailFormModel({
    api: dependencies.api,
    userInfo,
    selected: selectedCompany,
    onSent: ({ company, request }) => {
      rememberContact(dependencies.user(), company, request.phone, request.email);
      // The user moved on while it was sent: the view stays theirs.
      if (isShowing(view.peek(), 'emailForm', company)) view.value = { kind: 'emailSent', company, request };
    },
    saveContext,
    onSubmitted: (detail) => dependencies.onSubmitted?.(detail),
  });
  const signUp = new SignUpModel({
    api: dependencies.api,
    userInfo,
    onSignedUp: (company) => {
      const token = dependencies.user()?.token;
      if (token) void companies.load(token);
      selectCompany(company);
    },
    saveContext,
    onSubmitted: (detail) => dependencies.onSubmitted?.(detail),
  });
  const lookup = new LookupModel({
    api: dependencies.api,
    showing: () => view.peek().kind === 'lookup',
    // Spec §4: selects the company and clears the manual and e-mail flags (the view).
    onExisting: (company) => selectCompany(company),
    onNewCompany: (info) => openSignUp(info),
    log: dependencies.log ?? ((message: string, data: unknown) => console.log(message, data)),
  });

  function openEmailForm(): void {
    const company = selectedCompany.peek();
    if (!company) return;
    emailForm.open(company, credit.form.fields);
    view.value = { kind: 'emailForm', company };
  }

  function openSignUp(info: NewCompanyInfo): void {
    signUp.open(info);
    view.value = { kind: 'signUp' };
  }

  function selectCompany(company: Company): void {
    selectedCompany.value = company;
    credit.open(company);
    view.value = { kind: 'credit', company };
  }

  const companies = new CompaniesModel({
    api: dependencies.api,
    user: dependencies.user,
    listShown: () => view.peek().kind === 'companies',
    select: (company) => selectCompany(company),
    unselect: (ssn) => {
      const current = view.peek();
      if (current.kind === 'credit' && current.company.accountSsn === ssn) view.value = { kind: 'companies' };
    },
  });

  // ---- the draft: every form's inputs under one name each, the lists of people, the context

  const draft = createCompanyCreditDraft({
    source: {
      fields: {
        ...prefixed('credit', credit.form.fields),
        ...prefixed('email', emailForm.form.fields),
        ...prefixed('signUp', signUp.form.fields),
        lookupSsn: lookup.ssn,
      },
      groups: { guarantors: emailForm.guarantors, finAdmins: emailForm.finAdmins } as Record<
        string,
        RepeatingGroup<Fields>
      >,
    },
    context: () => ({
      selected: selectedCompany.peek(),
      creditFormFor: credit.formFor.peek() ?? null,
      emailFormFor: emailForm.formFor.peek() ?? null,
      signingUp: signUp.signingUp.peek(),
    }),
    // Put back before the URL's step is followed.
    restore: (context) => {
      selectedCompany.value = context.selected;
      credit.formFor.value = context.creditFormFor ?? undefined;
      emailForm.formFor.value = context.emailFormFor ?? undefined;
      signUp.signingUp.value = context.signingUp;
    },
  });
  effect(() => () => draft.stop());

  // ---- the person, the steps

  /** Whose list and forms these are: another person starts from nothing of the last one's. */
  let openedFor: string | undefined;

  const resetAll = () => {
    view.value = { kind: 'companies' };
    selectedCompany.value = null;
    credit.reset();
    emailForm.reset();
    signUp.reset();
    lookup.reset();
    companies.reset();
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
          credit.ensureStatus(company);
          view.value = { kind: 'credit', company };
        } else if (!company) companies.wantStoredCompany();
        return;
      case 'umsokn':
        if (company && emailForm.formFor.peek() === company.accountSsn && current.kind !== 'emailForm') {
          credit.ensureStatus(company);
          view.value = { kind: 'emailForm', company };
        }
        return;
      case 'nyskraning':
        if (signUp.signingUp.peek() && current.kind !== 'signUp') view.value = { kind: 'signUp' };
        return;
      case 'samthykkt': {
        const state = credit.increase.state.peek();
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
        const state = emailForm.submission.state.peek();
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
    lookup,
    credit,
    emailForm,
    signUp,
    goTo,

    /** The list for the logged-in person (keyed by their token: useLoadFor). */
    load: (token: string) => {
      const ssn = dependencies.user()?.ssn;
      if (openedFor !== undefined && openedFor !== ssn) {
        // Another person: the last one's draft stays theirs (stopped before the forms empty).
        draft.close();
        resetAll();
      }
      if (ssn !== undefined && !draft.isFor(ssn)) draft.open(ssn);
      if (openedFor !== undefined && openedFor === ssn) {
        // The same person again (a new login after an expired one): the status of their company
        // is asked again, as a load cut off by the logout would wait forever.
        const company = selectedCompany.peek();
        if (company && credit.creditStatus.state.peek().kind !== 'ready') credit.loadStatus(company);
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
      credit.dispose();
      companies.dispose();
    },

    /** The `company-ssn` attribute: see CompaniesModel. */
    preselect: companies.preselect,

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
    lookUp: byUser(() => lookup.lookUp()),
    submitCredit: byUser(() => credit.submit()),
    submitEmailForm: byUser(() => emailForm.submission.submit()),
    submitSignUp: byUser(() => signUp.submission.submit()),
  };
});

export type CompanyCreditModelInstance = InstanceType<typeof CompanyCreditModel>;
