import { mayAdministerAccess } from '@vela/core';
import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { useGlobalStore } from '../../state/index.js';
import { ClientPoolsAdmin } from '../record-extras/index.js';
import { GroupsTab } from './GroupsTab.js';
import { ProfilesTab } from './ProfilesTab.js';
import { RolesTab } from './RolesTab.js';
import { SharingTab } from './SharingTab.js';
import { UsersTab } from './UsersTab.js';

const TABS = [
  { key: 'users', Screen: UsersTab, label: 'accessAdmin.tab.users' },
  { key: 'profiles', Screen: ProfilesTab, label: 'accessAdmin.tab.profiles' },
  { key: 'roles', Screen: RolesTab, label: 'accessAdmin.tab.roles' },
  { key: 'groups', Screen: GroupsTab, label: 'accessAdmin.tab.groups' },
  { key: 'sharing', Screen: SharingTab, label: 'accessAdmin.tab.sharing' },
  // Who works which pool of unowned leads and accounts: the pools feature's screen, here with the other admin tabs.
  { key: 'pools', Screen: ClientPoolsAdmin, label: 'recordExtras.poolsAdminTab' },
] as const;

/**
 * systemSettings/setuppage/Administration: who may see and change what (issue 4). The server refuses
 * non-administrators; they see a plain "no access" page rather than tabs whose every call fails.
 */
export default function AccessAdminPage() {
  const { t } = useTranslation();
  const profileId = useGlobalStore((state) => state.userInfo?.profileId ?? '');
  if (!mayAdministerAccess(profileId))
    return <StatusScreen heading={t('shell.noAccess.title')} lines={[t('shell.noAccess.body')]} />;
  return <AccessAdminTabs />;
}

function AccessAdminTabs() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const active = TABS.find((tab) => tab.key === search.get('tab'))?.key ?? 'users';
  return (
    <main aria-labelledby="vela-access-admin-title" style={{ padding: '8px 24px' }}>
      <Typography.Title id="vela-access-admin-title" level={2} style={{ marginTop: 8 }}>
        {t('accessAdmin.title')}
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearch({ tab: key })}
        destroyInactiveTabPane
        items={TABS.map(({ key, Screen, label }) => ({
          key,
          label: t(label),
          children: <Screen />,
        }))}
      />
    </main>
  );
}
