import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useBrowserDbEntry, writeBrowserDb } from '../../api/index.js';
import { useGlobalStore } from '../../state/index.js';
import { useOpenRecordForm } from '../record-form/index.js';
import {
  fetchRecordDetail,
  fetchRelatedLists,
  RECORD_DETAIL_QUERY_KEY,
  type RecordDetail,
} from './record-detail-api.js';
import type { DisplayLocale } from './state/display-value.js';

/**
 * The record, its related lists and the user's formatting locale. The record
 * form goes to the record's page after a save (a new history entry even when
 * it is this page): that navigation refetches everything here, so an edit
 * shows at once.
 */
export function useRecordDetail(recordId: string) {
  const { i18n } = useTranslation();
  const language = i18n.language || 'en';
  const timeZone = useGlobalStore((state) => state.userInfo?.timeZone);
  const currencyCode = useGlobalStore((state) => state.currencyCode);
  const queryClient = useQueryClient();
  const location = useLocation();

  // The record as last read paints at once from the browser's detail store (S1-K-022), then the answer.
  const keptKey = `${recordId}:${language}`;
  const kept = useBrowserDbEntry<RecordDetail>('detail', keptKey);
  const detail = useQuery({
    queryKey: [RECORD_DETAIL_QUERY_KEY, recordId, 'detail', language],
    queryFn: async () => {
      const answer = await fetchRecordDetail(recordId, language);
      void writeBrowserDb('detail', keptKey, answer);
      return answer;
    },
    placeholderData: kept,
    retry: false,
  });
  const related = useQuery({
    queryKey: [RECORD_DETAIL_QUERY_KEY, recordId, 'related', language],
    queryFn: () => fetchRelatedLists(recordId, language),
    // Not for the kept record: its related lists wait for the record's answer.
    enabled: detail.isSuccess && !detail.isPlaceholderData,
    retry: false,
  });

  const seenKey = useRef(location.key);
  useEffect(() => {
    if (seenKey.current === location.key) return;
    seenKey.current = location.key;
    void queryClient.invalidateQueries({ queryKey: [RECORD_DETAIL_QUERY_KEY, recordId] });
  }, [location.key, queryClient, recordId]);

  // In the console style a save opens a console tab instead of navigating: a form
  // closing over this page (saved or not) refreshes it as well.
  const formOpen = useOpenRecordForm((state) => state.open !== undefined);
  const wasOpen = useRef(formOpen);
  useEffect(() => {
    if (wasOpen.current && !formOpen)
      void queryClient.invalidateQueries({ queryKey: [RECORD_DETAIL_QUERY_KEY, recordId] });
    wasOpen.current = formOpen;
  }, [formOpen, queryClient, recordId]);

  const locale = useMemo<DisplayLocale>(
    () => ({ language, timeZone, currencyCode }),
    [language, timeZone, currencyCode],
  );
  const refresh = () => queryClient.invalidateQueries({ queryKey: [RECORD_DETAIL_QUERY_KEY, recordId] });
  return { detail, related, locale, refresh };
}
