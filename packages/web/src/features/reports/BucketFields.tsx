import { CloseOutlined, EditOutlined } from '@ant-design/icons';
import {
  bucketProblem,
  isNumberType,
  MAX_BUCKETS_PER_FIELD,
  MAX_REPORT_BUCKET_FIELDS,
  type ReportBucket,
  type ReportDefinition,
  type ReportField,
} from '@vela/core';
import { Alert, Button, Input, InputNumber, Modal, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Entry = ReportBucket['buckets'][number];

/** Fields a bucket field may sort: numbers by ranges, picklists by groups of values. */
export const bucketableFields = (fields: readonly ReportField[]) =>
  fields.filter((field) => isNumberType(field.type) || (field.groupable && field.options.length > 0));

function BucketDialog(props: {
  initial: ReportBucket;
  fields: readonly ReportField[];
  onSave: (bucket: ReportBucket) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [bucket, setBucket] = useState(props.initial);
  const source = props.fields.find((field) => field.apiName === bucket.field);
  const numeric = source ? isNumberType(source.type) : false;
  const setEntry = (index: number, next: Entry) =>
    setBucket({ ...bucket, buckets: bucket.buckets.map((entry, at) => (at === index ? next : entry)) });
  const problem =
    bucket.label.trim() === '' || bucket.buckets.some((entry) => entry.label.trim() === '') || !source
      ? t('reports.nameRequired')
      : bucketProblem(bucket, numeric ? 'number' : 'picklist');
  const taken = (index: number) =>
    new Set(bucket.buckets.flatMap((entry, at) => (at === index ? [] : (entry.values ?? []))));
  return (
    <Modal
      open
      title={
        props.initial.label
          ? t('reports.editBucketField', { name: props.initial.label })
          : t('reports.newBucketField')
      }
      okText={t('reports.saveBucketField')}
      okButtonProps={{ disabled: problem !== null }}
      onOk={() => props.onSave(bucket)}
      onCancel={props.onCancel}
    >
      <Space direction="vertical" className="vela-report__bucket-dialog">
        <Input
          aria-label={t('reports.bucketFieldName')}
          placeholder={t('reports.bucketFieldName')}
          value={bucket.label}
          maxLength={80}
          onChange={(event) => setBucket({ ...bucket, label: event.target.value })}
        />
        <Select
          aria-label={t('reports.bucketSource')}
          placeholder={t('reports.bucketSource')}
          showSearch={{ optionFilterProp: 'label' }}
          value={bucket.field || null}
          options={bucketableFields(props.fields).map((field) => ({
            value: field.apiName,
            label: field.label,
          }))}
          onChange={(field: string) => {
            const next = props.fields.find((candidate) => candidate.apiName === field);
            const number = next ? isNumberType(next.type) : false;
            setBucket({
              ...bucket,
              field,
              buckets: [number ? { label: '', below: undefined } : { label: '', values: [] }],
            });
          }}
        />
        {source &&
          bucket.buckets.map((entry, index) => {
            const last = index === bucket.buckets.length - 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: a bucket's place is its identity (its key is its index)
              <Space key={index} wrap>
                <Input
                  aria-label={t('reports.bucketLabel', { n: index + 1 })}
                  placeholder={t('reports.bucketLabel', { n: index + 1 })}
                  value={entry.label}
                  maxLength={80}
                  onChange={(event) => setEntry(index, { ...entry, label: event.target.value })}
                />
                {numeric ? (
                  last ? (
                    <Typography.Text type="secondary">{t('reports.bucketRest')}</Typography.Text>
                  ) : (
                    <InputNumber
                      aria-label={t('reports.bucketBelow', { n: index + 1 })}
                      placeholder={t('reports.bucketBelow', { n: index + 1 })}
                      value={entry.below ?? null}
                      onChange={(below) => setEntry(index, { ...entry, below: below ?? undefined })}
                    />
                  )
                ) : (
                  <Select
                    mode="multiple"
                    aria-label={t('reports.bucketValues', { n: index + 1 })}
                    className="vela-report__select"
                    value={[...(entry.values ?? [])]}
                    options={source.options.filter((option) => !taken(index).has(option.value))}
                    onChange={(values: string[]) => setEntry(index, { ...entry, values })}
                  />
                )}
                {bucket.buckets.length > 1 && (
                  <Button
                    type="text"
                    icon={<CloseOutlined />}
                    aria-label={t('reports.remove', { name: entry.label || `${index + 1}` })}
                    onClick={() =>
                      setBucket({ ...bucket, buckets: bucket.buckets.filter((_, at) => at !== index) })
                    }
                  />
                )}
              </Space>
            );
          })}
        {source && bucket.buckets.length < MAX_BUCKETS_PER_FIELD && (
          <Button
            onClick={() => {
              // A number's new bucket goes before the open last one, which keeps holding the rest.
              const buckets = [...bucket.buckets];
              if (numeric) buckets.splice(buckets.length - 1, 0, { label: '', below: undefined });
              else buckets.push({ label: '', values: [] });
              setBucket({ ...bucket, buckets });
            }}
          >
            {t('reports.addBucket')}
          </Button>
        )}
        {problem && source && <Alert type="info" showIcon title={problem} />}
      </Space>
    </Modal>
  );
}

/**
 * Bucket fields of a report: defined here, grouped on like a field (the grouping selects offer them).
 * One a grouping uses stays until the grouping goes.
 */
export function BucketFields(props: {
  definition: ReportDefinition;
  fields: readonly ReportField[];
  onChange: (buckets: ReportBucket[]) => void;
}) {
  const { t } = useTranslation();
  const buckets = props.definition.buckets ?? [];
  const [editing, setEditing] = useState<ReportBucket | null>(null);
  const used = new Set(props.definition.groupings.map((grouping) => grouping.field));
  const fresh = (): ReportBucket => {
    let number = buckets.length + 1;
    while (buckets.some((bucket) => bucket.apiName === `bucket_${number}`)) number += 1;
    return { apiName: `bucket_${number}`, label: '', field: '', buckets: [{ label: '' }] };
  };
  return (
    <section aria-labelledby="vela-report-buckets">
      <Typography.Title level={5} id="vela-report-buckets">
        {t('reports.bucketFields')}
      </Typography.Title>
      <Space wrap>
        {buckets.map((bucket) => (
          <Tag key={bucket.apiName}>
            {bucket.label}
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('reports.editBucketField', { name: bucket.label })}
              onClick={() => setEditing(bucket)}
            />
            {!used.has(bucket.apiName) && (
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('reports.remove', { name: bucket.label })}
                onClick={() => props.onChange(buckets.filter((entry) => entry.apiName !== bucket.apiName))}
              />
            )}
          </Tag>
        ))}
        {buckets.length < MAX_REPORT_BUCKET_FIELDS && (
          <Button onClick={() => setEditing(fresh())}>{t('reports.newBucketField')}</Button>
        )}
      </Space>
      {editing && (
        <BucketDialog
          initial={editing}
          fields={props.fields}
          onCancel={() => setEditing(null)}
          onSave={(saved) => {
            const known = buckets.some((bucket) => bucket.apiName === saved.apiName);
            props.onChange(
              known
                ? buckets.map((bucket) => (bucket.apiName === saved.apiName ? saved : bucket))
                : [...buckets, saved],
            );
            setEditing(null);
          }}
        />
      )}
    </section>
  );
}
