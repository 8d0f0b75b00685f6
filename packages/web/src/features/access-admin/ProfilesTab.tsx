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
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_QUERY_KEYS,
  getObjectAccess,
  listDefaults,
  listProfiles,
  saveFieldAccess,
  saveObjectPermissions,
  saveProfile,
} from './access-api.js';

const objectPermissionLabel = (t: TFunction, name: ObjectPermission) => t(`accessAdmin.permission.${name}`);
const fieldAccessLabel = (t: TFunction, level: FieldAccessLevel) => t(`accessAdmin.fieldAccess.${level}`);
const appPermissionLabel = (t: TFunction, name: AppPermission) => t(`accessAdmin.app.${name}`);

function minutesLabel(t: TFunction, minutes: number): string {
  if (minutes < 60) return t('accessAdmin.profiles.minutes', { count: minutes });
  return minutes === 60
    ? t('accessAdmin.profiles.oneHour')
    : t('accessAdmin.profiles.hours', { count: minutes / 60 });
}

/** Profiles: object permissions and field-level security per object, session timeout, report and developer rights. */
export function ProfilesTab() {
  const { t } = useTranslation();
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
    void toast.success(t('accessAdmin.saved'));
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
          aria-label={t('accessAdmin.users.profile')}
          value={profileId}
          style={{ width: 240 }}
          options={(profiles.data?.profiles ?? []).map((candidate) => ({
            value: candidate.id,
            label: candidate.name,
          }))}
          onChange={setProfileId}
        />
        <Select
          aria-label={t('accessAdmin.object')}
          showSearch
          optionFilterProp="label"
          value={objectApi}
          style={{ width: 240 }}
          options={(objects.data ?? []).map((object) => ({ value: object.objectApi, label: object.label }))}
          onChange={setObjectApi}
        />
      </Space>
      {profile ? (
        <Card title={t('accessAdmin.profiles.sessionAndPermissions', { profile: profile.name })} size="small">
          <Space direction="vertical">
            <Space>
              <Typography.Text>{t('accessAdmin.profiles.idleTimeout')}</Typography.Text>
              <Select
                aria-label={t('accessAdmin.profiles.idleTimeout')}
                style={{ width: 200 }}
                value={profile.sessionIdleMinutes ?? 0}
                options={[
                  { value: 0, label: t('accessAdmin.profiles.organisationTimeout') },
                  ...(profiles.data?.sessionTimeoutChoices ?? []).map((minutes) => ({
                    value: minutes,
                    label: minutesLabel(t, minutes),
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
                  {appPermissionLabel(t, name)}
                </Checkbox>
              ))}
            </Space>
          </Space>
        </Card>
      ) : null}
      <Card title={t('accessAdmin.profiles.objectPermissions')} size="small" loading={access.isPending}>
        <Space wrap role="group" aria-label={t('accessAdmin.profiles.objectPermissions')}>
          {access.data
            ? OBJECT_PERMISSIONS.map((name) => (
                <Checkbox
                  key={name}
                  checked={access.data.permissions[name]}
                  onChange={(event) =>
                    permissions.mutate({ ...access.data.permissions, [name]: event.target.checked })
                  }
                >
                  {objectPermissionLabel(t, name)}
                </Checkbox>
              ))
            : null}
        </Space>
      </Card>
      <Card title={t('accessAdmin.profiles.fieldLevelSecurity')} size="small">
        <Table
          rowKey="field"
          size="small"
          loading={access.isPending}
          dataSource={access.data?.fields ?? []}
          pagination={false}
          scroll={{ y: 420 }}
          columns={[
            { title: t('accessAdmin.profiles.field'), dataIndex: 'label' },
            {
              title: t('accessAdmin.access'),
              dataIndex: 'access',
              render: (level: FieldAccessLevel, row: { field: string; label: string }) => (
                <Radio.Group
                  aria-label={t('accessAdmin.profiles.accessTo', { field: row.label })}
                  value={level}
                  optionType="button"
                  size="small"
                  options={FIELD_ACCESS_LEVELS.map((value) => ({ value, label: fieldAccessLabel(t, value) }))}
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
