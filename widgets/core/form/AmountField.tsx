import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { formatIsk } from '../format.ts';
import { TextField, type TextFieldProps } from '../ui/TextField.tsx';
import { blurUnlessToFormButton } from './FormField.tsx';
import type { Field } from './field.ts';

/**
 * A FormField for an amount in kr.: while it has the focus it holds the plain digits the person
 * types ('1500000'); away from it, it shows them as ISK ('1.500.000 kr.'), so a missing or extra
 * zero is seen before sending. The field's value stays the digits either way.
 */
export function AmountField(
  props: { field: Field } & Omit<
    TextFieldProps,
    'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error' | 'kind' | 'inputRef'
  >,
): ReactNode {
  useSignals();
  const { field, ...rest } = props;
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  /** The ISK text was showing when the focus came: its digits are selected once they show. */
  const selectDigits = useRef(false);
  const digits = field.value.value;
  // Only a clean number is dressed up: anything else shows as typed, with its message.
  const dressed = (value: string) => /^\d+$/.test(value);
  const shown = !focused && dressed(digits) ? formatIsk(Number(digits)) : digits;

  // Swapping the ISK text for the digits drops the selection the browser made on focus (Tab
  // selects all): without this, typing would add to the old amount instead of replacing it.
  useLayoutEffect(() => {
    if (focused && selectDigits.current) {
      selectDigits.current = false;
      input.current?.select();
    }
  }, [focused]);

  return (
    <TextField
      {...rest}
      inputRef={input}
      kind={field.kind.value}
      required={rest.required ?? field.required.value}
      value={shown}
      onChange={field.set}
      onFocus={() => {
        selectDigits.current = dressed(field.value.peek());
        setFocused(true);
      }}
      onBlur={(event) => {
        setFocused(false);
        blurUnlessToFormButton(field, event);
      }}
      error={field.message.value}
    />
  );
}
