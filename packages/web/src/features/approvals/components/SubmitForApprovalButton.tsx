import { AuditOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APPROVALS_QUERY_KEY, loadApprovalStatus } from '../approvals-api.js';
import { useSubmitForApproval } from '../useSubmitForApproval.js';

/**
 * The record page's 'Submit for approval' action: shown while the record may
 * be submitted (an active process, nothing pending, the person may change it),
 * the same flow as the form's button.
 */
export function SubmitForApprovalButton({
  recordId,
  onSubmitted,
}: {
  recordId: string;
  onSubmitted?: () => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { submit, dialogs } = useSubmitForApproval();
  const [busy, setBusy] = useState(false);
  const status = useQuery({
    queryKey: ['approvalStatus', recordId],
    queryFn: () => loadApprovalStatus(recordId),
  });
  if (!status.data?.canSubmit && !busy) return dialogs;
  const run = async () => {
    setBusy(true);
    try {
      const result = await submit(recordId);
      if (result.kind === 'submitted') onSubmitted?.();
      await client.invalidateQueries({ queryKey: ['approvalStatus', recordId] });
      await client.invalidateQueries({ queryKey: [APPROVALS_QUERY_KEY] });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<AuditOutlined aria-hidden />} loading={busy} onClick={() => void run()}>
        {t('approvals.submitForApproval')}
      </Button>
      {dialogs}
    </>
  );
}
