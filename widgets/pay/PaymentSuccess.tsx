import { useModel, useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useEffect, useRef } from 'react';
import { formatIsk } from '../core/format.ts';
import { FullscreenError, LoadingBlock } from '../core/ui/index.ts';
import { useWidget } from '../core/widget-context.tsx';
import { payMessages } from './pay.messages.ts';
import { SuccessModel } from './success.model.ts';

export interface PaymentSuccessProps {
  paymentId?: string;
}

/** `<byko-payment-success>`: 'Greiðsla tókst' and the amount (spec §2 Success page). */
export function PaymentSuccess(props: PaymentSuccessProps): ReactNode {
  useSignals();
  const widget = useWidget();
  const latest = useRef(widget);
  latest.current = widget;
  const model = useModel(
    () =>
      new SuccessModel({
        api: () => latest.current.api,
        navigate: (url) => latest.current.navigate(url),
      }),
  );
  const { paymentId } = props;

  useEffect(() => {
    if (paymentId) void model.load(paymentId);
    else model.clear();
    return model.dispose;
  }, [model, paymentId]);

  const state = model.state.value;
  if (state.kind === 'loading') return <LoadingBlock label={payMessages.loading} />;
  if (state.kind === 'failed') return <FullscreenError message={state.message} onRetry={model.retry} />;
  return (
    <section className="byko-stack byko-success-page" aria-labelledby="byko-success-heading">
      <h1 className="byko-heading byko-success" id="byko-success-heading">
        {payMessages.success}
      </h1>
      <p className="byko-pay-amount">
        <strong>{formatIsk(state.payment.amount)}</strong>
      </p>
      {state.payment.redirectUrl ? (
        <p className="byko-field-hint" role="status">
          {payMessages.successRedirect}
        </p>
      ) : null}
    </section>
  );
}
