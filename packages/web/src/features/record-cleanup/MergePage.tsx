import { useQuery } from '@tanstack/react-query';
import { MERGE_MAX_RECORDS, MERGE_MIN_RECORDS } from '@vela/core';
import { Alert, Button, Card, Modal, message, Radio, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { recordPath } from '../record-detail/index.js';
import {
  CLEANUP_KEYS,
  compareForMerge,
  type MergeCellValue,
  type MergeComparison,
  mergeRecords,
} from './record-cleanup-api.js';
import './record-cleanup.css';

type FieldRow = MergeComparison['fields'][number];

function shownValue(values: Record<string, MergeCellValue>, field: FieldRow): string {
  const name = values[`${field.apiName}ccname`];
  const value = typeof name === 'string' && name ? name : values[field.apiName];
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return String(value);
}

/**
 * combination, handleRepeat, combinationRepeat (?ids=a,b[,c]): the records
 * side by side; the person picks the record to keep and, field by field, the
 * value that survives (S1-R-009, S1-R-012, S1-R-013).
 */
export default function MergePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const ids = (search.get('ids') ?? '').split(',').filter(Boolean);
  const valid =
    new Set(ids).size === ids.length && ids.length >= MERGE_MIN_RECORDS && ids.length <= MERGE_MAX_RECORDS;
  const compared = useQuery({
    queryKey: CLEANUP_KEYS.compare(ids),
    queryFn: () => compareForMerge(ids),
    enabled: valid,
  });
  const [messages, messageHolder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [masterId, setMasterId] = useState(ids[0] ?? '');
  const [choices, setChoices] = useState<Record<string, string>>({});
  const data = compared.data;
  useEffect(() => {
    if (data) setChoices(data.defaultChoices);
  }, [data]);

  if (!valid)
    return (
      <Card className="vela-cleanup">
        <Alert type="warning" showIcon title={t('merge.badSelection')} />
      </Card>
    );
  if (compared.isError)
    return (
      <Card className="vela-cleanup">
        <Alert
          type="error"
          showIcon
          title={t('common.loadFailed')}
          action={<Button onClick={() => void compared.refetch()}>{t('common.retry')}</Button>}
        />
      </Card>
    );

  const records = data?.records ?? [];
  const master = records.find((record) => record.id === masterId);
  const sourceOf = (field: FieldRow) => (field.readOnly ? masterId : (choices[field.apiName] ?? masterId));
  const merge = () =>
    void modal.confirm({
      title: t('merge.confirm'),
      content: t('merge.confirmText', { count: records.length, name: master?.name ?? '' }),
      okText: t('merge.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        const editable = Object.fromEntries(
          (data?.fields ?? [])
            .filter((field) => !field.readOnly)
            .map((field) => [field.apiName, sourceOf(field)]),
        );
        try {
          const outcome = await mergeRecords(masterId, ids, editable);
          void messages.success(t('merge.done', { name: outcome.name, moved: outcome.movedRelated }));
          navigate(recordPath(outcome.id));
        } catch {
          // The request client has shown why.
        }
      },
    });

  const masterRow: FieldRow = { apiName: '__master', label: t('merge.master'), type: '', readOnly: false };
  return (
    <Card className="vela-cleanup" variant="borderless">
      {messageHolder}
      {modalHolder}
      <h1 className="vela-cleanup__title">{t('merge.title', { object: data?.objectLabel ?? '' })}</h1>
      <p className="vela-cleanup__intro">{t('merge.intro')}</p>
      <Table<FieldRow>
        rowKey="apiName"
        size="small"
        bordered
        pagination={false}
        loading={compared.isPending}
        dataSource={data ? [masterRow, ...data.fields] : []}
        columns={[
          {
            title: t('merge.field'),
            dataIndex: 'label',
            width: 220,
            render: (label: string, field) => (
              <span>
                {label} {field.readOnly && <Tag>{t('merge.readOnly')}</Tag>}
              </span>
            ),
          },
          ...records.map((record) => ({
            title: record.name,
            key: record.id,
            render: (_: unknown, field: FieldRow) => {
              if (field.apiName === '__master')
                return (
                  <Radio
                    checked={masterId === record.id}
                    disabled={!record.canEdit}
                    onChange={() => setMasterId(record.id)}
                  >
                    {t('merge.keep')}
                  </Radio>
                );
              const value = shownValue(record.values, field);
              return (
                <Radio
                  className="vela-cleanup__cell"
                  checked={sourceOf(field) === record.id}
                  disabled={field.readOnly}
                  aria-label={t('merge.valueOf', { field: field.label, name: record.name })}
                  onChange={() => setChoices((current) => ({ ...current, [field.apiName]: record.id }))}
                >
                  {value || <span className="vela-cleanup__empty-value">{t('merge.emptyValue')}</span>}
                </Radio>
              );
            },
          })),
        ]}
      />
      <div className="vela-cleanup__toolbar">
        <span className="vela-cleanup__spacer" />
        <Button onClick={() => navigate(-1)}>{t('common.cancel')}</Button>
        <Button type="primary" disabled={!master?.canEdit} onClick={merge}>
          {t('merge.confirm')}
        </Button>
      </div>
    </Card>
  );
}
