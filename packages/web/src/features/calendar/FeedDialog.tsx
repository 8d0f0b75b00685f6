import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CALENDAR_KEYS, fetchFeedLink, resetFeedLink } from './calendar-api.js';

/**
 * The iCalendar feed link (issue 22 item 5): a secret URL calendar apps
 * subscribe to. The server keeps only its hash, so the link is shown once,
 * when made; making a new one stops the old one.
 */
export function FeedDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const feed = useQuery({ queryKey: CALENDAR_KEYS.feed, queryFn: fetchFeedLink });
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);
  const reset = async () => {
    setBusy(true);
    try {
      const made = await resetFeedLink();
      setLink(new URL(made.path, window.location.origin).toString());
      await queryClient.invalidateQueries({ queryKey: CALENDAR_KEYS.feed });
    } finally {
      setBusy(false);
    }
  };
  const since = feed.data?.exists
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(feed.data.createdAt),
      )
    : '';
  return (
    <Modal
      open
      title={t('calendar.feed.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.close')}
        </Button>,
        <Button key="reset" type="primary" loading={busy} onClick={() => void reset()}>
          {t('calendar.feed.reset')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('calendar.feed.intro')}</Typography.Paragraph>
      {!link && (
        <Typography.Paragraph type="secondary">
          {feed.data?.exists ? t('calendar.feed.since', { date: since }) : t('calendar.feed.none')}
        </Typography.Paragraph>
      )}
      {feed.data?.exists && !link && (
        <Alert type="warning" showIcon title={t('calendar.feed.resetWarning')} />
      )}
      {link && (
        <div className="vela-calendar__feed-link">
          <span>{t('calendar.feed.link')}</span>
          <Input
            readOnly
            value={link}
            aria-label={t('calendar.feed.link')}
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
    </Modal>
  );
}
