/**
 * Resolves after `ms`, or as soon as `signal` aborts (the client went away: no point holding on).
 * Resolves to true when the full time passed. Uses only setTimeout, so it runs in the browser too.
 */
export function wait(ms: number, signal?: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve(false);
    if (ms <= 0) return resolve(true);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * A turn of the event loop: a timer, so what waits (I/O, other requests, a page's clicks) runs first.
 * For work that would otherwise hold the thread in one go.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
