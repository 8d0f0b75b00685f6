import type { SUBSCRIPTION_STATUSES, SubscriptionFrequency } from '@vela/core';
import { Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleText } from './subscription-schedule.js';

const STATUS_COLOURS = { pending: 'default', sent: 'success', failed: 'error' } as const;

/** What every subscription (a report's, a dashboard's) shows, whatever its subject. */
export interface ListedSubscription {
  id: string;
  name: string;
  /** The subject is deleted or no longer visible: nothing is sent. */
  gone: string | null;
  frequency: SubscriptionFrequency;
  weekday: number;
  dayOfMonth: number;
  hour: number;
  timeZone: string;
  recipients: string[];
  /** The file's format, for a report's. */
  format?: string;
  nextRunAt: string;
  lastRunAt: string | null;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  lastError: string;
}

/**
 * One subscription in a list: its subject, schedule (in the time zone it runs in), recipients, next and
 * last run, why the last one sent nothing; "Send now" and "Unsubscribe", each refreshing the list.
 */
export function SubscriptionItem(props: {
  subscription: ListedSubscription;
  onSend: (id: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const { subscription } = props;
  const [queued, setQueued] = useState(false);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: subscription.timeZone,
    }).format(new Date(iso));
  const label = subscription.gone ?? subscription.name;
  return (
    <List.Item
      aria-label={label}
      actions={[
        <Button
          key="send"
          size="small"
          disabled={subscription.gone !== null}
          aria-label={`${t('reports.sendNow')}: ${label}`}
          onClick={async () => {
            await props.onSend(subscription.id);
            setQueued(true);
          }}
        >
          {t('reports.sendNow')}
        </Button>,
        <Popconfirm
          key="delete"
          title={t('reports.unsubscribeTitle')}
          onConfirm={() => props.onDelete(subscription.id)}
        >
          <Button size="small" danger aria-label={`${t('reports.unsubscribe')}: ${label}`}>
            {t('reports.unsubscribe')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <List.Item.Meta
        title={
          <Space wrap>
            {subscription.gone ? <Tag color="error">{subscription.gone}</Tag> : subscription.name}
            <Tag color={STATUS_COLOURS[subscription.status]}>
              {t(`reports.subscriptionStatus.${subscription.status}`)}
            </Tag>
          </Space>
        }
        description={
          <Space orientation="vertical" size={0}>
            <span>
              {scheduleText(t, i18n.language, subscription)} ({subscription.timeZone})
              {subscription.format ? ` · ${subscription.format.toUpperCase()}` : ''} ·{' '}
              {subscription.recipients.join(', ')}
            </span>
            <span>
              {t('reports.nextRun', { when: when(subscription.nextRunAt) })}
              {subscription.lastRunAt
                ? ` · ${t('reports.lastRun', { when: when(subscription.lastRunAt) })}`
                : ''}
            </span>
            {subscription.lastError && (
              <Typography.Text type="danger">
                {t('reports.notSentBecause', { reason: subscription.lastError })}
              </Typography.Text>
            )}
            {queued && <Typography.Text type="success">{t('reports.sendQueued')}</Typography.Text>}
          </Space>
        }
      />
    </List.Item>
  );
}
