import type { Model } from '@preact/signals-react';
import { useModel } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useWidget, type WidgetContextValue } from './widget-context.tsx';

/**
 * One model per element instance (DESIGN.md principle 2), made once, that reaches the widget's
 * latest context (its API client, navigate, emit) through `widget()` however often it renders.
 */
export function useWidgetModel<Shape>(
  create: (widget: () => WidgetContextValue) => Model<Shape>,
): Model<Shape> {
  const context = useWidget();
  const latest = useRef(context);
  latest.current = context;
  return useModel(() => create(() => latest.current));
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
