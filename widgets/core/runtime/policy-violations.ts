/**
 * What the page's Content-Security-Policy refused an element. A refused request says nothing of
 * why to the element: a blocked fetch rejects as a lost connection does, a blocked form or frame
 * leaves the frame blank. Only the page's `securitypolicyviolation` event tells (it bubbles and is
 * composed, so the document hears those of every shadow root), and it may come before or after
 * the failure the element sees. So the page's violations are recorded from an element's first API
 * client on (http.ts), and a flow asks for the one that refused its request.
 */

/** A request the page's policy refused: the directive that refused it and the origin asked for. */
export interface PolicyBlock {
  directive: string;
  origin: string;
}

/** byko-error's reason for a block, in one format for every element. */
export function policyReason(block: PolicyBlock): string {
  return `Content-Security-Policy ${block.directive} blocks ${block.origin}`;
}

/**
 * The request a violation reports; undefined for one no request stands behind (an inline script,
 * eval) or one without an origin (data:).
 */
export function blockOf(
  violation: Pick<SecurityPolicyViolationEvent, 'effectiveDirective' | 'blockedURI'>,
): PolicyBlock | undefined {
  try {
    const { origin } = new URL(violation.blockedURI);
    return origin === 'null' ? undefined : { directive: violation.effectiveDirective, origin };
  } catch {
    return undefined;
  }
}

/** Which blocks a flow asks for. */
export interface BlockQuery {
  /** Where its requests went (URLs, or origins): a block of any of their origins counts. */
  urls: readonly string[];
  /** The directives that can refuse them; any, when absent. */
  directives?: readonly string[];
  /** `performance.now()` when its requests started: an older block was another's. */
  since: number;
}

type Recorded = [at: number, block: PolicyBlock];

/** The latest violations: a page whose own policy keeps refusing something does not grow this. */
const recorded: Recorded[] = [];
const waiting = new Set<(entry: Recorded) => void>();
let recording = false;

/** Records the violations the page's document (or `target`) hears from now on; once a page. */
export function recordPolicyViolations(target: EventTarget = document): void {
  if (recording) return;
  recording = true;
  target.addEventListener(
    'securitypolicyviolation',
    (event) => {
      const block = blockOf(event as SecurityPolicyViolationEvent);
      if (!block) return;
      const entry: Recorded = [performance.now(), block];
      if (recorded.push(entry) > 20) recorded.shift();
      for (const hear of waiting) hear(entry);
    },
    true,
  );
}

/** How long a failed request waits for its violation, which may come after the failure. */
export const violationWaitMs = 500;

/**
 * The block that refused one of the query's requests: one already recorded, else the first to come,
 * waited for `violationWaitMs` (after a request failed), or with `until`, until that aborts (while
 * a frame loads). Undefined when none came, at once when nothing records violations (no page).
 */
export function policyBlock(
  { urls, directives, since }: BlockQuery,
  until?: AbortSignal,
): Promise<PolicyBlock | undefined> {
  return new Promise((resolve) => {
    if (!recording || until?.aborted) return resolve(undefined);
    const origins = urls.map((url) => new URL(url, location.href).origin);
    const stop = (block?: PolicyBlock) => {
      waiting.delete(hear);
      clearTimeout(timer);
      resolve(block);
    };
    const hear = ([at, block]: Recorded) => {
      if (
        at >= since &&
        origins.includes(block.origin) &&
        (!directives || directives.includes(block.directive))
      )
        stop(block);
    };
    const timer = until ? undefined : setTimeout(stop, violationWaitMs);
    // The callers abort once they are done, found or not: the listener goes with the signal.
    until?.addEventListener('abort', () => stop(), { once: true });
    waiting.add(hear);
    recorded.forEach(hear);
  });
}
