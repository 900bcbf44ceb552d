import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-react';
import { errorMessage } from '../runtime/http.ts';
import { needsLogin } from '../runtime/session.ts';
import { formMessages } from './form.messages.ts';

/**
 * The application states of spec §4 ("Applications"): initial, submitting, submitted, error, and
 * loading for a form that loads what it shows first. One union, so no two can hold at once.
 */
export type SubmitState<Result> =
  | { kind: 'loading' }
  | { kind: 'initial' }
  | { kind: 'submitting' }
  | { kind: 'submitted'; result: Result }
  | { kind: 'error'; message: string };

export interface SubmissionOptions<Result> {
  /** Checks the form; false stops the submit before any request (the messages show at the fields). */
  validate?: () => boolean;
  send: () => Promise<Result>;
  /** Shown when the server gives no reason (spec §8: 'Óvænt villa kom upp'). */
  fallbackMessage?: string;
  /** A 401 or a missing token ('User is not logged in'): the flow goes to its login page (spec §6). */
  onLoginNeeded?: () => void;
  /**
   * An answer the flow turns into a question of its own rather than a message (the instalment's
   * 'Ekki næg heimild', which asks for the credit-info check): true leaves the form as it was.
   */
  handled?: (error: unknown) => boolean;
  /** Spec §4: a successful application clears local storage. */
  clearSession?: () => void;
  onSubmitted?: (result: Result) => void;
  onFailed?: (message: string) => void;
  /** Start in 'loading' until `loaded()` (forms that fetch what they show first). */
  loadsFirst?: boolean;
}

export interface Submission<Result> {
  readonly state: Signal<SubmitState<Result>>;
  /** Submitting: the button and the inputs are disabled. */
  readonly busy: ReadonlySignal<boolean>;
  /**
   * One request per click: the state turns 'submitting' before the first await, so a second
   * click, Enter or a double tap returns here. Resolves when the answer is handled.
   */
  submit: () => Promise<void>;
  /** What loaded first has arrived: the form opens. */
  loaded: () => void;
  /** From 'error' or 'submitted' back to the form; what was typed stays. */
  reset: () => void;
}

export function createSubmission<Result>(options: SubmissionOptions<Result>): Submission<Result> {
  const state = signal<SubmitState<Result>>(options.loadsFirst ? { kind: 'loading' } : { kind: 'initial' });
  const busy = computed(() => state.value.kind === 'submitting');

  const submit = async () => {
    const current = state.peek().kind;
    if (current !== 'initial' && current !== 'error') return;
    if (options.validate && !options.validate()) return;
    state.value = { kind: 'submitting' };
    try {
      const result = await options.send();
      options.clearSession?.();
      state.value = { kind: 'submitted', result };
      options.onSubmitted?.(result);
    } catch (error) {
      if (needsLogin(error) && options.onLoginNeeded) {
        state.value = { kind: 'initial' };
        options.onLoginNeeded();
        return;
      }
      if (options.handled?.(error)) {
        state.value = { kind: 'initial' };
        return;
      }
      const message = errorMessage(error, options.fallbackMessage ?? formMessages.unexpected);
      state.value = { kind: 'error', message };
      options.onFailed?.(message);
    }
  };

  return {
    state,
    busy,
    submit,
    loaded: () => {
      if (state.peek().kind === 'loading') state.value = { kind: 'initial' };
    },
    reset: () => {
      const current = state.peek().kind;
      if (current === 'error' || current === 'submitted') state.value = { kind: 'initial' };
    },
  };
}
