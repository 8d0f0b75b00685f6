import { Tabs, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { GroupsTab } from './GroupsTab.js';
import { ProfilesTab } from './ProfilesTab.js';
import { RolesTab } from './RolesTab.js';
import { SharingTab } from './SharingTab.js';
import { UsersTab } from './UsersTab.js';

const TABS = [
  { key: 'users', label: 'Users', Screen: UsersTab },
  { key: 'profiles', label: 'Profiles', Screen: ProfilesTab },
  { key: 'roles', label: 'Roles', Screen: RolesTab },
  { key: 'groups', label: 'Public groups', Screen: GroupsTab },
  { key: 'sharing', label: 'Sharing', Screen: SharingTab },
] as const;

/** systemSettings/setuppage/Administration: who may see and change what (issue 4); the server refuses non-administrators. */
export default function AccessAdminPage() {
  const [search, setSearch] = useSearchParams();
  const active = TABS.find((tab) => tab.key === search.get('tab'))?.key ?? 'users';
  return (
    <main aria-labelledby="vela-access-admin-title" style={{ padding: '8px 24px' }}>
      <Typography.Title id="vela-access-admin-title" level={2} style={{ marginTop: 8 }}>
        Access administration
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearch({ tab: key })}
        destroyInactiveTabPane
        items={TABS.map(({ key, label, Screen }) => ({ key, label, children: <Screen /> }))}
      />
    </main>
  );
}
