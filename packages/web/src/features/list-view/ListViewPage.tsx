import { Alert, Button, Card, Empty, Modal, message } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { FilterPanel } from './FilterPanel.js';
import { ListPager } from './ListPager.js';
import { ListTable } from './ListTable.js';
import { ListToolbar } from './ListToolbar.js';
import { type ListRow, rememberColumns } from './list-view-api.js';
import { OwnerTransferDialog } from './OwnerTransferDialog.js';
import { ScrollingListBody } from './ScrollingListBody.js';
import { startNewRecord } from './start-new-record.js';
import { useListViewActions } from './useListViewActions.js';
import { useListViewState } from './useListViewState.js';
import { SCROLLING_PAGE_SIZE } from './useRecordStream.js';
import { ViewNameDialog } from './ViewNameDialog.js';
import './list-view.css';

const NO_ROWS: ListRow[] = [];

/** commonObjects/views/{type}/{objectApi}/{objId}/{prefix}?viewId=: the table view of an object's records. */
export default function ListViewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const type = params.type ?? 'table';
  if (type !== 'table') {
    const tablePath = `/commonObjects/views/table/${params.objectApi}/${params.objId}/${params.prefix ?? ''}`;
    return (
      <StatusScreen
        heading={t('listView.notTableTitle')}
        lines={[t('listView.notTable', { type })]}
        action={
          <Link to={tablePath}>
            <Button type="primary">{t('listView.openTable')}</Button>
          </Link>
        }
      />
    );
  }
  return (
    <TableView objectApi={params.objectApi ?? ''} objId={params.objId ?? ''} prefix={params.prefix ?? ''} />
  );
}

function TableView({ objectApi, objId, prefix }: { objectApi: string; objId: string; prefix: string }) {
  const { t } = useTranslation();
  const state = useListViewState(objectApi);
  const [messages, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [ownerOpen, setOwnerOpen] = useState(false);
  const actions = useListViewActions({
    state,
    objectApi,
    messages,
    modal,
    onOwnerDone: () => setOwnerOpen(false),
  });
  const catalogue = state.catalogue.data;
  const page = state.page.data;
  const views = catalogue?.views ?? [];

  if (state.catalogue.isError) {
    return (
      <Card className="vela-list">
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void state.catalogue.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );
  }

  const empty = state.page.isError ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.loadFailed')}>
      <Button onClick={() => void state.page.refetch()}>{t('common.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('listView.empty')}>
      <Button type="primary" onClick={() => startNewRecord({ objectApi, objId, prefix }, state.refresh)}>
        {t('listView.new')}
      </Button>
    </Empty>
  );

  return (
    <Card className="vela-list" variant="borderless">
      {messageHolder}
      {modalHolder}
      <ListToolbar
        title={catalogue?.pluralLabel ?? objectApi}
        views={views}
        viewId={state.viewId}
        onChooseView={state.chooseView}
        onViewAction={actions.onViewAction}
        keyword={state.keyword}
        onSearch={state.setKeyword}
        filterCount={state.filter.criteria.length}
        onOpenFilters={() => setFiltersOpen(true)}
        onNew={() => startNewRecord({ objectApi, objId, prefix }, state.refresh)}
        onRefresh={() => void state.refresh()}
        selectedCount={state.selected.length}
        onDeleteSelected={actions.deleteSelected}
        onChangeOwner={() => setOwnerOpen(true)}
        remembered={page?.remembered ?? false}
      />
      <ListPager
        pageNumber={state.pageNumber}
        pageSize={state.pageSize}
        shown={page?.rows.length ?? 0}
        count={state.count.data}
        canGoBack={state.canGoBack}
        canGoOn={state.canGoOn}
        onBack={state.goBack}
        onOn={state.goOn}
        onPageSize={state.setPageSize}
      />
      {state.pageSize === SCROLLING_PAGE_SIZE ? (
        <ScrollingListBody objectApi={objectApi} state={state} total={state.count.data} empty={empty} />
      ) : (
        <ListTable
          columns={page?.columns ?? []}
          rows={page?.rows ?? NO_ROWS}
          loading={state.page.isFetching || state.catalogue.isPending}
          sort={state.sort}
          onSort={state.setSort}
          selected={state.selected}
          onSelect={state.setSelected}
          onResize={(apiName, width) => {
            if (!state.viewId || !page) return;
            const columns = page.columns.map((column) => ({
              field: column.apiName,
              width: column.apiName === apiName ? width : column.width,
            }));
            void rememberColumns(state.viewId, columns).then(state.refresh);
          }}
          empty={empty}
        />
      )}
      <FilterPanel
        open={filtersOpen}
        fields={catalogue?.fields ?? []}
        filter={state.filter}
        onApply={(filter) => {
          state.setFilter(filter);
          setFiltersOpen(false);
        }}
        onClose={() => setFiltersOpen(false)}
      />
      <OwnerTransferDialog
        open={ownerOpen}
        count={state.selected.length}
        busy={actions.busy}
        onConfirm={actions.transferOwner}
        onCancel={() => setOwnerOpen(false)}
      />
      <ViewNameDialog
        mode={actions.naming}
        initial={actions.namingInitial}
        busy={actions.busy}
        onConfirm={actions.confirmName}
        onCancel={actions.cancelName}
      />
    </Card>
  );
}
