import type { ReactNode } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
import applicationsCss from './applications.css?inline';
import { FocusHeading } from './FocusHeading.tsx';

/**
 * What an application's form gives way to (its success, 'Reikningur nú þegar til'): announced
 * (role=status), under a heading that takes the focus when `focus` is set, so a keyboard or
 * screen-reader user whose focus was on the now-gone submit button lands on the outcome.
 */
export function ApplicationOutcome(props: {
  heading: string;
  focus: boolean;
  part: string;
  className?: string;
  children?: ReactNode;
}): ReactNode {
  useShadowStyles(applicationsCss);
  return (
    <div
      className={['byko-stack', 'byko-outcome', props.className].filter(Boolean).join(' ')}
      role="status"
      part={props.part}
    >
      <FocusHeading className="byko-outcome-heading" focus={props.focus}>
        {props.heading}
      </FocusHeading>
      {props.children}
    </div>
  );
}
