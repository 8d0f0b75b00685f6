import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChooseTrackedFieldsButton } from '../../setup/index.js';
import {
  type DetailField,
  type FieldHistoryEntry,
  fetchFieldHistory,
  RECORD_DETAIL_QUERY_KEY,
} from '../record-detail-api.js';
import { type DisplayLocale, formatDateTime } from '../state/display-value.js';
import { historyText } from '../state/history-text.js';

/** The record's field history: tracked-field changes, newest first, 20 a page. */
interface FieldHistoryTabProps {
  recordId: string;
  /** The record's object: an administrator chooses its tracked fields from here. */
  objId: string;
  locale: DisplayLocale;
  /** The layout's fields by api name: their types format the changed values. */
  fields: ReadonlyMap<string, DetailField>;
  record: Record<string, unknown>;
}

export function FieldHistoryTab({ recordId, objId, locale, fields, record }: FieldHistoryTabProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const history = useQuery({
    queryKey: [RECORD_DETAIL_QUERY_KEY, recordId, 'history', locale.language, page],
    queryFn: () => fetchFieldHistory(recordId, locale.language, page),
  });
  return (
    <>
      <div className="vela-detail-history__actions">
        <ChooseTrackedFieldsButton
          objId={objId}
          onSaved={() =>
            void queryClient.invalidateQueries({ queryKey: [RECORD_DETAIL_QUERY_KEY, recordId, 'history'] })
          }
        />
      </div>
      <Table<FieldHistoryEntry>
        className="vela-detail-history"
        size="small"
        rowKey="id"
        loading={history.isFetching}
        dataSource={history.data?.dataList ?? []}
        locale={{ emptyText: t('recordDetail.historyEmpty') }}
        pagination={{
          current: page,
          pageSize: 20,
          total: history.data?.totalCount ?? 0,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'date',
            title: t('recordDetail.historyDate'),
            render: (_, entry) => (
              <span className="vela-detail-nowrap">{formatDateTime(entry.changedAt, locale)}</span>
            ),
          },
          {
            key: 'field',
            title: t('recordDetail.historyField'),
            render: (_, entry) => (entry.created ? t('recordDetail.historyCreated') : entry.fieldLabel),
          },
          {
            key: 'user',
            title: t('recordDetail.historyUser'),
            render: (_, entry) =>
              entry.viaFlow
                ? t('recordDetail.historyViaFlow', { name: entry.changedByName, flow: entry.viaFlow })
                : entry.changedByName,
          },
          {
            key: 'old',
            title: t('recordDetail.historyOld'),
            render: (_, entry) => historyText(entry, 'old', fields.get(entry.fieldApi), record, locale),
          },
          {
            key: 'new',
            title: t('recordDetail.historyNew'),
            render: (_, entry) => historyText(entry, 'new', fields.get(entry.fieldApi), record, locale),
          },
        ]}
      />
    </>
  );
}
