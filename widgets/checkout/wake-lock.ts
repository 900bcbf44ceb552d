import { useEffect } from 'react';

/**
 * While `active`, asks the browser to keep the screen on (Screen Wake Lock API, where there is
 * one): a phone held up to a till's scanner must not dim or lock while the code shows. The browser
 * drops the lock when the page is hidden; it is asked for again when the page shows. A refusal
 * (battery saver, no permission) is the browser's to make: the code still shows.
 */
export function useScreenWakeLock(active: boolean): void {
  useEffect(() => {
    const wakeLock = typeof navigator === 'undefined' ? undefined : navigator.wakeLock;
    if (!active || !wakeLock) return;
    let stopped = false;
    let held: WakeLockSentinel | undefined;
    // One request at a time: a page shown again while the first is pending must not end up holding
    // two locks, one of which nothing would release.
    let asking = false;
    const request = async () => {
      if (asking || document.visibilityState !== 'visible' || (held && !held.released)) return;
      asking = true;
      try {
        const sentinel = await wakeLock.request('screen');
        if (stopped) void sentinel.release();
        else held = sentinel;
      } catch {
        // Refused: the screen may dim as it would anyway.
      } finally {
        asking = false;
      }
    };
    const onVisibilityChange = () => void request();
    void request();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      void held?.release();
    };
  }, [active]);
}
