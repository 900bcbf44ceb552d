import type { ReactNode } from 'react';
import { useMessages } from '../locale.ts';
import { uiMessages } from './messages.ts';

/** A busy indicator that screen readers announce (role=status) with a text label. */
export function Spinner(props: { label?: string | undefined; size?: 'small' | 'large' }): ReactNode {
  const messages = useMessages(uiMessages);
  const { label = messages.loading, size = 'small' } = props;
  return (
    <span className="byko-spinner" role="status" data-size={size}>
      <span className="byko-spinner-circle" aria-hidden="true" />
      <span className="byko-visually-hidden">{label}</span>
    </span>
  );
}

/**
 * The parts a loading screen is drawn from, each as tall as the real part it stands for (ui.css):
 * a heading, the main amount, a line of text, a labelled field, a button, a table of a few rows,
 * and a scannable code.
 */
export type SkeletonPart = 'heading' | 'amount' | 'line' | 'field' | 'button' | 'table' | 'code';

/** A form's shape: what most first screens are while their first call is on its way. */
const formShape: readonly SkeletonPart[] = ['heading', 'line', 'field', 'field', 'button'];

/**
 * A whole view that is loading: the screen's shape in grey blocks (its `shape`, a form's by
 * default), so the content takes the blocks' place without moving what is around it, and a small
 * spinner with the label for screen readers.
 */
export function LoadingBlock(props: {
  label?: string | undefined;
  shape?: readonly SkeletonPart[] | undefined;
}): ReactNode {
  const { label, shape = formShape } = props;
  return (
    <div className="byko-spinner-block">
      <Spinner label={label} />
      <div className="byko-skeleton-parts" aria-hidden="true">
        {shape.map((part, index) => (
          // The shape is fixed for the block's life, so its position is the part's identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: parts repeat and never reorder
          <span key={index} className="byko-skeleton-part" data-part={part} />
        ))}
      </div>
    </div>
  );
}
