import { type ChangeEvent, type FocusEvent, type ReactNode, type Ref, useId } from 'react';
import type { FieldKind } from '../field-kind.ts';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** The shared input kind (fields/): decides cleaning, keyboard and input type. */
  kind?: FieldKind;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text' | 'decimal';
  maxLength?: number;
  type?: 'text' | 'tel' | 'email';
  inputRef?: Ref<HTMLInputElement>;
  part?: string;
}

/**
 * A labelled input. Its error is tied to it with aria-describedby and announced (role=alert) where
 * the user typed; what was typed is never thrown away, only cleaned as the field's kind says.
 */
export function TextField(props: TextFieldProps): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { kind, error } = props;
  const describedBy =
    [error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    props.onChange?.(kind ? kind.clean(typed) : typed);
  };
  return (
    <div className="byko-field" part={props.part}>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
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
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={describedBy}
      />
      {props.hint ? (
        <p className="byko-field-hint" id={hintId}>
          {props.hint}
        </p>
      ) : null}
      {error ? (
        <p className="byko-field-error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
