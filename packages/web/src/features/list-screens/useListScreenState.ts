import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { fetchListCount, type ListQuestion, useRecordStream } from '../list-view/index.js';
import { catalogueKey, fetchCatalogueOf, type ObjectRef } from './list-screens-api.js';

/**
 * What a compact list screen (split screen, floating list) holds: the object's
 * views, the chosen one (given, else the object's default), a keyword, and the
 * records read on as the person scrolls, with their total.
 */
export function useListScreenState(ref: ObjectRef, wantedViewId: string | undefined) {
  const catalogue = useQuery({ queryKey: catalogueKey(ref), queryFn: () => fetchCatalogueOf(ref) });
  const [chosenViewId, setChosenViewId] = useState<string | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const views = catalogue.data?.views;
  const known = (id: string | undefined) => (id && views?.some((view) => view.id === id) ? id : undefined);
  const viewId = known(chosenViewId) ?? known(wantedViewId) ?? catalogue.data?.defaultViewId ?? undefined;
  const objectApi = catalogue.data?.objectApi;
  const question: ListQuestion | undefined = useMemo(
    () => (objectApi && viewId ? { objectApi, viewId, keyword: keyword.trim() || undefined } : undefined),
    [objectApi, viewId, keyword],
  );
  const stream = useRecordStream(question);
  const count = useQuery({
    queryKey: ['listView', 'count', question] as const,
    queryFn: () => fetchListCount(question ?? { objectApi: '' }),
    enabled: question !== undefined,
    retry: false,
  });
  return {
    catalogue,
    viewId,
    chooseView: (id: string) => setChosenViewId(id),
    keyword,
    setKeyword,
    stream,
    total: count.data && !count.data.estimated ? count.data.count : undefined,
  };
}

export type ListScreenState = ReturnType<typeof useListScreenState>;
