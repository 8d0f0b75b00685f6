import { useQuery } from '@tanstack/react-query';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  APPROVALS_QUERY_KEY,
  centerPath,
  fetchApprovalHistory,
  fetchApprovalPreview,
} from '../approvals-api.js';
import { ApprovalHistoryList } from '../center/ApprovalHistoryList.js';

const previewQuery = (recordId: string) => ({
  queryKey: [APPROVALS_QUERY_KEY, 'preview', recordId],
  queryFn: () => fetchApprovalPreview(recordId),
  retry: false,
});

/**
 * The record page's approval buttons (issue 20): approve, reject and reassign
 * for the current approver, recall for the submitter. They open the approval
 * center's pages for the record. The preview is quiet on failure (spec 1 §8).
 */
export function RecordApprovalActions({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const preview = useQuery(previewQuery(recordId));
  const data = preview.data;
  if (data?.request?.status !== 'pending') return null;
  return (
    <span className="vela-approvals__record-actions">
      {data.canDecide && (
        <Button type="primary" onClick={() => void navigate(centerPath('approvalRequest', recordId))}>
          {t('approvals.center.approveOrReject')}
        </Button>
      )}
      {data.canReassign && (
        <Button onClick={() => void navigate(centerPath('distributionAagain', recordId))}>
          {t('approvals.center.reassign')}
        </Button>
      )}
      {data.canRecall && (
        <Button onClick={() => void navigate(centerPath('approvalRecall', recordId))}>
          {t('approvals.center.recall')}
        </Button>
      )}
    </span>
  );
}

/** The approval history related list, on every record that has been through a process. */
export function ApprovalHistoryCard({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const history = useQuery({
    queryKey: [APPROVALS_QUERY_KEY, 'history', recordId],
    queryFn: () => fetchApprovalHistory(recordId),
    retry: false,
  });
  if (!history.data || history.data.length === 0) return null;
  return (
    <Card className="vela-approvals__history-card" title={t('approvals.history.title')} size="small">
      <ApprovalHistoryList entries={history.data} />
    </Card>
  );
}
