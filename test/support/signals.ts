import type { ReadonlySignal } from '@preact/signals-react';

/** Resolves with the signal's value once `done` accepts it (at once if it already does). */
export function until<T>(signal: ReadonlySignal<T>, done: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = signal.subscribe((current) => {
      if (!done(current)) return;
      queueMicrotask(() => stop());
      resolve(current);
    });
  });
}
