import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { recheckWhilePreparing } from './keyword-index-recheck.js';
import {
  fetchListPage,
  type ListColumn,
  type ListQuestion,
  type ListRow,
  type ViewSort,
} from './list-view-api.js';

/** Rows asked for at a time while a person scrolls (the server's largest page). */
export const STREAM_PAGE_SIZE = 200;
/** The page size that means "all, scrolling": the table view reads on as the person scrolls. */
export const SCROLLING_PAGE_SIZE = 0;
const NO_ROWS: ListRow[] = [];
const NO_COLUMNS: ListColumn[] = [];

/**
 * The records of a list question read on as a person scrolls: keyset pages of
 * 200 joined into one array (page 50 costs what page 1 does), for the
 * virtualised bodies (the table view's scrolling mode, the split screen and
 * the floating list). `question` undefined waits (no view chosen yet).
 */
export function useRecordStream(question: ListQuestion | undefined, sort?: ViewSort) {
  const stream = useInfiniteQuery({
    queryKey: ['listView', 'stream', question, sort] as const,
    queryFn: ({ pageParam }) => {
      if (!question) throw new Error('no list question yet');
      return fetchListPage(question, sort, STREAM_PAGE_SIZE, pageParam);
    },
    initialPageParam: undefined as string | undefined,
    // Read again while the keyword index is prepared (list-queries.ts): the first page says so.
    refetchInterval: (query) => recheckWhilePreparing({ state: { data: query.state.data?.pages[0] } }),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: question?.viewId !== undefined,
    retry: false,
    // Each page read is new rows: comparing every row read so far with itself on each read (React
    // Query's structural sharing) costs more the further a person scrolls, and spared nothing.
    structuralSharing: false,
  });
  const pages = stream.data?.pages;
  const rows = useMemo(() => (pages ? pages.flatMap((page) => page.rows) : NO_ROWS), [pages]);
  return {
    rows,
    columns: pages?.[0]?.columns ?? NO_COLUMNS,
    sort: pages?.[0]?.sort,
    isPending: stream.isPending && question?.viewId !== undefined,
    isError: stream.isError,
    hasMore: stream.hasNextPage,
    loadingMore: stream.isFetchingNextPage,
    loadMore: () => {
      if (stream.hasNextPage && !stream.isFetchingNextPage) void stream.fetchNextPage();
    },
    retry: () => void stream.refetch(),
  };
}

export type RecordStream = ReturnType<typeof useRecordStream>;
