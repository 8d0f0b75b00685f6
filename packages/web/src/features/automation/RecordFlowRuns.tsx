import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FLOWS_QUERY_KEY, fetchRecordFlowRuns } from './automation-api.js';
import { FlowRunHistory } from './FlowRunHistory.js';

/**
 * The record page's "Flow runs" tab (issue 20): the runs of every flow on
 * this record, for administrators only — for anyone else the server refuses
 * the runs and the tab is not shown.
 */
export function useFlowRunsTab(recordId: string): { key: string; label: string; children: ReactNode } | null {
  const { t } = useTranslation();
  const allowed = useQuery({
    queryKey: [FLOWS_QUERY_KEY, 'recordAccess', recordId],
    queryFn: () => fetchRecordFlowRuns(recordId),
    staleTime: 60_000,
  });
  if (!allowed.data) return null;
  return {
    key: 'flowRuns',
    label: t('automation.recordRuns'),
    children: <FlowRunHistory recordId={recordId} showFlow />,
  };
}
