import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordPath } from '../record-detail/index.js';
import { failureText, fetchFollowedList } from './record-extras-api.js';
import './record-extras.css';

export const FOLLOWED_QUERY_KEY = 'followedRecords';

/** commonObjects/followed: the records the user follows (and may still read). */
export default function FollowedListPage() {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: [FOLLOWED_QUERY_KEY], queryFn: fetchFollowedList });
  if (list.isError)
    return <Alert type="error" showIcon title={failureText(list.error, t('recordExtras.failed'))} />;
  return (
    <Card title={<h1 className="vela-extras-heading">{t('recordExtras.followedTitle')}</h1>}>
      <Table
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data ?? []}
        locale={{ emptyText: <Empty description={t('recordExtras.followedEmpty')} /> }}
        pagination={{ pageSize: 25, hideOnSinglePage: true }}
        columns={[
          {
            key: 'name',
            title: t('recordExtras.columnName'),
            render: (_: unknown, row) => <Link to={recordPath(row.id)}>{row.name || row.id}</Link>,
          },
          { key: 'object', title: t('recordExtras.columnObject'), dataIndex: 'objectLabel' },
          {
            key: 'followedAt',
            title: t('recordExtras.columnFollowedAt'),
            render: (_: unknown, row) => row.followedAt.slice(0, 10),
          },
        ]}
      />
    </Card>
  );
}
