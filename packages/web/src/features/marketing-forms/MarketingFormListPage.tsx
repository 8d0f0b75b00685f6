import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formPaths, loadForms, MARKETING_FORMS_QUERY_KEY, refusalOf } from './marketing-forms-api.js';
import { StatusTag } from './StatusTag.js';

/** `/marketForm/marketForm`: the caller's marketing forms (an administrator's: all), newest change first. */
export default function MarketingFormListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const forms = useQuery({ queryKey: [MARKETING_FORMS_QUERY_KEY, 'list'], queryFn: loadForms });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card
      title={<h1 className="ant-card-head-title">{t('marketingForms.list.title')}</h1>}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(formPaths.templates)}>
          {t('marketingForms.list.new')}
        </Button>
      }
    >
      {forms.isError && <Alert type="error" showIcon message={refusalOf(forms.error).message} />}
      <Table
        rowKey="id"
        loading={forms.isPending}
        dataSource={forms.data?.forms ?? []}
        pagination={false}
        locale={{ emptyText: t('marketingForms.list.empty') }}
        columns={[
          {
            title: t('marketingForms.col.name'),
            dataIndex: 'name',
            render: (name: string, row) => <Link to={formPaths.detail(row.id)}>{name}</Link>,
          },
          {
            title: t('marketingForms.col.status'),
            dataIndex: 'status',
            render: (status: 'draft' | 'published') => <StatusTag status={status} />,
          },
          { title: t('marketingForms.col.submissions'), dataIndex: 'submissionCount', align: 'right' },
          { title: t('marketingForms.col.owner'), dataIndex: 'ownerName' },
          {
            title: t('marketingForms.col.updated'),
            dataIndex: 'updatedAt',
            render: (at: string) => <Tag bordered={false}>{when.format(new Date(at))}</Tag>,
          },
        ]}
      />
    </Card>
  );
}
