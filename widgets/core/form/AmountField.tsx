import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useState } from 'react';
import { formatIsk } from '../format.ts';
import { TextField, type TextFieldProps } from '../ui/TextField.tsx';
import { blurUnlessSubmitting } from './FormField.tsx';
import type { Field } from './field.ts';

/**
 * A FormField for an amount in kr.: while it has the focus it holds the plain digits the person
 * types ('1500000'); away from it, it shows them as ISK ('1.500.000 kr.'), so a missing or extra
 * zero is seen before sending. The field's value stays the digits either way.
 */
export function AmountField(
  props: { field: Field } & Omit<
    TextFieldProps,
    'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'kind'
  >,
): ReactNode {
  useSignals();
  const { field, ...rest } = props;
  const [focused, setFocused] = useState(false);
  const digits = field.value.value;
  // Only a clean number is dressed up: anything else shows as typed, with its message.
  const shown = !focused && /^\d+$/.test(digits) ? formatIsk(Number(digits)) : digits;
  return (
    <TextField
      {...rest}
      kind={field.kind.value}
      required={rest.required ?? field.required.value}
      value={shown}
      onChange={field.set}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        setFocused(false);
        blurUnlessSubmitting(field, event);
      }}
      error={field.message.value}
    />
  );
}
