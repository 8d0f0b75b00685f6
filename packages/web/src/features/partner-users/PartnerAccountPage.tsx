import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Result, Table, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { fetchPartnerAccount, type PartnerColleague } from './partner-api.js';

/** partnerAccount/detail: a partner user's own account and colleagues (an administrator names the account with ?partnerAccountId=). */
export default function PartnerAccountPage() {
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
        title="No partner account to show"
        subTitle="You may not see this partner account."
      />
    );
  return (
    <main aria-labelledby="vela-partner-title" style={{ padding: '8px 24px' }}>
      <Typography.Title id="vela-partner-title" level={2} style={{ marginTop: 8 }}>
        {account.data?.name ?? 'Partner account'}
      </Typography.Title>
      <Card size="small" loading={account.isPending}>
        <Descriptions
          column={1}
          items={[{ key: 'name', label: 'Partner account', children: account.data?.name }]}
        />
        <Table<PartnerColleague>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={account.data?.users ?? []}
          aria-label="Partner users"
          columns={[
            { title: 'Name', dataIndex: 'name' },
            { title: 'E-mail', dataIndex: 'email' },
            {
              title: 'Status',
              dataIndex: 'isActive',
              render: (active: boolean) => (active ? 'Active' : 'Inactive'),
            },
          ]}
        />
      </Card>
    </main>
  );
}
