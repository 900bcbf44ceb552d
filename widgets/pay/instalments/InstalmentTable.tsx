import type { ReadonlySignal, Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useDeferredValue } from 'react';
import { formatDate } from '../../core/format-dates.ts';
import { formatPercent } from '../../core/format-percent.ts';
import { formatIsk } from '../../core/runtime/format.ts';
import { Slider, Table, type TableColumn } from '../../core/ui/index.ts';
import { instalmentMessages } from './instalment.messages.ts';
import type { Apr, InstalmentRow } from './instalments.ts';

// The parts of an instalment plan that the pay page's form and the staff's calculator both show.

/** 'Fjöldi mánaða': the slider over the plan's months, bound to the model's signal. */
export function MonthsSlider(props: {
  months: Signal<number>;
  range: { min: number; max: number };
  disabled?: boolean;
}): ReactNode {
  // Its own subscription: a step re-renders the slider and the plan below, not the whole form.
  useSignals();
  return (
    <Slider
      label={instalmentMessages.months}
      min={props.range.min}
      max={props.range.max}
      value={props.months.value}
      onChange={(value) => {
        props.months.value = value;
      }}
      valueText={instalmentMessages.monthsValue}
      disabled={props.disabled ?? false}
    />
  );
}

/** 'Árleg hlutfallstala kostnaðar: …', with '(Of hátt)' above 50 (spec §5); nothing before a plan. */
export function AprLine(props: { apr: Apr | undefined }): ReactNode {
  const { apr } = props;
  if (!apr) return null;
  return (
    <p className="byko-apr" data-too-high={apr.tooHigh ? '' : undefined}>
      {instalmentMessages.apr(formatPercent(apr.value, 2))}
      {apr.tooHigh ? ` ${instalmentMessages.aprTooHigh}` : ''}
    </p>
  );
}

const { columns } = instalmentMessages;
const planColumns: readonly TableColumn<InstalmentRow>[] = [
  { label: columns.dueDate, cell: (row) => formatDate(row.dueDate) },
  // Whole krónur whose parts add up on each row and over the plan (instalments.ts).
  { label: columns.principal, cell: (row) => formatIsk(row.shown.remaining) },
  { label: columns.payment, cell: (row) => formatIsk(row.shown.total) },
  { label: columns.principalPayment, cell: (row) => formatIsk(row.shown.ppmt) },
  { label: columns.interest, cell: (row) => formatIsk(row.shown.ipmt) },
  { label: columns.fee, cell: (row) => formatIsk(row.shown.fee) },
];

/** The calculation table (spec §2): one row a payment; on a phone each row stacks as label/value pairs. */
export function InstalmentTable(props: { rows: readonly InstalmentRow[] }): ReactNode {
  return (
    <Table
      caption={instalmentMessages.tableCaption}
      columns={planColumns}
      rows={props.rows}
      rowKey={(row) => String(row.dueDate.getTime())}
    />
  );
}

/**
 * The plan for the months chosen: its table (when it has rows) and its APR line. It reads the
 * model's signals itself, so a slider step re-renders only this and the slider, and it shows them
 * through useDeferredValue: the key press or drag paints the slider's new value at once, and the
 * rows follow in a render React can interrupt for the next step, so each step answers within
 * 50 ms on a slow phone. Screen readers hear the slider's value text; the table follows a frame later.
 */
export function InstalmentPlan(props: {
  rows: ReadonlySignal<readonly InstalmentRow[]>;
  apr: ReadonlySignal<Apr | undefined>;
}): ReactNode {
  useSignals();
  const rows = useDeferredValue(props.rows.value);
  const apr = useDeferredValue(props.apr.value);
  return (
    <>
      {rows.length > 0 ? <InstalmentTable rows={rows} /> : null}
      <AprLine apr={apr} />
    </>
  );
}
