import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formPaths, loadForm, MARKETING_FORMS_QUERY_KEY } from './marketing-forms-api.js';
import { SubmissionsTable } from './SubmissionsTable.js';

/** `/marketForm/TablePanel?id=`: all of a form's submissions on a page of their own. */
export default function SubmissionsPage() {
  const { t } = useTranslation();
  const id = useSearchParams()[0].get('id') ?? '';
  const form = useQuery({ queryKey: [MARKETING_FORMS_QUERY_KEY, 'form', id], queryFn: () => loadForm(id) });
  if (form.isError) return <Alert type="error" showIcon message={t('marketingForms.detail.missing')} />;
  if (!form.data) return <Spin />;
  return (
    <Card
      title={
        <h1 className="ant-card-head-title">
          {t('marketingForms.submissions.title', { name: form.data.name })}
        </h1>
      }
      extra={<Link to={formPaths.detail(id)}>{form.data.name}</Link>}
    >
      <SubmissionsTable form={form.data} pageSize={50} />
    </Card>
  );
}
