import type { ReactNode } from 'react';
import { uiMessages } from './messages.ts';

/** A busy indicator that screen readers announce (role=status) with a text label. */
export function Spinner(props: { label?: string | undefined; size?: 'small' | 'large' }): ReactNode {
  const { label = uiMessages.loading, size = 'small' } = props;
  return (
    <span className="byko-spinner" role="status" data-size={size}>
      <span className="byko-spinner-circle" aria-hidden="true" />
      <span className="byko-visually-hidden">{label}</span>
    </span>
  );
}

/** A spinner centred in its own block, for a whole view that is loading. */
export function LoadingBlock(props: { label?: string }): ReactNode {
  return (
    <div className="byko-spinner-block">
      <Spinner size="large" label={props.label} />
    </div>
  );
}
