import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useShadowStyles } from '../styles.ts';
import tableCss from './table.css?inline';

export interface TableColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/** Below this width (a phone) a table always stacks. */
const stackBelowPx = 480;

/**
 * A data table whose first column heads each row. Where it fits it is a table; where it would not
 * (many money columns in a narrow embed) or on a phone, each row stacks as label/value pairs, every
 * cell labelled by its column (`data-label`), so nothing is cut off or scrolls sideways. The
 * explicit roles keep the table's semantics for screen readers when stacking changes the display.
 */
export function Table<Row>(props: {
  caption: string;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
}): ReactNode {
  // Adopted when first used: the pages without a table (the card form) do not carry its CSS.
  useShadowStyles(tableCss);
  const { columns, rows } = props;
  const wrapRef = useRef<HTMLDivElement>(null);

  // Measured before paint, and again when the room changes: laid out as a table, is it wider than
  // its room? (A table cannot shrink below its cells' content, so it would overflow.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows or columns change the table's width, so measure again
  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    const table = wrap?.firstElementChild;
    if (!wrap || !(table instanceof HTMLElement)) return;
    let measuredWidth = -1;
    const stackIfCut = () => {
      if (wrap.clientWidth === measuredWidth) return;
      measuredWidth = wrap.clientWidth;
      wrap.removeAttribute('data-stacked');
      if (measuredWidth < stackBelowPx || table.offsetWidth > measuredWidth)
        wrap.setAttribute('data-stacked', '');
    };
    stackIfCut();
    const observer = new ResizeObserver(stackIfCut);
    observer.observe(wrap);
    return () => observer.disconnect();
  }, [columns, rows]);

  return (
    <div className="byko-table-wrap" ref={wrapRef}>
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
          {rows.map((row) => (
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
