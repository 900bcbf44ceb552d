import { type FocusEvent, type ReactNode, useId } from 'react';
import { useTranslate } from '../locale.ts';

/**
 * What a text field takes, one line (TextField) or several (TextArea): the frame's label, hint, error
 * and part, and its control's value and attributes. `E` is the control's element.
 */
export interface TextFieldBaseProps<E extends HTMLElement> {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<E>) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  part?: string;
}

/** What the frame gives its control: the id its label names, and the ties to its messages. */
export interface FieldControl {
  id: string;
  'aria-invalid': 'true' | undefined;
  'aria-describedby': string | undefined;
}

/**
 * A labelled control with its hint and error, the one markup of every field (TextField, TextArea,
 * Select): the error is announced (role=alert) where the person typed and tied to the control with
 * aria-describedby, before the hint, so a screen reader reads what is wrong first. `labelHidden`:
 * the label is for screen readers only, where a visible legend names the group (the card's expiry).
 */
export function FieldFrame(props: {
  label: string;
  labelHidden?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  part?: string | undefined;
  children: (control: FieldControl) => ReactNode;
}): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { hint, error } = props;
  // A field's message is a model's, kept in Icelandic: shown in the element's language.
  const translate = useTranslate();
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="byko-field" part={props.part}>
      <label htmlFor={id} className={props.labelHidden ? 'byko-visually-hidden' : undefined}>
        {props.label}
      </label>
      {props.children({ id, 'aria-invalid': error ? 'true' : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p className="byko-field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="byko-field-error" id={errorId} role="alert">
          {translate(error)}
        </p>
      ) : null}
    </div>
  );
}
