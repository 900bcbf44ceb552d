import type { ReadonlySignal } from '@preact/signals-react';
import { until } from './signals.ts';

// An application model's submit (core's createSubmission, spec §4 "Applications") from a unit test.

/** The submission's state once the answer is handled: anything but 'submitting'. */
export const settled = (state: { kind: string }): boolean => state.kind !== 'submitting';

/** Submits the model's form and resolves with the submission's state once it has settled. */
export async function submitAndSettle<State extends { kind: string }>(model: {
  submit(): Promise<void>;
  readonly submission: { readonly state: ReadonlySignal<State> };
}): Promise<State> {
  await model.submit();
  return until(model.submission.state, settled);
}
