import { useSignals } from '@preact/signals-react/runtime';
import type { FocusEvent, ReactNode } from 'react';
import type { Field } from '../runtime/field.ts';
import { goesToPressedButton } from '../runtime/ui/leaving.ts';
import { TextField, type TextFieldProps } from '../runtime/ui/TextField.tsx';

/** Leaving a bound input checks it, unless the focus goes to a button of its form being pressed. */
export function blurUnlessToFormButton(
  field: Field,
  event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>,
): void {
  if (!goesToPressedButton(event.relatedTarget, event.currentTarget.form)) field.blur();
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
