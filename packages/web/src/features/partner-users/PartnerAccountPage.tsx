import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { fetchPartnerAccount, type PartnerColleague } from './partner-api.js';

/** partnerAccount/detail: a partner user's own account and colleagues (an administrator names the account with ?partnerAccountId=). */
export default function PartnerAccountPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const asked = search.get('partnerAccountId') ?? undefined;
  const account = useQuery({
    queryKey: ['partnerAccount', asked ?? 'mine'],
    queryFn: () => fetchPartnerAccount(asked),
    retry: false,
  });
  if (account.isError)
    return (
      <Result
        status="warning"
        title={t('partnerUsers.noAccount')}
        subTitle={t('partnerUsers.noAccountWhy')}
      />
    );
  return (
    <main aria-labelledby="vela-partner-title" style={{ padding: '8px 24px' }}>
      <Typography.Title id="vela-partner-title" level={2} style={{ marginTop: 8 }}>
        {account.data?.name ?? t('partnerUsers.account')}
      </Typography.Title>
      <Card size="small" loading={account.isPending}>
        <Descriptions
          column={1}
          items={[{ key: 'name', label: t('partnerUsers.account'), children: account.data?.name }]}
        />
        <Table<PartnerColleague>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={account.data?.users ?? []}
          aria-label={t('partnerUsers.users')}
          columns={[
            { title: t('accessAdmin.name'), dataIndex: 'name' },
            { title: t('accessAdmin.email'), dataIndex: 'email' },
            {
              title: t('accessAdmin.status'),
              dataIndex: 'isActive',
              render: (active: boolean) => (active ? t('accessAdmin.active') : t('accessAdmin.inactive')),
            },
          ]}
        />
      </Card>
    </main>
  );
}
