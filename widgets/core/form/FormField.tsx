import { useSignals } from '@preact/signals-react/runtime';
import type { FocusEvent, ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../ui/TextField.tsx';
import type { Field } from './field.ts';

function submitsForm(target: EventTarget | null, form: HTMLFormElement | null): boolean {
  return (
    target instanceof HTMLButtonElement && target.type === 'submit' && form !== null && target.form === form
  );
}

/**
 * Leaving a bound input checks it, unless the focus goes to the form's own submit button: the
 * submit checks it then. A message shown now would push the button down under the pointer and the
 * tap would miss it.
 */
export function blurUnlessSubmitting(
  field: Field,
  event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>,
): void {
  if (!submitsForm(event.relatedTarget, event.currentTarget.form)) field.blur();
}

/**
 * A TextField bound to a form Field: typing cleans and (once a message shows) re-checks, leaving
 * checks, the message is tied to the input. `disabled` while the form submits.
 */
export function FormField(
  props: { field: Field } & Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'kind'>,
): ReactNode {
  useSignals();
  const { field, ...rest } = props;
  return (
    <TextField
      {...rest}
      kind={field.kind.value}
      required={rest.required ?? field.required.value}
      value={field.value.value}
      onChange={field.set}
      onBlur={(event) => blurUnlessSubmitting(field, event)}
      error={field.message.value}
    />
  );
}
