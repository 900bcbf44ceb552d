import type { ReactNode } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
import { FieldFrame, type TextFieldBaseProps } from '../runtime/ui/FieldFrame.tsx';
import textareaCss from './textarea.css?inline';

export interface TextAreaProps extends TextFieldBaseProps<HTMLTextAreaElement> {
  /** The lines it shows before it scrolls (the person may drag it taller). */
  rows?: number;
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
