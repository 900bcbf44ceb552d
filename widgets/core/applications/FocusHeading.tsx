import { type ReactNode, useEffect, useRef } from 'react';

/**
 * An h2 that takes the focus when `focus` is set (a move, not the first paint), so a keyboard or
 * screen-reader user whose focus was on a now-gone button lands on what replaced it.
 */
export function FocusHeading(props: { focus: boolean; className: string; children: ReactNode }): ReactNode {
  const heading = useRef<HTMLHeadingElement>(null);
  const { focus } = props;
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <h2 className={props.className} ref={heading} tabIndex={-1}>
      {props.children}
    </h2>
  );
}
