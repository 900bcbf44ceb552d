import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Alert } from '../../core/ui/index.ts';
import type { VerifyAndPayModel } from '../verify-and-pay.ts';
import { ThreeDsDialog } from './ThreeDsDialog.tsx';

/** What a card or Google Pay attempt shows besides its form: its error, or the 3-D Secure popup. */
export function AttemptOutcome(props: { attempt: VerifyAndPayModel }): ReactNode {
  useSignals();
  const { attempt } = props;
  const state = attempt.state.value;
  if (state.kind === 'error') return <Alert message={state.message} />;
  if (state.kind === 'challenge') {
    return (
      <ThreeDsDialog
        challenge={state.challenge}
        onMessage={attempt.onChallengeMessage}
        onClose={attempt.cancelChallenge}
      />
    );
  }
  return null;
}
