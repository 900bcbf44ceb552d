import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { formatDateTime } from '../core/format-dates.ts';
import { paymentMethodName } from '../core/payment-methods.ts';
import { formatIsk, formatNumber } from '../core/runtime/format.ts';
import { useLoadFor, useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { Alert, LoadingBlock, ProgressLine, Table, type TableColumn } from '../core/ui/index.ts';
import type { Receipt, ReceiptItem } from './receipt.api.ts';
import { receiptMessages } from './receipt.messages.ts';
import { ReceiptModel } from './receipt.model.ts';

export interface ReceiptWidgetProps {
  paymentId?: string;
}

/** `<byko-receipt>`: 'Kvittun' (spec §2 Receipt page). */
export function ReceiptWidget(props: ReceiptWidgetProps): ReactNode {
  useSignals();
  const model = useWidgetModel((widget) => new ReceiptModel({ api: () => widget().api }));
  const { paymentId } = props;
  useLoadFor(model, paymentId);

  const state = model.state.value;
  return (
    <section
      className="byko-stack byko-panel byko-receipt"
      aria-labelledby="byko-receipt-heading"
      aria-busy={state.kind === 'loading'}
    >
      <h1 className="byko-heading" id="byko-receipt-heading">
        {receiptMessages.heading}
      </h1>
      {state.kind === 'loading' ? <LoadingBlock label={receiptMessages.loading} /> : null}
      {state.kind === 'failed' ? (
        <div className="byko-stack">
          {/* While the payment is being confirmed the page retries by itself: no retry button. */}
          <Alert
            step="load"
            message={receiptMessages.loadFailed}
            {...(state.polling ? {} : { onRetry: () => paymentId && void model.load(paymentId) })}
          />
          {state.polling ? <ProgressLine label={receiptMessages.waiting} /> : null}
        </div>
      ) : null}
      {state.kind === 'ready' ? <ReceiptDetails receipt={state.receipt} /> : null}
    </section>
  );
}

const itemColumns: readonly TableColumn<ReceiptItem>[] = [
  { label: receiptMessages.itemName, cell: (item) => item.name },
  {
    label: receiptMessages.quantity,
    cell: (item) => formatNumber(item.amount, Number.isInteger(item.amount) ? 0 : 2),
  },
  { label: receiptMessages.price, cell: (item) => formatIsk(item.customerPrice) },
];

function ReceiptDetails(props: { receipt: Receipt }): ReactNode {
  const { receipt } = props;
  return (
    <>
      <dl>
        <dt>{receiptMessages.paymentId}</dt>
        <dd>{receipt.paymentId}</dd>
        <dt>{receiptMessages.date}</dt>
        <dd>{formatDateTime(new Date(receipt.dateCreated))}</dd>
        <dt>{receiptMessages.method}</dt>
        <dd>{paymentMethodName(receipt.paymentMethod)}</dd>
        <dt>{receiptMessages.total}</dt>
        <dd>
          <strong>{formatIsk(receipt.totalAmount)}</strong>
        </dd>
      </dl>
      <Table
        caption={receiptMessages.items}
        columns={itemColumns}
        rows={receipt.items}
        rowKey={(item) => String(item.salesOrderReceiptItemId)}
      />
    </>
  );
}
