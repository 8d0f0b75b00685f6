import { isConvertedLead } from '@vela/core';
import { Alert, Button, Card, Modal, message, Skeleton, Tabs } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { useConsoleTabTitle } from '../../shell/index.js';
import { ApprovalHistoryCard, RecordApprovalActions, SubmitForApprovalButton } from '../approvals/index.js';
import { useFlowRunsTab } from '../automation/index.js';
import { EventInvitees } from '../event-invitees/index.js';
import { ConversionActions } from '../lead-conversion/index.js';
import { useMilestonesTab } from '../milestones/index.js';
import { PrintMenu } from '../printing/index.js';
import { FindDuplicatesButton } from '../record-cleanup/index.js';
import {
  addRelatedPath,
  FollowButton,
  hierarchyPath,
  RecordFilesTab,
  ReturnToPoolButton,
} from '../record-extras/index.js';
import { useRecordChartsTab } from '../reports/index.js';
import { RecordTags } from '../tags/index.js';
import { ActivityPanel } from './components/ActivityPanel.js';
import { ChangeOwnerDialog } from './components/ChangeOwnerDialog.js';
import { DetailSections } from './components/DetailSections.js';
import { FieldHistoryTab } from './components/FieldHistoryTab.js';
import { ProcessPath } from './components/ProcessPath.js';
import { RelatedLists } from './components/RelatedLists.js';
import { TitleBox } from './components/TitleBox.js';
import type { RelatedList } from './record-detail-api.js';
import { readDetailVisibility } from './state/detail-visibility.js';
import { keyFields, layoutFields, processPath } from './state/layout-fields.js';
import { canAddRelated, visibleRecordActions } from './state/record-actions.js';
import { useInlineEditing } from './useInlineEditing.js';
import { useRecordDetail } from './useRecordDetail.js';
import { useRecordDetailActions } from './useRecordDetailActions.js';
import './record-detail.css';

const NO_LISTS: RelatedList[] = [];
const isActivityList = (list: RelatedList) => ['event', 'task'].includes(list.objectApi.toLowerCase());

/** commonObjects/detail/{id}/{oprateType} (and the console detail routes): one record's page. */
export default function RecordDetailPage() {
  const { id = '' } = useParams();
  return <RecordDetail key={id} recordId={id} titlesConsoleTab />;
}

/** One record's page body, for screens that show a record beside something else (the split screen). */
export function RecordDetail({
  recordId,
  titlesConsoleTab = false,
}: {
  recordId: string;
  /** The page is the record's own (not beside a list): its console tab takes the record's name. */
  titlesConsoleTab?: boolean;
}) {
  const { t } = useTranslation();
  const { detail, related, locale, refresh } = useRecordDetail(recordId);
  const recordName = detail.data ? String(detail.data.data.name ?? '') : undefined;
  useConsoleTabTitle(titlesConsoleTab ? recordName : undefined);
  const [modal, modalHolder] = Modal.useModal();
  const [messages, messageHolder] = message.useMessage();
  const lists = related.data ?? NO_LISTS;
  const actions = useRecordDetailActions(detail.data, lists, { modal, message: messages, refresh });
  const flags = useMemo(() => readDetailVisibility(), []);
  const record = detail.data;
  const editing = useInlineEditing(recordId, record, () => void refresh());
  const flowRunsTab = useFlowRunsTab(recordId);
  const chartsTab = useRecordChartsTab(detail.data?.objectApi, recordId);
  // Accounts: their company milestones as a timeline (issue 18).
  const milestonesTab = useMilestonesTab(recordId);
  const path = useMemo(() => (record ? processPath(record.objectApi, record.dataList) : null), [record]);
  const keys = useMemo(() => (record ? keyFields(record.objectApi, record.dataList) : []), [record]);
  const fieldsByApi = useMemo(
    () => new Map(record ? layoutFields(record.dataList).map((field) => [field.apiname, field]) : []),
    [record],
  );

  if (detail.isError) {
    return <StatusScreen heading={t('recordDetail.notFoundTitle')} lines={[t('recordDetail.notFound')]} />;
  }
  if (!record) {
    return (
      <div className="vela-detail">
        <Card className="vela-detail-title">
          <Skeleton active avatar paragraph={{ rows: 1 }} />
        </Card>
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      </div>
    );
  }

  const canAdd = canAddRelated(record.permission);
  const relatedBody = related.isError ? (
    <Alert
      type="error"
      showIcon
      title={t('common.loadFailed')}
      action={<Button onClick={() => void related.refetch()}>{t('common.retry')}</Button>}
    />
  ) : related.isLoading ? (
    <Skeleton active paragraph={{ rows: 6 }} />
  ) : (
    <RelatedLists
      recordId={recordId}
      locale={locale}
      lists={lists.filter((list) => !isActivityList(list))}
      showRows={flags.isShowRelationDetail}
      canAdd={canAdd}
      onNew={actions.newRelated}
      addExistingPath={(list) => addRelatedPath(list, { id: recordId, name: String(record.data.name ?? '') })}
    />
  );
  const tabs: Array<{ key: string; label: string; children: ReactNode }> = [];
  if (flags.isShowDetail)
    tabs.push({
      key: 'details',
      label: t('recordDetail.tabDetails'),
      children: (
        <DetailSections sections={record.dataList} record={record.data} locale={locale} editing={editing} />
      ),
    });
  if (flags.isShowRelationList)
    tabs.push({ key: 'related', label: t('recordDetail.tabRelated'), children: relatedBody });
  if (chartsTab) tabs.push(chartsTab);
  if (milestonesTab) tabs.push(milestonesTab);
  tabs.push({
    key: 'files',
    label: t('recordExtras.tabFiles'),
    children: <RecordFilesTab recordId={recordId} canEdit={record.permission.isEdit} />,
  });
  tabs.push({
    key: 'history',
    label: t('recordDetail.tabHistory'),
    children: (
      <FieldHistoryTab
        recordId={recordId}
        objId={record.objId}
        locale={locale}
        fields={fieldsByApi}
        record={record.data}
      />
    ),
  });

  // Administrators: the record's flow runs (issue 20); nobody else is shown the tab.
  if (flowRunsTab) tabs.push(flowRunsTab);

  return (
    <div className="vela-detail">
      {modalHolder}
      {messageHolder}
      {flags.isShowTitleBox && (
        <TitleBox
          detail={record}
          keyFields={keys}
          showKeyInfo={flags.isShowKeyInfo}
          actions={visibleRecordActions(record.permission, record.objectApi).filter(
            (action) => action !== 'edit' || !isConvertedLead(record.objectApi, record.data),
          )}
          locale={locale}
          onAction={actions.onAction}
          extra={
            <>
              <PrintMenu
                record={{
                  id: recordId,
                  objId: record.objId,
                  objectApi: record.objectApi,
                  name: String(record.data.name ?? recordId),
                }}
              />
              <FollowButton recordId={recordId} />
              <FindDuplicatesButton recordId={recordId} canEdit={record.permission.isEdit} />
              <SubmitForApprovalButton recordId={recordId} onSubmitted={() => void refresh()} />
              <RecordApprovalActions recordId={recordId} />
              <ConversionActions
                record={{
                  id: recordId,
                  objectApi: record.objectApi,
                  data: record.data,
                  canEdit: record.permission.isEdit,
                }}
                onChanged={() => void refresh()}
              />
              {record.objectApi.toLowerCase() === 'account' && (
                <Link to={hierarchyPath(recordId)}>{t('recordExtras.hierarchy')}</Link>
              )}
              {record.permission.isTransfer && (
                <ReturnToPoolButton
                  recordId={recordId}
                  recordName={String(record.data.name ?? '')}
                  objectApi={record.objectApi}
                  onReturned={(text) => {
                    messages.success(text);
                    void refresh();
                  }}
                />
              )}
            </>
          }
        />
      )}
      <RecordTags recordId={recordId} />
      {record.objectApi.toLowerCase() === 'event' && (
        <Card size="small">
          <EventInvitees eventId={recordId} />
        </Card>
      )}
      {flags.isShowProcess && path && (
        <ProcessPath path={path} marking={editing?.editable.has(path.field.apiname) ? editing : undefined} />
      )}
      <div className={`vela-detail-body${flags.isShowActivity ? '' : ' vela-detail-body--single'}`}>
        <Card className="vela-detail-main">
          <Tabs items={tabs} />
        </Card>
        {flags.isShowActivity && (
          <Card className="vela-detail-side">
            <ActivityPanel
              recordId={recordId}
              locale={locale}
              lists={lists.filter(isActivityList)}
              canAdd={canAdd}
              onNew={actions.newActivity}
            />
          </Card>
        )}
      </div>
      <ApprovalHistoryCard recordId={recordId} />
      <ChangeOwnerDialog
        open={actions.owner.open}
        busy={actions.owner.busy}
        onConfirm={(owner) => void actions.owner.confirm(owner)}
        onCancel={actions.owner.cancel}
      />
    </div>
  );
}
