import { useModel, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect } from 'react';
import { withTranslations } from '../../core/languages/Translated.tsx';
import { useMessages } from '../../core/runtime/locale.ts';
import { useShadowStyles } from '../../core/runtime/styles.ts';
import { useLatest } from '../../core/runtime/use-widget-model.ts';
import { Alert, Button, LoadingBlock } from '../../core/ui/index.ts';
import { payMessages } from '../pay.messages.ts';
import { AttemptOutcome } from '../three-ds/AttemptOutcome.tsx';
import {
  type AttemptDependencies,
  googlePayFailureMessages,
  VerifyAndPay,
} from '../three-ds/verify-and-pay.ts';
import { createGooglePayClient } from './google-client.ts';
import googlePayCss from './google-pay.css?inline';
import { googlePayMessages } from './google-pay.messages.ts';
import { GooglePayModel } from './google-pay.model.ts';
import type { GooglePaySettings } from './settings.ts';

/**
 * Google Pay (spec §2): the Google Pay button, then 'Borga' / 'Borga með {card}'. Loaded only when
 * the Google Pay tab is chosen, with its own verify-then-pay attempt.
 */
function GooglePaySectionView(props: {
  attemptDependencies: AttemptDependencies;
  amount: () => number;
  /** Complete settings: the pay page offers Google Pay only with them (settings.ts). */
  settings: GooglePaySettings;
  onPaid: () => void;
}): ReactNode {
  useSignals();
  useShadowStyles(googlePayCss);
  const messages = useMessages(googlePayMessages);
  const { pay, paying } = useMessages(payMessages);
  const latest = useLatest(props);
  const attempt = useModel(
    () =>
      new VerifyAndPay({
        ...latest().attemptDependencies,
        ...googlePayFailureMessages,
        onPaid: () => latest().onPaid(),
      }),
  );
  const googlePay = useModel(
    () =>
      new GooglePayModel({
        attempt,
        paymentId: latest().attemptDependencies.paymentId,
        amount: () => latest().amount(),
        factory: createGooglePayClient,
        settings: () => latest().settings,
      }),
  );

  useEffect(() => {
    void googlePay.prepare();
  }, [googlePay]);

  const readiness = googlePay.readiness.value;
  if (readiness.kind === 'loading') return <LoadingBlock />;
  if (readiness.kind === 'blocked') {
    return (
      <div className="byko-stack byko-google-pay" part="google-pay">
        {/* The Icelandic text: the alert shows it in the element's language, reported once whatever the language. */}
        <Alert step="payment" message={googlePayMessages.googlePayBlocked} blockedBy={readiness.blockedBy} />
      </div>
    );
  }

  const selection = googlePay.selection.value;
  return (
    <div className="byko-stack byko-google-pay" part="google-pay">
      {/* Spec §8: a readiness failure is only logged (the model did), so the Google Pay button
          just is not there, as pay.js's own button would not be. */}
      {readiness.kind === 'ready' && (
        <Button
          variant="secondary"
          block
          busy={googlePay.choosing.value}
          disabled={attempt.busy.value}
          onClick={() => void googlePay.choose()}
        >
          <span className="byko-gpay-mark" aria-hidden="true">
            G
          </span>{' '}
          {messages.googlePayButton}
        </Button>
      )}
      <AttemptOutcome attempt={attempt} />
      <Button
        block
        busy={attempt.busy.value}
        disabled={!selection}
        busyLabel={paying}
        onClick={googlePay.pay}
      >
        {selection ? messages.googlePayPayWith(selection.description) : pay}
      </Button>
    </div>
  );
}

/** The section with its texts in the element's language, loaded with it. */
export default withTranslations(GooglePaySectionView, {
  en: () => import('./google-pay.en.ts'),
  pl: () => import('./google-pay.pl.ts'),
});
