import { Spin } from 'antd';
import type { ReactNode } from 'react';
import type { ListInlineEdit } from './ListEditableCell.js';
import {
  ColumnGroup,
  SelectAllHeader,
  SortableHeader,
  TableRow,
  tableWidth,
  useCellFormatting,
  useRowToggles,
} from './ListTableParts.js';
import type { ListColumn, ListRow, ViewSort } from './list-view-api.js';

interface ListTableProps {
  columns: ListColumn[];
  rows: ListRow[];
  loading: boolean;
  sort: ViewSort | undefined;
  onSort: (sort: ViewSort | undefined) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onResize: (apiName: string, width: number) => void;
  empty: ReactNode;
  inlineEdit?: ListInlineEdit | undefined;
}

/**
 * The records of one page (25 to 200 rows): the view's columns, server-side sort, row selection, column
 * widths people drag. A plain table rather than antd's: antd's cost about 4 ms a row to draw and forced
 * a layout of the whole page while drawing (its column measuring row), most of the time between a click
 * on an object and its rows (issue 7: within 200 ms). It looks like antd's small table.
 */
export function ListTable(props: ListTableProps) {
  const { columns, rows, loading, sort, onSort, selected, onSelect, onResize, empty, inlineEdit } = props;
  const { language, formatTime } = useCellFormatting();
  const ticks = useRowToggles(rows, selected, onSelect);

  return (
    <div className="vela-list__table" aria-busy={loading || undefined}>
      <div className="vela-list__scroll">
        <table className="vela-list__grid" style={{ width: tableWidth(columns, true), minWidth: '100%' }}>
          <ColumnGroup columns={columns} selectable />
          <thead>
            <tr>
              <SelectAllHeader ticks={ticks} rowCount={rows.length} />
              {columns.map((column) => (
                <SortableHeader
                  key={column.apiName}
                  column={column}
                  order={sort?.field === column.apiName ? sort.order : undefined}
                  onSort={onSort}
                  onResize={onResize}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr className="vela-list__empty-row">
                <td colSpan={columns.length + 1}>
                  {loading ? <div className="vela-list__waiting" /> : empty}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <TableRow
                  key={row.id}
                  row={row}
                  columns={columns}
                  checked={ticks.chosen.has(row.id)}
                  language={language}
                  formatTime={formatTime}
                  onToggle={ticks.toggle}
                  inlineEdit={inlineEdit}
                />
              ))
            )}
          </tbody>
        </table>
      </div>
      {loading ? (
        <div className="vela-list__loading">
          <Spin />
        </div>
      ) : null}
    </div>
  );
}
