import { Button, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ErrorDialogContent } from './user-feedback.js';
import './error-dialog.css';

/**
 * Spec 1 §8 error dialog: titled label_popup_infoz, the server's message (or
 * c1953 for a 404, c1954 for service failures), and a collapsible detail with
 * the error code and a copyable request id.
 */
export function ErrorDialog({ dialog, onClose }: { dialog: ErrorDialogContent; onClose: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const { text } = dialog;
  const message =
    'message' in text ? text.message : t(text.messageKey, 'code' in text ? { code: text.code } : {});

  const copyRequestId = async () => {
    await navigator.clipboard?.writeText(dialog.requestId);
    setCopied(true);
  };

  return (
    <Modal
      open
      title={t('label_popup_infoz')}
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        // OK is what nearly everyone does next; focus there rather than on the corner close icon.
        <Button type="primary" onClick={onClose} autoFocus>
          {t('common.ok')}
        </Button>
      }
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
      <details className="vela-error-dialog__details">
        <summary>{t('errorDialog.details')}</summary>
        <dl className="vela-error-detail">
          <dt>{t('errorDialog.code')}</dt>
          <dd>{dialog.code}</dd>
          <dt>{t('errorDialog.requestId')}</dt>
          <dd>
            <code>{dialog.requestId}</code>
            <Button
              size="small"
              onClick={() => void copyRequestId()}
              aria-label={t('errorDialog.copyRequestId')}
            >
              {copied ? t('common.copied') : t('common.copy')}
            </Button>
          </dd>
        </dl>
      </details>
    </Modal>
  );
}
