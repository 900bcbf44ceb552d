import type { Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Checkbox } from '../ui/Checkbox.tsx';

/** A Checkbox bound to a model's boolean signal (a consent, a terms box). */
export function CheckboxField(props: {
  name: string;
  checked: Signal<boolean>;
  disabled?: boolean;
  children: ReactNode;
}): ReactNode {
  useSignals();
  const { checked } = props;
  return (
    <Checkbox
      name={props.name}
      checked={checked.value}
      disabled={props.disabled}
      onChange={(value) => {
        checked.value = value;
      }}
    >
      {props.children}
    </Checkbox>
  );
}
