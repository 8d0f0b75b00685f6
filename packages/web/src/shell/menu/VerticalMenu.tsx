import { Layout, Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MenuItem, useGlobalStore } from '../../state/index.js';
import { findMenu } from '../startup/run-startup.js';
import { useOpenMenuItem } from './useOpenMenuItem.js';

type Items = Required<MenuProps>['items'];

function toItems(menus: readonly MenuItem[]): Items {
  return menus.map((item) =>
    item.children?.length
      ? { key: item.id, label: item.tabName || item.name, children: toItems(item.children) }
      : { key: item.id, label: item.tabName || item.name, title: item.tabName || item.name },
  );
}

/** The vertical menu (user setup tabStyle '1', never for partners): the app's tabs down the left side. */
export function VerticalMenu() {
  const { t } = useTranslation();
  const menus = useGlobalStore((state) => state.menus);
  const currentMenuId = useGlobalStore((state) => state.currentMenuId);
  const openItem = useOpenMenuItem();
  const [collapsed, setCollapsed] = useState(false);
  const groupOfCurrent = menus.find((item) => item.children?.some((child) => child.id === currentMenuId));

  return (
    <Layout.Sider
      className="vela-sidemenu"
      theme="light"
      width={232}
      collapsible
      collapsed={collapsed}
      onCollapse={setCollapsed}
      trigger={
        <span role="img" aria-label={collapsed ? t('shell.expandMenu') : t('shell.collapseMenu')}>
          {collapsed ? '»' : '«'}
        </span>
      }
    >
      <nav aria-label={t('shell.sideMenu')}>
        <Menu
          mode="inline"
          items={toItems(menus)}
          selectedKeys={currentMenuId ? [currentMenuId] : []}
          defaultOpenKeys={groupOfCurrent ? [groupOfCurrent.id] : []}
          onClick={({ key }) => {
            const item = findMenu(menus, key);
            if (item) openItem(item);
          }}
          style={{ borderInlineEnd: 'none' }}
        />
      </nav>
    </Layout.Sider>
  );
}
