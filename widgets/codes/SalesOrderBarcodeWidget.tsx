import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { Barcode } from '../core/codes/Barcode.tsx';
import { useMessages } from '../core/runtime/locale.ts';
import { useLoadFor, useWidgetModel } from '../core/runtime/use-widget-model.ts';
import { Alert, LoadingBlock, type SkeletonPart } from '../core/ui/index.ts';
import { salesOrderMessages } from './codes.messages.ts';
import { SalesOrderModel } from './sales-order.model.ts';

export interface SalesOrderBarcodeWidgetProps {
  /** The sales order ('SO-100200'): its barcode once the server says it exists. */
  salesId?: string;
}

/** The barcode's shape while the order is looked up: its bars (two buttons high) and its text. */
const loadingShape: readonly SkeletonPart[] = ['button', 'button', 'line'];

/** `<byko-sales-order-barcode>`: a sales order's barcode (spec §2 "Sales-order barcode"). */
export function SalesOrderBarcodeWidget(props: SalesOrderBarcodeWidgetProps): ReactNode {
  useSignals();
  const model = useWidgetModel((widget) => new SalesOrderModel({ api: () => widget().api }));
  useLoadFor(model, props.salesId);
  const messages = useMessages(salesOrderMessages);
  const state = model.order.state.value;
  if (!props.salesId) return null;
  return (
    <div className="byko-code-page" aria-busy={state.kind === 'loading'}>
      {state.kind === 'loading' ? <LoadingBlock label={messages.loading} shape={loadingShape} /> : null}
      {state.kind === 'failed' ? (
        <Alert step="load" message={state.message} onRetry={model.order.retry} />
      ) : null}
      {state.kind === 'ready' ? <Barcode value={state.salesId} /> : null}
    </div>
  );
}
