import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Popconfirm, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { describeUserAgent } from './describe-user-agent.js';
import { ProfileFrame } from './ProfileFrame.js';
import { listSessions, PROFILE_QUERY_KEYS, revokeSession, type SessionRow } from './profile-api.js';
import { TableEmptyState } from './TableEmptyState.js';
import { useDateTimeFormat } from './useDateTimeFormat.js';

/** profileSetting/authVisit: the user's active sessions, each revocable but the current one. */
export default function AuthVisitPage() {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const queryClient = useQueryClient();
  const sessions = useQuery({ queryKey: PROFILE_QUERY_KEYS.sessions, queryFn: listSessions });
  const revoke = useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEYS.sessions }),
  });

  return (
    <ProfileFrame active="authVisit">
      <Card>
        <Typography.Paragraph type="secondary">{t('profile.sessions.intro')}</Typography.Paragraph>
        <Table<SessionRow>
          rowKey="id"
          loading={sessions.isPending}
          dataSource={sessions.data ?? []}
          pagination={false}
          locale={{
            emptyText: (
              <TableEmptyState
                failed={sessions.isError}
                onRetry={() => void sessions.refetch()}
                emptyText={t('profile.sessions.empty')}
              />
            ),
          }}
          columns={[
            {
              title: t('profile.sessions.device'),
              dataIndex: 'userAgent',
              render: (value: string, row) => (
                <>
                  <span title={value}>{describeUserAgent(value)}</span>{' '}
                  {row.current && <Tag color="blue">{t('profile.sessions.current')}</Tag>}
                </>
              ),
            },
            { title: t('profile.sessions.ip'), dataIndex: 'ip', className: 'vela-profile__nowrap' },
            {
              title: t('profile.sessions.createdAt'),
              dataIndex: 'createdAt',
              render: formatTime,
              className: 'vela-profile__nowrap',
            },
            {
              title: t('profile.sessions.lastSeenAt'),
              dataIndex: 'lastSeenAt',
              render: formatTime,
              className: 'vela-profile__nowrap',
            },
            {
              title: t('common.actions'),
              key: 'actions',
              render: (_value, row) =>
                row.current ? null : (
                  <Popconfirm
                    title={t('profile.sessions.revokeConfirm')}
                    okText={t('profile.sessions.revoke')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => revoke.mutateAsync(row.id)}
                  >
                    <Button
                      danger
                      size="small"
                      aria-label={`${t('profile.sessions.revoke')}: ${describeUserAgent(row.userAgent)}`}
                    >
                      {t('profile.sessions.revoke')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      </Card>
    </ProfileFrame>
  );
}
