import { TABLE_DEFAULT_PAGE_SIZE } from '@vela/core';
import { type KeptListState, readKeptListState } from './kept-list-state.js';
import type { FilterCriterion, ViewSort } from './list-view-api.js';

/** The filter panel's own criteria, applied on top of the view's. */
export interface AdHocFilter {
  criteria: FilterCriterion[];
  logic: string;
}

export const NO_FILTER: AdHocFilter = { criteria: [], logic: '' };

export interface StartingListState {
  /** What S1-B-006 brings back, when it applies and names the same view. */
  kept: KeptListState | undefined;
  /** The view the address or the kept state names; none: the object's default view (the server picks it). */
  askedViewId: string | undefined;
  sort: ViewSort | undefined;
  filter: AdHocFilter;
  keyword: string;
  pageSize: number;
  cursors: Array<string | undefined>;
}

/**
 * What a table view asks for first. The screen and the route's prefetch both start from here, so the
 * prefetched page is the very query the screen then reads.
 */
export function startingListState(objectApi: string, search: URLSearchParams): StartingListState {
  const found = readKeptListState(objectApi);
  const asked = search.get('viewId') ?? undefined;
  const kept = found && (!asked || asked === found.viewId) ? found : undefined;
  return {
    kept,
    askedViewId: asked ?? kept?.viewId,
    sort: kept?.sort,
    filter: kept?.filter ?? NO_FILTER,
    keyword: kept?.keyword ?? '',
    pageSize: kept?.pageSize ?? TABLE_DEFAULT_PAGE_SIZE,
    cursors: kept ? kept.cursors.map((cursor) => cursor ?? undefined) : [undefined],
  };
}
