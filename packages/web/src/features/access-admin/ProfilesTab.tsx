import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  APP_PERMISSIONS,
  type AppPermission,
  FIELD_ACCESS_LEVELS,
  type FieldAccessLevel,
  OBJECT_PERMISSIONS,
  type ObjectPermission,
} from '@vela/core';
import { Card, Checkbox, message, Radio, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import {
  ACCESS_QUERY_KEYS,
  getObjectAccess,
  listDefaults,
  listProfiles,
  saveFieldAccess,
  saveObjectPermissions,
  saveProfile,
} from './access-api.js';

const OBJECT_PERMISSION_LABELS: Record<ObjectPermission, string> = {
  read: 'Read',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  viewAll: 'View all',
  modifyAll: 'Modify all',
};
const FIELD_ACCESS_LABELS: Record<FieldAccessLevel, string> = {
  editable: 'Editable',
  readOnly: 'Read-only',
  hidden: 'Hidden',
};
const APP_PERMISSION_LABELS: Record<AppPermission, string> = {
  reportRun: 'Run reports',
  reportExport: 'Export reports',
  reportNew: 'Create reports',
  developerScripts: 'Edit client scripts',
  developerCustomPages: 'Edit custom pages',
  developerObjects: 'Manage objects',
};

function minutesLabel(minutes: number): string {
  return minutes < 60 ? `${minutes} minutes` : `${minutes / 60} hour${minutes === 60 ? '' : 's'}`;
}

/** Profiles: object permissions and field-level security per object, session timeout, report and developer rights. */
export function ProfilesTab() {
  const [toast, toastHolder] = message.useMessage();
  const queryClient = useQueryClient();
  const profiles = useQuery({ queryKey: ACCESS_QUERY_KEYS.profiles, queryFn: listProfiles });
  const objects = useQuery({ queryKey: ACCESS_QUERY_KEYS.defaults, queryFn: listDefaults });
  const [profileId, setProfileId] = useState('standard_user');
  const [objectApi, setObjectApi] = useState('Account');
  const access = useQuery({
    queryKey: ACCESS_QUERY_KEYS.objectAccess(profileId, objectApi),
    queryFn: () => getObjectAccess(profileId, objectApi),
  });
  const saved = () => {
    void queryClient.invalidateQueries({ queryKey: ['access'] });
    void toast.success('Saved');
  };
  const permissions = useMutation({
    mutationFn: (next: Record<ObjectPermission, boolean>) =>
      saveObjectPermissions(profileId, objectApi, next),
    onSuccess: saved,
  });
  const fieldAccess = useMutation({
    mutationFn: ({ field, level }: { field: string; level: FieldAccessLevel }) =>
      saveFieldAccess(profileId, objectApi, field, level),
    onSuccess: saved,
  });
  const profile = profiles.data?.profiles.find((candidate) => candidate.id === profileId);
  const profileSave = useMutation({ mutationFn: saveProfile, onSuccess: saved });

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {toastHolder}
      <Space wrap>
        <Select
          aria-label="Profile"
          value={profileId}
          style={{ width: 240 }}
          options={(profiles.data?.profiles ?? []).map((candidate) => ({
            value: candidate.id,
            label: candidate.name,
          }))}
          onChange={setProfileId}
        />
        <Select
          aria-label="Object"
          showSearch
          optionFilterProp="label"
          value={objectApi}
          style={{ width: 240 }}
          options={(objects.data ?? []).map((object) => ({ value: object.objectApi, label: object.label }))}
          onChange={setObjectApi}
        />
      </Space>
      {profile ? (
        <Card title={`${profile.name}: session and permissions`} size="small">
          <Space direction="vertical">
            <Space>
              <Typography.Text>Idle timeout</Typography.Text>
              <Select
                aria-label="Idle timeout"
                style={{ width: 200 }}
                value={profile.sessionIdleMinutes ?? 0}
                options={[
                  { value: 0, label: "The organisation's setting" },
                  ...(profiles.data?.sessionTimeoutChoices ?? []).map((minutes) => ({
                    value: minutes,
                    label: minutesLabel(minutes),
                  })),
                ]}
                onChange={(minutes: number) =>
                  profileSave.mutate({
                    id: profile.id,
                    name: profile.name,
                    loginIpRanges: profile.loginIpRanges,
                    sessionIdleMinutes: minutes || null,
                  })
                }
              />
            </Space>
            <Space wrap>
              {APP_PERMISSIONS.map((name) => (
                <Checkbox
                  key={name}
                  checked={profile.appPermissions[name]}
                  onChange={(event) =>
                    profileSave.mutate({
                      id: profile.id,
                      name: profile.name,
                      sessionIdleMinutes: profile.sessionIdleMinutes,
                      loginIpRanges: profile.loginIpRanges,
                      appPermissions: { [name]: event.target.checked },
                    })
                  }
                >
                  {APP_PERMISSION_LABELS[name]}
                </Checkbox>
              ))}
            </Space>
          </Space>
        </Card>
      ) : null}
      <Card title="Object permissions" size="small" loading={access.isPending}>
        <Space wrap role="group" aria-label="Object permissions">
          {access.data
            ? OBJECT_PERMISSIONS.map((name) => (
                <Checkbox
                  key={name}
                  checked={access.data.permissions[name]}
                  onChange={(event) =>
                    permissions.mutate({ ...access.data.permissions, [name]: event.target.checked })
                  }
                >
                  {OBJECT_PERMISSION_LABELS[name]}
                </Checkbox>
              ))
            : null}
        </Space>
      </Card>
      <Card title="Field-level security" size="small">
        <Table
          rowKey="field"
          size="small"
          loading={access.isPending}
          dataSource={access.data?.fields ?? []}
          pagination={false}
          scroll={{ y: 420 }}
          columns={[
            { title: 'Field', dataIndex: 'label' },
            {
              title: 'Access',
              dataIndex: 'access',
              render: (level: FieldAccessLevel, row: { field: string; label: string }) => (
                <Radio.Group
                  aria-label={`Access to ${row.label}`}
                  value={level}
                  optionType="button"
                  size="small"
                  options={FIELD_ACCESS_LEVELS.map((value) => ({ value, label: FIELD_ACCESS_LABELS[value] }))}
                  onChange={(event) => fieldAccess.mutate({ field: row.field, level: event.target.value })}
                />
              ),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
