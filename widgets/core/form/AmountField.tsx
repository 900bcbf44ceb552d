import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { Field } from '../runtime/field.ts';
import { formatIsk } from '../runtime/format.ts';
import { useLang } from '../runtime/locale.ts';
import { TextField, type TextFieldProps } from '../runtime/ui/TextField.tsx';
import { blurUnlessToFormButton } from './FormField.tsx';

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
  const lang = useLang();
  const { field, ...rest } = props;
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  /** The ISK text was showing when the focus came by keyboard: its digits are selected once shown. */
  const selectDigits = useRef(false);
  /** The focus comes from a press on the input: the person places the caret, nothing is selected. */
  const pressed = useRef(false);
  const digits = field.value.value;
  // Only a clean number is dressed up: anything else shows as typed, with its message.
  const dressed = (value: string) => /^\d+$/.test(value);
  const shown = !focused && dressed(digits) ? formatIsk(Number(digits), lang) : digits;

  // Swapping the ISK text for the digits drops the selection the browser made on a Tab into the
  // field (it selects all): without this, typing would add to the old amount instead of replacing
  // it. A click or tap places the caret where the person wants it (at the end, after the swap).
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const press = () => {
      pressed.current = true;
    };
    element.addEventListener('pointerdown', press);
    return () => element.removeEventListener('pointerdown', press);
  }, []);

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
        selectDigits.current = !pressed.current && dressed(field.value.peek());
        pressed.current = false;
        setFocused(true);
      }}
      onBlur={(event) => {
        pressed.current = false;
        setFocused(false);
        blurUnlessToFormButton(field, event);
      }}
      error={field.message.value}
    />
  );
}
