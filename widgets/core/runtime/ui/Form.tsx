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
    // The messages render after the model's signals change: look once React has painted them.
    requestAnimationFrame(() => {
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
