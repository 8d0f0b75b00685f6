/**
 * The console's tabbed workspace as pure data (spec 1 §4 "Menu tabs"): first-level
 * (workspace) tabs, each with second-level (child) tabs. Every operation is a
 * reducer action so that the rules are tested as a table and the store only
 * wires them to React, the router and the server.
 */

export interface ConsoleChildTab {
  id: string;
  title: string;
  /** Route path with its query, e.g. '/console-tab-detail/abc/DETAIL'. */
  path: string;
  /** The "custom" title the user gave the tab, shown instead of its own. */
  customTitle?: string;
  /** Bumped by refresh; the tab's content remounts when it changes (never saved). */
  refreshCount?: number;
}

export interface ConsoleTab extends ConsoleChildTab {
  fixed: boolean;
  children: ConsoleChildTab[];
  /** The child shown inside this tab; undefined shows the tab's own page. */
  activeChildId?: string;
}

export interface ConsoleTabsState {
  tabs: ConsoleTab[];
  activeId?: string;
  /** Closed tabs, most recent last, for reopen (kept in this browser only). */
  closed: ClosedTab[];
}

export type ClosedTab =
  | { level: 1; tab: ConsoleTab; index: number }
  | { level: 2; parentId: string; tab: ConsoleChildTab; index: number };

export interface TabInput {
  id: string;
  title: string;
  path: string;
  /** Given: a second-level tab inside this first-level tab. */
  parentId?: string;
  fixed?: boolean;
}

export type ConsoleTabsAction =
  | { type: 'add'; tab: TabInput }
  | { type: 'replace'; tab: TabInput }
  | { type: 'delete'; id: string; parentId?: string }
  | { type: 'reopen'; parentId?: string }
  | { type: 'refresh'; id: string; parentId?: string }
  | { type: 'focus'; id: string; parentId?: string }
  | { type: 'fix'; id: string }
  | { type: 'unfix'; id: string }
  | { type: 'rename'; id: string; parentId?: string; customTitle: string }
  /** The page tells its own title once it knows it (a record page: the record's name). */
  | { type: 'title'; id: string; title: string }
  | { type: 'setAsWorkspaceTab'; id: string; parentId: string }
  | { type: 'closeOthers'; id: string }
  | { type: 'restore'; state: ConsoleTabsState };

export const EMPTY_CONSOLE_TABS: ConsoleTabsState = { tabs: [], closed: [] };
/** Reopen remembers this many closed tabs. */
export const CLOSED_TABS_KEPT = 10;

/**
 * The actions after which the open-tab state goes to the server. Spec 1 §4 asks
 * it of add and replace; the others that change which tabs exist save too, so
 * that a reload never brings back a tab the user closed.
 */
export const SAVED_ACTIONS: ReadonlySet<ConsoleTabsAction['type']> = new Set([
  'add',
  'replace',
  'delete',
  'reopen',
  'fix',
  'unfix',
  'rename',
  'title',
  'setAsWorkspaceTab',
  'closeOthers',
]);

const toChild = (input: TabInput): ConsoleChildTab => ({
  id: input.id,
  title: input.title,
  path: input.path,
});
const toTab = (input: TabInput): ConsoleTab => ({
  ...toChild(input),
  fixed: Boolean(input.fixed),
  children: [],
});

/** Fixed tabs stay in front of the others, in the order they were fixed or opened. */
function fixedFirst(tabs: ConsoleTab[]): ConsoleTab[] {
  return [...tabs.filter((tab) => tab.fixed), ...tabs.filter((tab) => !tab.fixed)];
}

function remember(closed: ClosedTab[], entry: ClosedTab): ClosedTab[] {
  return [...closed, entry].slice(-CLOSED_TABS_KEPT);
}

function updateTab(state: ConsoleTabsState, id: string, change: (tab: ConsoleTab) => ConsoleTab) {
  return state.tabs.map((tab) => (tab.id === id ? change(tab) : tab));
}

/** Where a tab id is: first level, or the parent holding it as a child. */
export function findTab(
  state: ConsoleTabsState,
  id: string,
): { tab: ConsoleTab; child?: undefined } | { tab: ConsoleTab; child: ConsoleChildTab } | undefined {
  for (const tab of state.tabs) {
    if (tab.id === id) return { tab };
    const child = tab.children.find((candidate) => candidate.id === id);
    if (child) return { tab, child };
  }
  return undefined;
}

/** The tab whose page is showing: the active tab's active child, else the active tab. */
export function shownTab(state: ConsoleTabsState): ConsoleChildTab | undefined {
  const active = state.tabs.find((tab) => tab.id === state.activeId);
  if (!active) return undefined;
  return active.children.find((child) => child.id === active.activeChildId) ?? active;
}

function focus(state: ConsoleTabsState, id: string, parentId?: string): ConsoleTabsState {
  if (parentId) {
    const parent = state.tabs.find((tab) => tab.id === parentId);
    if (!parent?.children.some((child) => child.id === id)) return state;
    return {
      ...state,
      activeId: parentId,
      tabs: updateTab(state, parentId, (t) => ({ ...t, activeChildId: id })),
    };
  }
  const found = findTab(state, id);
  if (!found) return state;
  if (found.child) return focus(state, id, found.tab.id);
  // Focusing a first-level tab shows its own page.
  return {
    ...state,
    activeId: id,
    tabs: updateTab(state, id, (t) => ({ ...t, activeChildId: undefined })),
  };
}

function add(state: ConsoleTabsState, input: TabInput): ConsoleTabsState {
  // Adding a tab that is already open only focuses it, wherever it is.
  if (findTab(state, input.id)) return focus(state, input.id);
  const parent = input.parentId ? state.tabs.find((tab) => tab.id === input.parentId) : undefined;
  if (parent) {
    return {
      ...state,
      activeId: parent.id,
      tabs: updateTab(state, parent.id, (t) => ({
        ...t,
        children: [...t.children, toChild(input)],
        activeChildId: input.id,
      })),
    };
  }
  return { ...state, tabs: fixedFirst([...state.tabs, toTab(input)]), activeId: input.id };
}

function replace(state: ConsoleTabsState, input: TabInput): ConsoleTabsState {
  if (findTab(state, input.id)) return focus(state, input.id);
  if (input.parentId) {
    const parent = state.tabs.find((tab) => tab.id === input.parentId);
    const current = parent?.children.find((child) => child.id === parent.activeChildId);
    if (!parent || !current) return add(state, input);
    return {
      ...state,
      activeId: parent.id,
      tabs: updateTab(state, parent.id, (t) => ({
        ...t,
        children: t.children.map((child) => (child.id === current.id ? toChild(input) : child)),
        activeChildId: input.id,
      })),
    };
  }
  const current = state.tabs.find((tab) => tab.id === state.activeId);
  // A fixed tab is kept: the new page opens beside it instead.
  if (!current || current.fixed) return add(state, input);
  return {
    ...state,
    activeId: input.id,
    tabs: state.tabs.map((tab) => (tab.id === current.id ? { ...toTab(input), fixed: false } : tab)),
  };
}

function neighbourId<T extends { id: string }>(list: readonly T[], index: number): string | undefined {
  return (list[index + 1] ?? list[index - 1])?.id;
}

function remove(state: ConsoleTabsState, id: string, parentId?: string): ConsoleTabsState {
  const found = findTab(state, id);
  if (!found) return state;
  if (found.child || parentId) {
    const parent = found.tab;
    const index = parent.children.findIndex((child) => child.id === id);
    if (index < 0) return state;
    const child = parent.children[index] as ConsoleChildTab;
    const children = parent.children.filter((c) => c.id !== id);
    const activeChildId =
      parent.activeChildId === id ? neighbourIdOrParent(parent.children, index) : parent.activeChildId;
    return {
      ...state,
      tabs: updateTab(state, parent.id, (t) => ({ ...t, children, activeChildId })),
      closed: remember(state.closed, { level: 2, parentId: parent.id, tab: child, index }),
    };
  }
  // A fixed tab must be unfixed before it can be closed.
  if (found.tab.fixed) return state;
  const index = state.tabs.findIndex((tab) => tab.id === id);
  const tabs = state.tabs.filter((tab) => tab.id !== id);
  return {
    ...state,
    tabs,
    activeId: state.activeId === id ? neighbourId(state.tabs, index) : state.activeId,
    closed: remember(state.closed, { level: 1, tab: found.tab, index }),
  };
}

function neighbourIdOrParent(children: readonly ConsoleChildTab[], index: number): string | undefined {
  return neighbourId(children, index);
}

function reopen(state: ConsoleTabsState, parentId?: string): ConsoleTabsState {
  // The most recently closed tab of that level (inside that parent, for level 2).
  let at = -1;
  for (let i = state.closed.length - 1; i >= 0; i--) {
    const entry = state.closed[i] as ClosedTab;
    const wanted = parentId ? entry.level === 2 && entry.parentId === parentId : entry.level === 1;
    if (wanted && !findTab(state, entry.tab.id)) {
      at = i;
      break;
    }
  }
  if (at < 0) return state;
  const entry = state.closed[at] as ClosedTab;
  const closed = state.closed.filter((_, i) => i !== at);
  if (entry.level === 2) {
    const parent = state.tabs.find((tab) => tab.id === entry.parentId);
    if (!parent) return { ...state, closed };
    const children = [...parent.children];
    children.splice(Math.min(entry.index, children.length), 0, entry.tab);
    return {
      ...state,
      closed,
      activeId: parent.id,
      tabs: updateTab(state, parent.id, (t) => ({ ...t, children, activeChildId: entry.tab.id })),
    };
  }
  const tabs = [...state.tabs];
  tabs.splice(Math.min(entry.index, tabs.length), 0, entry.tab);
  return { ...state, closed, tabs: fixedFirst(tabs), activeId: entry.tab.id };
}

function refresh(state: ConsoleTabsState, id: string): ConsoleTabsState {
  const found = findTab(state, id);
  if (!found) return state;
  const bump = <T extends ConsoleChildTab>(tab: T): T => ({
    ...tab,
    refreshCount: (tab.refreshCount ?? 0) + 1,
  });
  return {
    ...state,
    tabs: updateTab(state, found.tab.id, (t) =>
      found.child
        ? { ...t, children: t.children.map((child) => (child.id === id ? bump(child) : child)) }
        : bump(t),
    ),
  };
}

function rename(state: ConsoleTabsState, id: string, customTitle: string): ConsoleTabsState {
  const found = findTab(state, id);
  if (!found) return state;
  const title = customTitle.trim() || undefined;
  const named = <T extends ConsoleChildTab>(tab: T): T => {
    const { customTitle: _old, ...rest } = tab;
    return (title ? { ...rest, customTitle: title } : rest) as T;
  };
  return {
    ...state,
    tabs: updateTab(state, found.tab.id, (t) =>
      found.child
        ? { ...t, children: t.children.map((child) => (child.id === id ? named(child) : child)) }
        : named(t),
    ),
  };
}

function retitle(state: ConsoleTabsState, id: string, title: string): ConsoleTabsState {
  const found = findTab(state, id);
  const current = found?.child ?? found?.tab;
  if (!found || !current || !title || current.title === title) return state;
  return {
    ...state,
    tabs: updateTab(state, found.tab.id, (t) =>
      found.child
        ? { ...t, children: t.children.map((child) => (child.id === id ? { ...child, title } : child)) }
        : { ...t, title },
    ),
  };
}

/** A child tab becomes a workspace (first-level) tab of its own, placed after its parent. */
function setAsWorkspaceTab(state: ConsoleTabsState, id: string, parentId: string): ConsoleTabsState {
  const parent = state.tabs.find((tab) => tab.id === parentId);
  const child = parent?.children.find((candidate) => candidate.id === id);
  if (!parent || !child) return state;
  const index = parent.children.indexOf(child);
  const remaining = parent.children.filter((c) => c.id !== id);
  const tabs: ConsoleTab[] = [];
  for (const tab of state.tabs) {
    if (tab.id !== parentId) {
      tabs.push(tab);
      continue;
    }
    tabs.push({
      ...tab,
      children: remaining,
      activeChildId: tab.activeChildId === id ? neighbourId(parent.children, index) : tab.activeChildId,
    });
    tabs.push({ ...child, fixed: false, children: [] });
  }
  return { ...state, tabs, activeId: id };
}

function closeOthers(state: ConsoleTabsState, id: string): ConsoleTabsState {
  if (!state.tabs.some((tab) => tab.id === id)) return state;
  let next = state;
  for (const tab of state.tabs) if (tab.id !== id && !tab.fixed) next = remove(next, tab.id);
  return focus(next, id);
}

export function consoleTabsReducer(state: ConsoleTabsState, action: ConsoleTabsAction): ConsoleTabsState {
  switch (action.type) {
    case 'add':
      return add(state, action.tab);
    case 'replace':
      return replace(state, action.tab);
    case 'delete':
      return remove(state, action.id, action.parentId);
    case 'reopen':
      return reopen(state, action.parentId);
    case 'refresh':
      return refresh(state, action.id);
    case 'focus':
      return focus(state, action.id, action.parentId);
    case 'fix':
    case 'unfix':
      return {
        ...state,
        tabs: fixedFirst(updateTab(state, action.id, (t) => ({ ...t, fixed: action.type === 'fix' }))),
      };
    case 'rename':
      return rename(state, action.id, action.customTitle);
    case 'title':
      return retitle(state, action.id, action.title);
    case 'setAsWorkspaceTab':
      return setAsWorkspaceTab(state, action.id, action.parentId);
    case 'closeOthers':
      return closeOthers(state, action.id);
    case 'restore':
      return action.state;
  }
}

/** Spec 1 §7 consoleSaveTab `opentab`: the open tabs, without refresh counters or closed history. */
export function serializeConsoleTabs(state: ConsoleTabsState): string {
  const plain = (tab: ConsoleChildTab): ConsoleChildTab => ({
    id: tab.id,
    title: tab.title,
    path: tab.path,
    ...(tab.customTitle ? { customTitle: tab.customTitle } : {}),
  });
  return JSON.stringify({
    version: 1,
    activeId: state.activeId ?? null,
    tabs: state.tabs.map((tab) => ({
      ...plain(tab),
      fixed: tab.fixed,
      activeChildId: tab.activeChildId ?? null,
      children: tab.children.map(plain),
    })),
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseChild(value: unknown): ConsoleChildTab | undefined {
  if (!isRecord(value)) return undefined;
  const { id, title, path, customTitle } = value;
  // Only in-app paths come back: a saved state never sends the user elsewhere.
  if (typeof id !== 'string' || !id || typeof title !== 'string' || typeof path !== 'string')
    return undefined;
  if (!path.startsWith('/') || path.startsWith('//')) return undefined;
  return { id, title, path, ...(typeof customTitle === 'string' && customTitle ? { customTitle } : {}) };
}

/** Reads a saved `opentab`; anything unreadable gives no tabs rather than an error. */
export function parseConsoleTabs(text: string | null | undefined): ConsoleTabsState {
  if (!text) return EMPTY_CONSOLE_TABS;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_CONSOLE_TABS;
  }
  if (!isRecord(value) || !Array.isArray(value.tabs)) return EMPTY_CONSOLE_TABS;
  const seen = new Set<string>();
  const tabs: ConsoleTab[] = [];
  for (const raw of value.tabs) {
    const tab = parseChild(raw);
    if (!tab || seen.has(tab.id) || !isRecord(raw)) continue;
    seen.add(tab.id);
    const children: ConsoleChildTab[] = [];
    for (const rawChild of Array.isArray(raw.children) ? raw.children : []) {
      const child = parseChild(rawChild);
      if (!child || seen.has(child.id)) continue;
      seen.add(child.id);
      children.push(child);
    }
    const activeChildId =
      typeof raw.activeChildId === 'string' && children.some((c) => c.id === raw.activeChildId)
        ? raw.activeChildId
        : undefined;
    tabs.push({ ...tab, fixed: raw.fixed === true, children, ...(activeChildId ? { activeChildId } : {}) });
  }
  const activeId =
    typeof value.activeId === 'string' && tabs.some((tab) => tab.id === value.activeId)
      ? value.activeId
      : tabs[0]?.id;
  return { tabs: fixedFirst(tabs), closed: [], ...(activeId ? { activeId } : {}) };
}

/** The open tab showing a path, preferring the tab already shown. */
export function tabForPath(
  state: ConsoleTabsState,
  path: string,
): { id: string; parentId?: string } | undefined {
  const shown = shownTab(state);
  if (shown?.path === path) {
    const found = findTab(state, shown.id);
    return found?.child ? { id: shown.id, parentId: found.tab.id } : { id: shown.id };
  }
  for (const tab of state.tabs) {
    if (tab.path === path) return { id: tab.id };
    const child = tab.children.find((candidate) => candidate.path === path);
    if (child) return { id: child.id, parentId: tab.id };
  }
  return undefined;
}

/**
 * Where a page reached by its address opens (issue 26 item 12, Salesforce's console habit): a record
 * opened while a record's workspace tab is in front — a related contact from its account — opens
 * inside that tab as a subtab; anything else opens as a workspace tab of its own.
 */
export function parentForOpened(
  state: ConsoleTabsState,
  path: string,
  isRecordPage: (path: string) => boolean,
): string | undefined {
  if (!isRecordPage(path)) return undefined;
  const front = state.tabs.find((tab) => tab.id === state.activeId);
  return front && isRecordPage(front.path) ? front.id : undefined;
}
