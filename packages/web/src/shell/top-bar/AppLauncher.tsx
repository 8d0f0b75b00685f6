import { AppstoreOutlined } from '@ant-design/icons';
import { Button, Empty, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentApplication, useGlobalStore } from '../../state/index.js';
import { useSwitchApp } from '../useSwitchApp.js';
import { AppLogo } from './AppLogo.js';

/** The app launcher: a grid of the user's apps in their colours; picking one switches the menus. */
export function AppLauncher() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const applications = useGlobalStore((state) => state.applications);
  const current = useGlobalStore(currentApplication);
  const switchApp = useSwitchApp();

  const pick = async (appId: string) => {
    setOpen(false);
    if (appId !== current?.id) await switchApp(appId);
  };

  return (
    <>
      <Button
        type="text"
        icon={<AppstoreOutlined style={{ fontSize: 20 }} />}
        aria-label={t('shell.appLauncher')}
        onClick={() => setOpen(true)}
      />
      <span className="vela-topbar__app" style={{ borderColor: current?.bgcolor }}>
        {current?.name}
      </span>
      <Modal open={open} title={t('shell.apps')} footer={null} onCancel={() => setOpen(false)} width={720}>
        {applications.length === 0 ? (
          <Empty description={t('shell.noApps')} />
        ) : (
          <ul className="vela-launcher">
            {applications.map((app) => (
              <li key={app.id}>
                <button
                  type="button"
                  className="vela-launcher__tile"
                  aria-current={app.id === current?.id ? 'true' : undefined}
                  onClick={() => void pick(app.id)}
                >
                  <AppLogo app={app} />
                  <span className="vela-launcher__text">
                    <span className="vela-launcher__name">{app.name}</span>
                    {app.description && (
                      <span className="vela-launcher__description" title={app.description}>
                        {app.description}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Modal>
    </>
  );
}
