import { describe, expect, it } from 'vitest';
import { EVENT_CONFLICT_PAGE_SIZE, OVERLAPPING_EVENTS_PAGER_PAGES } from './constants.js';
import { pageWindow } from './page-window.js';

describe('the overlapping-events pager (spec 2 §9)', () => {
  it('[S2-K-011] [S2-K-012] pages by 10 and shows 5 page buttons', () => {
    expect(EVENT_CONFLICT_PAGE_SIZE).toBe(10);
    expect(OVERLAPPING_EVENTS_PAGER_PAGES).toBe(5);
  });

  it.each([
    ['[S2-K-012] the first page of 20', 1, 20, [1, 2, 3, 4, 5]],
    ['[S2-K-012] a middle page keeps it centred', 10, 20, [8, 9, 10, 11, 12]],
    ['[S2-K-012] the last page of 20', 20, 20, [16, 17, 18, 19, 20]],
    ['[S2-K-012] one before the last', 19, 20, [16, 17, 18, 19, 20]],
    ['fewer pages than buttons: all of them', 2, 3, [1, 2, 3]],
    ['no pages: no buttons', 1, 0, []],
    ['a page past the end is clamped', 9, 4, [1, 2, 3, 4]],
  ] as const)('%s', (_title, current, total, pages) => {
    expect(pageWindow(current, total, OVERLAPPING_EVENTS_PAGER_PAGES)).toEqual(pages);
  });
});
