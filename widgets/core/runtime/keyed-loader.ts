import { type Signal, signal } from '@preact/signals-react';
import { errorMessage } from './http.ts';
import type { LoadState } from './load-state.ts';

/**
 * Drops answers that arrive after a newer request, a clear or a dispose: `begin()` hands out a
 * check that stays true only while that request is the latest.
 */
export function createLatestOnly(): { begin: () => () => boolean; cancel: () => void } {
  let generation = 0;
  return {
    begin: () => {
      generation += 1;
      const mine = generation;
      return () => mine === generation;
    },
    cancel: () => {
      generation += 1;
    },
  };
}

export interface KeyedLoaderOptions<Ready extends object> {
  /** Loads what `key` (a paymentId, …) names. */
  fetch: (key: string) => Promise<Ready>;
  /** Shown when the server gives no reason (the flow's spec §8 message). */
  failedMessage: string;
  onReady?: (ready: Ready) => void;
  onFailed?: (message: string) => void;
  /**
   * A failure the flow answers itself rather than with a message (a 401 that sends the user to the
   * login): true leaves the state loading.
   */
  handled?: (error: unknown) => boolean;
}

/**
 * One way to load by key (DESIGN.md principle 3): a LoadState signal, `load(key)`, `retry()` of the
 * last key, `clear()` back to waiting (the attribute removed) and `dispose()`; an answer for an
 * older key, or one that arrives after a clear, is dropped.
 */
export interface KeyedLoader<Ready extends object> {
  readonly state: Signal<LoadState<Ready>>;
  load: (key: string) => Promise<void>;
  retry: () => void;
  clear: () => void;
  dispose: () => void;
}

export function createKeyedLoader<Ready extends object>(
  options: KeyedLoaderOptions<Ready>,
): KeyedLoader<Ready> {
  const state = signal<LoadState<Ready>>({ kind: 'loading' });
  const latest = createLatestOnly();
  let lastKey: string | undefined;

  const load = async (key: string) => {
    lastKey = key;
    const current = latest.begin();
    state.value = { kind: 'loading' };
    try {
      const ready = await options.fetch(key);
      if (!current()) return;
      state.value = { kind: 'ready', ...ready };
      options.onReady?.(ready);
    } catch (error) {
      if (!current()) return;
      if (options.handled?.(error)) return;
      const message = errorMessage(error, options.failedMessage);
      state.value = { kind: 'failed', message };
      options.onFailed?.(message);
    }
  };

  return {
    state,
    load,
    retry: () => {
      if (lastKey !== undefined) void load(lastKey);
    },
    clear: () => {
      lastKey = undefined;
      latest.cancel();
      state.value = { kind: 'loading' };
    },
    dispose: latest.cancel,
  };
}
