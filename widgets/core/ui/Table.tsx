import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { useShadowStyles } from '../runtime/styles.ts';
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
  const stackIfCutRef = useRef<() => void>(undefined);

  // Measured before the first paint, then whenever the room or the table's own size changes (a
  // ResizeObserver, read after layout): a slider or a field that changes the rows then costs no
  // layout of its own in the input's handler. Laid out as a table, is it wider than its room? (A
  // table cannot shrink below its cells' content, so it would overflow.)
  useLayoutEffect(() => {
    const wrap = wrapRef.current;
    const table = wrap?.firstElementChild;
    if (!wrap || !(table instanceof HTMLElement)) return;
    const stackIfCut = () => {
      const room = wrap.clientWidth;
      // A phone: stacked whatever the table's width, which is then not measured.
      if (room < stackBelowPx) {
        if (!wrap.hasAttribute('data-stacked')) wrap.setAttribute('data-stacked', '');
        return;
      }
      // Measured as a table. The attribute ends as it began when nothing changed, so the observer
      // sees no new size and does not call again.
      wrap.removeAttribute('data-stacked');
      if (table.offsetWidth > room) wrap.setAttribute('data-stacked', '');
    };
    stackIfCutRef.current = stackIfCut;
    stackIfCut();
    const observer = new ResizeObserver(stackIfCut);
    observer.observe(wrap);
    observer.observe(table);
    return () => observer.disconnect();
  }, []);
  // New rows or columns: measured again. A stacked table is as wide as its room whatever its
  // values, so narrower values that would fit as a table change no size the observer sees. (On a
  // phone this measures nothing; the instalment plan renders its rows deferred, off the slider's key.)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the rows and columns are what ask for it
  useLayoutEffect(() => stackIfCutRef.current?.(), [rows, columns]);

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
