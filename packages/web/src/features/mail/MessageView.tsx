import { PaperClipOutlined, PictureOutlined, RollbackOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  downloadAttachment,
  fetchMessage,
  MAIL_QUERY_KEY,
  type MessageDetail,
  mailPath,
} from './mail-api.js';
import { MessageRelations } from './relations/MessageRelations.js';
import { sanitiseMailHtml } from './sanitise-html.js';

const names = (list: MessageDetail['to']) =>
  list.map((entry) => (entry.name ? `${entry.name} <${entry.address}>` : entry.address)).join(', ');

function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** MailDetail: one message with its thread, attachments and related records. */
export function MessageView({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [showImages, setShowImages] = useState(false);
  const query = useQuery({ queryKey: [MAIL_QUERY_KEY, 'message', id], queryFn: () => fetchMessage(id) });
  const message = query.data?.message;
  const body = useMemo(
    () => (message?.html ? sanitiseMailHtml(message.html, showImages) : null),
    [message?.html, showImages],
  );
  if (query.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (!message) return <Empty description={t('mail.pick')} />;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article className="vela-mail-message" aria-labelledby="vela-mail-subject">
      <header className="vela-mail-message__head">
        <Typography.Title level={3} id="vela-mail-subject">
          {message.subject || t('mail.noSubject')}
        </Typography.Title>
        <dl className="vela-mail-message__meta">
          <dt>{t('mail.from')}</dt>
          <dd>{names([message.from])}</dd>
          <dt>{t('mail.to')}</dt>
          <dd>{names(message.to)}</dd>
          {message.cc.length > 0 && (
            <>
              <dt>{t('mail.cc')}</dt>
              <dd>{names(message.cc)}</dd>
            </>
          )}
          {message.bcc.length > 0 && (
            <>
              <dt>{t('mail.bcc')}</dt>
              <dd>{names(message.bcc)}</dd>
            </>
          )}
        </dl>
        <time dateTime={message.date}>{date.format(new Date(message.date))}</time>
        {message.own && message.status !== 'draft' && (
          <Button
            icon={<RollbackOutlined aria-hidden />}
            onClick={() => navigate(`/writeEmail?replyTo=${encodeURIComponent(message.id)}`)}
          >
            {t('mail.reply')}
          </Button>
        )}
      </header>
      {message.problem && <Alert type="warning" showIcon message={message.problem} />}
      {body && body.blockedImages > 0 && !showImages && (
        <Alert
          type="info"
          showIcon
          icon={<PictureOutlined />}
          message={t('mail.imagesBlocked')}
          action={
            <Button size="small" onClick={() => setShowImages(true)}>
              {t('mail.showImages')}
            </Button>
          }
        />
      )}
      {body ? (
        // Sanitised by DOMPurify just above (sanitise-html.ts): no script, handler or remote image survives.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised mail HTML
        <div className="vela-mail-message__body" dangerouslySetInnerHTML={{ __html: body.html }} />
      ) : (
        <pre className="vela-mail-message__text">{message.text}</pre>
      )}
      {message.attachments.length > 0 && (
        <section aria-label={t('mail.attachments')}>
          <Typography.Title level={5}>{t('mail.attachments')}</Typography.Title>
          <Space wrap>
            {message.attachments.map((attachment) => (
              <Button
                key={attachment.id}
                icon={<PaperClipOutlined aria-hidden />}
                onClick={async () => saveBlob(await downloadAttachment(attachment.id), attachment.name)}
              >
                {attachment.name} ({Math.max(1, Math.round(attachment.size / 1024))} KB)
              </Button>
            ))}
          </Space>
        </section>
      )}
      <MessageRelations messageId={message.id} related={message.related} mayRemove={message.own} />
      {(query.data?.thread.length ?? 0) > 1 && (
        <section aria-label={t('mail.thread', { count: query.data?.thread.length })}>
          <Typography.Title level={5}>
            {t('mail.thread', { count: query.data?.thread.length })}
          </Typography.Title>
          <List
            size="small"
            dataSource={query.data?.thread ?? []}
            renderItem={(item) => (
              <List.Item className={item.id === message.id ? 'vela-mail-thread__current' : undefined}>
                <Link
                  to={mailPath(item.folder, item.id)}
                  aria-current={item.id === message.id ? 'true' : undefined}
                >
                  {item.from.name || item.from.address} · {item.subject || t('mail.noSubject')}
                </Link>
                <span className="vela-mail-muted">{date.format(new Date(item.date))}</span>
              </List.Item>
            )}
          />
        </section>
      )}
    </article>
  );
}
