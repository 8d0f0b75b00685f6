import type { ApprovalStatus } from '@vela/core';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<ApprovalStatus, string> = {
  pending: 'processing',
  approved: 'success',
  rejected: 'error',
  recalled: 'default',
};

/** A request's status as a coloured tag, in words (never colour alone). */
export function StatusTag({ status }: { status: ApprovalStatus }) {
  const { t } = useTranslation();
  return <Tag color={COLOURS[status]}>{t(`approvals.status.${status}`)}</Tag>;
}
