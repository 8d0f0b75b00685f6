import { isConsoleApp, showsVerticalMenu } from '../../shell/index.js';
import {
  type Application,
  currentApplication,
  type UserInfo,
  type UserSetup,
  useGlobalStore,
} from '../../state/index.js';
import type { ViewSort } from './list-view-api.js';
import type { AdHocFilter } from './starting-list-state.js';

/** What the table view brings back when a person returns to it (spec 1 §2.1, S1-B-006). */
export interface KeptListState {
  viewId?: string | undefined;
  sort?: ViewSort | undefined;
  filter: AdHocFilter;
  keyword: string;
  pageSize: number;
  /** The keyset cursor of each page visited: the last one is the page shown. */
  cursors: Array<string | null>;
}

const KEY_PREFIX = 'vela.listPage.';

/**
 * Spec 1 §2.1: the list view keeps its page state when a navigation style is
 * set, that is the console style of the app or the vertical menu (DECISIONS
 * 16). Without either, a list opens fresh each time.
 */
export function navigationStyleSet(
  app: Application | undefined,
  userInfo: UserInfo | undefined,
  userSetup: UserSetup | undefined,
): boolean {
  return isConsoleApp(app) || showsVerticalMenu(userInfo, userSetup);
}

function keepsPageState(): boolean {
  const state = useGlobalStore.getState();
  return navigationStyleSet(currentApplication(state), state.userInfo, state.userSetup);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The kept state of an object's table view, when a navigation style is set and one was kept in this tab. */
export function readKeptListState(objectApi: string): KeptListState | undefined {
  if (!keepsPageState()) return undefined;
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY_PREFIX + objectApi) ?? 'null');
    if (!isRecord(parsed) || !isRecord(parsed.filter) || !Array.isArray(parsed.cursors)) return undefined;
    if (typeof parsed.keyword !== 'string' || typeof parsed.pageSize !== 'number') return undefined;
    return parsed as unknown as KeptListState;
  } catch {
    return undefined;
  }
}

/** Keeps the table view's state for the next visit (only while a navigation style is set). */
export function keepListState(objectApi: string, state: KeptListState): void {
  if (!keepsPageState()) return;
  try {
    sessionStorage.setItem(KEY_PREFIX + objectApi, JSON.stringify(state));
  } catch {
    // A full or blocked session storage only means the list opens fresh next time.
  }
}
