import { computed, createModel, signal } from '@preact/signals-react';
import { fields } from '../../core/fields/index.ts';
import { createField, createForm, createSubmission } from '../../core/form/index.ts';
import { type ApiClient, ApiError, errorMessage } from '../../core/runtime/http.ts';
import type { LoadState } from '../../core/runtime/load-state.ts';
import { partialPaymentKey } from '../../core/runtime/session.ts';
import type { Payment } from '../pay.api.ts';
import { instalmentApi, instalmentMonths } from './instalment.api.ts';
import { instalmentMessages } from './instalment.messages.ts';
import {
  type InstalmentRow,
  type InstalmentSummary,
  type InstalmentTerms,
  instalmentSchedule,
  instalmentSummary,
} from './instalments.ts';

/** Interest and fee, loaded together before the form can show its table. */
export type RatesLoad = LoadState<{ annualInterestPercent: number; fee: number }>;

/** Spec §4 Instalment: submit, the credit-info consent, then signing (stage 1). */
export type InstalmentStage =
  | { kind: 'form' }
  | { kind: 'submitting' }
  | { kind: 'creditConsent' }
  | { kind: 'error'; message: string }
  | { kind: 'signing'; documentId: string; step: SigningStep };

export type SigningStep =
  | { kind: 'ready' }
  /** The page gives no signing page: nothing opens, and the way back is 'Til baka'. */
  | { kind: 'unset' }
  | { kind: 'windowOpen' }
  | { kind: 'checking' }
  | { kind: 'notSigned' }
  | { kind: 'error'; message: string }
  | { kind: 'signed' };

/** What a reload needs to land on the signing page again (spec §4: documentId and stage 1). */
export interface StoredPartialPayment {
  paymentId: string;
  documentId: string;
  stage: 1;
}

/** Among the keys core clears on logout and success (session.ts ownedKeys). */
export const partialPaymentStorageKey = partialPaymentKey;

/**
 * The spec's reason that opens the credit-info dialog instead of an error: the API's own words,
 * compared as it sends them whatever the element's language (the dialog's texts are translated).
 */
export const needsCreditConsentReason = 'Ekki næg heimild';

export const signingWindow = { width: 520, height: 570, pollMs: 100 } as const;

export interface InstalmentDependencies {
  api: () => ApiClient;
  payment: () => Payment;
  now: () => Date;
  storage: () => Storage | undefined;
  /** Spec §4: on success local storage is cleared (the session with it). */
  clearSession: () => void;
  openWindow: (url: string) => { closed: boolean } | null;
  /**
   * The signing page of a document; `unset` where the element and its page give no signing page,
   * `refused` where core's URL guard refuses the one they give.
   */
  signingUrl: (documentId: string) => string | 'unset' | 'refused';
  onPaid: () => void;
  onFailed: (message: string) => void;
}

function readStored(storage: Storage | undefined, paymentId: string): StoredPartialPayment | undefined {
  try {
    const parsed = JSON.parse(
      storage?.getItem(partialPaymentStorageKey) ?? 'null',
    ) as Partial<StoredPartialPayment> | null;
    return parsed?.paymentId === paymentId && parsed.stage === 1 && typeof parsed.documentId === 'string'
      ? { paymentId, documentId: parsed.documentId, stage: 1 }
      : undefined;
  } catch {
    return undefined;
  }
}

export const InstalmentModel = createModel((dependencies: InstalmentDependencies) => {
  const payment = dependencies.payment();
  const stored = readStored(dependencies.storage(), payment.id);
  /** Where signing starts: 'unset' at once where the element and its page give no signing page. */
  const firstStep = (documentId: string): SigningStep =>
    dependencies.signingUrl(documentId) === 'unset' ? { kind: 'unset' } : { kind: 'ready' };
  const rates = signal<RatesLoad>({ kind: 'loading' });
  /** Stage 1 (spec §4): the document to sign and how far signing has come. */
  const signing = signal<{ documentId: string; step: SigningStep } | undefined>(
    stored ? { documentId: stored.documentId, step: firstStep(stored.documentId) } : undefined,
  );
  /** 'Ekki næg heimild' asked for the credit-info check: the dialog shows. */
  const askingConsent = signal(false);
  let consentGiven = false;
  const form = createForm({
    phone: createField({ kind: fields.phone, required: true, initial: payment.phone }),
    email: createField({ kind: fields.email, required: true, initial: payment.email }),
  });
  const { phone, email } = form.fields;
  const months = signal<number>(instalmentMonths.initial);
  const termsAccepted = signal(false);
  let timer: ReturnType<typeof setInterval> | undefined;

  /** The plan's terms once the interest and the fee have loaded. */
  const terms = computed<InstalmentTerms | undefined>(() => {
    const loaded = rates.value;
    return loaded.kind === 'ready'
      ? {
          amount: payment.amount,
          annualInterestPercent: loaded.annualInterestPercent,
          months: months.value,
          fee: loaded.fee,
        }
      : undefined;
  });
  const schedule = computed<InstalmentRow[]>(() =>
    terms.value ? instalmentSchedule(terms.value, dependencies.now()) : [],
  );
  /** The summary above the plan's table: the monthly payment, the totals and the APR. */
  const summary = computed<InstalmentSummary | undefined>(() =>
    terms.value ? instalmentSummary(terms.value, schedule.value) : undefined,
  );

  const toSigning = (documentId: string) => {
    const record: StoredPartialPayment = { paymentId: payment.id, documentId, stage: 1 };
    dependencies.storage()?.setItem(partialPaymentStorageKey, JSON.stringify(record));
    signing.value = { documentId, step: firstStep(documentId) };
  };

  // Core's submit states: one request per click, the inputs disabled meanwhile, the server's reason
  // or 'Óvænt villa kom upp', a 401 to the login, local storage cleared on success (spec §4).
  const application = createSubmission({
    validate: form.validate,
    send: async () => {
      const { documentId } = await instalmentApi.payWithPartialPayment(dependencies.api(), {
        paymentId: payment.id,
        ...form.values(),
        paymentCount: months.peek(),
        creditInfoCheckApproved: consentGiven,
      });
      // A web payment is signed before it is paid: without a document there is nothing to sign.
      if (payment.origin !== 'App' && !documentId) throw new Error('no document to sign');
      return documentId;
    },
    fallbackMessage: instalmentMessages.generic,
    clearSession: dependencies.clearSession,
    // The login expired: the session is cleared and the gate shows the login form.
    onLoginNeeded: dependencies.clearSession,
    handled: (error) => {
      const asksConsent =
        !consentGiven && error instanceof ApiError && error.reason === needsCreditConsentReason;
      if (asksConsent) askingConsent.value = true;
      return asksConsent;
    },
    onSubmitted: (documentId) => {
      if (payment.origin === 'App' || !documentId) dependencies.onPaid();
      else toSigning(documentId);
    },
    onFailed: (message) => dependencies.onFailed(message),
  });

  const stage = computed<InstalmentStage>(() => {
    const signed = signing.value;
    if (signed) return { kind: 'signing', ...signed };
    if (askingConsent.value) return { kind: 'creditConsent' };
    const state = application.state.value;
    if (state.kind === 'submitting') return { kind: 'submitting' };
    if (state.kind === 'error') return { kind: 'error', message: state.message };
    return { kind: 'form' };
  });
  const busy = application.busy;
  const canSubmit = computed(() => rates.value.kind === 'ready' && termsAccepted.value && !busy.value);

  const loadRates = async () => {
    rates.value = { kind: 'loading' };
    const api = dependencies.api();
    const [interest, fee] = await Promise.allSettled([
      instalmentApi.interestRate(api, payment.id),
      instalmentApi.noticeAmount(api),
    ]);
    if (interest.status === 'rejected') {
      rates.value = {
        kind: 'failed',
        message: errorMessage(interest.reason, instalmentMessages.interestLoadFailed),
      };
    } else if (fee.status === 'rejected') {
      rates.value = { kind: 'failed', message: errorMessage(fee.reason, instalmentMessages.feeLoadFailed) };
    } else {
      rates.value = { kind: 'ready', annualInterestPercent: interest.value, fee: fee.value };
    }
  };

  /** The logged-in user's phone and e-mail, in the fields the payment left empty (and nobody typed in). */
  const fillContact = (user: { phoneNumber: string; email: string }) => {
    if (phone.isEmpty()) phone.set(user.phoneNumber);
    if (email.isEmpty()) email.set(user.email);
  };

  /** 'Sækja um', or 'Leyfa' in the credit-info dialog (the same application, the check allowed). */
  const submit = async (creditInfoCheckApproved = false) => {
    if (signing.peek() || askingConsent.peek() !== creditInfoCheckApproved || !canSubmit.peek()) return;
    askingConsent.value = false;
    consentGiven = creditInfoCheckApproved;
    await application.submit();
  };

  /** 'Hætta við' in the credit-info dialog: back to the form, the button enabled again. */
  const declineCreditConsent = () => {
    askingConsent.value = false;
  };

  const setStep = (documentId: string, step: SigningStep) => {
    signing.value = { documentId, step };
  };

  const checkSigned = async (documentId: string) => {
    setStep(documentId, { kind: 'checking' });
    try {
      const { signed } = await instalmentApi.signingStatus(dependencies.api(), payment.id, documentId);
      if (signed) {
        dependencies.storage()?.removeItem(partialPaymentStorageKey);
        setStep(documentId, { kind: 'signed' });
        dependencies.onPaid();
      } else {
        setStep(documentId, { kind: 'notSigned' });
      }
    } catch (error) {
      const message = errorMessage(error, instalmentMessages.generic);
      setStep(documentId, { kind: 'error', message });
      dependencies.onFailed(message);
    }
  };

  /** Opens the signing window and, once it closes, checks the status once (spec §4, §9). */
  const sign = () => {
    const current = stage.peek();
    if (current.kind !== 'signing') return;
    const step = current.step.kind;
    if (step === 'windowOpen' || step === 'checking' || step === 'signed') return;
    const url = dependencies.signingUrl(current.documentId);
    if (url === 'unset') {
      setStep(current.documentId, { kind: 'unset' });
      return;
    }
    if (url === 'refused') {
      setStep(current.documentId, { kind: 'error', message: instalmentMessages.signingRefused });
      return;
    }
    const opened = dependencies.openWindow(url);
    if (!opened) {
      setStep(current.documentId, { kind: 'error', message: instalmentMessages.popupBlocked });
      return;
    }
    setStep(current.documentId, { kind: 'windowOpen' });
    timer = setInterval(() => {
      if (!opened.closed) return;
      clearInterval(timer);
      timer = undefined;
      void checkSigned(current.documentId);
    }, signingWindow.pollMs);
  };

  /**
   * 'Til baka' from a signing page this page cannot open: the stored stage goes, and the form (or
   * another method) is there again. Not while the window is open or the status is being checked.
   */
  const leaveSigning = () => {
    const step = signing.peek()?.step.kind;
    if (step === 'windowOpen' || step === 'checking' || step === 'signed') return;
    dependencies.storage()?.removeItem(partialPaymentStorageKey);
    signing.value = undefined;
  };

  const dispose = () => {
    if (timer !== undefined) clearInterval(timer);
  };

  return {
    fillContact,
    rates,
    stage,
    form,
    months,
    termsAccepted,
    schedule,
    summary,
    busy,
    canSubmit,
    loadRates,
    submit,
    declineCreditConsent,
    sign,
    leaveSigning,
    dispose,
  };
});

export type InstalmentModelInstance = InstanceType<typeof InstalmentModel>;
