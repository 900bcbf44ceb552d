import type { ReactNode } from 'react';
import type { SubmitState } from '../../core/form/index.ts';
import { useMessages } from '../../core/runtime/locale.ts';
import { Alert, Button } from '../../core/ui/index.ts';
import { companyCreditMessages } from '../company-credit.messages.ts';

/**
 * The end of a company-credit form: the failure's message with 'Reyna aftur' (what was typed kept)
 * and the submit button, busy while its one request runs.
 */
export function SubmitWithRetry(props: {
  state: SubmitState<unknown>;
  busy: boolean;
  onRetry: () => void;
  children: ReactNode;
}): ReactNode {
  const messages = useMessages(companyCreditMessages);
  const { state, busy } = props;
  return (
    <>
      {state.kind === 'error' ? (
        <Alert step="submit" message={state.message} onRetry={props.onRetry} />
      ) : null}
      <Button type="submit" block busy={busy} busyLabel={messages.submitting}>
        {props.children}
      </Button>
    </>
  );
}

/** The way back to the step before, below the form (not while its request runs). */
export function BackButton(props: { onClick: () => void; busy: boolean; children: ReactNode }): ReactNode {
  return (
    <div>
      <Button variant="secondary" onClick={props.onClick} disabled={props.busy}>
        {props.children}
      </Button>
    </div>
  );
}
