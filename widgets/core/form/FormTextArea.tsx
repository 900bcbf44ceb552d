import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import type { Field } from '../runtime/field.ts';
import { TextArea, type TextAreaProps } from '../ui/TextArea.tsx';
import { blurUnlessToFormButton } from './FormField.tsx';

/**
 * A TextArea bound to a form Field, as FormField binds an input: typing (once a message shows)
 * re-checks, leaving checks, the message is tied to it. `disabled` while the form submits.
 */
export function FormTextArea(
  props: { field: Field } & Omit<TextAreaProps, 'value' | 'onChange' | 'onBlur' | 'error'>,
): ReactNode {
  useSignals();
  const { field, ...rest } = props;
  return (
    <TextArea
      {...rest}
      required={rest.required ?? field.required.value}
      value={field.value.value}
      onChange={field.set}
      onBlur={(event) => blurUnlessToFormButton(field, event)}
      error={field.message.value}
    />
  );
}
