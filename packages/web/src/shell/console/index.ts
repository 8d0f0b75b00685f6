import { currentApplication, useGlobalStore } from '../../state/index.js';
import { shellNavigate } from '../shell-navigation.js';
import { consoleActive, dispatchConsole, isConsoleApp, useConsoleStore } from './console-store.js';
import { type ConsoleTabsState, shownTab, type TabInput } from './console-tabs-state.js';

/**
 * The console workspace's API for the features (spec 1 §4 Menu tabs). In an app
 * without the console navigation style these simply navigate, so callers need
 * not ask which style is on.
 */
export interface OpenConsoleTabInput extends TabInput {
  /** 'replace' swaps the current tab (of that level) instead of adding one. Default 'add'. */
  how?: 'add' | 'replace';
}

/** Tabs opened from the app menu are named after their menu item: 'menu:' + the item's id. */
export const MENU_TAB = 'menu:';

export function openConsoleTab(input: OpenConsoleTabInput): void {
  if (consoleActive()) {
    const { how = 'add', ...tab } = input;
    dispatchConsole({ type: how, tab });
  }
  shellNavigate(input.path);
}

/** Closes a console tab (first level, or a child when parentId is given). */
export function closeConsoleTab(id: string, parentId?: string): void {
  const before = shownTab(useConsoleStore.getState().tabs);
  const next = dispatchConsole({ type: 'delete', id, ...(parentId ? { parentId } : {}) });
  const after = shownTab(next);
  if (after && after.id !== before?.id) shellNavigate(after.path, { replace: true });
  else if (!after) shellNavigate('/', { replace: true });
}

/** Reloads a console tab's page. */
export function refreshConsoleTab(id: string): void {
  dispatchConsole({ type: 'refresh', id });
}

/** The first-level tab being shown: the parentId a feature passes to open a child tab beside it. */
export function activeConsoleTabId(): string | undefined {
  return useConsoleStore.getState().tabs.activeId;
}

export interface ConsoleTabsView {
  /** The current app uses the console navigation style. */
  enabled: boolean;
  state: ConsoleTabsState;
  activeId: string | undefined;
  open: (input: OpenConsoleTabInput) => void;
  close: (id: string, parentId?: string) => void;
  refresh: (id: string) => void;
}

export function useConsoleTabs(): ConsoleTabsView {
  const enabled = useGlobalStore((state) => isConsoleApp(currentApplication(state)));
  const state = useConsoleStore((store) => store.tabs);
  return {
    enabled,
    state,
    activeId: state.activeId,
    open: openConsoleTab,
    close: closeConsoleTab,
    refresh: refreshConsoleTab,
  };
}

export { ConsoleNavigationGate, useConsoleNavigation } from './ConsoleNavigationGate.js';
export { isConsoleApp } from './console-store.js';
export { useConsoleTabTitle } from './console-tab-title.js';
export type { ConsoleChildTab, ConsoleTab, ConsoleTabsState, TabInput } from './console-tabs-state.js';
