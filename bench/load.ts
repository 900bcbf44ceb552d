import { loadavg } from 'node:os';

/**
 * The machine's load before measuring. Lighthouse multiplies the CPU time it observes by four and
 * the input measures slow the CPU four times over, so other work on this 2-core machine shows up
 * as the pages' own: the bench waits for a quiet spell first and the report says if it got one.
 */

/** A 1-minute load average under this is a quiet machine. */
export const quietLoad = 0.5;
/** How often the load is read while waiting. */
export const checkEverySeconds = 10;
/** How long the bench waits for quiet unless `--wait=N` says otherwise. */
export const defaultWaitSeconds = 600;

export interface LoadWait {
  /** `--no-wait`: the bench did not wait. */
  readonly skipped: boolean;
  /** The load fell under `quietLoad` (at once, or while waiting). */
  readonly quiet: boolean;
  readonly waitedSeconds: number;
  readonly limitSeconds: number;
  /** The 1-minute load average when the wait began and when it ended. */
  readonly before: number;
  readonly after: number;
}

/** The 1-minute load average. */
export const loadNow = (): number => loadavg()[0] ?? Number.NaN;

/**
 * Waits until the 1-minute load average is under `quietLoad`, reading it every
 * `checkEverySeconds`, for at most `limitSeconds`; answers how it went (it never fails).
 */
export async function waitForQuiet(
  limitSeconds: number,
  report: (message: string) => void,
  read: () => number = loadNow,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<LoadWait> {
  const before = read();
  let load = before;
  let waited = 0;
  while (!(load < quietLoad) && waited < limitSeconds) {
    report(
      `load average ${load.toFixed(2)}: waiting for it to fall under ${quietLoad} (${waited} of ${limitSeconds} s)`,
    );
    const step = Math.min(checkEverySeconds, limitSeconds - waited);
    await sleep(step * 1000);
    waited += step;
    load = read();
  }
  return {
    skipped: false,
    quiet: load < quietLoad,
    waitedSeconds: waited,
    limitSeconds,
    before,
    after: load,
  };
}

/** What the report says when the bench was told not to wait. */
export const notWaited = (load: number): LoadWait => ({
  skipped: true,
  quiet: load < quietLoad,
  waitedSeconds: 0,
  limitSeconds: 0,
  before: load,
  after: load,
});
