import { type FormEvent, type ReactNode, useRef } from 'react';

/**
 * A form whose submit (the button, or Enter in a field) calls `onSubmit` and never reloads the
 * page. The browser's own validation bubbles are off: every field shows its message itself, and
 * after a submit the first field that shows one takes the focus (so a keyboard or screen-reader
 * user lands on what to fix).
 */
export function Form(props: {
  onSubmit: () => void;
  className?: string;
  part?: string;
  children: ReactNode;
}): ReactNode {
  const ref = useRef<HTMLFormElement>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
    // The messages render in React's commit of the model's signals, a microtask React queued
    // before this one: looked for right after it, before any other task runs. A field the person
    // taps right after the submit keeps the focus and what they type (looked for a frame later,
    // the focus would be taken from under their typing).
    queueMicrotask(() => {
      ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };
  return (
    <form
      ref={ref}
      className={['byko-stack', props.className].filter(Boolean).join(' ')}
      onSubmit={submit}
      noValidate
      part={props.part}
    >
      {props.children}
    </form>
  );
}
