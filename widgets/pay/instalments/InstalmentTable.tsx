import type { Signal } from '@preact/signals-react';
import type { ReactNode } from 'react';
import { formatIsk, formatPercent } from '../../core/format.ts';
import { formatDate } from '../../core/format-dates.ts';
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
