import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formPaths,
  loadSubmissions,
  MARKETING_FORMS_QUERY_KEY,
  type MarketingForm,
  type MarketingSubmission,
  refusalOf,
} from './marketing-forms-api.js';

/** A form's submissions, newest first, a page at a time: when, each answer, and the record it made or found. */
export function SubmissionsTable({ form, pageSize = 20 }: { form: MarketingForm; pageSize?: number }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const rows = useQuery({
    queryKey: [MARKETING_FORMS_QUERY_KEY, 'submissions', form.id, page, pageSize],
    queryFn: () => loadSubmissions(form.id, page, pageSize),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  if (rows.isError) return <Alert type="error" showIcon message={refusalOf(rows.error).message} />;
  return (
    <Table<MarketingSubmission>
      rowKey="id"
      size="small"
      loading={rows.isPending}
      dataSource={rows.data?.submissions ?? []}
      locale={{ emptyText: t('marketingForms.submissions.empty') }}
      pagination={{
        current: page,
        pageSize,
        total: rows.data?.total ?? 0,
        onChange: setPage,
        showSizeChanger: false,
      }}
      scroll={{ x: true }}
      columns={[
        {
          title: t('marketingForms.submissions.when'),
          dataIndex: 'createdAt',
          render: (at: string) => when.format(new Date(at)),
        },
        ...form.fields.map((field) => ({
          title: field.label,
          key: field.api,
          render: (_: unknown, row: MarketingSubmission) => row.values[field.api] ?? '',
        })),
        {
          title: t('marketingForms.submissions.record'),
          key: 'record',
          render: (_: unknown, row: MarketingSubmission) => (
            <Link to={formPaths.record(row.recordId)}>{row.recordName || row.recordId}</Link>
          ),
        },
        {
          title: t('marketingForms.submissions.outcome'),
          dataIndex: 'outcome',
          render: (outcome: 'created' | 'matched') => (
            <Tag color={outcome === 'created' ? 'blue' : 'gold'}>
              {t(outcome === 'created' ? 'marketingForms.outcome.created' : 'marketingForms.outcome.matched')}
            </Tag>
          ),
        },
      ]}
    />
  );
}
