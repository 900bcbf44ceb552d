import type { ReactNode } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
import checkboxCss from './checkbox.css?inline';

/** A checkbox whose whole label (text and any link in it) is the touch target. */
export function Checkbox(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
  disabled?: boolean;
  name?: string;
}): ReactNode {
  // Adopted when first used: the pages without a checkbox (the card form) do not carry its CSS.
  useShadowStyles(checkboxCss);
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
