import { Menu, type MenuProps } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type MenuItem, useGlobalStore } from '../../state/index.js';
import { useOpenMenuItem } from '../menu/useOpenMenuItem.js';
import { findMenu } from '../startup/run-startup.js';

type Items = Required<MenuProps>['items'];

const MENU_STYLE = { borderBottom: 'none', minWidth: 0, flex: 1 } as const;

function toItems(menus: readonly MenuItem[]): Items {
  return menus.map((item) =>
    item.children?.length
      ? { key: item.id, label: item.tabName || item.name, children: toItems(item.children) }
      : { key: item.id, label: item.tabName || item.name },
  );
}

/** The current app's menu as a horizontal bar (the vertical menu replaces it when the user's setup asks). */
export function AppMenu() {
  const { t } = useTranslation();
  const menus = useGlobalStore((state) => state.menus);
  const currentMenuId = useGlobalStore((state) => state.currentMenuId);
  const openItem = useOpenMenuItem();
  // The same items between navigations: antd's menu then only moves the highlight.
  const items = useMemo(() => toItems(menus), [menus]);
  const selectedKeys = useMemo(() => (currentMenuId ? [currentMenuId] : []), [currentMenuId]);

  const open: MenuProps['onClick'] = ({ key }) => {
    const item = findMenu(menus, key);
    if (item) openItem(item);
  };

  return (
    <nav aria-label={t('shell.mainMenu')} className="vela-topbar__menu">
      <Menu mode="horizontal" items={items} selectedKeys={selectedKeys} onClick={open} style={MENU_STYLE} />
    </nav>
  );
}
