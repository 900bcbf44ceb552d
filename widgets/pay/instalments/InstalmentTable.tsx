import type { ReadonlySignal, Signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { type ReactNode, useDeferredValue, useId, useState } from 'react';
import { formatDate } from '../../core/format-dates.ts';
import { formatPercent } from '../../core/format-percent.ts';
import { formatIsk } from '../../core/runtime/format.ts';
import { useLang, useMessages } from '../../core/runtime/locale.ts';
import { Slider, Table, type TableColumn } from '../../core/ui/index.ts';
import { instalmentMessages } from './instalment.messages.ts';
import type { InstalmentRow, InstalmentSummary } from './instalments.ts';

// The parts of an instalment plan that the pay page's form and the staff's calculator both show.

/** 'Fjöldi mánaða': the slider over the plan's months, bound to the model's signal. */
export function MonthsSlider(props: {
  months: Signal<number>;
  range: { min: number; max: number };
  disabled?: boolean;
}): ReactNode {
  // Its own subscription: a step re-renders the slider and the plan below, not the whole form.
  useSignals();
  const messages = useMessages(instalmentMessages);
  return (
    <Slider
      label={messages.months}
      min={props.range.min}
      max={props.range.max}
      value={props.months.value}
      onChange={(value) => {
        props.months.value = value;
      }}
      valueText={messages.monthsValue}
      disabled={props.disabled ?? false}
    />
  );
}

/**
 * The plan at a glance, before its table: the monthly payment as the main figure, then the number
 * of payments, the totals and the APR line, with '(Of hátt)' above 50 (spec §5).
 */
export function PlanSummary(props: { summary: InstalmentSummary }): ReactNode {
  const { monthly, payments, totalRepaid, totalCost, apr } = props.summary;
  const { summary: summaryLabels, aprTooHigh } = useMessages(instalmentMessages);
  const lang = useLang();
  return (
    <dl className="byko-plan-summary">
      <div className="byko-plan-monthly">
        <dt>{summaryLabels.monthly}</dt>
        <dd>{formatIsk(monthly, lang)}</dd>
      </div>
      <div>
        <dt>{summaryLabels.payments}</dt>
        <dd>{payments}</dd>
      </div>
      <div>
        <dt>{summaryLabels.totalRepaid}</dt>
        <dd>{formatIsk(totalRepaid, lang)}</dd>
      </div>
      <div>
        <dt>{summaryLabels.totalCost}</dt>
        <dd>{formatIsk(totalCost, lang)}</dd>
      </div>
      <div className="byko-apr" data-too-high={apr.tooHigh ? '' : undefined}>
        <dt>{summaryLabels.apr}</dt>
        <dd>
          {formatPercent(apr.value, 2, lang)}
          {apr.tooHigh ? ` ${aprTooHigh}` : ''}
        </dd>
      </div>
    </dl>
  );
}

/** The calculation table (spec §2): one row a payment; where it stacks, each payment a two-line card (instalment.css). */
export function InstalmentTable(props: { rows: readonly InstalmentRow[] }): ReactNode {
  const { columns, tableCaption } = useMessages(instalmentMessages);
  const lang = useLang();
  const planColumns: readonly TableColumn<InstalmentRow>[] = [
    { label: columns.dueDate, cell: (row) => formatDate(row.dueDate, lang) },
    // Whole krónur whose parts add up on each row and over the plan (instalments.ts).
    { label: columns.principal, cell: (row) => formatIsk(row.shown.remaining, lang) },
    { label: columns.payment, cell: (row) => formatIsk(row.shown.total, lang) },
    { label: columns.principalPayment, cell: (row) => formatIsk(row.shown.ppmt, lang) },
    { label: columns.interest, cell: (row) => formatIsk(row.shown.ipmt, lang) },
    { label: columns.fee, cell: (row) => formatIsk(row.shown.fee, lang) },
  ];
  return (
    <Table
      caption={tableCaption}
      columns={planColumns}
      rows={props.rows}
      rowKey={(row) => String(row.dueDate.getTime())}
    />
  );
}

/**
 * The plan for the months chosen: its summary, then its table behind 'Sjá greiðsluáætlun' where
 * the table would stack (a phone: instalment.css); where it fits as a table it shows open and the
 * button is not there. Nothing before there is a plan. It reads the model's signals itself, so a
 * slider step re-renders only this and the slider, and it shows them through useDeferredValue: the
 * key press or drag paints the slider's new value at once, and the plan follows in a render React
 * can interrupt for the next step, so each step answers within 50 ms on a slow phone.
 */
export function InstalmentPlan(props: {
  rows: ReadonlySignal<readonly InstalmentRow[]>;
  summary: ReadonlySignal<InstalmentSummary | undefined>;
}): ReactNode {
  useSignals();
  const rows = useDeferredValue(props.rows.value);
  const summary = useDeferredValue(props.summary.value);
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const messages = useMessages(instalmentMessages);
  if (!summary || rows.length === 0) return null;
  return (
    <div className="byko-plan">
      <PlanSummary summary={summary} />
      <button
        type="button"
        className="byko-plan-toggle"
        aria-expanded={open}
        aria-controls={tableId}
        onClick={() => setOpen(!open)}
      >
        {messages.showPlan}
      </button>
      <div id={tableId} className="byko-plan-table" data-open={open ? '' : undefined}>
        <InstalmentTable rows={rows} />
      </div>
    </div>
  );
}
