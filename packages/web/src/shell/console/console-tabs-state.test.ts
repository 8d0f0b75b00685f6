import { describe, expect, it } from 'vitest';
import {
  type ConsoleTabsAction,
  type ConsoleTabsState,
  consoleTabsReducer,
  EMPTY_CONSOLE_TABS,
  parentForOpened,
  parseConsoleTabs,
  SAVED_ACTIONS,
  serializeConsoleTabs,
  shownTab,
  tabForPath,
} from './console-tabs-state.js';

const tab = (id: string, parentId?: string, fixed?: boolean) => ({
  id,
  title: id.toUpperCase(),
  path: `/p/${id}`,
  ...(parentId ? { parentId } : {}),
  ...(fixed ? { fixed } : {}),
});

function run(actions: ConsoleTabsAction[], from: ConsoleTabsState = EMPTY_CONSOLE_TABS): ConsoleTabsState {
  return actions.reduce(consoleTabsReducer, from);
}

/** The state in one line: first-level tabs with children in brackets, '*' the shown one, '!' fixed. */
function describeState(state: ConsoleTabsState): string {
  return state.tabs
    .map((t) => {
      const active = t.id === state.activeId ? '*' : '';
      const children = t.children.map((c) => `${c.id}${t.activeChildId === c.id ? '*' : ''}`).join(',');
      return `${t.fixed ? '!' : ''}${t.id}${active}${children ? `[${children}]` : ''}`;
    })
    .join(' ');
}

const add = (id: string, parentId?: string, fixed?: boolean): ConsoleTabsAction => ({
  type: 'add',
  tab: tab(id, parentId, fixed),
});
const replace = (id: string, parentId?: string): ConsoleTabsAction => ({
  type: 'replace',
  tab: tab(id, parentId),
});
const del = (id: string, parentId?: string): ConsoleTabsAction => ({
  type: 'delete',
  id,
  ...(parentId ? { parentId } : {}),
});

describe('console tab operations', () => {
  it.each<[string, ConsoleTabsAction[], string]>([
    ['[S1-B-067] add a first-level tab focuses it', [add('a'), add('b')], 'a b*'],
    ['[S1-B-067] add a second-level tab inside its parent', [add('a'), add('b'), add('c', 'a')], 'a*[c*] b'],
    ['[S1-B-073] adding an open tab only focuses it', [add('a'), add('b'), add('a')], 'a* b'],
    [
      '[S1-B-073] adding an open child only focuses it',
      [add('a'), add('c', 'a'), add('b'), add('c', 'a')],
      'a*[c*] b',
    ],
    [
      '[S1-B-073] adding an open child by id alone focuses it too',
      [add('a'), add('c', 'a'), add('b'), add('c')],
      'a*[c*] b',
    ],
    ['a child of a parent that is not open becomes a first-level tab', [add('a'), add('c', 'zz')], 'a c*'],
    [
      '[S1-B-068][S1-B-074] replace swaps the current first-level tab',
      [add('a'), add('b'), replace('c')],
      'a c*',
    ],
    [
      '[S1-B-068][S1-B-074] replace swaps the current child',
      [add('a'), add('c', 'a'), replace('d', 'a')],
      'a*[d*]',
    ],
    ['[S1-B-075] replace adds when there is no current tab', [replace('a')], 'a*'],
    [
      '[S1-B-075] replace adds a child when the parent shows its own page',
      [add('a'), replace('c', 'a')],
      'a*[c*]',
    ],
    [
      'replace keeps a fixed current tab and adds beside it',
      [add('a', undefined, true), replace('b')],
      '!a b*',
    ],
    ['replace with an open tab only focuses it', [add('a'), add('b'), replace('a')], 'a* b'],
    [
      '[S1-B-070] delete the active tab focuses the right-hand neighbour',
      [add('a'), add('b'), add('c'), { type: 'focus', id: 'b' }, del('b')],
      'a c*',
    ],
    ['[S1-B-070] delete the last tab focuses the left-hand neighbour', [add('a'), add('b'), del('b')], 'a*'],
    ['[S1-B-070] delete an inactive tab keeps the focus', [add('a'), add('b'), del('a')], 'b*'],
    [
      '[S1-B-070] delete a child shows a sibling',
      [add('a'), add('c', 'a'), add('d', 'a'), del('d', 'a')],
      'a*[c*]',
    ],
    [
      '[S1-B-070] delete the only child shows the parent page',
      [add('a'), add('c', 'a'), del('c', 'a')],
      'a*',
    ],
    ['a fixed tab cannot be closed', [add('a', undefined, true), del('a')], '!a*'],
    [
      '[S1-B-069] reopen brings back the last closed tab where it was',
      [add('a'), add('b'), add('c'), del('b'), { type: 'reopen' }],
      'a b* c',
    ],
    [
      '[S1-B-069] reopen a child inside its parent',
      [add('a'), add('c', 'a'), add('d', 'a'), del('c', 'a'), { type: 'reopen', parentId: 'a' }],
      'a*[c*,d]',
    ],
    ['reopen with nothing closed changes nothing', [add('a'), { type: 'reopen' }], 'a*'],
    ['[S1-B-077] fix moves the tab in front', [add('a'), add('b'), { type: 'fix', id: 'b' }], '!b* a'],
    [
      '[S1-B-076] cancel-fixed keeps it open where it stands, closable again',
      [add('a'), add('b', undefined, true), { type: 'unfix', id: 'b' }, del('b')],
      'a*',
    ],
    [
      'new tabs open after the fixed ones',
      [add('a', undefined, true), add('b'), add('c', undefined, true)],
      '!a !c* b',
    ],
    [
      '[S1-B-078] set as workspace tab lifts a child beside its parent',
      [
        add('a'),
        add('c', 'a'),
        add('d', 'a'),
        add('b'),
        { type: 'setAsWorkspaceTab', id: 'c', parentId: 'a' },
      ],
      'a[d*] c* b',
    ],
    [
      'focus a first-level tab shows its own page',
      [add('a'), add('c', 'a'), { type: 'focus', id: 'a' }],
      'a*[c]',
    ],
    [
      'close others keeps fixed tabs',
      [add('f', undefined, true), add('a'), add('b'), add('c'), { type: 'closeOthers', id: 'b' }],
      '!f b*',
    ],
  ])('%s', (_name, actions, expected) => {
    expect(describeState(run(actions))).toBe(expected);
  });

  it('[S1-B-071] refresh bumps the counter of that tab only', () => {
    const state = run([
      add('a'),
      add('c', 'a'),
      { type: 'refresh', id: 'c' },
      { type: 'refresh', id: 'c' },
      { type: 'refresh', id: 'a' },
    ]);
    expect(state.tabs[0]?.refreshCount).toBe(1);
    expect(state.tabs[0]?.children[0]?.refreshCount).toBe(2);
  });

  it('[S1-B-078] custom gives a tab its own title; an empty one restores the page title', () => {
    let state = run([add('a'), add('c', 'a'), { type: 'rename', id: 'c', customTitle: ' My case ' }]);
    expect(state.tabs[0]?.children[0]?.customTitle).toBe('My case');
    state = consoleTabsReducer(state, { type: 'rename', id: 'c', customTitle: '' });
    expect(state.tabs[0]?.children[0]).not.toHaveProperty('customTitle');
  });

  it('shownTab is the active child, else the active tab', () => {
    expect(shownTab(run([add('a'), add('c', 'a')]))?.id).toBe('c');
    expect(shownTab(run([add('a'), add('c', 'a'), { type: 'focus', id: 'a' }]))?.id).toBe('a');
    expect(shownTab(EMPTY_CONSOLE_TABS)).toBeUndefined();
  });

  it('tabForPath finds the tab showing a path', () => {
    const state = run([add('a'), add('c', 'a'), add('b')]);
    expect(tabForPath(state, '/p/c')).toEqual({ id: 'c', parentId: 'a' });
    expect(tabForPath(state, '/p/b')).toEqual({ id: 'b' });
    expect(tabForPath(state, '/nowhere')).toBeUndefined();
  });

  it('[S1-B-072] add and replace are among the actions that save; focus and refresh are not', () => {
    expect(SAVED_ACTIONS.has('add')).toBe(true);
    expect(SAVED_ACTIONS.has('replace')).toBe(true);
    expect(SAVED_ACTIONS.has('delete')).toBe(true);
    expect(SAVED_ACTIONS.has('focus')).toBe(false);
    expect(SAVED_ACTIONS.has('refresh')).toBe(false);
  });
});

describe('saved open-tab state', () => {
  it('[S1-C-023] round-trips tabs, children, fixed flags, custom titles and the focus', () => {
    const state = run([
      add('a', undefined, true),
      add('b'),
      add('c', 'b'),
      { type: 'rename', id: 'c', customTitle: 'Mine' },
      { type: 'refresh', id: 'b' },
    ]);
    const back = parseConsoleTabs(serializeConsoleTabs(state));
    expect(describeState(back)).toBe(describeState(state));
    expect(back.tabs[1]?.children[0]?.customTitle).toBe('Mine');
    expect(back.tabs[1]).not.toHaveProperty('refreshCount');
    expect(back.closed).toEqual([]);
  });

  it.each<[string, string | null]>([
    ['nothing saved', null],
    ['not JSON', '{oops'],
    ['not an object', '[1,2]'],
    ['tabs not a list', '{"tabs":3}'],
  ])('%s gives no tabs', (_name, text) => {
    expect(parseConsoleTabs(text)).toEqual(EMPTY_CONSOLE_TABS);
  });

  it('drops broken tabs, duplicates and paths leading off the site; an unknown focus falls to the first tab', () => {
    const text = JSON.stringify({
      activeId: 'gone',
      tabs: [
        {
          id: 'a',
          title: 'A',
          path: '/p/a',
          children: [{ id: 'x', title: 'X', path: 'https://evil.example' }],
        },
        { id: 'a', title: 'A again', path: '/p/a2' },
        { id: 'b', title: 'B', path: '//evil.example/x' },
        { id: 'c', title: 7, path: '/p/c' },
        { id: 'd', title: 'D', path: '/p/d', fixed: true, activeChildId: 'nope' },
      ],
    });
    expect(describeState(parseConsoleTabs(text))).toBe('!d a*');
  });
});

describe('record tabs (issue 26 item 12)', () => {
  it('a record page titles its tab with the record name once it knows it, and the title is saved', () => {
    const state = run([add('a'), add('c', 'a'), { type: 'title', id: 'c', title: 'Ada Lovelace' }]);
    expect(state.tabs[0]?.children[0]?.title).toBe('Ada Lovelace');
    const top = consoleTabsReducer(state, { type: 'title', id: 'a', title: 'Acme' });
    expect(top.tabs[0]?.title).toBe('Acme');
    expect(consoleTabsReducer(top, { type: 'title', id: 'a', title: 'Acme' })).toBe(top);
    expect(SAVED_ACTIONS.has('title')).toBe(true);
    expect(JSON.parse(serializeConsoleTabs(top)).tabs[0].title).toBe('Acme');
  });

  it('a record opened while a record workspace tab is in front opens inside it; elsewhere as a workspace tab', () => {
    const isRecord = (path: string) => path.startsWith('/commonObjects/detail/');
    const list = { id: 'menu:accounts', title: 'Accounts', path: '/commonObjects/views/list' };
    const account = {
      id: '/commonObjects/detail/001/DETAIL',
      title: 'Acme',
      path: '/commonObjects/detail/001/DETAIL',
    };
    let state = run([{ type: 'add', tab: list }]);
    expect(parentForOpened(state, account.path, isRecord)).toBeUndefined();
    state = consoleTabsReducer(state, { type: 'add', tab: account });
    expect(parentForOpened(state, '/commonObjects/detail/003/DETAIL', isRecord)).toBe(account.id);
    expect(parentForOpened(state, '/commonObjects/views/other', isRecord)).toBeUndefined();
    state = consoleTabsReducer(state, { type: 'focus', id: list.id });
    expect(parentForOpened(state, '/commonObjects/detail/003/DETAIL', isRecord)).toBeUndefined();
  });
});
