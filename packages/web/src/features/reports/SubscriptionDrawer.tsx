import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_SUBSCRIPTION_RECIPIENTS, type ReportSubscription, SUBSCRIPTION_FREQUENCIES } from '@vela/core';
import {
  Alert,
  Button,
  Drawer,
  Empty,
  Form,
  List,
  Popconfirm,
  Segmented,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteSubscription,
  fetchSubscriptions,
  SUBSCRIPTIONS_QUERY_KEY,
  saveSubscription,
  sendSubscriptionNow,
} from './reports-api.js';

type Frequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7];
const STATUS_COLOURS = { pending: 'default', sent: 'success', failed: 'error' } as const;

/** "Monday" … "Sunday" in the reader's language (1 Monday … 7 Sunday; 5 Jan 2026 is a Monday). */
const weekdayName = (language: string, weekday: number) =>
  new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 0, 4 + weekday)),
  );
const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function NewSubscription({ report }: { report: { id: string; name: string } }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [frequency, setFrequency] = useState<Frequency>('weekly');
  const [weekday, setWeekday] = useState(1);
  const [hour, setHour] = useState(7);
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [recipients, setRecipients] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: () => saveSubscription({ reportId: report.id, frequency, weekday, hour, format, recipients }),
    onSuccess: () => {
      setRecipients([]);
      void queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_QUERY_KEY] });
    },
  });
  return (
    <Form layout="vertical" onFinish={() => save.mutate()} className="vela-report__subscribe-form">
      <Typography.Title level={5}>{t('reports.subscribeTo', { name: report.name })}</Typography.Title>
      <Form.Item label={t('reports.frequency')}>
        <Segmented<Frequency>
          aria-label={t('reports.frequency')}
          value={frequency}
          onChange={setFrequency}
          options={SUBSCRIPTION_FREQUENCIES.map((value) => ({
            value,
            label: t(`reports.frequency.${value}`),
          }))}
        />
      </Form.Item>
      <Space wrap>
        {frequency === 'weekly' && (
          <Form.Item label={t('reports.weekday')}>
            <Select
              aria-label={t('reports.weekday')}
              value={weekday}
              onChange={setWeekday}
              className="vela-report__select"
              options={WEEKDAYS.map((value) => ({ value, label: weekdayName(i18n.language, value) }))}
            />
          </Form.Item>
        )}
        <Form.Item label={t('reports.hour')}>
          <Select
            aria-label={t('reports.hour')}
            value={hour}
            onChange={setHour}
            options={HOURS.map((value) => ({ value, label: hourText(value) }))}
          />
        </Form.Item>
        <Form.Item label={t('reports.fileFormat')}>
          <Select
            aria-label={t('reports.fileFormat')}
            value={format}
            onChange={setFormat}
            options={[
              { value: 'xlsx', label: 'XLSX' },
              { value: 'csv', label: 'CSV' },
            ]}
          />
        </Form.Item>
      </Space>
      <Form.Item label={t('reports.recipients')} extra={t('reports.recipientsHint')}>
        <Select
          mode="tags"
          aria-label={t('reports.recipients')}
          value={recipients}
          onChange={(next: string[]) => setRecipients(next.slice(0, MAX_SUBSCRIPTION_RECIPIENTS))}
          tokenSeparators={[',', ' ', ';']}
          open={false}
        />
      </Form.Item>
      {save.isError && (
        <Alert type="error" showIcon title={save.error.message} className="vela-report__save-error" />
      )}
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {t('reports.subscribe')}
      </Button>
    </Form>
  );
}

function SubscriptionItem({ subscription }: { subscription: ReportSubscription }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_QUERY_KEY] });
  const schedule =
    subscription.frequency === 'weekly'
      ? t('reports.scheduleWeekly', {
          day: weekdayName(i18n.language, subscription.weekday),
          hour: hourText(subscription.hour),
        })
      : t('reports.scheduleDaily', { hour: hourText(subscription.hour) });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <List.Item
      actions={[
        <Button
          key="send"
          size="small"
          disabled={subscription.reportDeleted}
          onClick={async () => {
            await sendSubscriptionNow(subscription.id);
            void refresh();
          }}
        >
          {t('reports.sendNow')}
        </Button>,
        <Popconfirm
          key="delete"
          title={t('reports.unsubscribeTitle')}
          onConfirm={async () => {
            await deleteSubscription(subscription.id);
            void refresh();
          }}
        >
          <Button size="small" danger>
            {t('reports.unsubscribe')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <List.Item.Meta
        title={
          <Space wrap>
            {subscription.reportDeleted ? (
              <Tag color="error">{t('reports.subscriptionReportDeleted')}</Tag>
            ) : (
              subscription.reportName
            )}
            <Tag color={STATUS_COLOURS[subscription.status]}>
              {t(`reports.subscriptionStatus.${subscription.status}`)}
            </Tag>
          </Space>
        }
        description={
          <Space direction="vertical" size={0}>
            <span>
              {schedule} ({subscription.timeZone}) · {subscription.format.toUpperCase()} ·{' '}
              {subscription.recipients.join(', ')}
            </span>
            <span>
              {t('reports.nextRun', { when: when(subscription.nextRunAt) })}
              {subscription.lastRunAt
                ? ` · ${t('reports.lastRun', { when: when(subscription.lastRunAt) })}`
                : ''}
            </span>
            {subscription.lastError && (
              <Typography.Text type="danger">{subscription.lastError}</Typography.Text>
            )}
          </Space>
        }
      />
    </List.Item>
  );
}

/**
 * The person's report subscriptions: with a report, its own and a form to add one; without, all of
 * them (the report list's "My subscriptions"). A subscription whose report is gone says so.
 */
export function SubscriptionDrawer(props: {
  open: boolean;
  onClose: () => void;
  report?: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const { open, onClose, report } = props;
  const listed = useQuery({
    queryKey: [SUBSCRIPTIONS_QUERY_KEY, report?.id ?? ''],
    queryFn: () => fetchSubscriptions(report?.id),
    enabled: open,
  });
  return (
    <Drawer open={open} onClose={onClose} title={t('reports.subscriptions')} size="large" destroyOnHidden>
      {report && <NewSubscription report={report} />}
      <List
        className="vela-report__subscriptions"
        loading={listed.isLoading}
        dataSource={listed.data ?? []}
        locale={{ emptyText: <Empty description={t('reports.noSubscriptions')} /> }}
        renderItem={(subscription) => <SubscriptionItem key={subscription.id} subscription={subscription} />}
      />
    </Drawer>
  );
}
