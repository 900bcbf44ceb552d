import type { ReactNode } from 'react';
import { FormField } from '../../core/form/FormField.tsx';
import type { Field } from '../../core/runtime/field.ts';
import { useMessages } from '../../core/runtime/locale.ts';
import { companyCreditMessages } from '../company-credit.messages.ts';

/** A titled part of the flow's forms: a fieldset whose legend is a level-3 heading. */
export function FormSection(props: { heading: string; children: ReactNode }): ReactNode {
  return (
    <fieldset className="byko-section">
      <legend>
        <h3 className="byko-subheading">{props.heading}</h3>
      </legend>
      {props.children}
    </fieldset>
  );
}

/** The applicant's fields the e-mail form and the sign-up both ask for, in the same order. */
export function ApplicantSection(props: {
  fields: { userName: Field; userSsn: Field; phone: Field; email: Field };
  disabled: boolean;
}): ReactNode {
  const messages = useMessages(companyCreditMessages);
  const { fields, disabled } = props;
  return (
    <FormSection heading={messages.applicantSection}>
      <div className="byko-field-row">
        <FormField
          label={messages.userName}
          field={fields.userName}
          name="userName"
          disabled={disabled}
          autoComplete="name"
        />
        <FormField label={messages.userSsn} field={fields.userSsn} name="userSsn" disabled={disabled} />
      </div>
      <div className="byko-field-row">
        <FormField label={messages.phone} field={fields.phone} name="phone" disabled={disabled} />
        <FormField label={messages.email} field={fields.email} name="email" disabled={disabled} />
      </div>
    </FormSection>
  );
}

/** The company's name input of the e-mail form and the sign-up (their order differs, so one field each). */
export function CompanyNameField(props: { field: Field; disabled: boolean }): ReactNode {
  const messages = useMessages(companyCreditMessages);
  return (
    <FormField
      label={messages.companyName}
      field={props.field}
      name="companyName"
      disabled={props.disabled}
      autoComplete="organization"
    />
  );
}

/** The company's kennitala input of the e-mail form and the sign-up. */
export function CompanySsnField(props: { field: Field; disabled: boolean }): ReactNode {
  const messages = useMessages(companyCreditMessages);
  return (
    <FormField
      label={messages.companySsnLabel}
      field={props.field}
      name="companySsn"
      disabled={props.disabled}
    />
  );
}
