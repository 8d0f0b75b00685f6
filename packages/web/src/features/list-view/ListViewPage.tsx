import { Alert, Button, Card, Empty, Modal, message } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { MassMailButton } from '../mail/index.js';
import { MailMergeButton, PrintListButton } from '../printing/index.js';
import { startInvoiceFromOrders } from '../product-lines/index.js';
import { mergePath } from '../record-cleanup/index.js';
import { MassTextButton } from '../sms/index.js';
import { FilterPanel } from './FilterPanel.js';
import { useOpenedOnce } from './first-frame.js';
import { KanbanPanel } from './KanbanPanel.js';
import { ListPager } from './ListPager.js';
import { ListTable } from './ListTable.js';
import { type ListLayout, ListToolbar } from './ListToolbar.js';
import { type ListRow, rememberColumns } from './list-view-api.js';
import { MassEditDialog } from './MassEditDialog.js';
import { OwnerTransferDialog } from './OwnerTransferDialog.js';
import { ScrollingListBody } from './ScrollingListBody.js';
import { startNewRecord } from './start-new-record.js';
import { useListDataActions } from './useListDataActions.js';
import { useListInlineEdit } from './useListInlineEdit.js';
import { useListViewActions } from './useListViewActions.js';
import { useListViewState } from './useListViewState.js';
import { SCROLLING_PAGE_SIZE } from './useRecordStream.js';
import { ViewNameDialog } from './ViewNameDialog.js';
import './list-view.css';
import { FilterSummary } from './FilterSummary.js';
import { NO_FILTER } from './starting-list-state.js';

const NO_ROWS: ListRow[] = [];

// The plan view is the shift plan (spec 1 §2.7): its code loads when a plan is first opened.
const ShiftPlanPage = lazy(() =>
  import('../shift-plan/index.js').then((m) => ({ default: m.ShiftPlanPage })),
);

/** commonObjects/views/{type}/{objectApi}/{objId}/{prefix}?viewId=: the table view of an object's records. */
export default function ListViewPage() {
  const { t } = useTranslation();
  const params = useParams();
  const type = params.type ?? 'table';
  if (type === 'plan') {
    return (
      <Suspense fallback={null}>
        <ShiftPlanPage />
      </Suspense>
    );
  }
  if (type !== 'table' && type !== 'kanban') {
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
    <TableView
      objectApi={params.objectApi ?? ''}
      objId={params.objId ?? ''}
      prefix={params.prefix ?? ''}
      layout={type}
    />
  );
}

interface TableViewProps {
  objectApi: string;
  objId: string;
  prefix: string;
  /** Table or kanban (S1-R-003's {type}); the view, filters and keyword stay when it changes. */
  layout: ListLayout;
}

function TableView({ objectApi, objId, prefix, layout }: TableViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
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
  const data = useListDataActions({ state, objectApi, messages });
  const switchLayout = (next: ListLayout) => {
    const query = search.toString();
    void navigate(`/commonObjects/views/${next}/${objectApi}/${objId}/${prefix}${query ? `?${query}` : ''}`);
  };
  const filtersDrawn = useOpenedOnce(filtersOpen);
  const ownerDrawn = useOpenedOnce(ownerOpen);
  const massEditDrawn = useOpenedOnce(data.massEdit.open);
  const namingDrawn = useOpenedOnce(actions.naming !== null);
  const catalogue = state.catalogue.data;
  const page = state.page.data;
  const inlineEdit = useListInlineEdit(catalogue, () => void state.refresh());
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
        mergeHref={
          state.selected.length >= 2 && state.selected.length <= 3 ? mergePath(state.selected) : null
        }
        onDeleteSelected={actions.deleteSelected}
        onChangeOwner={() => setOwnerOpen(true)}
        onInvoiceSelected={
          objectApi.toLowerCase() === 'velaorder'
            ? () => void startInvoiceFromOrders(state.selected)
            : undefined
        }
        selectionExtra={
          <>
            <MassTextButton
              objectApi={catalogue?.objectApi ?? objectApi}
              recordIds={state.selected}
              hasPhone={(catalogue?.fields ?? []).some((field) => field.type === 'H')}
            />
            <MailMergeButton objectApi={catalogue?.objectApi ?? objectApi} recordIds={state.selected} />
          </>
        }
        remembered={page?.remembered ?? false}
        extra={
          <>
            <MassMailButton
              question={{
                objectApi: catalogue?.objectApi ?? objectApi,
                viewId: state.viewId,
                filters: state.filter,
                keyword: state.keyword,
              }}
            />
            <PrintListButton
              list={{
                objId: catalogue?.objId ?? objId,
                prefix: catalogue?.prefix ?? prefix,
                objectApi: catalogue?.objectApi ?? objectApi,
                viewId: state.viewId,
                pageNum: state.pageNumber,
                pageSize: state.pageSize,
                keyword: state.keyword,
                filters: state.filter,
                sort: state.sort,
              }}
            />
          </>
        }
        layout={layout}
        onLayout={switchLayout}
        onExport={(format) => data.exportAs(format, state.sort)}
        exporting={data.exporting}
        onMassEdit={data.massEdit.start}
      />
      <FilterSummary
        objectApi={objectApi}
        filter={state.filter}
        fields={catalogue?.fields ?? []}
        onEdit={() => setFiltersOpen(true)}
        onClear={() => state.setFilter(NO_FILTER)}
      />
      {layout === 'kanban' ? (
        <KanbanPanel
          question={{ objectApi, viewId: state.viewId, filters: state.filter, keyword: state.keyword }}
          enabled={state.viewId !== undefined}
          fields={catalogue?.fields ?? []}
          messages={messages}
        />
      ) : (
        <>
          <ListPager
            pageNumber={state.pageNumber}
            pageSize={state.pageSize}
            shown={page?.rows.length ?? 0}
            count={state.count.data}
            searchBound={page?.keywordCandidates?.reached ? page.keywordCandidates.limit : undefined}
            keywordIndexPreparing={state.keywordIndexPreparing}
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
              // Asking again while the keyword index is prepared is quiet: the rows stay until new ones come.
              loading={
                state.page.isPending ||
                (state.page.isFetching && (state.page.isPlaceholderData || !state.keywordIndexPreparing))
              }
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
              inlineEdit={inlineEdit}
            />
          )}
        </>
      )}
      {filtersDrawn && (
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
      )}
      {ownerDrawn && (
        <OwnerTransferDialog
          open={ownerOpen}
          count={state.selected.length}
          busy={actions.busy}
          onConfirm={actions.transferOwner}
          onCancel={() => setOwnerOpen(false)}
        />
      )}
      {massEditDrawn && (
        <MassEditDialog
          open={data.massEdit.open}
          count={state.selected.length}
          fields={catalogue?.fields ?? []}
          busy={data.massEdit.busy}
          result={data.massEdit.result}
          onConfirm={data.massEdit.apply}
          onCancel={data.massEdit.close}
        />
      )}
      {namingDrawn && (
        <ViewNameDialog
          mode={actions.naming}
          initial={actions.namingInitial}
          busy={actions.busy}
          onConfirm={actions.confirmName}
          onCancel={actions.cancelName}
        />
      )}
    </Card>
  );
}
