import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { formatDateTime, formatIsk, formatNumber } from '../core/format.ts';
import { Button, LoadingBlock, Spinner } from '../core/ui/index.ts';
import { useLoadFor, useWidgetModel } from '../core/use-widget-model.ts';
import { paymentMethodName } from '../pay/methods.ts';
import type { Receipt } from './receipt.api.ts';
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
      className="byko-stack byko-receipt"
      aria-labelledby="byko-receipt-heading"
      aria-busy={state.kind === 'loading'}
    >
      <h1 className="byko-heading" id="byko-receipt-heading">
        {receiptMessages.heading}
      </h1>
      {state.kind === 'loading' ? <LoadingBlock label={receiptMessages.loading} /> : null}
      {state.kind === 'failed' ? (
        <div className="byko-stack">
          <p className="byko-alert" role="alert">
            {receiptMessages.loadFailed}
          </p>
          {state.polling ? (
            <p className="byko-login-progress">
              <Spinner label={receiptMessages.waiting} /> {receiptMessages.waiting}
            </p>
          ) : (
            <Button variant="secondary" onClick={() => paymentId && void model.load(paymentId)}>
              {receiptMessages.retry}
            </Button>
          )}
        </div>
      ) : null}
      {state.kind === 'ready' ? <ReceiptDetails receipt={state.receipt} /> : null}
    </section>
  );
}

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
      <div className="byko-table-scroll">
        <table className="byko-table">
          <caption className="byko-visually-hidden">{receiptMessages.items}</caption>
          <thead>
            <tr>
              <th scope="col">{receiptMessages.itemName}</th>
              <th scope="col">{receiptMessages.quantity}</th>
              <th scope="col">{receiptMessages.price}</th>
            </tr>
          </thead>
          <tbody>
            {receipt.items.map((item) => (
              <tr key={String(item.salesOrderReceiptItemId)}>
                <th scope="row">{item.name}</th>
                <td>{formatNumber(item.amount, Number.isInteger(item.amount) ? 0 : 2)}</td>
                <td>{formatIsk(item.customerPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
