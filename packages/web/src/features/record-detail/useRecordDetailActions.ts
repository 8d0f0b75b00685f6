import { message as staticMessage } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../api/index.js';
import type { FieldValue } from '../field-widgets/index.js';
import { startInvoiceFromOrders } from '../product-lines/index.js';
import { openRecordForm } from '../record-form/index.js';
import type { ActivityDraft, ActivityKind } from './components/ActivityPanel.js';
import { changeOwner, deleteRecord, type RecordDetail, type RelatedList } from './record-detail-api.js';
import { loggedCallValues, today } from './state/activity-draft.js';
import { listViewPath, type RecordAction } from './state/record-actions.js';

/** The lookup a new activity of this record fills: whoid for contacts and leads, relateid otherwise (DECISIONS 1). */
function activityLookup(lists: readonly RelatedList[], objectApi: string): string {
  const own = lists.find((list) => list.objectApi.toLowerCase() === objectApi);
  return own?.fieldApi ?? 'relateid';
}

/** What the title box, related lists and activity panel buttons do. */
export function useRecordDetailActions(
  detail: RecordDetail | undefined,
  related: readonly RelatedList[],
  feedback: { modal: ModalApi; message: MessageInstance; refresh: () => Promise<void> },
) {
  const { modal, message, refresh } = feedback;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ownerOpen, setOwnerOpen] = useState(false);
  const [ownerBusy, setOwnerBusy] = useState(false);
  const id = String(detail?.data.id ?? '');
  const name = String(detail?.data.name ?? id);

  const onAction = (action: RecordAction) => {
    if (!detail) return;
    if (action === 'edit') openRecordForm({ objectApi: detail.objectApi, mode: 'EDIT', recordId: id });
    else if (action === 'clone') openRecordForm({ objectApi: detail.objectApi, mode: 'COPY', recordId: id });
    else if (action === 'invoice') void startInvoiceFromOrders([id]);
    else if (action === 'changeOwner') setOwnerOpen(true);
    else
      void modal.confirm({
        title: t('recordDetail.deleteTitle', { object: detail.labelName }),
        content: t('recordDetail.deleteConfirm', { name }),
        okText: t('recordDetail.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: async () => {
          try {
            await deleteRecord(id, detail.objectApi);
          } catch (error) {
            // The request client has said why (a record waiting for approval stays): the record stays open.
            if (isApiError(error)) return;
            throw error;
          }
          // This page goes away: the list's page shows the message (antd's page-wide one).
          void staticMessage.success(t('recordDetail.deleted', { name }));
          navigate(listViewPath(detail.objectApi, detail.objId, detail.prefix));
        },
      });
  };

  const confirmOwner = async (owner: { id: string; name: string }) => {
    if (!detail) return;
    setOwnerBusy(true);
    try {
      const done = await changeOwner(detail.objectApi, id, owner.id);
      if (done) void message.success(t('recordDetail.ownerChanged', { name: owner.name }));
      else void message.error(t('recordDetail.ownerNotChanged'));
      setOwnerOpen(false);
      await refresh();
    } catch {
      // The request client has said what went wrong; the dialog stays open to try again.
    } finally {
      setOwnerBusy(false);
    }
  };

  const newRelated = (list: RelatedList) =>
    openRecordForm({ objectApi: list.objectApi, mode: 'NEW', defaultValues: parentValues(list.fieldApi) });

  /** A new activity of this record, composed in the activity panel (issue 26 item 10). */
  const newActivity = (kind: ActivityKind): ActivityDraft => {
    const objectApi = kind === 'event' ? 'event' : 'task';
    const lookup = activityLookup(related, objectApi);
    const values: Record<string, FieldValue> = parentValues(lookup);
    // A contact's activity is also related to its account, the way Salesforce fills both.
    const account = detail?.data.accountid;
    if (lookup === 'whoid' && typeof account === 'string' && account) {
      values.relateid = account;
      values.relateidccname = String(detail?.data.accountidccname ?? '');
    }
    if (kind === 'call') Object.assign(values, loggedCallValues(t('recordDetail.callSubject'), today()));
    else if (kind === 'task') values.tasktype = 'task';
    return { objectApi: kind === 'event' ? 'Event' : 'Task', defaultValues: values };
  };

  // The parent lookup, with its name the way the form reads names ({api}ccname).
  function parentValues(fieldApi: string): Record<string, FieldValue> {
    return { [fieldApi]: id, [`${fieldApi}ccname`]: name };
  }

  return {
    onAction,
    newRelated,
    newActivity,
    owner: { open: ownerOpen, busy: ownerBusy, confirm: confirmOwner, cancel: () => setOwnerOpen(false) },
  };
}
