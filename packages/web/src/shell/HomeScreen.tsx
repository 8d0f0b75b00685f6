import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentApplication, updateGlobalState, useGlobalStore } from '../state/index.js';
import { resolveMenuTarget } from './menu/menu-target.js';

/** '/': the current app's tabs as a starting point. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useGlobalStore((state) => state.userInfo?.userName ?? '');
  const menus = useGlobalStore((state) => state.menus);
  const app = useGlobalStore(currentApplication);

  return (
    <main aria-labelledby="vela-home-title">
      <Typography.Title id="vela-home-title" level={2} style={{ marginTop: 8 }}>
        {t('shell.home.welcome', { name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('shell.home.intro')}</Typography.Paragraph>
      {menus.length === 0 ? (
        <Empty description={t('shell.home.emptyMenu')} />
      ) : (
        <ul className="vela-home__grid" aria-label={app?.name}>
          {menus.map((item) => {
            const target = resolveMenuTarget(item, { consoleStyle: Boolean(app?.navigationStyle) });
            return (
              <li key={item.id}>
                <button
                  type="button"
                  className="vela-home__tile"
                  onClick={() => {
                    if (target.kind === 'external') window.open(target.url, '_blank', 'noopener');
                    else {
                      updateGlobalState({ currentMenuId: item.id });
                      navigate(target.to);
                    }
                  }}
                >
                  {item.tabName || item.name}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </main>
  );
}
