import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { HomePageSlot } from '../features/dashboards/index.js';
import { currentApplication, type MenuItem, useGlobalStore } from '../state/index.js';
import { HomeTile } from './HomeTile.js';
import { useOpenMenuItem } from './menu/useOpenMenuItem.js';
import { showsVerticalMenu } from './menu/vertical-menu-rule.js';

const DEFAULT_APP_COLOR = '#0b5cab';

/**
 * '/': the home page that applies to the user (their own, their role's or the standard one), then the
 * current app's tabs as a starting point; a menu group shows its tabs under its name.
 */
export default function HomeScreen() {
  const { t } = useTranslation();
  const name = useGlobalStore((state) => state.userInfo?.userName ?? '');
  const menus = useGlobalStore((state) => state.menus);
  const app = useGlobalStore(currentApplication);
  const vertical = useGlobalStore((state) => showsVerticalMenu(state.userInfo, state.userSetup));
  const color = app?.bgcolor || DEFAULT_APP_COLOR;

  const open = useOpenMenuItem();
  const grid = (items: readonly MenuItem[], label: string | undefined) => (
    <ul className="vela-home__grid" aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <HomeTile item={item} color={color} onOpen={() => open(item)} />
        </li>
      ))}
    </ul>
  );
  // A group (e.g. "More") is not a place of its own: its tabs are what the user wants.
  const tabs = menus.filter((item) => !item.children?.length);
  const groups = menus.filter((item) => item.children?.length);

  return (
    <main aria-labelledby="vela-home-title">
      <Typography.Title id="vela-home-title" level={2} style={{ marginTop: 8 }}>
        {t('shell.home.welcome', { name })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        {t(vertical ? 'shell.home.introSide' : 'shell.home.intro')}
      </Typography.Paragraph>
      <HomePageSlot />
      {menus.length === 0 ? (
        <Empty description={t('shell.home.emptyMenu')} />
      ) : (
        <>
          {tabs.length > 0 && grid(tabs, app?.name)}
          {groups.map((group) => (
            <section
              key={group.id}
              aria-labelledby={`vela-home-group-${group.id}`}
              className="vela-home__group"
            >
              <Typography.Title
                id={`vela-home-group-${group.id}`}
                level={5}
                className="vela-home__group-title"
              >
                {group.tabName || group.name}
              </Typography.Title>
              {grid(group.children ?? [], group.tabName || group.name)}
            </section>
          ))}
        </>
      )}
    </main>
  );
}
