import { createModel, effect, type ReadonlySignal, signal } from '@preact/signals-react';
import { fillNameFromRegistry } from '../../core/applications/registry.ts';
import { createForm, createSubmission } from '../../core/form/index.ts';
import type { ApiClient } from '../../core/runtime/http.ts';
import { logOut, requireToken } from '../../core/runtime/session.ts';
import {
  type Company,
  companyCreditApi,
  type NewCompanyInfo,
  type SignUpRequest,
} from '../company-credit.api.ts';
import { companyCreditFields, splitStreet } from '../company-credit.fields.ts';
import { type CompanyCreditSubmitted, fill, fillEmpty, type UserInfo } from '../company-credit.flow.ts';
import { signUpMessages as messages } from './sign-up.messages.ts';

export interface SignUpDependencies {
  api: () => ApiClient;
  /** The person's details, filled into the applicant's fields they left empty. */
  userInfo: ReadonlySignal<UserInfo | null>;
  /** Spec §4: sign-up success selects the returned company (the list now holds it too). */
  onSignedUp: (company: Company) => void;
  /** Signing-up changed: the draft's context is written. */
  saveContext: () => void;
  onSubmitted?: (detail: CompanyCreditSubmitted) => void;
}

/**
 * A new company's sign-up (spec §3 "Company sign-up form", §5 "Sign-up form"): filled from the
 * lookup that found it, its name following its kennitala in the national registry.
 */
export const SignUpModel = createModel((dependencies: SignUpDependencies) => {
  const form = createForm({
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

  const submission = createSubmission<{ request: SignUpRequest; company: Company }>({
    validate: form.validate,
    send: async () => {
      requireToken();
      const request: SignUpRequest = { ...form.values() };
      const company = await companyCreditApi.signUp(dependencies.api(), request);
      return { request, company };
    },
    fallbackMessage: messages.signUpFailed,
    onLoginNeeded: logOut,
    onSubmitted: ({ request, company }) => {
      signingUp.value = false;
      dependencies.saveContext();
      form.reset();
      submission.reset();
      dependencies.onSignedUp(company);
      dependencies.onSubmitted?.({
        application: 'company-credit',
        form: 'sign-up',
        request,
        result: company,
      });
    },
  });

  /**
   * The company's name follows its kennitala: the name the lookup gave (or the registry put in) is
   * replaced by the registry's name for another kennitala, and cleared when the registry does not
   * know it; a name the person typed is never touched.
   */
  const companyName = fillNameFromRegistry(
    { ssn: form.fields.companySsn, name: form.fields.companyName },
    dependencies.api,
    { clearUnknown: true },
  );
  effect(() => () => companyName.dispose());

  /** Spec §4: a new company fills the form (street and number split) and sets signing-up. */
  const open = (info: NewCompanyInfo): void => {
    const fields = form.fields;
    if (fields.companySsn.value.peek() !== info.ssn) {
      form.reset();
      submission.reset();
    }
    const { streetName, streetNumber } = splitStreet(info.address);
    // The lookup's name belongs to its kennitala (the registry replaces it for another one).
    companyName.filledFor(info.ssn, info.name);
    fill(fields.companyName, info.name);
    fill(fields.companySsn, info.ssn);
    fill(fields.streetName, streetName);
    fill(fields.streetNumber, streetNumber);
    fill(fields.zipCode, info.zipCode);
    const user = dependencies.userInfo.peek();
    fillEmpty(fields.userName, user?.name);
    fillEmpty(fields.userSsn, user?.ssn);
    fillEmpty(fields.phone, user?.phone);
    fillEmpty(fields.email, user?.email);
    signingUp.value = true;
    dependencies.saveContext();
  };

  return {
    form,
    signingUp,
    submission,
    /** The company's name is being asked of the registry (a spinner at it). */
    lookingUp: companyName.looking,
    open,
    /** Another person: nothing of the last one's sign-up. */
    reset: () => {
      form.reset();
      submission.reset();
      signingUp.value = false;
    },
  };
});

export type SignUpModelInstance = InstanceType<typeof SignUpModel>;
