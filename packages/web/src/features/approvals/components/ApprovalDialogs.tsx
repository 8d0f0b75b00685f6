import { DIALOG_Z_INDEX } from '@vela/core';
import { Alert, Button, Input, Modal, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApproverOption, loadApprovers } from '../approvals-api.js';

/** The three dialogs of a submission (spec 2 §2 "Dialogs"): comments, next approver, failure. */

const Z = DIALOG_Z_INDEX + 20;

/** Comments for the approver, asked first when the user setting wants them (S2-P-003). */
export function ApprovalCommentsDialog({ onDone }: { onDone: (comments: string | null) => void }) {
  const { t } = useTranslation();
  const [comments, setComments] = useState('');
  return (
    <Modal
      open
      zIndex={Z}
      title={t('approvals.commentsTitle')}
      okText={t('approvals.submit')}
      cancelText={t('common.cancel')}
      onOk={() => onDone(comments.trim())}
      onCancel={() => onDone(null)}
    >
      <label htmlFor="vela-approval-comments" className="vela-approval__label">
        {t('approvals.commentsLabel')}
      </label>
      <div className="vela-approval__comments">
        <Input.TextArea
          id="vela-approval-comments"
          autoFocus
          rows={4}
          maxLength={2000}
          showCount
          value={comments}
          onChange={(event) => setComments(event.target.value)}
        />
      </div>
    </Modal>
  );
}

/** 'Manual': the submitter picks who approves, then the record is submitted again (S2-B-057). */
export function NextApproverDialog({
  recordId,
  processName,
  onDone,
}: {
  recordId: string;
  processName: string;
  onDone: (approverId: string | null) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<ApproverOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState<string>();
  useEffect(() => {
    let current = true;
    setLoading(true);
    // Typing fast sends a call per key; only the answer to the latest keyword is shown.
    loadApprovers(recordId, keyword)
      .then((people) => current && setOptions(people))
      .catch(() => current && setOptions([]))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [recordId, keyword]);
  return (
    <Modal
      open
      zIndex={Z}
      title={t('approvals.nextApproverTitle')}
      okText={t('approvals.submit')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !picked }}
      onOk={() => picked && onDone(picked)}
      onCancel={() => onDone(null)}
    >
      <Typography.Paragraph>
        {t('approvals.nextApproverIntro', { process: processName })}
      </Typography.Paragraph>
      <label htmlFor="vela-approval-approver" className="vela-approval__label">
        {t('approvals.approver')}
      </label>
      <Select
        id="vela-approval-approver"
        autoFocus
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        style={{ width: '100%' }}
        placeholder={t('approvals.approverSearch')}
        loading={loading}
        value={picked}
        onChange={(id: string) => setPicked(id)}
        options={options.map((person) => ({ value: person.id, label: person.name }))}
        getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
      />
    </Modal>
  );
}

/** 'Cannot submit': the answer's text and, folded, the numbered list of detailed errors (S2-E-004). */
export function ApprovalFailureDialog({
  message,
  errors,
  onClose,
}: {
  message: string;
  errors: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open
      zIndex={Z}
      title={t('approvals.cannotSubmit')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('common.ok')}
        </Button>
      }
    >
      <Alert type="error" showIcon title={message || t('approvals.failedFallback')} />
      {errors.length > 0 ? (
        <div className="vela-approval__details">
          <Button type="link" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('approvals.hideDetails') : t('approvals.showDetails', { count: errors.length })}
          </Button>
          {open ? (
            <ol className="vela-approval__errors">
              {errors.map((error, index) => (
                // The list is fixed for the dialog's life, so the position is a stable key.
                // biome-ignore lint/suspicious/noArrayIndexKey: two reasons may read the same.
                <li key={index}>{error}</li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
