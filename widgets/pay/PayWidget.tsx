import { useModel, useSignals } from '@preact/signals-react/runtime';
import { lazy, type ReactNode, Suspense, useEffect, useId, useState } from 'react';
import { formatIsk } from '../core/runtime/format.ts';
import { useLang, useMessages } from '../core/runtime/locale.ts';
import { fillUrlTemplate } from '../core/runtime/url-path.ts';
import { useLatest, useLoadFor } from '../core/runtime/use-widget-model.ts';
import { useEmit, useWidget } from '../core/runtime/widget-context.tsx';
import { FullscreenError, LoadingBlock, NavLink, type SkeletonPart, Tabs } from '../core/ui/index.ts';
import { paymentSuccessPath, receiptPath } from '../routes.ts';
import { CardForm } from './card/CardForm.tsx';
import { CardModel } from './card/card.model.ts';
import { type GooglePayAttributes, googlePaySettings } from './google-pay/settings.ts';
import type { PayMethod } from './methods.ts';
import type { Payment } from './pay.api.ts';
import type { PayEvents } from './pay.events.ts';
import { payMessages } from './pay.messages.ts';
import { PayModel } from './pay.model.ts';
import { type AttemptDependencies, cardFailureMessages, VerifyAndPay } from './three-ds/verify-and-pay.ts';

// Google Pay, instalments and the slip load only when chosen: the card form is what most people
// use, and a card page (/borga/demo-card) downloads nothing else.
const GooglePaySection = lazy(() => import('./google-pay/GooglePaySection.tsx'));
const InstalmentSection = lazy(() => import('./instalments/InstalmentSection.tsx'));
const SlipSection = lazy(() => import('./slip/SlipSection.tsx'));
const InsufficientCredit = lazy(() => import('./instalments/InsufficientCredit.tsx'));
const UnknownPayment = lazy(() => import('../core/UnknownPayment.tsx'));

/** The card page's shape while the payment loads: heading, amount, who and what, tabs, the form. */
const payShape: readonly SkeletonPart[] = [
  'heading',
  'amount',
  'line',
  'line',
  'field',
  'field',
  'field',
  'button',
];

export interface PayWidgetProps extends GooglePayAttributes {
  paymentId?: string;
  /** The e-signing page for instalment documents; `{documentId}` is replaced (else the page's setting). */
  signingUrl?: string;
  /** Narrow layout (the host's iframe=1 mode). */
  compact?: boolean;
}

/** `<byko-pay>`: the pay page (spec §2 Payment page). */
export function PayWidget(props: PayWidgetProps): ReactNode {
  useSignals();
  const { api } = useWidget();
  const emit = useEmit<PayEvents>();
  const latest = useLatest({ api, emit, paymentId: props.paymentId ?? '' });
  const model = useModel(
    () =>
      new PayModel({
        api: () => latest().api,
        onLoadFailed: (message) =>
          latest().emit('byko-payment-error', { paymentId: latest().paymentId, message }),
      }),
  );

  useLoadFor(model, props.paymentId);
  const messages = useMessages(payMessages);

  const load = model.state.value;
  return (
    <div className="byko-panel byko-pay" data-compact={props.compact ? '' : undefined}>
      {load.kind === 'loading' ? (
        <LoadingBlock label={messages.loading} shape={payShape} />
      ) : load.kind === 'failed' ? (
        <FullscreenError message={load.message} onRetry={model.retry} />
      ) : load.kind === 'notFound' ? (
        <Suspense fallback={<LoadingBlock label={messages.loading} shape={payShape} />}>
          <UnknownPayment message={load.message} />
        </Suspense>
      ) : (
        <PayReady payment={load.payment} model={model} settings={props} />
      )}
    </div>
  );
}

function PayReady(props: {
  payment: Payment;
  model: InstanceType<typeof PayModel>;
  settings: PayWidgetProps;
}): ReactNode {
  useSignals();
  const { payment, model, settings } = props;
  const { api, navigate } = useWidget();
  const emit = useEmit<PayEvents>();
  const latest = useLatest({ api, emit, navigate, payment });
  const [visited, setVisited] = useState<Set<PayMethod>>(() => new Set());
  const methodHeadingId = useId();
  const messages = useMessages(payMessages);

  const afterPaid = (method: PayMethod) => {
    const current = latest();
    current.emit('byko-paid', { paymentId: current.payment.id, method });
    const page = current.payment.origin === 'App' ? receiptPath : paymentSuccessPath;
    current.navigate(fillUrlTemplate(page, { paymentId: current.payment.id }));
  };
  const reportFailure = (message: string) =>
    latest().emit('byko-payment-error', { paymentId: latest().payment.id, message });

  const attemptDependencies: AttemptDependencies = {
    api: () => latest().api,
    paymentId: () => latest().payment.id,
    parseHtml: (html: string) => new DOMParser().parseFromString(html, 'text/html'),
    pageOrigin: () => location.origin,
    onFailed: reportFailure,
  };
  const cardAttempt = useModel(
    () =>
      new VerifyAndPay({ ...attemptDependencies, ...cardFailureMessages, onPaid: () => afterPaid('card') }),
  );
  const now = new Date();
  const card = useModel(
    () =>
      new CardModel({
        attempt: cardAttempt,
        paymentId: () => latest().payment.id,
        now: () => new Date(),
      }),
  );
  // Google Pay is offered only with the merchant's settings (the element's or its page's).
  const googlePay = googlePaySettings(settings);

  const selected = model.selected.value;
  useEffect(() => {
    if (selected) setVisited((before) => (before.has(selected) ? before : new Set(before).add(selected)));
  }, [selected]);

  if (payment.insufficientCredit) {
    return (
      <Suspense fallback={<LoadingBlock />}>
        <InsufficientCredit />
      </Suspense>
    );
  }

  const methods = model.methods.value.filter((method) => method !== 'googlePay' || googlePay);
  const header = <PaymentHeader payment={payment} />;

  if (payment.isPaid) {
    return (
      <div className="byko-stack">
        {header}
        <p role="status">{messages.alreadyPaid}</p>
        <p>
          <NavLink to={fillUrlTemplate(receiptPath, { paymentId: payment.id })}>
            {messages.showReceipt}
          </NavLink>
        </p>
      </div>
    );
  }

  const panel = (method: PayMethod): ReactNode => {
    switch (method) {
      case 'card':
        return <CardForm card={card} attempt={cardAttempt} now={now} />;
      case 'googlePay':
        return (
          googlePay && (
            <GooglePaySection
              attemptDependencies={attemptDependencies}
              amount={() => latest().payment.amount}
              settings={googlePay}
              onPaid={() => afterPaid('googlePay')}
            />
          )
        );
      case 'instalments':
        return (
          <InstalmentSection
            payment={payment}
            signingUrl={settings.signingUrl}
            onPaid={() => afterPaid('instalments')}
            onFailed={reportFailure}
          />
        );
      case 'slip':
        return <SlipSection payment={payment} onFailed={reportFailure} />;
    }
  };

  // Chosen methods stay mounted (hidden) so nothing typed is lost when switching back.
  const panels = (
    <Suspense fallback={<LoadingBlock />}>
      {methods
        .filter((method) => visited.has(method) || method === selected)
        .map((method) => (
          <div
            key={method}
            className="byko-pay-method"
            data-method={method}
            data-slide={method === selected ? model.direction.value : undefined}
            hidden={method !== selected}
          >
            {panel(method)}
          </div>
        ))}
    </Suspense>
  );

  return (
    <div className="byko-stack">
      {header}
      {selected === undefined ? null : methods.length > 1 ? (
        <div className="byko-pay-methods">
          <Tabs
            label={messages.methodsLabel}
            tabs={methods.map((method) => ({ id: method, label: messages.methods[method] }))}
            selected={selected}
            onSelect={model.select}
            locked={cardAttempt.busy.value}
          >
            {panels}
          </Tabs>
        </div>
      ) : (
        // One method: no choice to offer, so no tab bar; its name says how this payment is paid.
        <section className="byko-stack byko-pay-one-method" aria-labelledby={methodHeadingId}>
          <h2 className="byko-subheading" id={methodHeadingId}>
            {messages.methods[selected]}
          </h2>
          {panels}
        </section>
      )}
    </div>
  );
}

/**
 * Who is paid and what for, with the amount as the main figure: BYKO, the payment's reference (its
 * id, what BYKO knows it by) and the payer's name when the payment names one. Texts from the API
 * are rendered as text.
 */
function PaymentHeader(props: { payment: Payment }): ReactNode {
  const { payment } = props;
  const messages = useMessages(payMessages);
  const lang = useLang();
  return (
    <header className="byko-pay-header">
      <h1 className="byko-heading">{messages.heading}</h1>
      <div className="byko-pay-summary">
        <p className="byko-pay-amount">
          <span>{messages.amountLabel}</span> <strong>{formatIsk(payment.amount, lang)}</strong>
        </p>
        <dl className="byko-pay-facts">
          <div>
            <dt>{messages.payee}</dt>
            <dd>{messages.payeeName}</dd>
          </div>
          <div>
            <dt>{messages.reference}</dt>
            <dd>{payment.id}</dd>
          </div>
          {payment.name ? (
            <div>
              <dt>{messages.payer}</dt>
              <dd>{payment.name}</dd>
            </div>
          ) : null}
        </dl>
      </div>
    </header>
  );
}
