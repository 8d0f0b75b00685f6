import { Spin, Typography } from 'antd';
import { type ReactNode, type Ref, type UIEvent, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../i18n/index.js';
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
import type { RecordStream } from './useRecordStream.js';
import { useVisibleRows } from './useVisibleRows.js';

/** Read the next rows while this many pixels of loaded rows are still below the view. */
const READ_AHEAD_PX = 1200;
/** Every row's height (list-view.css holds the same): the rows drawn are worked out from it. */
export const VIRTUAL_ROW_HEIGHT = 39;
const NO_SELECTION: string[] = [];
const IGNORE_SELECTION = () => undefined;

export { rowElementId } from './ListTableParts.js';

/** What a list around the table can ask of it. */
export interface VirtualListHandle {
  /** Scrolls the least that brings row `index` into sight. */
  scrollToIndex: (index: number) => void;
}

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
  /** Rows chosen by a click are options of the list around them; their names are text, not links. */
  onRowClick?: (row: ListRow) => void;
  showHeader?: boolean;
  handleRef?: Ref<VirtualListHandle>;
  className?: string;
}

/**
 * A list body of any length: only the rows in sight (and a dozen either side) are in the page, the
 * next keyset page is read as the person nears the end of what is loaded, so scrolling through
 * 10,000 records holds a few dozen rows in the page at any time. The same rows and header as the
 * paged table (ListTable), in one scroller with a sticky header.
 */
export function VirtualListTable(props: VirtualListTableProps) {
  const { columns, stream, height, sort, onSort, selection, activeId, onRowClick } = props;
  const { t, i18n } = useTranslation();
  const { language, formatTime } = useCellFormatting();
  const rows = stream.rows;
  const ticks = useRowToggles(
    rows,
    selection?.selected ?? NO_SELECTION,
    selection?.onSelect ?? IGNORE_SELECTION,
  );
  const scroller = useRef<HTMLDivElement>(null);
  const visible = useVisibleRows(rows.length, VIRTUAL_ROW_HEIGHT, height);
  const showHeader = props.showHeader ?? true;
  const cells = columns.length + (selection ? 1 : 0);

  // A new question (another sort, filter or view) starts from the top.
  const firstId = rows[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first row is the sign of a new question
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0;
    visible.onScroll(0);
  }, [firstId, visible.onScroll]);

  useImperativeHandle(
    props.handleRef,
    () => ({
      scrollToIndex: (index: number) => {
        const body = scroller.current;
        if (!body) return;
        const header = body.querySelector('thead')?.offsetHeight ?? 0;
        const top = index * VIRTUAL_ROW_HEIGHT;
        const inSight = body.clientHeight - header;
        if (top < body.scrollTop) body.scrollTop = top;
        else if (top + VIRTUAL_ROW_HEIGHT > body.scrollTop + inSight)
          body.scrollTop = top + VIRTUAL_ROW_HEIGHT - inSight;
      },
    }),
    [],
  );

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const scrollTop = event.currentTarget.scrollTop;
    visible.onScroll(scrollTop);
    if (!stream.hasMore || stream.loadingMore) return;
    // What is left below comes from the row count, not from the scroller's sizes: reading those in a
    // scroll handler makes the browser lay the page out there and then.
    if (rows.length * VIRTUAL_ROW_HEIGHT - scrollTop - height < READ_AHEAD_PX) stream.loadMore();
  };
  const format = (value: number) => numberFormat(i18n.language).format(value);
  const waiting = stream.isPending && rows.length === 0;
  return (
    <div className={props.className}>
      <div className="vela-list__table vela-list__virtual" aria-busy={waiting || undefined}>
        <div className="vela-list__scroll" ref={scroller} style={{ height }} onScroll={onScroll}>
          <table
            className="vela-list__grid"
            // Rows people choose are the options of the listbox around the table: the table itself is
            // only their layout, so assistive technology hears a list of options, not a table.
            {...(onRowClick ? { role: 'presentation' } : { 'aria-label': props.label })}
            style={{ width: tableWidth(columns, Boolean(selection)), minWidth: '100%' }}
          >
            <ColumnGroup columns={columns} selectable={Boolean(selection)} />
            {showHeader ? (
              <thead>
                <tr>
                  {selection ? <SelectAllHeader ticks={ticks} rowCount={rows.length} /> : null}
                  {columns.map((column) =>
                    onSort ? (
                      <SortableHeader
                        key={column.apiName}
                        column={column}
                        order={sort?.field === column.apiName ? sort.order : undefined}
                        onSort={onSort}
                      />
                    ) : (
                      <th key={column.apiName} className="vela-list__plain-header">
                        {column.label}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
            ) : null}
            <tbody>
              {rows.length === 0 ? (
                <tr className="vela-list__empty-row">
                  <td colSpan={cells}>{waiting ? <div className="vela-list__waiting" /> : props.empty}</td>
                </tr>
              ) : (
                <>
                  {visible.before > 0 ? <Spacer height={visible.before} cells={cells} /> : null}
                  {rows.slice(visible.start, visible.end).map((row) => (
                    <TableRow
                      key={row.id}
                      row={row}
                      columns={columns}
                      language={language}
                      formatTime={formatTime}
                      {...(selection
                        ? {
                            checked: ticks.chosen.has(row.id),
                            onToggle: ticks.toggle,
                          }
                        : {})}
                      {...(onRowClick ? { active: row.id === activeId, onChoose: onRowClick } : {})}
                    />
                  ))}
                  {visible.after > 0 ? <Spacer height={visible.after} cells={cells} /> : null}
                </>
              )}
            </tbody>
          </table>
        </div>
        {waiting ? (
          <div className="vela-list__loading">
            <Spin />
          </div>
        ) : null}
      </div>
      <Typography.Text type="secondary" className="vela-list__streamed" data-testid="list-streamed">
        {stream.loadingMore
          ? t('listScreens.readingMore')
          : !stream.hasMore && rows.length > 0
            ? t('listScreens.readAll', { read: format(rows.length) })
            : props.total !== undefined
              ? t('listScreens.readOf', { read: format(rows.length), total: format(props.total) })
              : t('listScreens.read', { read: format(rows.length) })}
      </Typography.Text>
    </div>
  );
}

/** The height of the rows not drawn, so the scrollbar stands for the whole list. */
function Spacer({ height, cells }: { height: number; cells: number }) {
  return (
    <tr className="vela-list__spacer">
      <td colSpan={cells} style={{ height }} aria-hidden="true" />
    </tr>
  );
}
