import { type ReactNode, useEffect, useRef } from 'react';

/**
 * An application's success view (spec §4: 'submitted'). Its heading takes the focus when it
 * appears, so a keyboard or screen-reader user, whose focus was on the now-gone submit button,
 * lands on the outcome.
 */
export function ApplicationSubmitted(props: { heading: string; children?: ReactNode }): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="byko-stack byko-submitted" role="status" part="submitted">
      <h2 className="byko-heading" ref={heading} tabIndex={-1}>
        {props.heading}
      </h2>
      {props.children}
    </div>
  );
}
