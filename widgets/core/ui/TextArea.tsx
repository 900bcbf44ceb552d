import { type FocusEvent, type ReactNode, useId } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
import textareaCss from './textarea.css?inline';

export interface TextAreaProps {
  label: string;
  value: string;
  onChange?: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  readOnly?: boolean;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  /** The lines it shows before it scrolls (the person may drag it taller). */
  rows?: number;
  part?: string;
}

/**
 * A labelled text of a few lines (a comment, a description), as TextField is for one line: its
 * hint and error are tied to it with aria-describedby, the error announced (role=alert); what was
 * typed is kept as typed, line breaks included.
 */
export function TextArea(props: TextAreaProps): ReactNode {
  // Adopted when first used: the pages without a multi-line field (the card form) do not carry it.
  useShadowStyles(textareaCss);
  const id = useId();
  // TextField's hint, error and aria-describedby, written again rather than shared: TextField is
  // in the runtime chunk the pay page loads, and sharing them cost it 0.05 KiB of its budget.
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const { error } = props;
  const describedBy =
    [error ? errorId : null, props.hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="byko-field" part={props.part}>
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        name={props.name}
        rows={props.rows ?? 3}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        placeholder={props.placeholder}
        value={props.value}
        onChange={(event) => props.onChange?.(event.target.value)}
        onBlur={props.onBlur}
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
