import { useSignals } from '@preact/signals-react/runtime';
import { lazy, type ReactNode, Suspense } from 'react';
import { formatDateTime } from '../core/format-dates.ts';
import { paymentMethodName } from '../core/payment-methods.ts';
import { formatIsk, formatNumber } from '../core/runtime/format.ts';
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

  const state = model.state.value;
  if (state.kind === 'notFound') {
    return (
      <div className="byko-panel">
        <Suspense fallback={<LoadingBlock label={receiptMessages.loading} shape={receiptShape} />}>
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
        {receiptMessages.heading}
      </h1>
      {state.kind === 'loading' ? (
        <LoadingBlock label={receiptMessages.loading} shape={receiptShape} />
      ) : null}
      {state.kind === 'waiting' ? (
        // The page checks the payment by itself: a wait to see through, not an error to act on. One
        // live region, the waiting line's: a second status beside it would be read over it.
        <div className="byko-receipt-waiting">
          <p className="byko-receipt-waiting-title">{receiptMessages.loadFailed}</p>
          <p>{receiptMessages.waitingText}</p>
          <ProgressLine label={receiptMessages.waiting} />
        </div>
      ) : null}
      {state.kind === 'failed' ? (
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

const lineColumns: readonly TableColumn<ReceiptLine>[] = [
  { label: receiptMessages.itemName, cell: (line) => line.name },
  {
    label: receiptMessages.quantity,
    cell: (line) => formatNumber(line.quantity, Number.isInteger(line.quantity) ? 0 : 2),
  },
  { label: receiptMessages.unitPrice, cell: (line) => formatIsk(line.unitPrice) },
  { label: receiptMessages.lineTotal, cell: (line) => formatIsk(line.lineTotal) },
];

function ReceiptDetails(props: { receipt: Receipt }): ReactNode {
  const { receipt } = props;
  return (
    <>
      <dl className="byko-receipt-facts">
        <dt>{receiptMessages.paymentId}</dt>
        <dd>{receipt.paymentId}</dd>
        <dt>{receiptMessages.date}</dt>
        <dd>{formatDateTime(new Date(receipt.dateCreated))}</dd>
        <dt>{receiptMessages.method}</dt>
        <dd>{paymentMethodName(receipt.paymentMethod)}</dd>
      </dl>
      <Table
        caption={receiptMessages.items}
        columns={lineColumns}
        rows={receiptLines(receipt)}
        rowKey={(line) => line.id}
      />
      <dl className="byko-receipt-total">
        <dt>{receiptMessages.total}</dt>
        <dd>{formatIsk(receipt.totalAmount)}</dd>
      </dl>
      <div className="byko-receipt-actions">
        <Button variant="secondary" onClick={() => window.print()}>
          {receiptMessages.print}
        </Button>
      </div>
    </>
  );
}
