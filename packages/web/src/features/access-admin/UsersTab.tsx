import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Select, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_QUERY_KEYS,
  type AdminUser,
  assignUser,
  forceSignOut,
  listProfiles,
  listRoles,
  listUsers,
} from './access-api.js';

/** Users: each one's profile and role, and signing a user out of every session at once. */
export function UsersTab() {
  const { t } = useTranslation();
  const [toast, toastHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: ACCESS_QUERY_KEYS.users, queryFn: listUsers });
  const profiles = useQuery({ queryKey: ACCESS_QUERY_KEYS.profiles, queryFn: listProfiles });
  const roles = useQuery({ queryKey: ACCESS_QUERY_KEYS.roles, queryFn: listRoles });
  const assign = useMutation({
    mutationFn: assignUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['access'] });
      void toast.success(t('accessAdmin.saved'));
    },
  });
  const signOut = useMutation({
    mutationFn: forceSignOut,
    onSuccess: (answer) =>
      void toast.success(t('accessAdmin.users.signedOut', { count: answer.sessionsEnded })),
  });
  const profileOptions = (profiles.data?.profiles ?? []).map((profile) => ({
    value: profile.id,
    label: profile.name,
  }));
  const roleOptions = (roles.data ?? []).map((role) => ({ value: role.id, label: role.name }));
  return (
    <>
      {toastHolder}
      <Table<AdminUser>
        rowKey="id"
        size="middle"
        loading={users.isPending}
        dataSource={users.data ?? []}
        pagination={false}
        columns={[
          {
            title: t('accessAdmin.name'),
            dataIndex: 'name',
            render: (name: string, user) => (
              <>
                {name} {user.isPartner ? <Tag color="purple">{t('accessAdmin.partner')}</Tag> : null}
                {user.isActive ? null : <Tag>{t('accessAdmin.inactive')}</Tag>}
              </>
            ),
          },
          { title: t('accessAdmin.email'), dataIndex: 'email' },
          {
            title: t('accessAdmin.users.profile'),
            dataIndex: 'profileId',
            render: (profileId: string, user) => (
              <Select
                aria-label={t('accessAdmin.users.profileOf', { name: user.name })}
                value={profileId}
                options={profileOptions}
                style={{ width: 200 }}
                onChange={(value: string) => assign.mutate({ userId: user.id, profileId: value })}
              />
            ),
          },
          {
            title: t('accessAdmin.users.role'),
            dataIndex: 'roleId',
            render: (roleId: string | null, user) =>
              user.isPartner ? (
                t('accessAdmin.users.partnerAccount')
              ) : (
                <Select
                  aria-label={t('accessAdmin.users.roleOf', { name: user.name })}
                  value={roleId ?? undefined}
                  placeholder={t('accessAdmin.users.noRole')}
                  allowClear
                  options={roleOptions}
                  style={{ width: 200 }}
                  onChange={(value: string | undefined) =>
                    assign.mutate({ userId: user.id, roleId: value ?? null })
                  }
                />
              ),
          },
          {
            title: '',
            key: 'signOut',
            render: (_: unknown, user) => (
              <Button size="small" onClick={() => signOut.mutate(user.id)}>
                {t('accessAdmin.users.signOutEverywhere')}
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
