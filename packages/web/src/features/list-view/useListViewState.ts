import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { TABLE_DEFAULT_PAGE_SIZE } from '@vela/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepListState, readKeptListState } from './kept-list-state.js';
import {
  type FilterCriterion,
  fetchListCount,
  fetchListPage,
  fetchViewCatalogue,
  LIST_VIEW_KEYS,
  type ListQuestion,
  type ViewSort,
} from './list-view-api.js';
import { SCROLLING_PAGE_SIZE } from './useRecordStream.js';

/** The filter panel's own criteria, applied on top of the view's. */
export interface AdHocFilter {
  criteria: FilterCriterion[];
  logic: string;
}

const NO_FILTER: AdHocFilter = { criteria: [], logic: '' };

/**
 * Everything the table view holds: the chosen view (kept in ?viewId= so a
 * link or reload opens the same view), the sort, ad-hoc filters, the keyword,
 * the cursor of each page visited (keyset paging goes forward by cursor and
 * back through this stack), and the rows selected.
 */
export function useListViewState(objectApi: string) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const catalogue = useQuery({
    queryKey: LIST_VIEW_KEYS.catalogue(objectApi),
    queryFn: () => fetchViewCatalogue(objectApi),
  });
  // S1-B-006: with a navigation style set, the list comes back as the person left it.
  const [kept] = useState(() => {
    const found = readKeptListState(objectApi);
    const asked = search.get('viewId');
    return found && (!asked || asked === found.viewId) ? found : undefined;
  });
  const viewId = search.get('viewId') ?? kept?.viewId ?? catalogue.data?.defaultViewId ?? undefined;
  const [sort, setSort] = useState<ViewSort | undefined>(kept?.sort);
  const [filter, setFilter] = useState<AdHocFilter>(kept?.filter ?? NO_FILTER);
  const [keyword, setKeyword] = useState(kept?.keyword ?? '');
  const [pageSize, setPageSize] = useState<number>(kept?.pageSize ?? TABLE_DEFAULT_PAGE_SIZE);
  const [cursors, setCursors] = useState<Array<string | undefined>>(
    kept ? kept.cursors.map((cursor) => cursor ?? undefined) : [undefined],
  );
  const [selected, setSelected] = useState<string[]>([]);

  const question: ListQuestion = useMemo(
    () => ({ objectApi, viewId, filters: filter, keyword }),
    [objectApi, viewId, filter, keyword],
  );
  const cursor = cursors[cursors.length - 1];
  const page = useQuery({
    queryKey: LIST_VIEW_KEYS.page(question, sort, pageSize, cursor),
    queryFn: () => fetchListPage(question, sort, pageSize, cursor),
    // "All, scrolling" reads its rows itself (ScrollingListBody).
    enabled: viewId !== undefined && pageSize !== SCROLLING_PAGE_SIZE,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const count = useQuery({
    queryKey: LIST_VIEW_KEYS.count(question),
    queryFn: () => fetchListCount(question),
    enabled: viewId !== undefined,
    retry: false,
  });

  // Any change of what is asked starts again at page 1 with nothing selected.
  const restart = useCallback(() => {
    setCursors([undefined]);
    setSelected([]);
  }, []);
  // Only a change of what is asked restarts: the first render keeps a kept page.
  const asked = JSON.stringify([question, sort, pageSize]);
  const lastAsked = useRef(asked);
  useEffect(() => {
    if (lastAsked.current === asked) return;
    lastAsked.current = asked;
    restart();
  }, [asked, restart]);
  useEffect(() => {
    keepListState(objectApi, {
      viewId,
      sort,
      filter,
      keyword,
      pageSize,
      cursors: cursors.map((c) => c ?? null),
    });
  }, [objectApi, viewId, sort, filter, keyword, pageSize, cursors]);

  const chooseView = (id: string) => {
    setSort(undefined);
    setFilter(NO_FILTER);
    setKeyword('');
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('viewId', id);
        return next;
      },
      { replace: false },
    );
  };

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['listView'] });
  };

  return {
    catalogue,
    viewId,
    page,
    count,
    sort: sort ?? page.data?.sort,
    setSort,
    filter,
    setFilter,
    keyword,
    setKeyword,
    pageSize,
    setPageSize,
    pageNumber: cursors.length,
    canGoBack: cursors.length > 1,
    canGoOn: Boolean(page.data?.nextCursor),
    goOn: () => {
      const next = page.data?.nextCursor;
      if (next) setCursors((stack) => [...stack, next]);
    },
    goBack: () => setCursors((stack) => (stack.length > 1 ? stack.slice(0, -1) : stack)),
    selected,
    setSelected,
    chooseView,
    refresh,
  };
}

export type ListViewState = ReturnType<typeof useListViewState>;
