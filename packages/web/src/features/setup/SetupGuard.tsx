import { mayAdministerAccess } from '@vela/core';
import { Breadcrumb } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusScreen } from '../../routes/StatusScreen.js';
import { useGlobalStore } from '../../state/index.js';

/** A setup page: administrators only (the server refuses anyone else too), under a way back to the setup home. */
export function SetupFrame(props: { trail?: Array<{ title: string; to?: string }>; children: ReactNode }) {
  const { t } = useTranslation();
  const profileId = useGlobalStore((state) => state.userInfo?.profileId ?? '');
  if (!mayAdministerAccess(profileId))
    return <StatusScreen heading={t('shell.noAccess.title')} lines={[t('shell.noAccess.body')]} />;
  return (
    <main className="vela-setup-page">
      <Breadcrumb
        style={{ margin: '8px 0' }}
        items={[
          { title: <Link to="/systemSettings">{t('setup.home.title')}</Link> },
          ...(props.trail ?? []).map((step) => ({
            title: step.to ? <Link to={step.to}>{step.title}</Link> : step.title,
          })),
        ]}
      />
      {props.children}
    </main>
  );
}
