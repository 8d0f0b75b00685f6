import { Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MessageKeyName } from '../../i18n/index.js';
import './profile.css';

const TABS: { path: string; labelKey: MessageKeyName }[] = [
  { path: 'profileInfo', labelKey: 'profile.tab.info' },
  { path: 'modifyPassword', labelKey: 'profile.tab.password' },
  { path: 'authVisit', labelKey: 'profile.tab.sessions' },
  { path: 'loginHistory', labelKey: 'profile.tab.history' },
  { path: 'apiKeys', labelKey: 'profile.tab.apiKeys' },
];

export type ProfileTab = (typeof TABS)[number]['path'];

/** profileSetting: the personal settings pages share a heading and tabs. */
export function ProfileFrame({ active, children }: { active: ProfileTab; children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main aria-labelledby="vela-profile-title" className="vela-profile">
      <Typography.Title id="vela-profile-title" level={2} style={{ marginTop: 8 }}>
        {t('profile.title')}
      </Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => navigate(`/profileSetting/${key}`)}
        items={TABS.map((tab) => ({ key: tab.path, label: t(tab.labelKey) }))}
      />
      <section aria-label={t(TABS.find((tab) => tab.path === active)?.labelKey ?? 'profile.title')}>
        {children}
      </section>
    </main>
  );
}
