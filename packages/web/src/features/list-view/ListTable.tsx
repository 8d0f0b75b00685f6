import { Table } from 'antd';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { type ThHTMLAttributes, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import { columnWidth } from './column-width.js';
import { ListCell } from './ListCell.js';
import type { ListColumn, ListRow, ViewSort } from './list-view-api.js';
import { listTimeFormatter } from './time-format.js';

/** Rows past this many are rendered virtually (only the rows in sight are in the DOM). */
const VIRTUAL_FROM = 60;

interface ListTableProps {
  columns: ListColumn[];
  rows: ListRow[];
  loading: boolean;
  sort: ViewSort | undefined;
  onSort: (sort: ViewSort | undefined) => void;
  selected: string[];
  onSelect: (ids: string[]) => void;
  onResize: (apiName: string, width: number) => void;
  empty: React.ReactNode;
}

type ResizableHeaderProps = ThHTMLAttributes<HTMLTableCellElement> & {
  onResizeEnd?: (width: number) => void;
};

/** A header cell with a drag handle on its right edge; the new width is remembered for the user. */
function ResizableHeader({ onResizeEnd, children, ...rest }: ResizableHeaderProps) {
  const cell = useRef<HTMLTableCellElement>(null);
  if (!onResizeEnd) return <th {...rest}>{children}</th>;
  const start = (event: React.PointerEvent<HTMLSpanElement>) => {
    event.preventDefault();
    event.stopPropagation();
    const th = cell.current;
    if (!th) return;
    const startX = event.clientX;
    const startWidth = th.getBoundingClientRect().width;
    const move = (moved: PointerEvent) => {
      th.style.width = `${Math.max(60, startWidth + moved.clientX - startX)}px`;
    };
    const end = (ended: PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      onResizeEnd(Math.round(Math.max(60, startWidth + ended.clientX - startX)));
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
  };
  return (
    <th {...rest} ref={cell}>
      {children}
      <span
        className="vela-list__resize"
        onPointerDown={start}
        onClick={(event) => event.stopPropagation()}
        aria-hidden
      />
    </th>
  );
}

/** The records of one page: the view's columns, server-side sort, row selection. */
export function ListTable(props: ListTableProps) {
  const { columns, rows, loading, sort, onSort, selected, onSelect, onResize, empty } = props;
  const { t, i18n } = useTranslation();
  const timeZone = useGlobalStore((state) => state.userInfo?.timeZone);
  const formatTime = useMemo(() => listTimeFormatter(i18n.language, timeZone), [i18n.language, timeZone]);
  const tableColumns: ColumnsType<ListRow> = columns.map((column) => ({
    key: column.apiName,
    dataIndex: column.apiName,
    title: column.label,
    width: columnWidth(column),
    ellipsis: true,
    sorter: true,
    showSorterTooltip: false,
    sortOrder: sort?.field === column.apiName ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
    render: (_: unknown, row: ListRow) => (
      <ListCell column={column} row={row} language={i18n.language} formatTime={formatTime} />
    ),
    onHeaderCell: () =>
      ({ onResizeEnd: (width: number) => onResize(column.apiName, width) }) as ResizableHeaderProps,
  }));
  const scrollX = tableColumns.reduce((sum, column) => sum + Number(column.width ?? 160), 48);
  const virtual = rows.length > VIRTUAL_FROM;
  return (
    <Table<ListRow>
      className="vela-list__table"
      size="small"
      rowKey="id"
      columns={tableColumns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      virtual={virtual}
      scroll={virtual ? { x: scrollX, y: 640 } : { x: scrollX }}
      components={{ header: { cell: ResizableHeader } }}
      tableLayout="fixed"
      locale={{ emptyText: empty }}
      rowSelection={{
        selectedRowKeys: selected,
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({ 'aria-label': t('listView.selectRow', { name: row.name || row.id }) }),
        columnWidth: 48,
      }}
      onChange={(_pagination, _filters, sorter) => {
        const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ListRow> | undefined;
        if (!one?.order || !one.columnKey) onSort(undefined);
        else onSort({ field: String(one.columnKey), order: one.order === 'ascend' ? 'asc' : 'desc' });
      }}
    />
  );
}
