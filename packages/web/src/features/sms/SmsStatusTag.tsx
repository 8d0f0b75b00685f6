import type { SmsStatus } from '@vela/core';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export const STATUS_COLOURS: Record<SmsStatus, string> = {
  queued: 'default',
  sent: 'processing',
  delivered: 'success',
  failed: 'error',
  received: 'purple',
};

/** A text's status; a failed one says why on hover and to screen readers. */
export function SmsStatusTag({ status, reason }: { status: SmsStatus; reason: string }) {
  const { t } = useTranslation();
  const tag = (
    <Tag color={STATUS_COLOURS[status]} data-status={status}>
      {t(`sms.status.${status}`)}
      {status === 'failed' && reason ? <span className="vela-sms-visually-hidden">: {reason}</span> : null}
    </Tag>
  );
  return status === 'failed' && reason ? <Tooltip title={reason}>{tag}</Tooltip> : tag;
}
