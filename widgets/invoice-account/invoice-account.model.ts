import { computed, createModel } from '@preact/signals-react';
import * as v from 'valibot';
import type { SubmittedDetail } from '../core/applications/application.events.ts';
import { applicationMessages } from '../core/applications/applications.messages.ts';
import { clearStoredSession, logOutWhenLoginNeeded } from '../core/applications/customer.ts';
import { draftKey, keepDraft } from '../core/applications/draft.ts';
import { fillNamesFromRegistry } from '../core/applications/registry.ts';
import { type FieldKind, fields } from '../core/fields/index.ts';
import {
  createField,
  createForm,
  createRepeatingGroup,
  createSubmission,
  type Field,
} from '../core/form/index.ts';
import type { ApiClient } from '../core/runtime/http.ts';
import { createKeyedLoader } from '../core/runtime/keyed-loader.ts';
import { type CustomerStatus, logOut, requireToken, type SessionUser } from '../core/runtime/session.ts';
import { loadCustomerStatus } from '../core/session-api.ts';
import { type AnswerDay, answerDay } from './answer-day.ts';
import {
  type InvoiceAccountApplication,
  invoiceAccountApi,
  type SendInvoiceOption,
  sendInvoiceOptions,
} from './invoice-account.api.ts';
import { invoiceAccountMessages as messages } from './invoice-account.messages.ts';

/** The flow's name: its drafts' key and the `application` of byko-submitted. */
export const invoiceAccountFlow = 'invoice-account';

/** What byko-submitted carries: the application as sent and the server's `applicationId`. */
export type InvoiceAccountSubmitted = SubmittedDetail<
  'invoice-account',
  InvoiceAccountApplication,
  { applicationId: string }
>;

/** The success view's facts (spec §2: application received, and when it is answered). */
export interface InvoiceAccountReceipt {
  readonly applicationId: string;
  readonly answer: AnswerDay;
  readonly request: InvoiceAccountApplication;
}

export interface InvoiceAccountDependencies {
  api: () => ApiClient;
  /** The logged-in person: the customer fields are prefilled from them, their draft is kept. */
  user: () => SessionUser | null;
  /**
   * The browser's clock, for the 14:00 rule when the server's answer has no `receivedAt`
   * (tests inject it).
   */
  now?: () => Date;
  onSubmitted?: (detail: InvoiceAccountSubmitted) => void;
}

function isSendInvoiceOption(value: string): value is SendInvoiceOption {
  return (sendInvoiceOptions as readonly string[]).includes(value);
}

/** 'Fá reikninga senda með' as a field: one of the options, or empty (then its own message, spec §5). */
const sendInvoiceKind: FieldKind = {
  schema: v.pipe(v.string(), v.check(isSendInvoiceOption, messages.sendInvoiceMissing)),
  clean: (input) => input,
  inputMode: 'text',
  type: 'text',
};

/**
 * A person in a block: kennitala and name, both optional (spec §5), but what is filled must be
 * valid; the name is filled from the national registry once the kennitala is complete.
 */
type PersonBlock = { ssn: Field; name: Field };

// The spec's "auditors" are úttektaraðilar, the people who may make withdrawals (buy) on the
// account: not auditors in the accounting sense (endurskoðendur). The page says 'Úttektaraðilar' so
// the applicant knows whom to list; the request keeps the API's `auditors`.
function auditorBlock() {
  return { ssn: createField({ kind: fields.kennitala }), name: createField({ kind: fields.text }) };
}

function guarantorBlock() {
  return {
    ssn: createField({ kind: fields.kennitala }),
    name: createField({ kind: fields.text }),
    email: createField({ kind: fields.email }),
  };
}

/**
 * `<byko-invoice-account-application>`'s model (spec §2 "Invoice-account application", §4 "Manual
 * credit page: initial, loading, submitting, submitted, error", §5): the customer status loads
 * first ('loading'), then the form; the submit states are core's.
 */
export const InvoiceAccountModel = createModel((dependencies: InvoiceAccountDependencies) => {
  const now = dependencies.now ?? (() => new Date());
  /** The server's time of receipt, or the browser's when it gave none it could read. */
  const receivedAt = (answered: string | undefined): Date => {
    const time = answered === undefined ? Number.NaN : Date.parse(answered);
    return Number.isNaN(time) ? now() : new Date(time);
  };

  // Required and editable: the applicant may be a company, whose kennitala is typed over the
  // person's (fields.kennitala takes a company's number too).
  const customerSsn = createField({ kind: fields.kennitala, required: true });
  const customerName = createField({ kind: fields.text, required: true });
  const customerPhone = createField({ kind: fields.phone, required: true });
  const customerEmail = createField({ kind: fields.email, required: true });
  const sendInvoiceOption = createField({
    kind: sendInvoiceKind,
    required: true,
    requiredMessage: messages.sendInvoiceMissing,
  });
  // Required, but only asked for (shown, checked and sent) with the e-mail option.
  const sendInvoiceEmail = createField({ kind: fields.email, required: true });
  const guaranteeAmount = createField({ kind: fields.currency });
  const pinNumber = createField({ kind: fields.pin });
  const comment = createField({ kind: fields.text });

  // The last block is the one the person types into next: it has no removal button (spec §2), so
  // there is always one block (min 1).
  const auditors = createRepeatingGroup(auditorBlock, { initial: 1, min: 1 });
  const guarantors = createRepeatingGroup(guarantorBlock, { initial: 1, min: 1 });

  const form = createForm(
    {
      customerSsn,
      customerName,
      customerPhone,
      customerEmail,
      sendInvoiceOption,
      guaranteeAmount,
      pinNumber,
      comment,
    },
    [auditors, guarantors],
  );

  /** What the draft keeps: every field, the e-mail for invoices too, and both lists. */
  const draft = {
    fields: { ...form.fields, sendInvoiceEmail },
    groups: { auditors, guarantors },
  };

  const emailChosen = computed(() => sendInvoiceOption.value.value === 'Email');

  // ---- the registry lookup of every block's name, made and stopped with its block

  const { lookingUp } = fillNamesFromRegistry<PersonBlock>(
    () => [
      ...auditors.entries.value.map((entry) => entry.fields),
      ...guarantors.entries.value.map((entry) => entry.fields),
    ],
    dependencies.api,
  );

  // ---- the request

  const application = (): InvoiceAccountApplication => {
    const option = sendInvoiceOption.output();
    if (!isSendInvoiceOption(option)) throw new Error('sendInvoiceOption was not checked');
    const amount = guaranteeAmount.output();
    return {
      customerName: customerName.output(),
      customerSsn: customerSsn.output(),
      customerPhone: customerPhone.output(),
      customerEmail: customerEmail.output(),
      sendInvoiceOption: option,
      sendInvoiceEmail: option === 'Email' ? sendInvoiceEmail.output() : '',
      // Spec §9: parsed as an integer, 0 when empty.
      guaranteeAmount: amount === '' ? 0 : Number.parseInt(amount, 10),
      pinNumber: pinNumber.output(),
      // Spec §5: only the blocks with something in them.
      auditors: auditors.values(),
      guarantors: guarantors.values(),
      comment: comment.output(),
    };
  };

  const validate = (): boolean => {
    const valid = form.validate();
    if (!emailChosen.peek()) {
      sendInvoiceEmail.message.value = undefined;
      return valid;
    }
    return sendInvoiceEmail.validate() && valid;
  };

  /** Whose application is being sent: success clears that person's draft. */
  let sender = '';
  const submission = createSubmission<InvoiceAccountReceipt>({
    loadsFirst: true,
    validate,
    send: async () => {
      requireToken();
      sender = dependencies.user()?.ssn ?? '';
      const request = application();
      const response = await invoiceAccountApi.apply(dependencies.api(), request);
      return {
        applicationId: response.applicationId,
        answer: answerDay(receivedAt(response.receivedAt)),
        request,
      };
    },
    onLoginNeeded: logOut,
    // The sender's draft, as the request went: the session may have changed while it ran.
    clearSession: () => clearStoredSession(sender ? draftKey(invoiceAccountFlow, sender) : undefined),
    onSubmitted: (receipt) =>
      dependencies.onSubmitted?.({
        application: 'invoice-account',
        request: receipt.request,
        result: { applicationId: receipt.applicationId },
      }),
  });

  // ---- the person, and what loads first

  /** Whose details the customer fields were filled with. */
  let prefilledFor: string | undefined;

  /**
   * Fills the empty customer fields from the logged-in person (a draft restored after this wins).
   * Another person logging in on this page starts from an empty form: never someone else's.
   */
  const prefill = (user: SessionUser) => {
    if (prefilledFor !== undefined && prefilledFor !== user.ssn) {
      form.reset();
      sendInvoiceEmail.reset();
      submission.reset();
    }
    prefilledFor = user.ssn;
    const fillEmpty = (field: Field, value: string) => {
      if (field.isEmpty() && value !== '') field.set(value);
    };
    fillEmpty(customerSsn, user.ssn);
    fillEmpty(customerName, user.name);
    fillEmpty(customerPhone, user.phoneNumber);
    fillEmpty(customerEmail, user.email);
  };

  const loader = createKeyedLoader<{ status: CustomerStatus }>({
    fetch: async () => ({ status: await loadCustomerStatus(dependencies.api()) }),
    failedMessage: applicationMessages.statusFailed,
    handled: logOutWhenLoginNeeded,
    onReady: () => {
      const user = dependencies.user();
      if (user) prefill(user);
      submission.loaded();
    },
  });

  return {
    loader,
    form,
    draft,
    /**
     * The form on screen for `user`: the same prefill as on load (a new person empties it once,
     * whichever comes first), then their draft put back and kept, in one step, so nothing typed for
     * one person is written into another's draft. Returns the stop.
     */
    openFor: (user: SessionUser) => {
      prefill(user);
      return keepDraft(draft, draftKey(invoiceAccountFlow, user.ssn));
    },
    auditors,
    guarantors,
    sendInvoiceEmail,
    emailChosen,
    lookingUp,
    submission,
    /**
     * Choosing 'Tölvupósti' asks for the e-mail invoices go to, filled with the customer's e-mail
     * when it is still empty.
     */
    chooseSendInvoice: (option: SendInvoiceOption) => {
      sendInvoiceOption.set(option);
      if (option === 'Email' && sendInvoiceEmail.isEmpty()) {
        const email = customerEmail.value.peek().trim() || dependencies.user()?.email || '';
        if (email !== '') sendInvoiceEmail.set(email);
      }
    },
    submit: () => submission.submit(),
  };
});

export type InvoiceAccountModelInstance = InstanceType<typeof InvoiceAccountModel>;
