import { LogoutOutlined, SettingOutlined, ToolOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { mayAdministerAccess } from '@vela/core';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../auth/index.js';
import { resetGlobalState, useGlobalStore } from '../../state/index.js';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** Where Setup opens: the settings home, every setup area grouped and searchable (S1-R-164). */
export const SETUP_PATH = '/systemSettings';

/** The user menu: personal settings, Setup for administrators, and sign out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const name = useGlobalStore((state) => state.userInfo?.userName ?? '');
  const isAdmin = useGlobalStore((state) => mayAdministerAccess(state.userInfo?.profileId ?? ''));

  const leave = async () => {
    const endSessionUrl = await signOut();
    resetGlobalState();
    queryClient.clear();
    // A session begun at a provider ends there too (single sign-out), which comes back signed out.
    if (endSessionUrl) window.location.assign(endSessionUrl);
    else navigate('/login', { replace: true });
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'profile', icon: <SettingOutlined />, label: t('shell.profile') },
          ...(isAdmin ? [{ key: 'setup', icon: <ToolOutlined />, label: t('shell.setup') }] : []),
          { type: 'divider' as const },
          { key: 'signOut', icon: <LogoutOutlined />, label: t('auth.signOut') },
        ],
        onClick: ({ key }) => {
          if (key === 'profile') navigate('/profileSetting/profileInfo');
          else if (key === 'setup') navigate(SETUP_PATH);
          else void leave();
        },
      }}
    >
      <Button type="text" aria-label={t('shell.userMenu', { name })} className="vela-topbar__user">
        <Avatar size={28} style={{ background: '#0b5cab' }}>
          {initials(name)}
        </Avatar>
        <span className="vela-topbar__user-name">{name}</span>
      </Button>
    </Dropdown>
  );
}
