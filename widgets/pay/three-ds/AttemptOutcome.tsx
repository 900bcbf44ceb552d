import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type ReactNode, Suspense } from 'react';
import { useMessages } from '../../core/runtime/locale.ts';
import { Alert } from '../../core/ui/index.ts';
import { payMessages } from '../pay.messages.ts';
import type { VerifyAndPayModel } from './verify-and-pay.ts';

// The 3-D Secure dialog is needed only once 'Borga' is pressed: its code loads then, while the
// verify request runs (so it is there when the challenge arrives), not with the card page.
let dialogModule: Promise<typeof import('./ThreeDsDialog.tsx')> | undefined;
const loadDialog = () => {
  dialogModule ??= import('./ThreeDsDialog.tsx');
  return dialogModule;
};
const ThreeDsDialog = lazy(() => loadDialog().then((module) => ({ default: module.ThreeDsDialog })));

/**
 * What a card or Google Pay attempt shows besides its form: its error, or the 3-D Secure popup. An
 * error the page's policy caused cannot be mended by trying again: 'Til baka' leads back to the
 * form and the other methods, with what was typed kept.
 */
export function AttemptOutcome(props: { attempt: VerifyAndPayModel }): ReactNode {
  useSignals();
  const { attempt } = props;
  const messages = useMessages(payMessages);
  const state = attempt.state.value;
  if (state.kind === 'verifying') void loadDialog();
  if (state.kind === 'error') {
    if (state.cause === 'declined') {
      return <Alert step="payment" message={state.message} detail={messages.declinedNext} />;
    }
    return state.cause === 'blocked' ? (
      <Alert
        step="payment"
        message={state.message}
        blockedBy={state.blockedBy}
        onRetry={attempt.dismissError}
        retryLabel={messages.back}
      />
    ) : (
      <Alert step="payment" message={state.message} />
    );
  }
  if (state.kind === 'challenge') {
    return (
      <Suspense fallback={null}>
        <ThreeDsDialog
          challenge={state.challenge}
          onMessage={attempt.onChallengeMessage}
          onBlocked={attempt.onChallengeBlocked}
          onClose={attempt.cancelChallenge}
        />
      </Suspense>
    );
  }
  return null;
}
