import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import i18next from 'i18next';
import { type MouseEvent, memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import { columnWidth } from './column-width.js';
import { ListCell } from './ListCell.js';
import { ListEditableCell, type ListInlineEdit } from './ListEditableCell.js';
import type { ListColumn, ListRow, ViewSort } from './list-view-api.js';
import { listTimeFormatter } from './time-format.js';
import './list-view.css';

/** The selection column's width. */
export const SELECT_WIDTH = 48;

/** The DOM id of a row people choose from (for aria-activedescendant). */
export const rowElementId = (recordId: string) => `vela-row-${recordId}`;

/** The language and the one time formatter the rows of a table share (made once per table render). */
export function useCellFormatting() {
  const { i18n } = useTranslation();
  const timeZone = useGlobalStore((state) => state.userInfo?.timeZone);
  const language = i18n.language;
  const formatTime = useMemo(() => listTimeFormatter(language, timeZone), [language, timeZone]);
  return { language, formatTime };
}

/**
 * Ticking one row's box: the handler reads the latest selection, so a memoised row (drawn once) never
 * acts on an old one; the header's box picks or drops every row given.
 */
export function useRowToggles(rows: ListRow[], selected: string[], onSelect: (ids: string[]) => void) {
  const selection = useRef(selected);
  selection.current = selected;
  const toggle = useMemo(
    () => (id: string, on: boolean) => {
      const current = selection.current;
      onSelect(on ? [...current, id] : current.filter((one) => one !== id));
    },
    [onSelect],
  );
  const chosen = useMemo(() => new Set(selected), [selected]);
  const toggleAll = (on: boolean) => {
    const ids = new Set(rows.map((row) => row.id));
    const others = selected.filter((id) => !ids.has(id));
    onSelect(on ? [...others, ...ids] : others);
  };
  // Counting the chosen among thousands of read rows only when something is chosen.
  const chosenHere = chosen.size === 0 ? 0 : rows.filter((row) => chosen.has(row.id)).length;
  return {
    chosen,
    toggle,
    toggleAll,
    all: rows.length > 0 && chosenHere === rows.length,
    some: chosenHere > 0 && chosenHere < rows.length,
  };
}

export type RowToggles = ReturnType<typeof useRowToggles>;

/** The table's column widths: the selection column (when rows can be ticked), then the view's columns. */
export function ColumnGroup({ columns, selectable }: { columns: ListColumn[]; selectable: boolean }) {
  return (
    <colgroup>
      {selectable ? <col style={{ width: SELECT_WIDTH }} /> : null}
      {columns.map((column) => (
        <col key={column.apiName} style={{ width: columnWidth(column) }} />
      ))}
    </colgroup>
  );
}

/** The width of the whole table: the columns' widths and the selection column. */
export const tableWidth = (columns: ListColumn[], selectable: boolean) =>
  columns.reduce((sum, column) => sum + columnWidth(column), selectable ? SELECT_WIDTH : 0);

interface TableRowProps {
  row: ListRow;
  columns: ListColumn[];
  language: string;
  formatTime: (iso: string) => string;
  /** Rows people tick: the box's state and the toggle (no box without it). */
  checked?: boolean | undefined;
  onToggle?: ((id: string, on: boolean) => void) | undefined;
  /** Rows people choose with a click (the split screen's list): the row is an option, its name is text. */
  active?: boolean | undefined;
  onChoose?: ((row: ListRow) => void) | undefined;
  /** Cells people may change in place (the user's inline edit setting on). */
  inlineEdit?: ListInlineEdit | undefined;
}

/** The row's box says whose it is; worked out in the row, so a row not redrawn costs no translation. */
function selectRowLabel(row: ListRow): string {
  return i18next.t('listView.selectRow', { name: row.name || row.id });
}

/** One record's row; ticking a box or choosing a row redraws that row alone (its props are flat for memo). */
export const TableRow = memo(function TableRow({
  row,
  columns,
  language,
  formatTime,
  checked = false,
  onToggle,
  active = false,
  onChoose,
  inlineEdit,
}: TableRowProps) {
  const classes = ['vela-list__row'];
  if (checked) classes.push('vela-list__row--selected');
  if (active) classes.push('vela-list__row--active');
  const chooser = onChoose
    ? {
        role: 'option',
        id: rowElementId(row.id),
        'aria-selected': active,
        onClick: (event: MouseEvent<HTMLTableRowElement>) => {
          // A click on a link or a box does its own thing.
          if ((event.target as HTMLElement).closest('a, input, label')) return;
          onChoose(row);
        },
      }
    : {};
  return (
    <tr className={classes.join(' ')} data-row-key={row.id} {...chooser}>
      {onToggle ? (
        <td className="vela-list__select">
          <input
            type="checkbox"
            checked={checked}
            aria-label={selectRowLabel(row)}
            onChange={(event) => onToggle(row.id, event.target.checked)}
          />
        </td>
      ) : null}
      {columns.map((column) => (
        <td key={column.apiName}>
          {onChoose && column.apiName === 'name' ? (
            <span className="vela-list__name">{row.name || row.id}</span>
          ) : inlineEdit && column.apiName !== 'name' && inlineEdit.editable.has(column.apiName) ? (
            <ListEditableCell recordId={row.id} api={column.apiName} label={column.label} edit={inlineEdit}>
              <ListCell column={column} row={row} language={language} formatTime={formatTime} />
            </ListEditableCell>
          ) : (
            <ListCell column={column} row={row} language={language} formatTime={formatTime} />
          )}
        </td>
      ))}
    </tr>
  );
});

/** The header's box: ticks every row given, shows a dash when some are ticked. */
export function SelectAllHeader({ ticks, rowCount }: { ticks: RowToggles; rowCount: number }) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  // "Some but not all" has no attribute; the box shows it as a dash.
  useEffect(() => {
    if (box.current) box.current.indeterminate = ticks.some;
  }, [ticks.some]);
  return (
    <th className="vela-list__select">
      <input
        ref={box}
        type="checkbox"
        checked={ticks.all}
        disabled={rowCount === 0}
        aria-label={t('listView.selectAllRows')}
        onChange={(event) => ticks.toggleAll(event.target.checked)}
      />
    </th>
  );
}

interface SortableHeaderProps {
  column: ListColumn;
  order: ViewSort['order'] | undefined;
  onSort: (sort: ViewSort | undefined) => void;
  /** Where widths are remembered, the right edge drags the column's width. */
  onResize?: ((apiName: string, width: number) => void) | undefined;
}

/** Sorting goes up, down, then back to the view's own order, as in antd; the right edge drags the width. */
export function SortableHeader({ column, order, onSort, onResize }: SortableHeaderProps) {
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
      onResize?.(column.apiName, widthAt(ended.clientX));
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
      {onResize ? (
        <span
          className="vela-list__resize"
          onPointerDown={startResize}
          onClick={(event) => event.stopPropagation()}
          aria-hidden
        />
      ) : null}
    </th>
  );
}
