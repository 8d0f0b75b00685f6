import { EllipsisOutlined, PushpinFilled } from '@ant-design/icons';
import { Button, Dropdown, Input, type MenuProps, Modal, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RouteView, resolveShellPath } from '../../routes/RouteView.js';
import { useRouteTitle } from '../../routes/useRouteTitle.js';
import { updateGlobalState } from '../../state/index.js';
import { usePageScriptFlags } from '../client-scripts/client-scripts.js';
import { dispatchConsole, leaveConsole, restoreConsoleTabs, useConsoleStore } from './console-store.js';
import { ConsoleTabContext } from './console-tab-title.js';
import {
  type ConsoleChildTab,
  type ConsoleTab,
  parentForOpened,
  shownTab,
  tabForPath,
} from './console-tabs-state.js';
import { closeConsoleTab, MENU_TAB } from './index.js';
import './console.css';

const OWN_PAGE = '__own';
const label = (tab: ConsoleChildTab) => tab.customTitle || tab.title;
const isRecordPage = (path: string) => resolveShellPath(path)?.entry.screen === 'recordDetail';

/**
 * The tabbed workspace of a console app (spec 1 §4 Menu tabs): workspace tabs
 * with their child tabs; each open page stays mounted, hidden, so switching
 * between tabs is instant and keeps what the user was doing. The address bar
 * always shows the page in front.
 */
export function ConsoleWorkspace({ appId }: { appId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const routeTitle = useRouteTitle();
  const status = useConsoleStore((store) => store.status);
  const state = useConsoleStore((store) => store.tabs);
  const path = `${location.pathname}${location.search}`;
  const atHome = location.pathname === '/';
  const shown = shownTab(state);
  const restoredFor = useRef<string | undefined>(undefined);
  const [mounted, setMounted] = useState<ReadonlySet<string>>(new Set());
  const scriptFlags = usePageScriptFlags();
  const [renaming, setRenaming] = useState<{ tab: ConsoleChildTab; value: string } | undefined>();

  useEffect(() => {
    restoredFor.current = undefined;
    void restoreConsoleTabs(appId);
    return () => leaveConsole();
  }, [appId]);

  // The address bar and the tabs agree: a restored workspace opens its tab in front; a page reached
  // by address (a link, back and forward) focuses its tab or opens one.
  useEffect(() => {
    if (status !== 'ready') return;
    const first = restoredFor.current !== appId;
    restoredFor.current = appId;
    const current = useConsoleStore.getState().tabs;
    if (atHome) {
      const front = shownTab(current);
      if (first && front) navigate(front.path, { replace: true });
      return;
    }
    const found = tabForPath(current, path);
    if (found) {
      if (shownTab(current)?.id !== found.id) dispatchConsole({ type: 'focus', ...found });
    } else {
      const parentId = parentForOpened(current, path, isRecordPage);
      dispatchConsole({
        type: 'add',
        tab: { id: path, title: routeTitle || path, path, ...(parentId ? { parentId } : {}) },
      });
    }
  }, [status, path, atHome, appId, navigate, routeTitle]);

  // The menu marks the item whose tab is in front.
  const shownId = atHome ? undefined : shown?.id;
  useEffect(() => {
    if (shownId === undefined) return;
    updateGlobalState({
      currentMenuId: shownId.startsWith(MENU_TAB) ? shownId.slice(MENU_TAB.length) : undefined,
    });
  }, [shownId]);

  useEffect(() => {
    if (!shown || atHome || mounted.has(shown.id)) return;
    setMounted((before) => new Set(before).add(shown.id));
  }, [shown, atHome, mounted]);

  const show = (tab: ConsoleChildTab, parentId?: string) => {
    dispatchConsole({ type: 'focus', id: tab.id, ...(parentId ? { parentId } : {}) });
    navigate(tab.path);
  };

  const tabMenu = (tab: ConsoleTab): MenuProps => ({
    items: [
      { key: 'refresh', label: t('console.refresh') },
      tab.fixed ? { key: 'unfix', label: t('console.cancelFixed') } : { key: 'fix', label: t('console.fix') },
      { key: 'closeOthers', label: t('console.closeOthers') },
      { key: 'reopen', label: t('console.reopen'), disabled: !state.closed.some((c) => c.level === 1) },
      { type: 'divider' },
      { key: 'close', label: t('console.close'), disabled: tab.fixed, danger: true },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'close') closeConsoleTab(tab.id);
      else if (key === 'refresh') dispatchConsole({ type: 'refresh', id: tab.id });
      else if (key === 'fix' || key === 'unfix') dispatchConsole({ type: key, id: tab.id });
      else if (key === 'closeOthers') {
        const next = dispatchConsole({ type: 'closeOthers', id: tab.id });
        const front = shownTab(next);
        if (front) navigate(front.path);
      } else if (key === 'reopen') {
        const front = shownTab(dispatchConsole({ type: 'reopen' }));
        if (front) navigate(front.path);
      }
    },
  });

  const childMenu = (child: ConsoleChildTab, parent: ConsoleTab): MenuProps => ({
    items: [
      { key: 'refresh', label: t('console.refresh') },
      { key: 'custom', label: t('console.custom') },
      { key: 'workspace', label: t('console.setAsWorkspaceTab') },
      { type: 'divider' },
      { key: 'close', label: t('console.close'), danger: true },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') dispatchConsole({ type: 'refresh', id: child.id });
      else if (key === 'custom') setRenaming({ tab: child, value: label(child) });
      else if (key === 'workspace') {
        dispatchConsole({ type: 'setAsWorkspaceTab', id: child.id, parentId: parent.id });
        navigate(child.path);
      } else if (key === 'close') closeConsoleTab(child.id, parent.id);
    },
  });

  const active = state.tabs.find((tab) => tab.id === state.activeId);
  const panes: { tab: ConsoleChildTab; parentId?: string }[] = [];
  for (const tab of state.tabs) {
    panes.push({ tab });
    for (const child of tab.children) panes.push({ tab: child, parentId: tab.id });
  }

  return (
    <div className="vela-console">
      <nav aria-label={t('console.workspaceTabs')} className="vela-console__bar">
        <Tabs
          type="editable-card"
          size="small"
          hideAdd
          activeKey={atHome ? '' : (state.activeId ?? '')}
          onChange={(key) => {
            const tab = state.tabs.find((candidate) => candidate.id === key);
            if (tab)
              show(
                tab.children.find((c) => c.id === tab.activeChildId) ?? tab,
                tab.activeChildId ? tab.id : undefined,
              );
          }}
          onEdit={(key, action) => {
            if (action === 'remove' && typeof key === 'string') closeConsoleTab(key);
          }}
          tabBarExtraContent={
            active && (
              <Dropdown menu={tabMenu(active)} trigger={['click']}>
                <Button
                  type="text"
                  size="small"
                  icon={<EllipsisOutlined />}
                  aria-label={t('console.tabActions')}
                />
              </Dropdown>
            )
          }
          items={state.tabs.map((tab) => ({
            key: tab.id,
            closable: !tab.fixed,
            closeIcon: tab.fixed ? null : undefined,
            label: (
              <Dropdown menu={tabMenu(tab)} trigger={['contextMenu']}>
                <span className="vela-console__label" title={label(tab)} data-fixed={tab.fixed || undefined}>
                  {tab.fixed && (
                    <PushpinFilled aria-label={t('console.fixed')} className="vela-console__pin" />
                  )}
                  {label(tab)}
                </span>
              </Dropdown>
            ),
          }))}
        />
        {active && active.children.length > 0 && !atHome && (
          <Tabs
            className="vela-console__children"
            type="editable-card"
            size="small"
            hideAdd
            aria-label={t('console.childTabs')}
            activeKey={active.activeChildId ?? OWN_PAGE}
            onChange={(key) => {
              const child = active.children.find((c) => c.id === key);
              show(child ?? active, child ? active.id : undefined);
            }}
            onEdit={(key, action) => {
              if (action === 'remove' && typeof key === 'string') closeConsoleTab(key, active.id);
            }}
            items={[
              {
                key: OWN_PAGE,
                closable: false,
                label: <span className="vela-console__label">{label(active)}</span>,
              },
              ...active.children.map((child) => ({
                key: child.id,
                label: (
                  <Dropdown menu={childMenu(child, active)} trigger={['contextMenu']}>
                    <span className="vela-console__label" title={label(child)}>
                      {label(child)}
                    </span>
                  </Dropdown>
                ),
              })),
            ]}
            tabBarExtraContent={(() => {
              const child = active.children.find((c) => c.id === active.activeChildId);
              return (
                child && (
                  <Dropdown menu={childMenu(child, active)} trigger={['click']}>
                    <Button
                      type="text"
                      size="small"
                      icon={<EllipsisOutlined />}
                      aria-label={t('console.childTabActions')}
                    />
                  </Dropdown>
                )
              );
            })()}
          />
        )}
      </nav>
      <div className="vela-console__pages">
        {atHome && <Outlet />}
        {panes.map(({ tab }) =>
          mounted.has(tab.id) ? (
            <section
              key={tab.id}
              className="vela-console__page"
              hidden={atHome || shown?.id !== tab.id}
              aria-label={label(tab)}
              data-script-flags={
                Object.keys(scriptFlags[tab.path] ?? {})
                  .filter((name) => Boolean(scriptFlags[tab.path]?.[name]))
                  .join(' ') || undefined
              }
            >
              <ConsoleTabContext.Provider value={tab.id}>
                <RouteView key={tab.refreshCount ?? 0} path={tab.path} failedText={t('console.pageFailed')} />
              </ConsoleTabContext.Provider>
            </section>
          ) : null,
        )}
      </div>
      <Modal
        open={Boolean(renaming)}
        title={t('console.customTitle')}
        onCancel={() => setRenaming(undefined)}
        onOk={() => {
          if (renaming) dispatchConsole({ type: 'rename', id: renaming.tab.id, customTitle: renaming.value });
          setRenaming(undefined);
        }}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        destroyOnHidden
      >
        <Input
          aria-label={t('console.customTitle')}
          value={renaming?.value ?? ''}
          maxLength={80}
          autoFocus
          onChange={(event) => setRenaming((before) => before && { ...before, value: event.target.value })}
        />
      </Modal>
    </div>
  );
}
