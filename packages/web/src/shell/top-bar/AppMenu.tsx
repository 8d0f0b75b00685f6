import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentApplication, type MenuItem, updateGlobalState, useGlobalStore } from '../../state/index.js';
import { resolveMenuTarget } from '../menu/menu-target.js';
import { persistNavigation } from '../startup/current-app.js';
import { findMenu } from '../startup/run-startup.js';

type Items = Required<MenuProps>['items'];

function toItems(menus: readonly MenuItem[]): Items {
  return menus.map((item) =>
    item.children?.length
      ? { key: item.id, label: item.tabName || item.name, children: toItems(item.children) }
      : { key: item.id, label: item.tabName || item.name },
  );
}

/** The current app's menu as a horizontal bar (the vertical menu and console tabs come with issue 5). */
export function AppMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const menus = useGlobalStore((state) => state.menus);
  const currentMenuId = useGlobalStore((state) => state.currentMenuId);
  const app = useGlobalStore(currentApplication);

  const open: MenuProps['onClick'] = ({ key }) => {
    const item = findMenu(menus, key);
    if (!item) return;
    const target = resolveMenuTarget(item, { consoleStyle: Boolean(app?.navigationStyle) });
    if (target.kind === 'external') {
      window.open(target.url, '_blank', 'noopener');
      return;
    }
    updateGlobalState({ currentMenuId: item.id });
    persistNavigation(app?.id, item.id);
    navigate(target.to);
  };

  return (
    <nav aria-label={t('shell.mainMenu')} className="vela-topbar__menu">
      <Menu
        mode="horizontal"
        items={toItems(menus)}
        selectedKeys={currentMenuId ? [currentMenuId] : []}
        onClick={open}
        style={{ borderBottom: 'none', minWidth: 0, flex: 1 }}
      />
    </nav>
  );
}
