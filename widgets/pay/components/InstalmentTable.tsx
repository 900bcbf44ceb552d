import type { ReactNode } from 'react';
import { formatDate, formatIsk } from '../../core/format.ts';
import { instalmentMessages } from '../instalment.messages.ts';
import type { InstalmentRow } from '../instalments.ts';

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
