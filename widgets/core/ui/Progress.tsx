import type { ReactNode } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
import { Spinner } from '../runtime/ui/Spinner.tsx';
import progressCss from './progress.css?inline';

/** A line saying what is being waited for, with a small spinner before it (e-ID login, signing, a payment). */
export function ProgressLine(props: { label: string }): ReactNode {
  // Adopted when first used: the card form never waits this way.
  useShadowStyles(progressCss);
  return (
    <p className="byko-progress">
      <Spinner label={props.label} /> {props.label}
    </p>
  );
}
