import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type DashboardSubscription,
  MAX_SUBSCRIPTION_RECIPIENTS,
  type ReportSubscription,
  SUBSCRIPTION_FREQUENCIES,
} from '@vela/core';
import { Alert, Button, Drawer, Empty, Form, List, Select, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DASHBOARD_SUBSCRIPTIONS_QUERY_KEY,
  deleteDashboardSubscription,
  fetchDashboardSubscriptions,
  sendDashboardSubscriptionNow,
} from './dashboard-subscriptions-api.js';
import {
  deleteSubscription,
  fetchSubscriptions,
  SUBSCRIPTIONS_QUERY_KEY,
  saveSubscription,
  sendSubscriptionNow,
} from './reports-api.js';
import { type ListedSubscription, SubscriptionItem } from './SubscriptionItem.js';
import { type ScheduleChoice, ScheduleFields } from './subscription-schedule.js';

type ReportFrequency = (typeof SUBSCRIPTION_FREQUENCIES)[number];

export const reportListed = (t: TFunction, subscription: ReportSubscription): ListedSubscription => ({
  ...subscription,
  name: subscription.reportName,
  gone: subscription.reportDeleted ? t('reports.subscriptionReportDeleted') : null,
  dayOfMonth: 1,
});
export const dashboardListed = (t: TFunction, subscription: DashboardSubscription): ListedSubscription => ({
  ...subscription,
  name: subscription.dashboardName,
  gone: subscription.dashboardDeleted ? t('reports.subscriptionDashboardGone') : null,
  format: undefined,
});

function NewSubscription({ report }: { report: { id: string; name: string } }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [schedule, setSchedule] = useState<ScheduleChoice & { frequency: ReportFrequency }>({
    frequency: 'weekly',
    weekday: 1,
    dayOfMonth: 1,
    hour: 7,
  });
  const [format, setFormat] = useState<'xlsx' | 'csv'>('xlsx');
  const [recipients, setRecipients] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: () =>
      saveSubscription({
        reportId: report.id,
        frequency: schedule.frequency,
        weekday: schedule.weekday,
        hour: schedule.hour,
        format,
        recipients,
      }),
    onSuccess: () => {
      setRecipients([]);
      void queryClient.invalidateQueries({ queryKey: [SUBSCRIPTIONS_QUERY_KEY] });
    },
  });
  return (
    <Form layout="vertical" onFinish={() => save.mutate()} className="vela-report__subscribe-form">
      <Typography.Title level={5}>{t('reports.subscribeTo', { name: report.name })}</Typography.Title>
      <ScheduleFields frequencies={SUBSCRIPTION_FREQUENCIES} value={schedule} onChange={setSchedule} />
      <Form.Item label={t('reports.fileFormat')}>
        <Select
          aria-label={t('reports.fileFormat')}
          value={format}
          onChange={setFormat}
          className="vela-report__select"
          options={[
            { value: 'xlsx', label: 'XLSX' },
            { value: 'csv', label: 'CSV' },
          ]}
        />
      </Form.Item>
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

/** A subscription list of one kind, refreshed after a send or an unsubscribe. */
export function SubscriptionList(props: {
  queryKey: readonly unknown[];
  load: () => Promise<ListedSubscription[]>;
  onSend: (id: string) => Promise<unknown>;
  onDelete: (id: string) => Promise<unknown>;
  heading?: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const listed = useQuery({ queryKey: props.queryKey, queryFn: props.load });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [props.queryKey[0]] });
  return (
    <List
      className="vela-report__subscriptions"
      header={props.heading && <Typography.Text strong>{props.heading}</Typography.Text>}
      loading={listed.isLoading}
      dataSource={listed.data ?? []}
      locale={{ emptyText: <Empty description={t('reports.noSubscriptions')} /> }}
      renderItem={(subscription) => (
        <SubscriptionItem
          key={subscription.id}
          subscription={subscription}
          onSend={async (id) => {
            await props.onSend(id);
            await refresh();
          }}
          onDelete={async (id) => {
            await props.onDelete(id);
            await refresh();
          }}
        />
      )}
    />
  );
}

/**
 * The person's subscriptions: with a report, its own and a form to add one; without, all of them,
 * reports' and dashboards' (the "My subscriptions" of the report and dashboard lists).
 */
export function SubscriptionDrawer(props: {
  open: boolean;
  onClose: () => void;
  report?: { id: string; name: string };
}) {
  const { t } = useTranslation();
  const { open, onClose, report } = props;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(report ? 'reports.subscriptions' : 'reports.mySubscriptions')}
      size="large"
      destroyOnHidden
    >
      {report && <NewSubscription report={report} />}
      <SubscriptionList
        heading={report ? undefined : t('reports.reportSubscriptions')}
        queryKey={[SUBSCRIPTIONS_QUERY_KEY, report?.id ?? '']}
        load={async () =>
          (await fetchSubscriptions(report?.id)).map((subscription) => reportListed(t, subscription))
        }
        onSend={sendSubscriptionNow}
        onDelete={deleteSubscription}
      />
      {!report && (
        <SubscriptionList
          heading={t('reports.dashboardSubscriptions')}
          queryKey={[DASHBOARD_SUBSCRIPTIONS_QUERY_KEY, '']}
          load={async () =>
            (await fetchDashboardSubscriptions()).map((subscription) => dashboardListed(t, subscription))
          }
          onSend={sendDashboardSubscriptionNow}
          onDelete={deleteDashboardSubscription}
        />
      )}
    </Drawer>
  );
}
