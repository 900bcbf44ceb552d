import { type ComponentType, type FormEvent, type ReactNode, type RefObject, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/** What a form's error summary is given (core/form's ErrorSummary is the one there is). */
export interface ErrorSummaryProps {
  /** The form whose fields it lists. */
  form: RefObject<HTMLFormElement | null>;
  /** How many submits found a field to fix (0: none yet): each one shows the summary again. */
  attempt: number;
}

/**
 * Moves the focus to a field and scrolls its whole field (label, control, message) to the middle of
 * the window: a sticky bar at the bottom (the special order's total) cannot hide it, as the
 * browser's own scroll on focus lets it.
 */
export function focusField(control: HTMLElement): void {
  control.focus({ preventScroll: true });
  (control.closest('.byko-field, fieldset') ?? control).scrollIntoView({ block: 'center' });
}

/**
 * A form whose submit (the button, or Enter in a field) calls `onSubmit` and never reloads the
 * page. The browser's own validation bubbles are off: every field shows its message itself, and
 * after a submit the first field that shows one takes the focus (so a keyboard or screen-reader
 * user lands on what to fix).
 *
 * `errorSummary`: a long form passes core/form's `ErrorSummary` (`<Form errorSummary={ErrorSummary}>`)
 * to list every message at its top after a submit that found some. The component comes in as a prop,
 * not an import, so the forms that do not list their errors (the pay page's) do not carry it.
 */
export function Form(props: {
  onSubmit: () => void;
  className?: string;
  part?: string;
  errorSummary?: ComponentType<ErrorSummaryProps>;
  children: ReactNode;
}): ReactNode {
  const ref = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  const Summary = props.errorSummary;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit();
    // The messages render in React's commit of the model's signals, a microtask React queued
    // before this one: looked for right after it, before any other task runs. A field the person
    // taps right after the submit keeps the focus and what they type (looked for a frame later,
    // the focus would be taken from under their typing).
    queueMicrotask(() => {
      const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (!first) return;
      // The summary is drawn before the focus moves, so the field is scrolled to where it then is.
      if (Summary) flushSync(() => setAttempt((count) => count + 1));
      focusField(first);
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
      {Summary ? <Summary form={ref} attempt={attempt} /> : null}
      {props.children}
    </form>
  );
}
