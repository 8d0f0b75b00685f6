import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBrowserDbEntry } from '../../api/index.js';
import { keepListState } from './kept-list-state.js';
import { catalogueQuery, countQuery, pageQuery } from './list-queries.js';
import type { ListPage, ListQuestion, ViewSort } from './list-view-api.js';
import { type AdHocFilter, NO_FILTER, startingListState } from './starting-list-state.js';
import { SCROLLING_PAGE_SIZE } from './useRecordStream.js';

export type { AdHocFilter } from './starting-list-state.js';

/**
 * Everything the table view holds: the chosen view (kept in ?viewId= so a
 * link or reload opens the same view), the sort, ad-hoc filters, the keyword,
 * the cursor of each page visited (keyset paging goes forward by cursor and
 * back through this stack), and the rows selected.
 */
export function useListViewState(objectApi: string) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const catalogue = useQuery(catalogueQuery(objectApi));
  const [start] = useState(() => startingListState(objectApi, search));
  // The view asked for (address or S1-B-006); none asks for the object's default view, so the first page
  // does not wait for the view list (issue 7: 25 rows within 200 ms of the click).
  const askedViewId = search.get('viewId') ?? start.kept?.viewId;
  const [sort, setSort] = useState<ViewSort | undefined>(start.sort);
  const [filter, setFilter] = useState<AdHocFilter>(start.filter);
  const [keyword, setKeyword] = useState(start.keyword);
  const [pageSize, setPageSize] = useState<number>(start.pageSize);
  const [cursors, setCursors] = useState<Array<string | undefined>>(start.cursors);
  const [selected, setSelected] = useState<string[]>([]);

  const question: ListQuestion = useMemo(
    () => ({ objectApi, viewId: askedViewId, filters: filter, keyword }),
    [objectApi, askedViewId, filter, keyword],
  );
  const cursor = cursors[cursors.length - 1];
  const pageOptions = pageQuery(question, sort, pageSize, cursor);
  // The page as last read paints at once from the browser's list store (S1-K-022), then the answer.
  const kept = useBrowserDbEntry<ListPage>('list', JSON.stringify(pageOptions.queryKey));
  const page = useQuery({
    ...pageOptions,
    // "All, scrolling" reads its rows itself (ScrollingListBody).
    enabled: pageSize !== SCROLLING_PAGE_SIZE,
    placeholderData: (previous) => keepPreviousData(previous) ?? kept,
  });
  const count = useQuery(countQuery(question));
  const keywordIndexPreparing = page.data?.keywordIndex === 'preparing';
  // The index became ready while the list was shown: the count too was of name beginnings only.
  const wasPreparing = useRef(keywordIndexPreparing);
  useEffect(() => {
    if (wasPreparing.current && !keywordIndexPreparing)
      void queryClient.invalidateQueries({ queryKey: countQuery(question).queryKey });
    wasPreparing.current = keywordIndexPreparing;
  }, [keywordIndexPreparing, queryClient, question]);
  // The view shown: the one asked for, else the default the server answered with.
  const viewId = askedViewId ?? page.data?.view.id ?? catalogue.data?.defaultViewId ?? undefined;

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
    /** The keyword matched name beginnings only: the index is being built and the page asks again. */
    keywordIndexPreparing,
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
