import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type MouseEvent, type ReactNode, Suspense } from 'react';
import { formatDateTime } from '../../core/format-dates.ts';
import { paymentMethodMessages } from '../../core/payment-methods.messages.ts';
import { paymentMethodNameIn } from '../../core/payment-methods.ts';
import { formatIsk } from '../../core/runtime/format.ts';
import { useLang, useMessages } from '../../core/runtime/locale.ts';
import { isPlainClick } from '../../core/runtime/ui/NavLink.tsx';
import { fillUrlTemplate } from '../../core/runtime/url-path.ts';
import { useLoadFor, useWidgetModel } from '../../core/runtime/use-widget-model.ts';
import { FullscreenError, LoadingBlock, NavLink, type SkeletonPart } from '../../core/ui/index.ts';
import { payPath, receiptPath } from '../../routes.ts';
import type { Payment } from '../pay.api.ts';
import { payMessages } from '../pay.messages.ts';
import type { PaidSummary } from './success.api.ts';
import { successMessages } from './success.messages.ts';
import { destinationOf, SuccessModel } from './success.model.ts';

const UnknownPayment = lazy(() => import('../../core/UnknownPayment.tsx'));

/** The page's shape while the payment loads: the mark and heading, the amount, its details. */
const successShape: readonly SkeletonPart[] = ['heading', 'amount', 'line', 'line', 'line', 'line'];

export interface PaymentSuccessProps {
  paymentId?: string;
}

/**
 * `<byko-payment-success>` (spec §2 Success page): a success mark, 'Greiðsla tókst', the amount,
 * the reference, when and how it was paid, the receipt; with a redirectUrl, where the customer is
 * going in 3 s and a link to go at once.
 */
export function PaymentSuccess(props: PaymentSuccessProps): ReactNode {
  useSignals();
  const model = useWidgetModel(
    (widget) => new SuccessModel({ api: () => widget().api, navigate: (url) => widget().navigate(url) }),
  );
  useLoadFor(model, props.paymentId);
  const messages = useMessages(payMessages);
  const { notPaid, payNow } = useMessages(successMessages);

  const state = model.state.value;
  const loading = <LoadingBlock label={messages.loading} shape={successShape} />;
  // Every state in the same panel as the loaded page, so nothing jumps when the payment arrives.
  if (state.kind === 'loading') return <div className="byko-panel">{loading}</div>;
  if (state.kind === 'failed') {
    return (
      <div className="byko-panel">
        <FullscreenError message={state.message} onRetry={model.retry} />
      </div>
    );
  }
  if (state.kind === 'notFound') {
    return (
      <div className="byko-panel">
        <Suspense fallback={loading}>
          <UnknownPayment message={state.message} />
        </Suspense>
      </div>
    );
  }
  if (!state.payment.isPaid) {
    return (
      <section className="byko-stack byko-panel" aria-labelledby="byko-success-heading">
        <h1 className="byko-heading" id="byko-success-heading">
          {messages.heading}
        </h1>
        <p role="status">{notPaid}</p>
        <NavLink className="byko-button" to={fillUrlTemplate(payPath, { paymentId: state.payment.id })}>
          {payNow}
        </NavLink>
      </section>
    );
  }
  return <Paid payment={state.payment} paid={model.paid.value} onGoNow={model.goNow} />;
}

function SuccessMark(): ReactNode {
  return (
    <svg className="byko-success-mark" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="currentColor" />
      <path
        d="M14 24.5l7 7 13-14"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Paid(props: { payment: Payment; paid: PaidSummary | undefined; onGoNow: () => void }): ReactNode {
  const { payment, paid } = props;
  const messages = useMessages(payMessages);
  const success = useMessages(successMessages);
  const methodNames = useMessages(paymentMethodMessages);
  const lang = useLang();
  const destination = destinationOf(payment);
  const details: [string, string][] = [
    [messages.reference, payment.id],
    ...(paid
      ? ([
          [success.date, formatDateTime(new Date(paid.dateCreated), lang)],
          [messages.methodsLabel, paymentMethodNameIn(methodNames, paid.paymentMethod)],
        ] as [string, string][])
      : []),
  ];
  const goNow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    props.onGoNow();
  };
  return (
    <section className="byko-stack byko-panel byko-paid" aria-labelledby="byko-success-heading">
      <SuccessMark />
      <h1 className="byko-heading byko-success" id="byko-success-heading">
        {messages.success}
      </h1>
      <p className="byko-pay-amount">
        <span className="byko-visually-hidden">{success.amount}</span>
        <strong>{formatIsk(payment.amount, lang)}</strong>
      </p>
      <dl className="byko-pay-facts">
        {details.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p>
        <NavLink to={fillUrlTemplate(receiptPath, { paymentId: payment.id })}>{messages.showReceipt}</NavLink>
      </p>
      {destination ? (
        <div className="byko-stack byko-paid-next">
          <p className="byko-field-hint" role="status">
            {success.successRedirect(destination.host)}
          </p>
          <a className="byko-button" href={destination.url} onClick={goNow}>
            {success.goNow(destination.host)}
          </a>
        </div>
      ) : null}
    </section>
  );
}
