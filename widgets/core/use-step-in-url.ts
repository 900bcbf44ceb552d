import type { ReadonlySignal } from '@preact/signals-react';
import { useEffect, useLayoutEffect, useState } from 'react';
import { useLatest } from './runtime/use-widget-model.ts';

export interface StepInUrlOptions<Step extends string> {
  /** The query parameter that names the step ('skref'): one per element, so two never mix. */
  param: string;
  /** Every step the parameter may name; any other value is read as no step. */
  steps: readonly Step[];
  /** The step on screen, from the model. */
  step: ReadonlySignal<Step>;
  /**
   * The URL names a step (the page opened with one, or Back or Forward moved to it), or none (the
   * first entry): the model goes there if it can, and stays where it is if it cannot. With `state`,
   * the second argument is what the URL holds of it (undefined when nothing).
   */
  goTo: (step: Step | undefined, state: string | undefined) => void;
  /** Steps that take the place of the one before in the history (a success Back must not undo). */
  replaces?: readonly Step[];
  /**
   * More of the element's state the URL keeps beside the step (a configurator's choices,
   * `?v=102.203`), so a reload or a shared link restores it: written with each new step, and
   * in place (no new entry) when it changes on the same step.
   */
  state?: { param: string; value: ReadonlySignal<string> };
}

function urlStep<Step extends string>(param: string, steps: readonly Step[]): Step | undefined {
  const named = new URL(window.location.href).searchParams.get(param);
  return steps.find((step) => step === named);
}

function urlState(param: string | undefined): string | undefined {
  return param === undefined
    ? undefined
    : (new URL(window.location.href).searchParams.get(param) ?? undefined);
}

/** The URL's parameters as the model has them: the step, and the state when there is one. */
function write<Step extends string>(options: StepInUrlOptions<Step>, how: 'push' | 'replace'): void {
  const url = new URL(window.location.href);
  url.searchParams.set(options.param, options.step.peek());
  if (options.state) url.searchParams.set(options.state.param, options.state.value.peek());
  // The host's own history state is kept: the step lives only in the URL.
  if (how === 'push') window.history.pushState(window.history.state, '', url);
  else window.history.replaceState(window.history.state, '', url);
}

/** True when the URL shows the model's state (or the element keeps none in it). */
function stateShown(state: StepInUrlOptions<string>['state']): boolean {
  return state === undefined || urlState(state.param) === state.value.peek();
}

/**
 * A multi-step element's step in the page's URL (`?skref=leit`), so Back and Forward move between
 * its steps and a reload or a shared link opens the same one when it can. A step the model moves to
 * is a new history entry; Back or Forward asks the model to go to the step the URL names, and the
 * URL is corrected when the model cannot (the step needs what is not loaded any more).
 */
export function useStepInUrl<Step extends string>(options: StepInUrlOptions<Step>): void {
  const latest = useLatest(options);

  // The page the element was put on: Back or Forward to another page (which the host then shows
  // in its place) is none of its business, and its steps are never written into that page's URL.
  const [path] = useState(() => window.location.pathname);

  // Where the URL points when the element appears (before the paint, so a reload or a shared link
  // never shows the first step for a moment), and on Back and Forward.
  useLayoutEffect(() => {
    const follow = () => {
      if (window.location.pathname !== path) return;
      const current = latest();
      const named = urlStep(current.param, current.steps);
      current.goTo(named, urlState(current.state?.param));
      if (named !== undefined && (current.step.peek() !== named || !stateShown(current.state)))
        write(current, 'replace');
    };
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [latest, path]);

  // The model moved: a new entry, unless the URL already says so (Back, Forward, the first load).
  // `subscribe` (called at once, then on each change) rather than useSignalEffect, which would add
  // its code to the runtime chunk the pay page loads.
  const { step: stepSignal, state } = options;
  useEffect(
    () =>
      stepSignal.subscribe((step) => {
        if (window.location.pathname !== path) return;
        const current = latest();
        const named = urlStep(current.param, current.steps);
        if (named === step) {
          if (!stateShown(current.state)) write(current, 'replace');
          return;
        }
        // A URL without the parameter (the element's first step on this entry) gets it written in,
        // with no new entry; from then on each move is one entry.
        write(current, named === undefined || current.replaces?.includes(step) ? 'replace' : 'push');
      }),
    [stepSignal, latest, path],
  );

  // The state changed on the same step (an option chosen): this entry says so, no new one.
  const stateSignal = state?.value;
  useEffect(
    () =>
      stateSignal?.subscribe(() => {
        if (window.location.pathname !== path) return;
        const current = latest();
        if (urlStep(current.param, current.steps) === current.step.peek() && !stateShown(current.state))
          write(current, 'replace');
      }),
    [stateSignal, latest, path],
  );
}
