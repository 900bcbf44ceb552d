import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A step's heading (h2 under the element's h1). When the step was reached by a move (not on the
 * first paint), it takes the focus, so a keyboard or screen-reader user lands at the top of the new
 * step rather than on a button that is gone.
 */
export function StepHeading(props: { focus: boolean; children: ReactNode }): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  const { focus } = props;
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h2 className="byko-step-heading" ref={heading} tabIndex={-1}>
      {props.children}
    </h2>
  );
}
