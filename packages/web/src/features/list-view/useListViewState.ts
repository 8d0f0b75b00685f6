import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { TABLE_DEFAULT_PAGE_SIZE } from '@vela/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type FilterCriterion,
  fetchListCount,
  fetchListPage,
  fetchViewCatalogue,
  LIST_VIEW_KEYS,
  type ListQuestion,
  type ViewSort,
} from './list-view-api.js';

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
  const viewId = search.get('viewId') ?? catalogue.data?.defaultViewId ?? undefined;
  const [sort, setSort] = useState<ViewSort | undefined>(undefined);
  const [filter, setFilter] = useState<AdHocFilter>(NO_FILTER);
  const [keyword, setKeyword] = useState('');
  const [pageSize, setPageSize] = useState<number>(TABLE_DEFAULT_PAGE_SIZE);
  const [cursors, setCursors] = useState<Array<string | undefined>>([undefined]);
  const [selected, setSelected] = useState<string[]>([]);

  const question: ListQuestion = useMemo(
    () => ({ objectApi, viewId, filters: filter, keyword }),
    [objectApi, viewId, filter, keyword],
  );
  const cursor = cursors[cursors.length - 1];
  const page = useQuery({
    queryKey: LIST_VIEW_KEYS.page(question, sort, pageSize, cursor),
    queryFn: () => fetchListPage(question, sort, pageSize, cursor),
    enabled: viewId !== undefined,
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
  // biome-ignore lint/correctness/useExhaustiveDependencies: the question and sort are the triggers, restart is stable
  useEffect(restart, [question, sort, pageSize, restart]);

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
