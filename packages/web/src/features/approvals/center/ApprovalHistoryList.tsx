import type { ApprovalHistoryEntry } from '@vela/core';
import { Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from './StatusTag.js';

const ALERT_COLOURS = { queued: 'default', sent: 'green', failed: 'red' } as const;

/** Requests, each step's approvers and each alert's e-mails, newest request first: the record's approval history related list. */
export function ApprovalHistoryList({ entries }: { entries: readonly ApprovalHistoryEntry[] }) {
  const { t, i18n } = useTranslation();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const at = (value: string | null) => (value ? when.format(new Date(value)) : '');
  const rows = entries.flatMap((entry) => [
    {
      key: entry.id,
      step: `${entry.processName} (v${entry.version})`,
      person: entry.submittedBy.name,
      status: <StatusTag status={entry.status} />,
      when: at(entry.submittedAt),
      comments: entry.comments,
      isRequest: true,
    },
    ...entry.items.map((item) => ({
      key: item.id,
      step: item.stepName,
      person: item.originalApprover
        ? t('approvals.history.onBehalf', {
            approver: item.approver.name,
            original: item.originalApprover.name,
          })
        : item.approver.name,
      status: <Tag>{t(`approvals.item.${item.status}`)}</Tag>,
      when: at(item.decidedAt ?? item.assignedAt),
      comments: item.comments,
      isRequest: false,
    })),
    // Each e-mail an alert sent, with what the outgoing server made of it.
    ...entry.alerts.map((alert) => ({
      key: alert.id,
      step: t('approvals.history.alert', { subject: alert.subject || '…' }),
      person: alert.recipient
        ? `${alert.recipient.name}${alert.address ? ` <${alert.address}>` : ''}`
        : alert.address,
      status: <Tag color={ALERT_COLOURS[alert.status]}>{t(`approvals.alert.${alert.status}`)}</Tag>,
      when: at(alert.sentAt ?? alert.createdAt),
      comments: alert.error,
      isRequest: false,
    })),
  ]);
  return (
    <Table
      className="vela-approvals__history"
      size="small"
      pagination={false}
      dataSource={rows}
      rowClassName={(row) => (row.isRequest ? 'vela-approvals__history-request' : '')}
      locale={{ emptyText: t('approvals.history.empty') }}
      columns={[
        {
          key: 'step',
          title: t('approvals.history.step'),
          render: (_, row) =>
            row.isRequest ? <Typography.Text strong>{row.step}</Typography.Text> : row.step,
        },
        { key: 'person', title: t('approvals.history.person'), dataIndex: 'person' },
        { key: 'status', title: t('approvals.center.status'), dataIndex: 'status' },
        { key: 'when', title: t('approvals.history.when'), dataIndex: 'when' },
        { key: 'comments', title: t('approvals.center.comments'), dataIndex: 'comments' },
      ]}
    />
  );
}
