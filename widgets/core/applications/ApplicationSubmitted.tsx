import type { ReactNode } from 'react';
import { ApplicationOutcome } from './ApplicationOutcome.tsx';

/** An application's success view (spec §4: 'submitted'); its heading takes the focus when it appears. */
export function ApplicationSubmitted(props: { heading: string; children?: ReactNode }): ReactNode {
  return (
    <ApplicationOutcome heading={props.heading} focus part="submitted" className="byko-submitted">
      {props.children}
    </ApplicationOutcome>
  );
}
