import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { FormFieldsView } from './FormFieldsView.js';
import { formPaths, loadForm, MARKETING_FORMS_QUERY_KEY } from './marketing-forms-api.js';
import { useFormActions } from './useFormActions.js';

/** `/marketForm/preview?id=`: the form as visitors will see it, nothing sent; publish from here. */
export default function FormPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useSearchParams()[0].get('id') ?? '';
  const form = useQuery({ queryKey: [MARKETING_FORMS_QUERY_KEY, 'form', id], queryFn: () => loadForm(id) });
  const actions = useFormActions();
  if (form.isError) return <Alert type="error" showIcon message={t('marketingForms.detail.missing')} />;
  if (!form.data) return <Spin />;
  const data = form.data;
  return (
    <Card
      title={
        <h1 className="ant-card-head-title">{t('marketingForms.preview.title', { name: data.name })}</h1>
      }
      extra={
        <Space>
          <Button onClick={() => navigate(formPaths.builder({ id }))}>
            {t('marketingForms.detail.edit')}
          </Button>
          {data.status === 'draft' && (
            <Button
              type="primary"
              loading={actions.busy === 'publish'}
              onClick={() => void actions.publish(id, true).then(() => navigate(formPaths.detail(id)))}
            >
              {t('marketingForms.detail.publish')}
            </Button>
          )}
        </Space>
      }
    >
      <Alert type="info" showIcon message={t('marketingForms.preview.note')} style={{ marginBottom: 16 }} />
      <Typography.Title level={2}>{data.name}</Typography.Title>
      {data.intro && <Typography.Paragraph>{data.intro}</Typography.Paragraph>}
      <FormFieldsView fields={data.fields} />
    </Card>
  );
}
