import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { formatIsk } from '../../core/runtime/format.ts';
import { useLoadFor, useWidgetModel } from '../../core/runtime/use-widget-model.ts';
import { FullscreenError, LoadingBlock, NavLink } from '../../core/ui/index.ts';
import { payMessages } from '../pay.messages.ts';
import { successMessages } from './success.messages.ts';
import { movesOn, SuccessModel } from './success.model.ts';

export interface PaymentSuccessProps {
  paymentId?: string;
}

/** `<byko-payment-success>`: 'Greiðsla tókst' and the amount (spec §2 Success page). */
export function PaymentSuccess(props: PaymentSuccessProps): ReactNode {
  useSignals();
  const model = useWidgetModel(
    (widget) => new SuccessModel({ api: () => widget().api, navigate: (url) => widget().navigate(url) }),
  );
  useLoadFor(model, props.paymentId);

  const state = model.state.value;
  if (state.kind === 'loading') return <LoadingBlock label={payMessages.loading} />;
  if (state.kind === 'failed') return <FullscreenError message={state.message} onRetry={model.retry} />;
  if (!state.payment.isPaid) {
    return (
      <section className="byko-stack byko-panel" aria-labelledby="byko-success-heading">
        <h1 className="byko-heading" id="byko-success-heading">
          {payMessages.heading}
        </h1>
        <p role="status">{successMessages.notPaid}</p>
        <NavLink className="byko-button" to={`/borga/${encodeURIComponent(state.payment.id)}`}>
          {successMessages.payNow}
        </NavLink>
      </section>
    );
  }
  return (
    <section className="byko-stack byko-panel" aria-labelledby="byko-success-heading">
      <h1 className="byko-heading byko-success" id="byko-success-heading">
        {payMessages.success}
      </h1>
      <p className="byko-pay-amount">
        <strong>{formatIsk(state.payment.amount)}</strong>
      </p>
      {movesOn(state.payment) ? (
        <p className="byko-field-hint" role="status">
          {successMessages.successRedirect}
        </p>
      ) : null}
    </section>
  );
}
