import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type ReactNode, Suspense } from 'react';
import { formatDateTime } from '../core/format-dates.ts';
import { paymentMethodMessages } from '../core/payment-methods.messages.ts';
import { paymentMethodNameIn } from '../core/payment-methods.ts';
import { formatIsk, formatNumber } from '../core/runtime/format.ts';
import { useLang, useMessages } from '../core/runtime/locale.ts';
import { useLoadFor, useWidgetModel } from '../core/runtime/use-widget-model.ts';
import {
  Alert,
  Button,
  LoadingBlock,
  ProgressLine,
  type SkeletonPart,
  Table,
  type TableColumn,
} from '../core/ui/index.ts';
import type { Receipt } from './receipt.api.ts';
import { receiptMessages } from './receipt.messages.ts';
import { type ReceiptLine, ReceiptModel, receiptLines } from './receipt.model.ts';

export interface ReceiptWidgetProps {
  paymentId?: string;
}

// A payment the API does not know is a page of its own, loaded only when one shows.
const UnknownPayment = lazy(() => import('../core/UnknownPayment.tsx'));

/** The receipt's shape while it loads, under its heading: the details, the items, the total. */
const receiptShape: readonly SkeletonPart[] = ['line', 'line', 'line', 'table', 'amount', 'button'];

/** `<byko-receipt>`: 'Kvittun' (spec §2 Receipt page). */
export function ReceiptWidget(props: ReceiptWidgetProps): ReactNode {
  useSignals();
  const model = useWidgetModel((widget) => new ReceiptModel({ api: () => widget().api }));
  const { paymentId } = props;
  useLoadFor(model, paymentId);
  const messages = useMessages(receiptMessages);

  const state = model.state.value;
  if (state.kind === 'notFound') {
    return (
      <div className="byko-panel">
        <Suspense fallback={<LoadingBlock label={messages.loading} shape={receiptShape} />}>
          <UnknownPayment message={state.message} />
        </Suspense>
      </div>
    );
  }
  return (
    <section
      className="byko-stack byko-panel byko-receipt"
      aria-labelledby="byko-receipt-heading"
      aria-busy={state.kind === 'loading'}
    >
      <h1 className="byko-heading" id="byko-receipt-heading">
        {messages.heading}
      </h1>
      {state.kind === 'loading' ? <LoadingBlock label={messages.loading} shape={receiptShape} /> : null}
      {state.kind === 'waiting' ? (
        // The page checks the payment by itself: a wait to see through, not an error to act on. One
        // live region, the waiting line's: a second status beside it would be read over it.
        <div className="byko-receipt-waiting">
          <p className="byko-receipt-waiting-title">{messages.loadFailed}</p>
          <p>{messages.waitingText}</p>
          <ProgressLine label={messages.waiting} />
        </div>
      ) : null}
      {state.kind === 'failed' ? (
        // The catalogue's texts: Alert shows them in the element's language and reports the error once.
        <Alert
          step="load"
          message={receiptMessages.loadFailed}
          detail={receiptMessages.failedText}
          onRetry={() => paymentId && void model.load(paymentId)}
        />
      ) : null}
      {state.kind === 'ready' ? <ReceiptDetails receipt={state.receipt} /> : null}
    </section>
  );
}

function ReceiptDetails(props: { receipt: Receipt }): ReactNode {
  const { receipt } = props;
  const messages = useMessages(receiptMessages);
  const methods = useMessages(paymentMethodMessages);
  const lang = useLang();
  const lineColumns: readonly TableColumn<ReceiptLine>[] = [
    { label: messages.itemName, cell: (line) => line.name },
    {
      label: messages.quantity,
      cell: (line) => formatNumber(line.quantity, Number.isInteger(line.quantity) ? 0 : 2, lang),
    },
    { label: messages.unitPrice, cell: (line) => formatIsk(line.unitPrice, lang) },
    { label: messages.lineTotal, cell: (line) => formatIsk(line.lineTotal, lang) },
  ];
  return (
    <>
      <dl className="byko-receipt-facts">
        <dt>{messages.paymentId}</dt>
        <dd>{receipt.paymentId}</dd>
        <dt>{messages.date}</dt>
        <dd>{formatDateTime(new Date(receipt.dateCreated), lang)}</dd>
        <dt>{messages.method}</dt>
        <dd>{paymentMethodNameIn(methods, receipt.paymentMethod)}</dd>
      </dl>
      <Table
        caption={messages.items}
        columns={lineColumns}
        rows={receiptLines(receipt)}
        rowKey={(line) => line.id}
      />
      <dl className="byko-receipt-total">
        <dt>{messages.total}</dt>
        <dd>{formatIsk(receipt.totalAmount, lang)}</dd>
      </dl>
      <div className="byko-receipt-actions">
        <Button variant="secondary" onClick={() => window.print()}>
          {messages.print}
        </Button>
      </div>
    </>
  );
}
