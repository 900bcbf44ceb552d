import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useId } from 'react';
import type { Field } from '../../core/form/index.ts';

/**
 * A comment of a few lines, bound to a form Field as FormField binds an input (core has no
 * multi-line field yet). Optional: it has no message of its own.
 */
export function CommentField(props: { label: string; field: Field; disabled: boolean }): ReactNode {
  useSignals();
  const id = useId();
  const { field } = props;
  return (
    <div className="byko-field" part="comment">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        className="byko-textarea"
        rows={3}
        value={field.value.value}
        disabled={props.disabled}
        onChange={(event) => field.set(event.target.value)}
      />
    </div>
  );
}
