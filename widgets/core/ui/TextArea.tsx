import type { FocusEvent, ReactNode } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
import { FieldFrame } from '../runtime/ui/FieldFrame.tsx';
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
  return (
    <FieldFrame label={props.label} hint={props.hint} error={props.error} part={props.part}>
      {(control) => (
        <textarea
          {...control}
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
        />
      )}
    </FieldFrame>
  );
}
