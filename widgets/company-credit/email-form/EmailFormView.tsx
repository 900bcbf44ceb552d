import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { ApplicationSubmitted } from '../../core/applications/ApplicationSubmitted.tsx';
import { PeopleList } from '../../core/applications/PeopleList.tsx';
import { AmountField } from '../../core/form/AmountField.tsx';
import { StepErrorSummary } from '../../core/form/ErrorSummary.tsx';
import { FormTextArea } from '../../core/form/FormTextArea.tsx';
import { useMessages } from '../../core/runtime/locale.ts';
import type { Translation } from '../../core/runtime/translations.ts';
import { Button, Form } from '../../core/ui/index.ts';
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
import { emailFormMessages } from './email-form.messages.ts';

type EmailFormTexts = Translation<typeof emailFormMessages>;

/** The form's two lists of people, in their order: the guarantors, then the extra withdrawal people. */
function emailFormPeople(messages: EmailFormTexts) {
  return [
    {
      group: 'guarantors',
      part: 'guarantors',
      texts: { heading: messages.guarantors, block: messages.guarantor, whom: messages.guarantorWhom },
      hint: messages.guarantorsHint,
    },
    {
      group: 'finAdmins',
      part: 'fin-admins',
      texts: { heading: messages.finAdmins, block: messages.finAdmin, whom: messages.finAdminWhom },
      hint: messages.finAdminsHint,
    },
  ] as const;
}

/**
 * Spec §5 "E-mail application form": the company, the applicant, the amount and comments, the
 * guarantors and the extra withdrawal people, each list extended or shortened one at a time.
 */
export function EmailFormView(props: { model: CompanyCreditModelInstance; focus: boolean }): ReactNode {
  useSignals();
  const messages = useMessages(emailFormMessages);
  const shared = useMessages(companyCreditMessages);
  const { model } = props;
  const { emailForm } = model;
  const fields = emailForm.form.fields;
  const busy = emailForm.submission.busy.value;
  const state = emailForm.submission.state.value;
  return (
    <div className="byko-stack" part="email-form">
      <StepHeading focus={props.focus}>{messages.emailFormHeading}</StepHeading>
      <p>{model.credit.statusUnknown.value ? messages.emailFormIntroUnknown : messages.emailFormIntro}</p>
      <Form
        onSubmit={() => void model.submitEmailForm()}
        className="byko-company-form"
        part="email-application-form"
        errorSummary={StepErrorSummary}
      >
        <FormSection heading={shared.companySection}>
          <div className="byko-field-row">
            <CompanyNameField field={fields.companyName} disabled={busy} />
            <CompanySsnField field={fields.companySsn} disabled={busy} />
          </div>
        </FormSection>
        <ApplicantSection fields={fields} disabled={busy} />
        <FormSection heading={messages.creditSection}>
          <AmountField label={messages.emailFormAmount} field={fields.amount} name="amount" disabled={busy} />
          <FormTextArea label={messages.comments} field={fields.comments} name="comments" disabled={busy} />
        </FormSection>
        {emailFormPeople(messages).map((list) => (
          <PeopleList
            key={list.part}
            group={emailForm[list.group]}
            lookingUp={emailForm.lookingUp}
            disabled={busy}
            part={list.part}
            headingLevel={3}
            emailOf={(block) => block.email}
            texts={list.texts}
          >
            <p className="byko-field-hint">{list.hint}</p>
          </PeopleList>
        ))}
        <SubmitWithRetry state={state} busy={busy} onRetry={() => void model.submitEmailForm()}>
          {messages.submitEmailForm}
        </SubmitWithRetry>
      </Form>
      <BackButton onClick={model.showCredit} busy={busy}>
        {messages.backToCredit}
      </BackButton>
    </div>
  );
}

/** Spec §8 "E-mail application success". */
export function EmailSentView(props: { model: CompanyCreditModelInstance }): ReactNode {
  const messages = useMessages(emailFormMessages);
  const shared = useMessages(companyCreditMessages);
  return (
    <div className="byko-stack">
      <ApplicationSubmitted heading={messages.emailSentHeading}>
        <p>{messages.emailSent}</p>
      </ApplicationSubmitted>
      <div>
        <Button variant="secondary" onClick={props.model.showCompanies}>
          {shared.backToCompanies}
        </Button>
      </div>
    </div>
  );
}
