import type { ReactNode } from 'react';
import { FocusHeading } from '../../core/applications/FocusHeading.tsx';

/**
 * A step's heading (h2 under the element's h1). When the step was reached by a move (not on the
 * first paint), it takes the focus, so a keyboard or screen-reader user lands at the top of the new
 * step rather than on a button that is gone.
 */
export function StepHeading(props: { focus: boolean; children: ReactNode }): ReactNode {
  return (
    <FocusHeading className="byko-step-heading" focus={props.focus}>
      {props.children}
    </FocusHeading>
  );
}
