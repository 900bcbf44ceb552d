import type { FaultKind } from '../../sandbox/state.ts';
import type { SandboxControl } from './sandbox-control.ts';

// The application flows' fault matrix (spec §8): which faults every load and submit must
// survive, and what a person then reads. For any test that reaches a sandbox over HTTP: the
// end-to-end server's (test/e2e/applications.ts) or a unit test's own (sandbox-server.ts).

/** The reason the `reason` fault of `messageFaults` carries. */
export const faultReason = 'Umsókn hafnað (prófun)';

/**
 * The faults every load and submit must survive: the message a person sees, given the flow's
 * fallback. A 401 is not here: it goes to the login (test it apart). The sandbox's 500 carries its
 * reason ('Villa í kerfi (sandkassi)'), shown as-is; a timeout and a broken answer have none, so the
 * flow's own message shows.
 */
export function messageFaults(fallback: string): readonly { fault: FaultKind; message: string }[] {
  return [
    { fault: '500', message: 'Villa í kerfi (sandkassi)' },
    { fault: 'timeout', message: fallback },
    { fault: 'malformed', message: fallback },
    { fault: 'reason', message: faultReason },
  ];
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
