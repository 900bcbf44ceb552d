import { computed, createModel, type ReadonlySignal, signal } from '@preact/signals-react';
import { applicationMessages } from '../../core/applications/applications.messages.ts';
import { logOutWhenLoginNeeded } from '../../core/applications/customer.ts';
import { createForm, createSubmission } from '../../core/form/index.ts';
import { type ApiClient, ApiError } from '../../core/runtime/http.ts';
import { createKeyedLoader } from '../../core/runtime/keyed-loader.ts';
import { logOut, requireToken, type SessionUser } from '../../core/runtime/session.ts';
import { updateUser } from '../../core/session-user.ts';
import {
  type Company,
  type CreditStatus,
  companyCreditApi,
  type IncreaseCreditRequest,
} from '../company-credit.api.ts';
import { companyCreditFields } from '../company-credit.fields.ts';
import {
  type CompanyCreditSubmitted,
  type CompanyCreditView,
  fill,
  type IncreaseResult,
  isShowing,
  rememberContact,
} from '../company-credit.flow.ts';
import { creditMessages as messages } from './credit.messages.ts';

/** Spec §4: above the maximum requestable amount, or with the status unknown, a guarantor is needed. */
export function needsGuarantor(amount: number, status: CreditStatus | undefined): boolean {
  return status === undefined || amount > status.maxRequestableAmount;
}

export interface CreditDependencies {
  api: () => ApiClient;
  /** The logged-in person (the session's). */
  user: () => SessionUser | null;
  /** The company last selected: the one the form is sent for. */
  selected: ReadonlySignal<Company | null>;
  /** The flow's view: an answer moves it on only while this company's credit form shows. */
  view: ReadonlySignal<CompanyCreditView>;
  /** The increase was approved while its form showed: its success. */
  showIncreased: (result: IncreaseResult) => void;
  /** Spec §4: a guarantor is needed, the e-mail application instead of the increase. */
  openEmailForm: () => void;
  /** Which company the form is filled for changed: the draft's context is written. */
  saveContext: () => void;
  onSubmitted?: (detail: CompanyCreditSubmitted) => void;
}

/**
 * The credit step of the selected company: its credit status (spec §3 "Credit status") and the
 * credit form (spec §5 "Company credit form"), sent as an increase within the maximum or handed to
 * the e-mail application above it (spec §4).
 */
export const CreditModel = createModel((dependencies: CreditDependencies) => {
  const { selected, view } = dependencies;

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

  const form = createForm({
    phone: companyCreditFields.phone(),
    email: companyCreditFields.email(),
    amount: companyCreditFields.creditAmount(),
  });
  /** The company the form was filled for: selecting it again keeps what was typed. */
  const formFor = signal<string | undefined>(undefined);

  /** The status of the company on screen; asked again only for another company (or after a failure). */
  let statusFor: string | undefined;
  const loadStatus = (company: Company): void => {
    statusFor = company.accountId;
    void creditStatus.load(company.accountId);
  };
  const ensureStatus = (company: Company): void => {
    if (statusFor !== company.accountId || creditStatus.state.peek().kind === 'failed') loadStatus(company);
  };

  /** The company the increase in flight was sent for. */
  let increaseFor: Company | undefined;
  const increase = createSubmission<IncreaseResult>({
    validate: form.validate,
    send: async () => {
      requireToken();
      const company = selected.peek();
      if (!company) throw new Error('no company selected');
      const values = form.values();
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
      if (increaseFor && isShowing(view.peek(), 'credit', increaseFor)) dependencies.openEmailForm();
      return true;
    },
    onSubmitted: (result) => {
      const { company } = result;
      rememberContact(dependencies.user(), company, result.request.phone, result.request.email);
      // The user moved on while it was sent (another company, the list): the view stays theirs.
      if (isShowing(view.peek(), 'credit', company)) {
        dependencies.showIncreased(result);
        // The new limit as the server keeps it now.
        loadStatus(company);
      }
      // The amount asked for is done with, unless the form is another company's by now.
      if (formFor.peek() === company.accountSsn) form.fields.amount.reset();
      dependencies.onSubmitted?.({
        application: 'company-credit',
        form: 'increase',
        request: result.request,
        result: result.response,
      });
    },
  });

  /**
   * Spec §4: selecting a company resets its credit status (and loads it) and makes it the
   * session's company; another company's form starts from the person's (or the company's stored)
   * phone and e-mail, the same company's keeps what was typed.
   */
  const open = (company: Company): void => {
    const sameCompany = formFor.peek() === company.accountSsn;
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
      form.reset();
      fill(form.fields.phone, (sameAsStored ? user?.companyPhoneNumber : undefined) ?? user?.phoneNumber);
      fill(form.fields.email, (sameAsStored ? user?.companyEmail : undefined) ?? user?.email);
      formFor.value = company.accountSsn;
      dependencies.saveContext();
    }
  };

  /** The form was sent while the company's status loads: the decision waits for it. */
  const awaitingStatus = signal(false);
  const disposed = signal(false);
  /** Tracked (a signal read), unlike isShowing on a peek: the wait below follows it. */
  const stillOnCredit = (company: Company): boolean =>
    isShowing(view.value, 'credit', company) && selected.value?.accountId === company.accountId;
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

  /**
   * The form's submit: sent, or the e-mail form when a guarantor is needed (spec §4). Sent while
   * the company's status is still loading, the decision waits for it (the button shows busy)
   * rather than taking 'unknown' for the answer, and is dropped if the user has left that
   * company's form meanwhile.
   */
  const submit = async (): Promise<void> => {
    if (increase.busy.peek() || awaitingStatus.peek()) return;
    if (!form.validate()) return;
    const company = selected.peek();
    if (!company) return;
    if (creditStatus.state.peek().kind === 'loading') {
      awaitingStatus.value = true;
      try {
        await statusSettled(company);
      } finally {
        awaitingStatus.value = false;
      }
      // Left, logged out (an expired login) or gone: nothing is decided for a form not on screen.
      if (disposed.peek() || !dependencies.user() || !isShowing(view.peek(), 'credit', company)) return;
      if (selected.peek()?.accountId !== company.accountId) return;
    }
    const amount = Number(form.fields.amount.output());
    if (needsGuarantor(amount, status.peek())) {
      dependencies.openEmailForm();
      return;
    }
    increase.reset();
    await increase.submit();
  };

  return {
    creditStatus,
    status,
    /** The status could not be had: the e-mail form's intro says so. */
    statusUnknown: computed(() => status.value === undefined),
    form,
    formFor,
    increase,
    /** The form was sent while the status loads: busy until it is there. */
    busy: computed(() => increase.busy.value || awaitingStatus.value),
    open,
    loadStatus,
    ensureStatus,
    submit,
    /** Another person: nothing of the last one's company, status or form. */
    reset: () => {
      creditStatus.clear();
      form.reset();
      increase.reset();
      formFor.value = undefined;
      statusFor = undefined;
    },
    dispose: () => {
      disposed.value = true;
      creditStatus.dispose();
    },
  };
});

export type CreditModelInstance = InstanceType<typeof CreditModel>;
