import type { consoleGetTabContract, consoleSaveTabContract } from '@vela/core';
import { create } from 'zustand';
import { api } from '../../api/index.js';
import { type Application, currentApplication, useGlobalStore } from '../../state/index.js';
import {
  type ConsoleTabsAction,
  type ConsoleTabsState,
  consoleTabsReducer,
  EMPTY_CONSOLE_TABS,
  parseConsoleTabs,
  SAVED_ACTIONS,
  serializeConsoleTabs,
} from './console-tabs-state.js';

/** The app uses the console navigation style: the tabbed workspace (DECISIONS 16). */
export function isConsoleApp(app: Application | undefined): boolean {
  return app?.navigationStyle === 'console';
}

interface ConsoleStore {
  /** The console app these tabs belong to. */
  appId: string | undefined;
  /** 'loading' while consoleGetTab runs; tabs opened meanwhile wait for it. */
  status: 'idle' | 'loading' | 'ready';
  tabs: ConsoleTabsState;
  /** Operations asked for while the saved tabs were still loading, applied after them. */
  pending: ConsoleTabsAction[];
}

export const useConsoleStore = create<ConsoleStore>(() => ({
  appId: undefined,
  status: 'idle',
  tabs: EMPTY_CONSOLE_TABS,
  pending: [],
}));

/** Saves run one after another, so the server always ends with the latest state. */
let saving: Promise<unknown> = Promise.resolve();

function save(appId: string, tabs: ConsoleTabsState): void {
  const opentab = serializeConsoleTabs(tabs);
  saving = saving
    .catch(() => undefined)
    // A failed save is reported by the request client; the user's tabs stay as they are on screen.
    .then(() =>
      api.call<typeof consoleSaveTabContract>(
        '/consoleSaveTab',
        { appid: appId, opentab },
        { callerHandlesErrors: true },
      ),
    )
    .catch(() => undefined);
}

/** Applies one tab operation; add, replace and the other changes of which tabs are open are saved. */
export function dispatchConsole(action: ConsoleTabsAction): ConsoleTabsState {
  const { appId, tabs, status, pending } = useConsoleStore.getState();
  if (status === 'loading') {
    useConsoleStore.setState({ pending: [...pending, action] });
    return tabs;
  }
  const next = consoleTabsReducer(tabs, action);
  useConsoleStore.setState({ tabs: next });
  if (appId && SAVED_ACTIONS.has(action.type)) save(appId, next);
  return next;
}

/** Spec 1 §4: a reload (or coming back to the console app) brings the open tabs back. */
export async function restoreConsoleTabs(appId: string): Promise<ConsoleTabsState> {
  useConsoleStore.setState({ appId, status: 'loading', tabs: EMPTY_CONSOLE_TABS, pending: [] });
  let restored = EMPTY_CONSOLE_TABS;
  try {
    const answer = await api.call<typeof consoleGetTabContract>(
      '/consoleGetTab',
      { appid: appId },
      { callerHandlesErrors: true },
    );
    restored = parseConsoleTabs(answer.data?.opentab);
  } catch {
    // Nothing to restore is better than no workspace: start with no tabs.
  }
  // The user may have switched app while the call ran.
  if (useConsoleStore.getState().appId !== appId) return restored;
  const waiting = useConsoleStore.getState().pending;
  useConsoleStore.setState({ status: 'ready', tabs: restored, pending: [] });
  for (const action of waiting) dispatchConsole(action);
  return useConsoleStore.getState().tabs;
}

export function leaveConsole(): void {
  useConsoleStore.setState({ appId: undefined, status: 'idle', tabs: EMPTY_CONSOLE_TABS, pending: [] });
}

/** True while the current app is a console app (read outside React). */
export function consoleActive(): boolean {
  return isConsoleApp(currentApplication(useGlobalStore.getState()));
}
