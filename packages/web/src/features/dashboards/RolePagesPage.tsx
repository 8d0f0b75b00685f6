import { useQuery, useQueryClient } from '@tanstack/react-query';
import { mayAdministerAccess } from '@vela/core';
import { Alert, Button, Input, message, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import { HomeEditor } from './HomeEditor.js';
import { fetchRolePages, fetchRoles, HOME_QUERY_KEY, type HomeComponent, saveRolePage } from './home-api.js';
import './dashboards.css';

const STANDARD = '';

/** homePageObject/rolePage: an administrator assigns home pages per role, and the standard page for the rest. */
export default function RolePagesPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [messages, messageHolder] = message.useMessage();
  const profileId = useGlobalStore((state) => state.userInfo?.profileId ?? '');
  const admin = mayAdministerAccess(profileId);
  const roles = useQuery({ queryKey: [HOME_QUERY_KEY, 'roles'], queryFn: fetchRoles, enabled: admin });
  const pages = useQuery({
    queryKey: [HOME_QUERY_KEY, 'rolePages'],
    queryFn: fetchRolePages,
    enabled: admin,
  });
  const [roleId, setRoleId] = useState(STANDARD);
  const [name, setName] = useState('');
  const [components, setComponents] = useState<HomeComponent[]>([]);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const page = pages.data?.pages.find((candidate) => (candidate.roleId ?? STANDARD) === roleId);
    setName(page?.name ?? '');
    setComponents(page?.components ?? []);
    setError(null);
  }, [pages.data, roleId]);
  if (!admin) return <Alert type="warning" showIcon title={t('dashboards.home.adminsOnly')} />;

  const save = async () => {
    try {
      const saved = await saveRolePage({ roleId: roleId === STANDARD ? null : roleId, name, components });
      queryClient.setQueryData([HOME_QUERY_KEY, 'rolePages'], saved);
      await queryClient.invalidateQueries({ queryKey: [HOME_QUERY_KEY, 'mine'] });
      void messages.success(t('dashboards.home.saved'));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  };
  const assigned = new Set((pages.data?.pages ?? []).map((page) => page.roleId ?? STANDARD));
  const mark = (id: string, label: string) => (assigned.has(id) ? `${label} ✓` : label);
  return (
    <main className="vela-dashboard__page" aria-labelledby="vela-role-pages-title">
      {messageHolder}
      <Typography.Title id="vela-role-pages-title" level={3}>
        {t('dashboards.home.rolePages')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('dashboards.home.rolePagesHint')}</Typography.Paragraph>
      <Space wrap className="vela-home-page__role-bar">
        <Select
          aria-label={t('dashboards.home.role')}
          className="vela-home-page__role"
          value={roleId}
          onChange={setRoleId}
          options={[
            { value: STANDARD, label: mark(STANDARD, t('dashboards.home.standardPage')) },
            ...(roles.data ?? []).map((role) => ({ value: role.id, label: mark(role.id, role.name) })),
          ]}
        />
        <Input
          aria-label={t('dashboards.home.pageName')}
          placeholder={t('dashboards.home.pageName')}
          value={name}
          maxLength={80}
          onChange={(event) => setName(event.target.value)}
        />
        <Button type="primary" onClick={() => void save()}>
          {t('dashboards.save')}
        </Button>
      </Space>
      {error && <Alert type="error" showIcon title={error} className="vela-dashboard__error" />}
      <HomeEditor components={components} onChange={setComponents} />
    </main>
  );
}
