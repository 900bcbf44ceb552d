import { type RefObject, useEffect, useRef, useState } from 'react';
import { useLatest } from '../runtime/use-widget-model.ts';

/**
 * A code drawn by a library into a box of the view: drawing (the library loading, the code being
 * made), drawn, or failed. A failure to load the library can be tried again; a value the library
 * cannot draw (too long for the QR code, letters in an EAN-13) cannot.
 */
export type DrawingState = { kind: 'drawing' } | { kind: 'drawn' } | { kind: 'failed'; canRetry: boolean };

/**
 * A library the code loads when a code is first drawn: one import, shared by every code on the
 * page; a failed import is forgotten, so a retry fetches it again.
 */
export function libraryLoader<Library>(load: () => Promise<Library>): () => Promise<Library> {
  let loading: Promise<Library> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Draws into the returned `ref`'s element with `draw(library, target)` whenever `inputs` change (or
 * on retry); an older drawing that finishes late is dropped. The element's children belong to the
 * library: the view renders it empty.
 */
export function useDrawing<Library, Target extends Element>(
  loadLibrary: () => Promise<Library>,
  draw: (library: Library, target: Target) => void | Promise<void>,
  inputs: readonly (string | number)[],
): { ref: RefObject<Target | null>; state: DrawingState; retry: () => void } {
  const ref = useRef<Target>(null);
  const [state, setState] = useState<DrawingState>({ kind: 'drawing' });
  const [attempt, setAttempt] = useState(0);
  const latestDraw = useLatest(draw);
  // The inputs as one key: an effect dependency that changes only when one of them does.
  const key = JSON.stringify(inputs);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key and attempt are what should redraw
  useEffect(() => {
    const target = ref.current;
    if (!target) return;
    let current = true;
    setState({ kind: 'drawing' });
    const run = async () => {
      let library: Library;
      try {
        library = await loadLibrary();
      } catch {
        if (current) setState({ kind: 'failed', canRetry: true });
        return;
      }
      // A task of its own for the drawing (a long QR code's masks take tens of milliseconds on a
      // phone): with the library preloaded it would otherwise run in the task that committed the
      // view, and the page would answer no input until both were done.
      await nextTask();
      if (!current) return;
      try {
        await latestDraw()(library, target);
        if (current) setState({ kind: 'drawn' });
      } catch {
        if (!current) return;
        target.replaceChildren();
        setState({ kind: 'failed', canRetry: false });
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [key, attempt, loadLibrary]);

  return { ref, state, retry: () => setAttempt((count) => count + 1) };
}
