import { Table, Typography } from 'antd';
import type { TableRef } from 'antd/es/table';
import type { ColumnsType, SorterResult } from 'antd/es/table/interface';
import { type ReactNode, type Ref, type UIEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/index.js';
import { useGlobalStore } from '../../state/index.js';
import { columnWidth } from './column-width.js';
import { ListCell } from './ListCell.js';
import type { ListColumn, ListRow, ViewSort } from './list-view-api.js';
import { listTimeFormatter } from './time-format.js';
import type { RecordStream } from './useRecordStream.js';

/** Read the next rows while this many pixels of loaded rows are still below the view. */
const READ_AHEAD_PX = 1200;
/** A row of the small table: the height the virtual list plans with. */
export const VIRTUAL_ROW_HEIGHT = 39;

/** The DOM id of a row people choose from (for aria-activedescendant). */
export const rowElementId = (recordId: string) => `vela-row-${recordId}`;

export interface VirtualListTableProps {
  columns: ListColumn[];
  stream: Pick<RecordStream, 'rows' | 'hasMore' | 'loadingMore' | 'loadMore' | 'isPending'>;
  /** Height of the scrolling body in pixels. */
  height: number;
  /** The exact total, when known: "1,200 of 10,000 rows read" (not an estimate). */
  total?: number | undefined;
  label: string;
  empty: ReactNode;
  sort?: ViewSort | undefined;
  onSort?: (sort: ViewSort | undefined) => void;
  selection?: { selected: string[]; onSelect: (ids: string[]) => void };
  /** The row shown as chosen (the split screen's record). */
  activeId?: string | undefined;
  onRowClick?: (row: ListRow, index: number) => void;
  showHeader?: boolean;
  tableRef?: Ref<TableRef>;
  className?: string;
}

/**
 * A list body of any length: antd's virtual table keeps only the rows in sight
 * (plus a few) in the DOM, and the next keyset page is read as the person
 * nears the end of what is loaded, so scrolling through 10,000 records holds a
 * few dozen rows in the page at any time.
 */
export function VirtualListTable(props: VirtualListTableProps) {
  const { columns, stream, height, sort, onSort, selection, activeId, onRowClick } = props;
  const { t, i18n } = useTranslation();
  const timeZone = useGlobalStore((state) => state.userInfo?.timeZone);
  const plainNames = Boolean(onRowClick);
  const formatTime = useMemo(() => listTimeFormatter(i18n.language, timeZone), [i18n.language, timeZone]);
  const tableColumns: ColumnsType<ListRow> = useMemo(
    () =>
      columns.map((column) => ({
        key: column.apiName,
        dataIndex: column.apiName,
        title: column.label,
        width: columnWidth(column),
        ellipsis: true,
        sorter: Boolean(onSort),
        showSorterTooltip: false,
        sortOrder: sort?.field === column.apiName ? (sort.order === 'asc' ? 'ascend' : 'descend') : null,
        render: (_: unknown, row: ListRow) =>
          // Where a click on the row chooses the record, the name is text, not a link away.
          plainNames && column.apiName === 'name' ? (
            <span className="vela-list__name">{row.name || row.id}</span>
          ) : (
            <ListCell column={column} row={row} language={i18n.language} formatTime={formatTime} />
          ),
      })),
    [columns, sort, onSort, i18n.language, formatTime, plainNames],
  );
  const scrollX = tableColumns.reduce((sum, column) => sum + Number(column.width), selection ? 48 : 0);
  const readOn = (event: UIEvent<HTMLDivElement>) => {
    const body = event.currentTarget;
    if (!body || !stream.hasMore || stream.loadingMore) return;
    if (body.scrollHeight - body.scrollTop - body.clientHeight < READ_AHEAD_PX) stream.loadMore();
  };
  const format = (value: number) => numberFormat(i18n.language).format(value);
  return (
    <div className={props.className}>
      <Table<ListRow>
        ref={props.tableRef}
        className="vela-list__table vela-list__virtual"
        aria-label={props.label}
        size="small"
        rowKey="id"
        columns={tableColumns}
        dataSource={stream.rows}
        loading={stream.isPending}
        pagination={false}
        virtual
        showHeader={props.showHeader ?? true}
        scroll={{ x: scrollX, y: height }}
        tableLayout="fixed"
        locale={{ emptyText: props.empty }}
        onScroll={readOn}
        rowClassName={(row) => (row.id === activeId ? 'vela-list__row--active' : '')}
        onRow={(row, index) => ({
          // Rows people choose from are the options of the list around them (role listbox).
          ...(onRowClick
            ? { role: 'option', id: rowElementId(row.id), 'aria-selected': row.id === activeId }
            : {}),
          onClick: onRowClick
            ? (event) => {
                // A click on the name's link or a checkbox does its own thing.
                if ((event.target as HTMLElement).closest('a, input, label')) return;
                onRowClick(row, index ?? 0);
              }
            : undefined,
        })}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.selected,
                onChange: (keys) => selection.onSelect(keys.map(String)),
                getCheckboxProps: (row) => ({
                  'aria-label': t('listView.selectRow', { name: row.name || row.id }),
                }),
                columnWidth: 48,
              }
            : undefined
        }
        onChange={(_pagination, _filters, sorter) => {
          if (!onSort) return;
          const one = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<ListRow> | undefined;
          if (!one?.order || !one.columnKey) onSort(undefined);
          else onSort({ field: String(one.columnKey), order: one.order === 'ascend' ? 'asc' : 'desc' });
        }}
      />
      <Typography.Text type="secondary" className="vela-list__streamed" data-testid="list-streamed">
        {stream.loadingMore
          ? t('listScreens.readingMore')
          : !stream.hasMore && stream.rows.length > 0
            ? t('listScreens.readAll', { read: format(stream.rows.length) })
            : props.total !== undefined
              ? t('listScreens.readOf', { read: format(stream.rows.length), total: format(props.total) })
              : t('listScreens.read', { read: format(stream.rows.length) })}
      </Typography.Text>
    </div>
  );
}
