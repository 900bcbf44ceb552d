import type { ReactNode } from 'react';

/** A checkbox whose whole label (text and any link in it) is the touch target. */
export function Checkbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
  name?: string;
}): ReactNode {
  return (
    <label className="byko-checkbox">
      <input
        type="checkbox"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>{props.children}</span>
    </label>
  );
}
