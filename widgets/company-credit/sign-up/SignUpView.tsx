import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { applicationMessages } from '../../core/applications/applications.messages.ts';
import { StepErrorSummary } from '../../core/form/ErrorSummary.tsx';
import { FormField } from '../../core/form/FormField.tsx';
import { useMessages } from '../../core/runtime/locale.ts';
import { Form, Spinner } from '../../core/ui/index.ts';
import { companyCreditMessages } from '../company-credit.messages.ts';
import type { CompanyCreditModelInstance } from '../company-credit.model.ts';
import { BackButton, SubmitWithRetry } from '../components/FormEnd.tsx';
import {
  ApplicantSection,
  CompanyNameField,
  CompanySsnField,
  FormSection,
} from '../components/FormSection.tsx';
import { StepHeading } from '../components/StepHeading.tsx';
import { signUpMessages } from './sign-up.messages.ts';

/**
 * Spec §5 "Sign-up form": a company without an account applies for account trading, filled from
 * the lookup; the company's name comes from the national registry when another kennitala is typed.
 */
export function SignUpView(props: { model: CompanyCreditModelInstance; focus: boolean }): ReactNode {
  useSignals();
  const messages = useMessages(signUpMessages);
  const shared = useMessages(companyCreditMessages);
  // The registry's name lookup says what the applications' lookup says, in each language.
  const applicationTexts = useMessages(applicationMessages);
  const { model } = props;
  const { signUp } = model;
  const fields = signUp.form.fields;
  const busy = signUp.submission.busy.value;
  const state = signUp.submission.state.value;
  return (
    <div className="byko-stack" part="sign-up">
      <StepHeading focus={props.focus}>{messages.signUpHeading}</StepHeading>
      <p>{messages.signUpIntro}</p>
      <Form
        onSubmit={() => void model.submitSignUp()}
        className="byko-company-form"
        part="sign-up-form"
        errorSummary={StepErrorSummary}
      >
        <FormSection heading={shared.companySection}>
          <div className="byko-field-row">
            <CompanySsnField field={fields.companySsn} disabled={busy} />
            <div className="byko-person-name">
              <CompanyNameField field={fields.companyName} disabled={busy} />
              {signUp.lookingUp.value ? <Spinner label={applicationTexts.registryLookup} /> : null}
            </div>
          </div>
          <div className="byko-field-row">
            <FormField
              label={messages.streetName}
              field={fields.streetName}
              name="streetName"
              disabled={busy}
              autoComplete="address-line1"
            />
            <FormField
              label={messages.streetNumber}
              field={fields.streetNumber}
              name="streetNumber"
              disabled={busy}
              autoComplete="off"
            />
          </div>
          <FormField label={messages.zipCode} field={fields.zipCode} name="zipCode" disabled={busy} />
        </FormSection>
        <ApplicantSection fields={fields} disabled={busy} />
        <SubmitWithRetry state={state} busy={busy} onRetry={() => void model.submitSignUp()}>
          {messages.submitSignUp}
        </SubmitWithRetry>
      </Form>
      <BackButton onClick={model.showLookup} busy={busy}>
        {messages.backToLookup}
      </BackButton>
    </div>
  );
}
