import { type ReactNode, useId } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

export function Select(props: {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
  name?: string;
  autoComplete?: string;
}): ReactNode {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="byko-field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        disabled={props.disabled}
        autoComplete={props.autoComplete}
        aria-invalid={props.error ? 'true' : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {props.error ? (
        <p className="byko-field-error" id={errorId} role="alert">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
