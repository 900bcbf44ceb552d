import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { formatIsk } from '../core/format.ts';
import { errorMessage } from '../core/http.ts';
import { FullscreenError, LoadingBlock } from '../core/ui/index.ts';
import { useWidget } from '../core/widget-context.tsx';
import { type Payment, payApi } from './pay.api.ts';
import { payMessages } from './pay.messages.ts';

/** Spec §9: the success page moves on to the payment's redirectUrl after 3 seconds. */
export const successRedirectMs = 3000;

export interface PaymentSuccessProps {
  paymentId?: string;
}

type SuccessLoad =
  | { kind: 'loading' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; payment: Payment };

/** `<byko-payment-success>`: 'Greiðsla tókst' and the amount (spec §2 Success page). */
export function PaymentSuccess(props: PaymentSuccessProps): ReactNode {
  useSignals();
  const { api, navigate } = useWidget();
  const [load, setLoad] = useState<SuccessLoad>({ kind: 'loading' });
  const { paymentId } = props;

  const fetchPayment = useCallback(() => {
    if (!paymentId) return () => undefined;
    let current = true;
    setLoad({ kind: 'loading' });
    payApi.payment(api, paymentId).then(
      (payment) => current && setLoad({ kind: 'ready', payment }),
      (error: unknown) =>
        current && setLoad({ kind: 'failed', message: errorMessage(error, payMessages.loadFailed) }),
    );
    return () => {
      current = false;
    };
  }, [api, paymentId]);

  useEffect(() => fetchPayment(), [fetchPayment]);

  const redirectUrl = load.kind === 'ready' ? load.payment.redirectUrl : '';
  useEffect(() => {
    if (!redirectUrl) return;
    const timer = setTimeout(() => navigate(redirectUrl), successRedirectMs);
    return () => clearTimeout(timer);
  }, [redirectUrl, navigate]);

  if (load.kind === 'loading') return <LoadingBlock label={payMessages.loading} />;
  if (load.kind === 'failed') return <FullscreenError message={load.message} onRetry={fetchPayment} />;
  return (
    <section className="byko-stack byko-success-page" aria-labelledby="byko-success-heading">
      <h1 className="byko-heading byko-success" id="byko-success-heading">
        {payMessages.success}
      </h1>
      <p className="byko-pay-amount">
        <strong>{formatIsk(load.payment.amount)}</strong>
      </p>
      {redirectUrl ? (
        <p className="byko-field-hint" role="status">
          {payMessages.successRedirect}
        </p>
      ) : null}
    </section>
  );
}
