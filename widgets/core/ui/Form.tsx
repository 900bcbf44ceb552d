import type { FormEvent, ReactNode } from 'react';

/**
 * A form whose submit (the button, or Enter in a field) calls `onSubmit` and never reloads the
 * page. The browser's own validation bubbles are off: every field shows its message itself.
 */
export function Form(props: {
  onSubmit: () => void;
  className?: string;
  part?: string;
  children: ReactNode;
}): ReactNode {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form
      className={['byko-stack', props.className].filter(Boolean).join(' ')}
      onSubmit={submit}
      noValidate
      part={props.part}
    >
      {props.children}
    </form>
  );
}
