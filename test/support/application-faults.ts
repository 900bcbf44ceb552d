import type { FaultKind } from '../../sandbox/control.ts';
import type { SandboxControl } from './sandbox-control.ts';

// The application flows' fault matrix (spec §8): which faults every load and submit must
// survive, and what a person then reads. For any test that reaches a sandbox over HTTP: the
// end-to-end server's (test/e2e/applications.ts) or a unit test's own (sandbox-server.ts).

/** The reason the `reason` fault of `messageFaults` carries. */
export const faultReason = 'Umsókn hafnað (prófun)';

/**
 * The faults every load and submit must survive: the message a person sees, given the flow's
 * fallback (and the reason the 'reason' fault carries, when the test arms its own). A 401 is not here: it goes to the login (test it apart). The sandbox's 500 carries its
 * reason ('Villa í kerfi (sandkassi)'), shown as-is; a timeout and a broken answer have none, so the
 * flow's own message shows.
 */
export function messageFaults(
  fallback: string,
  reason: string = faultReason,
): readonly { fault: FaultKind; message: string }[] {
  return [
    { fault: '500', message: 'Villa í kerfi (sandkassi)' },
    { fault: 'timeout', message: fallback },
    { fault: 'malformed', message: fallback },
    { fault: 'reason', message: reason },
  ];
}

/**
 * `messageFaults` as `[fault, message]` rows, for an `it.each` that names its tests with `%s`.
 * `reason`: the one the test arms its 'reason' fault with, when not `faultReason`.
 */
export function messageFaultRows(fallback: string, reason: string = faultReason): [FaultKind, string][] {
  return messageFaults(fallback, reason).map(({ fault, message }) => [fault, message]);
}

/** The status the sandbox logs for a request it failed with `fault` (a broken answer is a 200). */
export function faultStatus(fault: FaultKind): number {
  const statuses: Record<FaultKind, number> = {
    '500': 500,
    '401': 401,
    '404': 404,
    timeout: 504,
    malformed: 200,
    reason: 400,
  };
  return statuses[fault];
}

/**
 * Arms `fault` on `match` ('POST /api/…') in that sandbox. The 'reason' fault carries `reason`: the
 * one `messageFaults` expects when not given. `times`: for that many matching requests (one when not
 * given).
 */
export async function armFaultIn(
  sandbox: Pick<SandboxControl, 'fault'>,
  match: string,
  fault: FaultKind,
  options: { times?: number; reason?: string } = {},
): Promise<void> {
  const { reason = faultReason, ...extra } = options;
  await sandbox.fault(match, fault, { ...extra, ...(fault === 'reason' ? { reason } : {}) });
}
