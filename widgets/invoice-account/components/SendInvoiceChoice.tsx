import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import { FormField } from '../../core/form/FormField.tsx';
import { useMessages, useTranslate } from '../../core/runtime/locale.ts';
import { sendInvoiceOptions } from '../invoice-account.api.ts';
import { invoiceAccountMessages } from '../invoice-account.messages.ts';
import type { InvoiceAccountModelInstance } from '../invoice-account.model.ts';

/**
 * 'Fá reikninga senda með' (spec §2, §5): native radio buttons in a fieldset, so the legend names
 * the group and the arrow keys move the choice. Its message (none chosen) is tied to the group and
 * announced; the radios are marked invalid, so the form's submit focuses the first of them, inside
 * the group. 'Tölvupósti' adds the e-mail the invoices go to.
 */
export function SendInvoiceChoice(props: {
  model: InvoiceAccountModelInstance;
  disabled: boolean;
}): ReactNode {
  useSignals();
  const { model, disabled } = props;
  const messages = useMessages(invoiceAccountMessages);
  const translate = useTranslate();
  const id = useId();
  const errorId = `${id}-error`;
  const field = model.form.fields.sendInvoiceOption;
  const error = field.message.value;
  const chosen = field.value.value;
  return (
    <fieldset className="byko-section" aria-describedby={error ? errorId : undefined}>
      <legend>
        <h2 className="byko-subheading">{messages.sendInvoice}</h2>
      </legend>
      <div className="byko-choice">
        {sendInvoiceOptions.map((option) => (
          <label key={option} className="byko-choice-option">
            <input
              type="radio"
              name={`${id}-send-invoice`}
              value={option}
              checked={chosen === option}
              disabled={disabled}
              required
              aria-invalid={error ? 'true' : undefined}
              onChange={() => model.chooseSendInvoice(option)}
            />
            <span>{messages.sendInvoiceOptions[option]}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p className="byko-field-error" id={errorId} role="alert">
          {translate(error)}
        </p>
      ) : null}
      {model.emailChosen.value ? (
        <FormField label={messages.sendInvoiceEmail} field={model.sendInvoiceEmail} disabled={disabled} />
      ) : null}
    </fieldset>
  );
}
