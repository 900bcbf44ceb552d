import { useModel, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import { Button, LoadingBlock } from '../../core/ui/index.ts';
import { createGooglePayClient, type GooglePaySettings } from '../google-pay/client.ts';
import { GooglePayModel } from '../google-pay.model.ts';
import { payMessages } from '../pay.messages.ts';
import { type AttemptDependencies, googlePayFailureMessages, VerifyAndPay } from '../verify-and-pay.ts';
import { AttemptOutcome } from './AttemptOutcome.tsx';

/**
 * Google Pay (spec §2): the Google Pay button, then 'Borga' / 'Borga með {card}'. Loaded only when
 * the Google Pay tab is chosen, with its own verify-then-pay attempt.
 */
export default function GooglePaySection(props: {
  attemptDependencies: AttemptDependencies;
  amount: () => number;
  settings: () => GooglePaySettings;
  onPaid: () => void;
}): ReactNode {
  useSignals();
  const latest = useRef(props);
  latest.current = props;
  const attempt = useModel(
    () =>
      new VerifyAndPay({
        ...latest.current.attemptDependencies,
        ...googlePayFailureMessages,
        onPaid: () => latest.current.onPaid(),
      }),
  );
  const googlePay = useModel(
    () =>
      new GooglePayModel({
        attempt,
        paymentId: latest.current.attemptDependencies.paymentId,
        amount: () => latest.current.amount(),
        factory: createGooglePayClient,
        settings: () => latest.current.settings(),
      }),
  );
  const sheetHost = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void googlePay.prepare();
  }, [googlePay]);

  const readiness = googlePay.readiness.value;
  if (readiness.kind === 'loading') return <LoadingBlock />;

  const selection = googlePay.selection.value;
  return (
    <div className="byko-stack byko-google-pay" part="google-pay">
      <div ref={sheetHost} />
      {/* Spec §8: a readiness failure is only logged (the model did), so the Google Pay button
          just is not there, as pay.js's own button would not be. */}
      {readiness.kind === 'ready' && (
        <Button
          variant="secondary"
          block
          busy={googlePay.choosing.value}
          disabled={attempt.busy.value}
          onClick={() => {
            if (sheetHost.current) void googlePay.choose(sheetHost.current);
          }}
        >
          <span className="byko-gpay-mark" aria-hidden="true">
            G
          </span>{' '}
          {payMessages.googlePayButton}
        </Button>
      )}
      <AttemptOutcome attempt={attempt} />
      <Button
        block
        busy={attempt.busy.value}
        disabled={!selection}
        busyLabel={payMessages.paying}
        onClick={googlePay.pay}
      >
        {selection ? payMessages.googlePayPayWith(selection.description) : payMessages.pay}
      </Button>
    </div>
  );
}
