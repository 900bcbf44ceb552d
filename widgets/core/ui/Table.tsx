import type { ReactNode } from 'react';
import { useShadowStyles } from '../styles.ts';
import tableCss from './table.css?inline';

export interface TableColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A data table whose first column heads each row. Where it has room it is a table; in a narrow
 * container (under 30rem, table.css) each row stacks as label/value pairs, every cell labelled by
 * its column (`data-label`), so nothing scrolls sideways. The explicit roles keep the table's
 * semantics for screen readers when the stacked layout changes the elements' display.
 */
export function Table<Row>(props: {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}): ReactNode {
  // Adopted when first used: the pages without a table (the card form) do not carry its CSS.
  useShadowStyles(tableCss);
  const { columns } = props;
  return (
    <div className="byko-table-wrap">
      {/* biome-ignore lint/a11y/noRedundantRoles: a stacked table's display drops its semantics in some browsers */}
      <table className="byko-table" role="table">
        <caption className="byko-visually-hidden">{props.caption}</caption>
        {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
        <thead role="rowgroup">
          {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
          <tr role="row">
            {columns.map((column) => (
              // biome-ignore lint/a11y/noRedundantRoles: as above
              <th key={column.label} scope="col" role="columnheader">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {/* biome-ignore lint/a11y/noRedundantRoles: as above */}
        <tbody role="rowgroup">
          {props.rows.map((row) => (
            // biome-ignore lint/a11y/noRedundantRoles: as above
            <tr key={props.rowKey(row)} role="row">
              {columns.map((column, index) =>
                index === 0 ? (
                  // biome-ignore lint/a11y/noRedundantRoles: as above
                  <th key={column.label} scope="row" role="rowheader" data-label={column.label}>
                    {column.cell(row)}
                  </th>
                ) : (
                  // biome-ignore lint/a11y/noRedundantRoles: as above
                  <td key={column.label} role="cell" data-label={column.label}>
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
