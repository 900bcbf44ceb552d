import { type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import { type FieldKind, fieldError, fieldValue } from './field-kind.ts';

/** One input of a form: what was typed, its message, and when it is checked (spec §5). */
export interface Field {
  // Signals, not plain values: a model holds only signals and actions (signals' createModel).
  readonly kind: ReadonlySignal<FieldKind>;
  readonly required: ReadonlySignal<boolean>;
  /** As typed, after the kind's cleaning (digits only, …): never thrown away. */
  readonly value: Signal<string>;
  /** The message shown under the input, tied to it with aria-describedby. */
  readonly message: Signal<string | undefined>;
  /** Left once (blurred) or submitted: from then on its message follows what is typed. */
  readonly touched: Signal<boolean>;
  set: (typed: string) => void;
  blur: () => void;
  /** Shows the field's message (or clears it); true when the value may be sent. */
  validate: () => boolean;
  /** What the request carries: the schema's output (trimmed, digits stripped), '' when empty. */
  output: () => string;
  isEmpty: () => boolean;
  /** Back to `value` (default: the first value), no message, untouched. */
  reset: (value?: string) => void;
}

export interface FieldOptions {
  /** The input kind: one of fields/ (`fields.phone`, …) or a flow's own (the card number). */
  kind: FieldKind;
  required?: boolean;
  initial?: string;
  /** A flow's own rule, checked after the kind's schema (e.g. an amount's bounds). */
  rule?: (value: string) => string | undefined;
  /** Shown for an empty required field instead of the generic 'fill this in'. */
  requiredMessage?: string;
  /**
   * Whether typing re-checks the value. Default: once a message shows, so the user is not scolded
   * mid-word but sees the message go as soon as the value is right.
   */
  checkWhileTyping?: (value: string, showsMessage: boolean) => boolean;
}

const checkOnceShown = (_value: string, showsMessage: boolean): boolean => showsMessage;

export function createField(options: FieldOptions): Field {
  const { kind } = options;
  const required = options.required ?? false;
  const initial = options.initial ?? '';
  const checkWhileTyping = options.checkWhileTyping ?? checkOnceShown;
  const value = signal(initial);
  const message = signal<string | undefined>(undefined);
  const touched = signal(false);

  const errorOf = (current: string): string | undefined => {
    if (current.trim() === '' && required && options.requiredMessage) return options.requiredMessage;
    const kindError = fieldError(kind, current, required);
    if (kindError !== undefined || current.trim() === '') return kindError;
    return options.rule?.(current);
  };

  const validate = (): boolean => {
    touched.value = true;
    message.value = errorOf(value.peek());
    return message.peek() === undefined;
  };

  return {
    kind: signal(kind),
    required: signal(required),
    value,
    message,
    touched,
    set: (typed) => {
      value.value = kind.clean(typed);
      if (checkWhileTyping(value.peek(), message.peek() !== undefined)) message.value = errorOf(value.peek());
    },
    blur: () => {
      validate();
    },
    validate,
    output: () => fieldValue(kind, value.peek()),
    isEmpty: () => value.peek().trim() === '',
    reset: (next = initial) => {
      value.value = next;
      message.value = undefined;
      touched.value = false;
    },
  };
}
