import { Alert, Button, Empty, Flex, Input, Select, Skeleton, Typography } from 'antd';
import { type KeyboardEvent, type ReactNode, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type ListRow,
  rowElementId,
  VIRTUAL_ROW_HEIGHT,
  type VirtualListHandle,
  VirtualListTable,
} from '../list-view/index.js';
import { movedIndex } from './arrow-selection.js';
import { failureText } from './list-screens-api.js';
import { useElementHeight } from './useElementHeight.js';
import type { ListScreenState } from './useListScreenState.js';

/** Rows still to come when the keyboard gets this near the end of those read: read on. */
const KEYBOARD_READ_AHEAD = 20;
/** The status line under the rows. */
const STATUS_HEIGHT = 24;
const NAME_WIDTH = 190;
const NEXT_WIDTH = 130;

interface CompactRecordListProps {
  state: ListScreenState;
  activeId: string | undefined;
  onChoose: (row: ListRow) => void;
  /** Buttons beside the title (the floating list's hide and move). */
  actions?: ReactNode;
  footer?: ReactNode;
}

/**
 * The narrow list of the split screen and the floating list: the object's
 * name, the view picker and a search box over a virtualised list of names
 * (and the view's next column). A click or the arrow keys choose a record.
 */
export function CompactRecordList({ state, activeId, onChoose, actions, footer }: CompactRecordListProps) {
  const { t } = useTranslation();
  const table = useRef<VirtualListHandle>(null);
  // Console tabs keep several lists mounted: each its own hint id.
  const hintId = useId();
  const body = useElementHeight<HTMLDivElement>(480);
  const catalogue = state.catalogue.data;
  const rows = state.stream.rows;
  const columns = useMemo(() => {
    const all = state.stream.columns;
    const name = all.find((column) => column.apiName === 'name');
    const next = all.find((column) => column.apiName !== 'name');
    // Two columns that fit a narrow panel: the name, then the view's next one.
    return [
      ...(name ? [{ ...name, width: NAME_WIDTH }] : []),
      ...(next ? [{ ...next, width: NEXT_WIDTH }] : []),
    ];
  }, [state.stream.columns]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = rows.findIndex((row) => row.id === activeId);
    const inSight = Math.floor(body.height / VIRTUAL_ROW_HEIGHT);
    const index = movedIndex(event.key, current, rows.length, inSight);
    const row = index === undefined ? undefined : rows[index];
    if (index === undefined || !row) return;
    event.preventDefault();
    onChoose(row);
    table.current?.scrollToIndex(index);
    if (index >= rows.length - KEYBOARD_READ_AHEAD) state.stream.loadMore();
  };

  if (state.catalogue.isError || state.stream.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={t('common.loadFailed')}
        description={failureText(state.catalogue.error)}
        action={
          <Button
            onClick={() => void (state.catalogue.isError ? state.catalogue.refetch() : state.stream.retry())}
          >
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  // Loading shows the shape of the list, not an empty one.
  if (state.catalogue.isPending) return <Skeleton active title paragraph={{ rows: 10 }} />;
  const title = catalogue?.pluralLabel ?? '';
  return (
    <Flex vertical gap={8} className="vela-compact-list">
      <Flex justify="space-between" align="center" gap={8}>
        <Typography.Title level={5} className="vela-compact-list__title">
          {title}
        </Typography.Title>
        {actions}
      </Flex>
      <Select
        aria-label={t('listView.viewPicker')}
        value={state.viewId}
        onChange={state.chooseView}
        showSearch={{ optionFilterProp: 'label' }}
        options={(catalogue?.views ?? []).map((view) => ({ value: view.id, label: view.name }))}
      />
      <Input.Search
        aria-label={t('listView.search')}
        placeholder={t('listView.searchPlaceholder')}
        allowClear
        onSearch={(value) => state.setKeyword(value)}
        onChange={(event) => {
          if (event.target.value === '') state.setKeyword('');
        }}
      />
      <div
        ref={body.ref}
        className="vela-compact-list__rows"
        tabIndex={0}
        role="listbox"
        aria-activedescendant={activeId ? rowElementId(activeId) : undefined}
        aria-label={t('listScreens.listLabel', { object: title })}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
      >
        <VirtualListTable
          handleRef={table}
          label={title}
          columns={columns}
          stream={state.stream}
          total={state.total}
          height={Math.max(VIRTUAL_ROW_HEIGHT * 3, body.height - STATUS_HEIGHT)}
          showHeader={false}
          activeId={activeId}
          onRowClick={(row) => {
            // The arrow keys go on from the row clicked.
            body.element?.focus({ preventScroll: true });
            onChoose(row);
          }}
          empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listView.empty')} />}
        />
      </div>
      <Typography.Text type="secondary" id={hintId} className="vela-compact-list__hint">
        {t('listScreens.keyboardHint')}
      </Typography.Text>
      {footer}
    </Flex>
  );
}
