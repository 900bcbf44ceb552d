import type { ReactNode } from 'react';
import { useTranslate } from '../locale.ts';
import { FieldFrame } from './FieldFrame.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export function Select(props: {
  label: string;
  /** The label for screen readers only, under a visible legend (FieldFrame). */
  labelHidden?: boolean;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
}): ReactNode {
  // An option's label a model built keeps Icelandic: shown in the element's language.
  const translate = useTranslate();
  return (
    <FieldFrame label={props.label} labelHidden={props.labelHidden} error={props.error}>
      {(control) => (
        <select
          {...control}
          name={props.name}
          value={props.value}
          disabled={props.disabled}
          autoComplete={props.autoComplete}
          onChange={(event) => props.onChange(event.target.value)}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {translate(option.label)}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
