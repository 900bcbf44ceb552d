import { useSignals } from '@preact/signals-react/runtime';
import type { FocusEvent, ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../ui/TextField.tsx';
import type { Field } from './field.ts';

function isButtonOfForm(target: EventTarget | null, form: HTMLFormElement | null): boolean {
  return target instanceof HTMLButtonElement && form !== null && target.form === form;
}

/**
 * Leaving a bound input checks it, unless the focus goes to one of the form's own buttons (submit,
 * add or remove a block): a message shown now would push the button down under the pointer and the
 * click would miss it. The submit checks every field; a removed block needs no message.
 */
export function blurUnlessToFormButton(
  field: Field,
  event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>,
): void {
  if (!isButtonOfForm(event.relatedTarget, event.currentTarget.form)) field.blur();
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
      onBlur={(event) => blurUnlessToFormButton(field, event)}
      error={field.message.value}
    />
  );
}
