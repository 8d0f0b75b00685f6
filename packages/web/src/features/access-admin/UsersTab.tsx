import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, message, Select, Table, Tag } from 'antd';
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
  const [toast, toastHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const users = useQuery({ queryKey: ACCESS_QUERY_KEYS.users, queryFn: listUsers });
  const profiles = useQuery({ queryKey: ACCESS_QUERY_KEYS.profiles, queryFn: listProfiles });
  const roles = useQuery({ queryKey: ACCESS_QUERY_KEYS.roles, queryFn: listRoles });
  const assign = useMutation({
    mutationFn: assignUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['access'] });
      void toast.success('Saved');
    },
  });
  const signOut = useMutation({
    mutationFn: forceSignOut,
    onSuccess: (answer) => void toast.success(`Signed out of ${answer.sessionsEnded} session(s)`),
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
            title: 'Name',
            dataIndex: 'name',
            render: (name: string, user) => (
              <>
                {name} {user.isPartner ? <Tag color="purple">Partner</Tag> : null}
                {user.isActive ? null : <Tag>Inactive</Tag>}
              </>
            ),
          },
          { title: 'E-mail', dataIndex: 'email' },
          {
            title: 'Profile',
            dataIndex: 'profileId',
            render: (profileId: string, user) => (
              <Select
                aria-label={`Profile of ${user.name}`}
                value={profileId}
                options={profileOptions}
                style={{ width: 200 }}
                onChange={(value: string) => assign.mutate({ userId: user.id, profileId: value })}
              />
            ),
          },
          {
            title: 'Role',
            dataIndex: 'roleId',
            render: (roleId: string | null, user) =>
              user.isPartner ? (
                'Partner account'
              ) : (
                <Select
                  aria-label={`Role of ${user.name}`}
                  value={roleId ?? undefined}
                  placeholder="No role"
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
                Sign out everywhere
              </Button>
            ),
          },
        ]}
      />
    </>
  );
}
