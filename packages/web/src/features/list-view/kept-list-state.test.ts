import { afterEach, describe, expect, it } from 'vitest';
import { resetGlobalState, updateGlobalState } from '../../state/index.js';
import {
  type KeptListState,
  keepListState,
  navigationStyleSet,
  readKeptListState,
} from './kept-list-state.js';

const kept: KeptListState = {
  viewId: 'view-all',
  sort: { field: 'name', order: 'desc' },
  filter: { criteria: [{ field: 'industry', operator: 'e', value: 'Energy' }], logic: '' },
  keyword: 'acme',
  pageSize: 50,
  cursors: [null, 'cursor-2'],
};

afterEach(() => {
  sessionStorage.clear();
  resetGlobalState();
});

describe('the table view keeps its page state when a navigation style is set [S1-B-006]', () => {
  it.each([
    ['no style', undefined, '0', false, false],
    ['console app', 'console', '0', false, true],
    ['vertical menu', undefined, '1', false, true],
    ['vertical menu asked by a partner (never shown)', undefined, '1', true, false],
  ] as const)('%s → %s', (_name, navigationStyle, tabStyle, partner, expected) => {
    const app = { id: 'a1', navigationStyle } as never;
    const userInfo = { ispartner: partner } as never;
    const userSetup = { tabStyle } as never;
    expect(navigationStyleSet(app, userInfo, userSetup)).toBe(expected);
  });

  it('keeps and brings back the view, sort, filters, keyword, page size and page with the vertical menu', () => {
    updateGlobalState({ userInfo: { ispartner: false } as never, userSetup: { tabStyle: '1' } as never });
    keepListState('Account', kept);
    expect(readKeptListState('Account')).toEqual(kept);
    expect(readKeptListState('Contact')).toBeUndefined();
  });

  it('keeps nothing without a navigation style', () => {
    updateGlobalState({ userInfo: { ispartner: false } as never, userSetup: { tabStyle: '0' } as never });
    keepListState('Account', kept);
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('vela.listPage.Account', JSON.stringify(kept));
    expect(readKeptListState('Account')).toBeUndefined();
  });

  it('ignores a kept state that is not one', () => {
    updateGlobalState({ userInfo: { ispartner: false } as never, userSetup: { tabStyle: '1' } as never });
    sessionStorage.setItem('vela.listPage.Account', '{"keyword": 3}');
    expect(readKeptListState('Account')).toBeUndefined();
    sessionStorage.setItem('vela.listPage.Account', 'not json');
    expect(readKeptListState('Account')).toBeUndefined();
  });
});
