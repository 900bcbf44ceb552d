import type { ChangeEvent, FocusEvent, ReactNode, Ref } from 'react';
import type { FieldKind } from '../field-kind.ts';
import { FieldFrame, type TextFieldBaseProps } from './FieldFrame.tsx';

export interface TextFieldProps extends TextFieldBaseProps<HTMLInputElement> {
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The shared input kind (fields/): decides cleaning, keyboard and input type. */
  kind?: FieldKind;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text' | 'decimal';
  type?: 'text' | 'tel' | 'email';
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled input. Its error is tied to it with aria-describedby and announced (role=alert) where
 * the user typed; what was typed is never thrown away, only cleaned as the field's kind says.
 */
export function TextField(props: TextFieldProps): ReactNode {
  const { kind } = props;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    props.onChange?.(kind ? kind.clean(typed) : typed);
  };
  return (
    <FieldFrame label={props.label} hint={props.hint} error={props.error} part={props.part}>
      {(control) => (
        <input
          {...control}
          ref={props.inputRef}
          name={props.name}
          type={props.type ?? kind?.type ?? 'text'}
          inputMode={props.inputMode ?? kind?.inputMode}
          maxLength={props.maxLength ?? kind?.maxLength}
          autoComplete={props.autoComplete ?? kind?.autoComplete}
          placeholder={props.placeholder}
          value={props.value}
          onChange={onChange}
          onBlur={props.onBlur}
          onFocus={props.onFocus}
          required={props.required}
          readOnly={props.readOnly}
          disabled={props.disabled}
        />
      )}
    </FieldFrame>
  );
}
