import { createModel, type ReadonlySignal, signal } from '@preact/signals-react';
import { fillNamesFromRegistry } from '../../core/applications/registry.ts';
import { createForm, createRepeatingGroup, createSubmission, type Field } from '../../core/form/index.ts';
import type { ApiClient } from '../../core/runtime/http.ts';
import { logOut, requireToken } from '../../core/runtime/session.ts';
import { type Company, companyCreditApi, type EmailFormRequest } from '../company-credit.api.ts';
import { companyCreditFields } from '../company-credit.fields.ts';
import {
  type CompanyCreditSubmitted,
  type EmailFormResult,
  fill,
  fillEmpty,
  type UserInfo,
} from '../company-credit.flow.ts';
import { emailFormMessages as messages } from './email-form.messages.ts';

function personBlock() {
  return {
    name: companyCreditFields.fullName(),
    ssn: companyCreditFields.kennitala(),
    email: companyCreditFields.email(),
  };
}
type PersonBlock = ReturnType<typeof personBlock>;

/** What the credit form holds when it hands over to the e-mail application. */
export interface CreditFormFields {
  phone: Field;
  email: Field;
  amount: Field;
}

export interface EmailFormDependencies {
  api: () => ApiClient;
  /** The person's details, filled into the applicant's fields they left empty. */
  userInfo: ReadonlySignal<UserInfo | null>;
  /** The company last selected: the one the application is sent for. */
  selected: ReadonlySignal<Company | null>;
  /** The server took it (before the form empties): the flow shows its success if still there. */
  onSent: (result: EmailFormResult) => void;
  /** Which company the form is filled for changed: the draft's context is written. */
  saveContext: () => void;
  onSubmitted?: (detail: CompanyCreditSubmitted) => void;
}

/**
 * The e-mail application (spec §3 "Email application form", §5): what a larger amount, or an
 * unknown status, goes to instead of the increase, with its guarantors and extra withdrawal people.
 */
export const EmailFormModel = createModel((dependencies: EmailFormDependencies) => {
  const form = createForm(
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
  /** The company the form was last filled for: another one starts it afresh. */
  const formFor = signal<string | undefined>(undefined);

  const request = (): EmailFormRequest => {
    const values = form.values();
    return {
      companyName: values.companyName,
      companySsn: values.companySsn,
      userName: values.userName,
      userSsn: values.userSsn,
      phone: values.phone,
      email: values.email,
      amount: Number(values.amount),
      comments: values.comments,
      gurantors: guarantors.values(),
      finAdmins: finAdmins.values(),
    };
  };

  /** The form and both lists emptied (a sent application, another company, another person). */
  const empty = () => {
    form.reset();
    guarantors.reset();
    finAdmins.reset();
  };

  const submission = createSubmission<EmailFormResult>({
    validate: () => {
      let valid = form.validate();
      valid = guarantors.validate() && valid;
      return finAdmins.validate() && valid;
    },
    send: async () => {
      requireToken();
      const company = dependencies.selected.peek();
      if (!company) throw new Error('no company selected');
      const sent = request();
      await companyCreditApi.emailForm(dependencies.api(), sent);
      return { company, request: sent };
    },
    fallbackMessage: messages.emailFormFailed,
    onLoginNeeded: logOut,
    onSubmitted: (result) => {
      dependencies.onSent(result);
      // Sent: a reload or another large amount starts a fresh form (its draft goes with it).
      empty();
      formFor.value = undefined;
      dependencies.saveContext();
      dependencies.onSubmitted?.({
        application: 'company-credit',
        form: 'email-form',
        request: result.request,
      });
    },
  });

  /**
   * Spec §4: the credit form goes here instead of sending (a guarantor is needed). The company, its
   * kennitala, the phone, the e-mail and the amount are filled from the credit form every time it
   * opens (they are what was just asked for); the user's name and kennitala only when empty, and
   * the comments and the people typed for this company stay (another company starts it afresh).
   */
  const open = (company: Company, credit: CreditFormFields): void => {
    if (formFor.peek() !== company.accountSsn) {
      empty();
      submission.reset();
      formFor.value = company.accountSsn;
      dependencies.saveContext();
    }
    const fields = form.fields;
    fill(fields.companyName, company.name);
    fill(fields.companySsn, company.accountSsn);
    const user = dependencies.userInfo.peek();
    fillEmpty(fields.userName, user?.name);
    fillEmpty(fields.userSsn, user?.ssn);
    fill(fields.phone, credit.phone.value.peek());
    fill(fields.email, credit.email.value.peek());
    fill(fields.amount, credit.amount.value.peek());
    if (submission.state.peek().kind === 'submitted') submission.reset();
  };

  /** The blocks of both lists of people whose name is being looked up (a spinner at their name). */
  const { lookingUp } = fillNamesFromRegistry<PersonBlock>(
    () => [...guarantors.entries.value, ...finAdmins.entries.value].map((entry) => entry.fields),
    dependencies.api,
  );

  return {
    form,
    guarantors,
    finAdmins,
    formFor,
    lookingUp,
    submission,
    open,
    /** Another person: nothing of the last one's application. */
    reset: () => {
      empty();
      submission.reset();
      formFor.value = undefined;
    },
  };
});

export type EmailFormModelInstance = InstanceType<typeof EmailFormModel>;
