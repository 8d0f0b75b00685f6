import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { writeBrowserDb } from '../../api/index.js';
import { recheckWhilePreparing } from './keyword-index-recheck.js';
import {
  fetchListCount,
  fetchListPage,
  fetchViewCatalogue,
  LIST_VIEW_KEYS,
  type ListQuestion,
  type ViewSort,
} from './list-view-api.js';
import { startingListState } from './starting-list-state.js';
import { SCROLLING_PAGE_SIZE } from './useRecordStream.js';

/** When the last navigation to a list started reading its data (the route's prefetch). */
let navigationStartedAt = 0;

/**
 * A list screen reads afresh when it mounts, unless its data was read for this very navigation: the
 * route prefetched it while the screen's code loaded (issue 7: 25 rows within 200 ms of the click),
 * and reading it again would only put the table back in its loading state.
 */
const readAgainOnMount = (query: { state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt < navigationStartedAt;

export const catalogueQuery = (objectApi: string) =>
  queryOptions({
    queryKey: LIST_VIEW_KEYS.catalogue(objectApi),
    queryFn: () => fetchViewCatalogue(objectApi),
    refetchOnMount: readAgainOnMount,
  });

export const pageQuery = (
  question: ListQuestion,
  sort: ViewSort | undefined,
  pageSize: number,
  cursor: string | undefined,
) =>
  queryOptions({
    queryKey: LIST_VIEW_KEYS.page(question, sort, pageSize, cursor),
    queryFn: async () => {
      const answer = await fetchListPage(question, sort, pageSize, cursor);
      // Kept for the next visit's instant paint (S1-K-022, useListViewState).
      void writeBrowserDb(
        'list',
        JSON.stringify(LIST_VIEW_KEYS.page(question, sort, pageSize, cursor)),
        answer,
      );
      return answer;
    },
    refetchOnMount: readAgainOnMount,
    refetchInterval: recheckWhilePreparing,
    retry: false,
  });

export const countQuery = (question: ListQuestion) =>
  queryOptions({
    queryKey: LIST_VIEW_KEYS.count(question),
    queryFn: () => fetchListCount(question),
    refetchOnMount: readAgainOnMount,
    retry: false,
  });

/**
 * The route's loader: on the click that opens a table view its view list, first page and count are
 * asked for at once, beside the screen's code, instead of one after another once the screen has drawn.
 */
export function prefetchListView(queryClient: QueryClient, objectApi: string, search: URLSearchParams): void {
  navigationStartedAt = Date.now();
  const start = startingListState(objectApi, search);
  const question: ListQuestion = {
    objectApi,
    viewId: start.askedViewId,
    filters: start.filter,
    keyword: start.keyword,
  };
  void queryClient.prefetchQuery(catalogueQuery(objectApi));
  // "All, scrolling" reads its rows itself (ScrollingListBody).
  if (start.pageSize !== SCROLLING_PAGE_SIZE)
    void queryClient.prefetchQuery(
      pageQuery(question, start.sort, start.pageSize, start.cursors[start.cursors.length - 1]),
    );
  void queryClient.prefetchQuery(countQuery(question));
}
