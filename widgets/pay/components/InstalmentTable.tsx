import type { Signal } from '@preact/signals-react';
import type { ReactNode } from 'react';
import { formatDate, formatIsk, formatPercent } from '../../core/format.ts';
import { Slider } from '../../core/ui/index.ts';
import { instalmentMessages } from '../instalment.messages.ts';
import type { Apr, InstalmentRow } from '../instalments.ts';

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

/** The calculation table (spec §2): one row a payment, scrolling sideways on a phone. */
export function InstalmentTable(props: { rows: readonly InstalmentRow[] }): ReactNode {
  const { columns } = instalmentMessages;
  return (
    // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone
    <section className="byko-table-scroll" aria-label={instalmentMessages.tableCaption} tabIndex={0}>
      <table className="byko-table">
        <caption className="byko-visually-hidden">{instalmentMessages.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{columns.dueDate}</th>
            <th scope="col">{columns.principal}</th>
            <th scope="col">{columns.payment}</th>
            <th scope="col">{columns.principalPayment}</th>
            <th scope="col">{columns.interest}</th>
            <th scope="col">{columns.fee}</th>
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={row.dueDate.getTime()}>
              <th scope="row">{formatDate(row.dueDate)}</th>
              <td>{formatIsk(row.remaining)}</td>
              <td>{formatIsk(row.total)}</td>
              <td>{formatIsk(row.ppmt)}</td>
              <td>{formatIsk(row.ipmt)}</td>
              <td>{formatIsk(row.fee)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
