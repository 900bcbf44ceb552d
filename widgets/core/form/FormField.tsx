import { useSignals } from '@preact/signals-react/runtime';
import type { FocusEvent, ReactNode } from 'react';
import type { Field } from '../runtime/field.ts';
import { TextField, type TextFieldProps } from '../runtime/ui/TextField.tsx';

/**
 * The focus goes to the form's submit button (which checks every field), or another of its buttons
 * (add or remove a block) being pressed: a message shown now would push the button down under the
 * pointer and the press would miss it. A button reached with Tab is not pressed yet (not :active):
 * leaving for it checks the field, so a keyboard user hears the message at once.
 */
function goesToPressedButton(target: EventTarget | null, form: HTMLFormElement | null): boolean {
  if (!(target instanceof HTMLButtonElement) || form === null || target.form !== form) return false;
  return target.type === 'submit' || target.matches(':active');
}

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
