import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type ApprovalNotification,
  approvalNoticeText,
  approvalNotificationSchema,
  IMPORT_ID_PREFIX,
} from '@vela/core';
import { Badge, Button, List, Popover, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { connectRealtime } from '../../chat/index.js';
import { wizardPath } from '../../import-wizard/index.js';
import { APPROVALS_QUERY_KEY, centerPath, fetchNotifications, markNotifications } from '../approvals-api.js';
import '../approvals.css';

/** The real-time event the server pushes a new notice as (server approvals/notices.ts). */
const NOTICE_EVENT = 'approval.notice';
const NOTICES_KEY = [APPROVALS_QUERY_KEY, 'notifications'] as const;

/**
 * The record page's route (record-detail's recordPath, written here: importing that feature would pull
 * the record page into the shell header's first load).
 */
const recordPath = (id: string) => `/commonObjects/detail/${encodeURIComponent(id)}/DETAIL`;

/** Where a notice leads: the approval request, the import (issue 21), the flow's record or the answered event. */
function noticePath(note: ApprovalNotification): string {
  if (note.kind === 'flow' || note.kind === 'invitation') return recordPath(note.recordId);
  // Import notices written before they had a kind are told by the import id.
  if (note.kind === 'import' || note.recordId.startsWith(IMPORT_ID_PREFIX))
    return wizardPath('step3', note.recordId);
  return centerPath('approvalRequest', note.recordId);
}

/**
 * The shell header's bell (issue 20): the unread count of the person's
 * notices (approvals', imports' and flows'), kept live by the real-time
 * socket; each notice opens where it is about and is read once opened, or
 * marked read or unread by hand, or all at once.
 */
export function ApprovalBell() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const notes = useQuery({ queryKey: NOTICES_KEY, queryFn: () => fetchNotifications(false) });

  useEffect(
    () =>
      connectRealtime((event) => {
        if (event.type !== NOTICE_EVENT || !approvalNotificationSchema.safeParse(event.payload).success)
          return;
        void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
        // A new request waits in the center's boxes too.
        void queryClient.invalidateQueries({ queryKey: [APPROVALS_QUERY_KEY, 'list'] });
      }),
    [queryClient],
  );

  const unread = notes.data?.unread ?? 0;
  /** A refusal is shown by the request layer; the list is read again either way. */
  const mark = (change: { ids?: string[]; all?: boolean; read: boolean }) =>
    void markNotifications(change)
      .catch(() => undefined)
      .finally(() => void notes.refetch());
  const openNote = (note: ApprovalNotification) => {
    setOpen(false);
    if (!note.read) mark({ ids: [note.id], read: true });
    void navigate(noticePath(note));
  };
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const list = (
    <List
      className="vela-approvals__notes"
      size="small"
      loading={notes.isPending}
      dataSource={notes.data?.items ?? []}
      locale={{ emptyText: t('approvals.notices.empty') }}
      renderItem={(note) => (
        <List.Item className={note.read ? undefined : 'vela-approvals__note--unread'}>
          {note.kind === 'flow' && (
            <Typography.Text type="secondary">
              {t('approvals.notices.fromFlow', { flow: note.source })}
            </Typography.Text>
          )}
          {/* An approval's notice in the language the screen shows (its key and values); a flow's message
              is the administrator's own text and a notice from before keys has only its text: as written. */}
          <Button type="link" className="vela-approvals__note-link" onClick={() => openNote(note)}>
            {note.message ? approvalNoticeText(i18n.language, note.message) : note.text}
          </Button>
          <Space size="small">
            <Typography.Text type="secondary">{when.format(new Date(note.createdAt))}</Typography.Text>
            <Button type="link" size="small" onClick={() => mark({ ids: [note.id], read: !note.read })}>
              {note.read ? t('approvals.notices.markUnread') : t('approvals.notices.markRead')}
            </Button>
          </Space>
        </List.Item>
      )}
      footer={
        <Space size="small" wrap>
          <Button type="link" size="small" onClick={() => mark({ all: true, read: true })}>
            {t('approvals.notices.markAllRead')}
          </Button>
          <Button
            type="link"
            size="small"
            onClick={() => {
              setOpen(false);
              void navigate('/approvalCenter/approvalList');
            }}
          >
            {t('approvals.notices.openCenter')}
          </Button>
        </Space>
      }
    />
  );

  return (
    <Popover
      content={list}
      title={t('approvals.notices.title')}
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) void notes.refetch();
      }}
    >
      <Badge count={unread} size="small" offset={[-4, 4]}>
        <Button
          type="text"
          icon={<BellOutlined aria-hidden />}
          aria-label={t('approvals.notices.bell', { count: unread })}
          data-testid="approval-bell"
        />
      </Badge>
    </Popover>
  );
}
