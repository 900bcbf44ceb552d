import type { Model } from '@preact/signals-react';
import { useModel } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useWidget, type WidgetContextValue } from './widget-context.tsx';

/**
 * One model per element instance (DESIGN.md principle 2), made once, that reaches the widget's
 * latest context (its API client, navigate, emit) through `widget()` and the component's latest
 * `props` through `props()`, however often it renders: the one way a model reads what changes.
 */
export function useWidgetModel<Shape, Props = undefined>(
  create: (widget: () => WidgetContextValue, props: () => Props) => Model<Shape>,
  props?: Props,
): Model<Shape> {
  const latest = useLatest({ context: useWidget(), props });
  // `props` is whatever the caller passed: undefined exactly when Props is.
  return useModel(() =>
    create(
      () => latest().context,
      () => latest().props as Props,
    ),
  );
}

/**
 * The value of this render, read later (in a model's callback, a timer) through a getter that
 * never changes: what a model made once needs of props and context that change.
 */
export function useLatest<Value>(value: Value): () => Value {
  const ref = useRef(value);
  ref.current = value;
  const [read] = useState(() => () => ref.current);
  return read;
}

/** A model that loads what an attribute names (a paymentId), forgets it, and stops its timers. */
export interface LoadsByKey {
  load: (key: string) => unknown;
  clear: () => void;
  dispose: () => void;
}

/**
 * Loads `key` when it is set or changes; with no key (the attribute removed) the model goes back
 * to waiting for one; leaving the page or changing the key stops what the last load started.
 */
export function useLoadFor(model: LoadsByKey, key: string | undefined): void {
  useEffect(() => {
    if (key) void model.load(key);
    else model.clear();
    return model.dispose;
  }, [model, key]);
}
