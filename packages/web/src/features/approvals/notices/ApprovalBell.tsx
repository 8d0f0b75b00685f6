import { BellOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { approvalNotificationSchema, IMPORT_ID_PREFIX } from '@vela/core';
import { Badge, Button, List, Popover, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { connectRealtime } from '../../chat/index.js';
import { wizardPath } from '../../import-wizard/index.js';
import { APPROVALS_QUERY_KEY, centerPath, fetchNotifications } from '../approvals-api.js';
import '../approvals.css';

/** The real-time event the server pushes a new approval notice as (server approvals/notices.ts). */
const NOTICE_EVENT = 'approval.notice';
const NOTICES_KEY = [APPROVALS_QUERY_KEY, 'notifications'] as const;

/**
 * The shell header's bell (issue 20): the unread count of the person's
 * approval notices, kept live by the real-time socket; opening it lists them
 * (and marks them read), a click opens the approval in the approval center.
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
  /** What was seen is read: the count goes when the list closes, however it closes. */
  const close = () => {
    setOpen(false);
    if (unread > 0) void fetchNotifications(true).then(() => notes.refetch());
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
          <Button
            type="link"
            className="vela-approvals__note-link"
            onClick={() => {
              close();
              // An import's notice (issue 21) leads to the import, not to an approval request.
              void navigate(
                note.recordId.startsWith(IMPORT_ID_PREFIX)
                  ? wizardPath('step3', note.recordId)
                  : centerPath('approvalRequest', note.recordId),
              );
            }}
          >
            {note.text}
          </Button>
          <Typography.Text type="secondary">{when.format(new Date(note.createdAt))}</Typography.Text>
        </List.Item>
      )}
      footer={
        <Button
          type="link"
          size="small"
          onClick={() => {
            close();
            void navigate('/approvalCenter/approvalList');
          }}
        >
          {t('approvals.notices.openCenter')}
        </Button>
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
      onOpenChange={(next) => (next ? setOpen(true) : close())}
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
