import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import { Spin } from 'antd';
import { memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import { columnWidth } from './column-width.js';
import { ListCell } from './ListCell.js';
import type { ListColumn, ListRow, ViewSort } from './list-view-api.js';
import { listTimeFormatter } from './time-format.js';

/** The selection column's width. */
const SELECT_WIDTH = 48;

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
}

/**
 * The records of one page (25 to 200 rows): the view's columns, server-side sort, row selection, column
 * widths people drag. A plain table rather than antd's: antd's cost about 4 ms a row to draw and forced
 * a layout of the whole page while drawing (its column measuring row), most of the time between a click
 * on an object and its rows (issue 7: within 200 ms). It looks like antd's small table.
 */
export function ListTable(props: ListTableProps) {
  const { columns, rows, loading, sort, onSort, selected, onSelect, onResize, empty } = props;
  const { t, i18n } = useTranslation();
  const timeZone = useGlobalStore((state) => state.userInfo?.timeZone);
  const formatTime = useMemo(() => listTimeFormatter(i18n.language, timeZone), [i18n.language, timeZone]);
  const chosen = useMemo(() => new Set(selected), [selected]);
  const width = columns.reduce((sum, column) => sum + columnWidth(column), SELECT_WIDTH);
  const onPage = rows.filter((row) => chosen.has(row.id)).length;

  // Latest selection for the row toggles, so a memoised row's handler never reads an old one.
  const selection = useRef(selected);
  selection.current = selected;
  const toggle = useMemo(
    () => (id: string, on: boolean) => {
      const current = selection.current;
      onSelect(on ? [...current, id] : current.filter((one) => one !== id));
    },
    [onSelect],
  );
  const toggleAll = (on: boolean) => {
    const ids = new Set(rows.map((row) => row.id));
    const others = selected.filter((id) => !ids.has(id));
    onSelect(on ? [...others, ...ids] : others);
  };

  return (
    <div className="vela-list__table" aria-busy={loading || undefined}>
      <div className="vela-list__scroll">
        <table className="vela-list__grid" style={{ width, minWidth: '100%' }}>
          <colgroup>
            <col style={{ width: SELECT_WIDTH }} />
            {columns.map((column) => (
              <col key={column.apiName} style={{ width: columnWidth(column) }} />
            ))}
          </colgroup>
          <thead>
            <tr>
              <th className="vela-list__select">
                <AllRowsCheckbox
                  label={t('listView.selectAllRows')}
                  all={rows.length > 0 && onPage === rows.length}
                  some={onPage > 0 && onPage < rows.length}
                  disabled={rows.length === 0}
                  onChange={toggleAll}
                />
              </th>
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
                  checked={chosen.has(row.id)}
                  label={t('listView.selectRow', { name: row.name || row.id })}
                  language={i18n.language}
                  formatTime={formatTime}
                  onToggle={toggle}
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

interface TableRowProps {
  row: ListRow;
  columns: ListColumn[];
  checked: boolean;
  label: string;
  language: string;
  formatTime: (iso: string) => string;
  onToggle: (id: string, on: boolean) => void;
}

/** One record's row; ticking a box redraws that row alone. */
const TableRow = memo(function TableRow({
  row,
  columns,
  checked,
  label,
  language,
  formatTime,
  onToggle,
}: TableRowProps) {
  return (
    <tr
      className={checked ? 'vela-list__row vela-list__row--selected' : 'vela-list__row'}
      data-row-key={row.id}
    >
      <td className="vela-list__select">
        <input
          type="checkbox"
          checked={checked}
          aria-label={label}
          onChange={(event) => onToggle(row.id, event.target.checked)}
        />
      </td>
      {columns.map((column) => (
        <td key={column.apiName}>
          <ListCell column={column} row={row} language={language} formatTime={formatTime} />
        </td>
      ))}
    </tr>
  );
});

interface AllRowsCheckboxProps {
  label: string;
  all: boolean;
  some: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

function AllRowsCheckbox({ label, all, some, disabled, onChange }: AllRowsCheckboxProps) {
  const box = useRef<HTMLInputElement>(null);
  // "Some but not all" has no attribute; the box shows it as a dash.
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <input
      ref={box}
      type="checkbox"
      checked={all}
      disabled={disabled}
      aria-label={label}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

interface SortableHeaderProps {
  column: ListColumn;
  order: ViewSort['order'] | undefined;
  onSort: (sort: ViewSort | undefined) => void;
  onResize: (apiName: string, width: number) => void;
}

/** Sorting goes up, down, then back to the view's own order, as in antd; the right edge drags the width. */
function SortableHeader({ column, order, onSort, onResize }: SortableHeaderProps) {
  const cell = useRef<HTMLTableCellElement>(null);
  const next = (): ViewSort | undefined => {
    if (order === undefined) return { field: column.apiName, order: 'asc' };
    if (order === 'asc') return { field: column.apiName, order: 'desc' };
    return undefined;
  };
  const startResize = (event: React.PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const th = cell.current;
    if (!th) return;
    const startX = event.clientX;
    const startWidth = th.getBoundingClientRect().width;
    const col = th.closest('table')?.querySelectorAll('col')[th.cellIndex] ?? null;
    const widthAt = (x: number) => Math.round(Math.max(60, startWidth + x - startX));
    const move = (moved: PointerEvent) => {
      if (col) col.style.width = `${widthAt(moved.clientX)}px`;
    };
    const end = (ended: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      onResize(column.apiName, widthAt(ended.clientX));
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
  };
  return (
    <th
      ref={cell}
      className={order ? 'vela-list__sorted' : undefined}
      aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined}
    >
      <button type="button" className="vela-list__sorter" onClick={() => onSort(next())}>
        <span className="vela-list__header-label">{column.label}</span>
        <span className="vela-list__carets" aria-hidden="true">
          <CaretUpOutlined className={order === 'asc' ? 'vela-list__caret--on' : undefined} />
          <CaretDownOutlined className={order === 'desc' ? 'vela-list__caret--on' : undefined} />
        </span>
      </button>
      <span
        className="vela-list__resize"
        onPointerDown={startResize}
        onClick={(event) => event.stopPropagation()}
        aria-hidden
      />
    </th>
  );
}
