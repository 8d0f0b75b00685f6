import type { ChatSetup } from '@vela/core';
import { create } from 'zustand';
import type {
  Application,
  MenuItem,
  ObjectListEntry,
  ReportFlags,
  UserInfo,
  UserSetup,
} from './shell-types.js';

/**
 * The spec's global state (spec 1 §3 "Global state"): one small store that the
 * startup commits to and every screen reads. Console tabs (issue 5) add their
 * slice next to these.
 */
export interface GlobalState {
  userInfo: UserInfo | undefined;
  userSetup: UserSetup | undefined;
  developerPermissions: unknown;
  applications: Application[];
  currentAppId: string | undefined;
  /** The current app's menu items (application/showAllTabs). */
  menus: MenuItem[];
  currentMenuId: string | undefined;
  objectList: ObjectListEntry[];
  reportFlags: Record<string, ReportFlags>;
  currencyCode: string | undefined;
  dashboardConditions: Record<string, unknown>;
  selectedObjects: unknown[];
  /** report/getExportReportURL, "stored as the domain name". */
  exportReportDomain: string | undefined;
  chatSetup: ChatSetup | undefined;
  customScriptAddresses: string[];
}

export interface StartupSnapshot {
  userInfo: UserInfo;
  userSetup: UserSetup;
  developerPermissions: unknown;
  applications: Application[];
  currentAppId: string | undefined;
  menus: MenuItem[];
  currentMenuId: string | undefined;
  objectList: ObjectListEntry[];
}

const EMPTY: GlobalState = {
  userInfo: undefined,
  userSetup: undefined,
  developerPermissions: undefined,
  applications: [],
  currentAppId: undefined,
  menus: [],
  currentMenuId: undefined,
  objectList: [],
  reportFlags: {},
  currencyCode: undefined,
  dashboardConditions: {},
  selectedObjects: [],
  exportReportDomain: undefined,
  chatSetup: undefined,
  customScriptAddresses: [],
};

export const useGlobalStore = create<GlobalState>(() => ({ ...EMPTY }));

export function commitStartup(snapshot: StartupSnapshot): void {
  useGlobalStore.setState({ ...snapshot, currencyCode: snapshot.userInfo.currencyCode });
}

export function updateGlobalState(changes: Partial<GlobalState>): void {
  useGlobalStore.setState(changes);
}

export function resetGlobalState(): void {
  useGlobalStore.setState({ ...EMPTY });
}

export function currentApplication(state: GlobalState): Application | undefined {
  return state.applications.find((app) => app.id === state.currentAppId);
}
