import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_SUBSCRIPTION_FREQUENCIES, MAX_SUBSCRIPTION_RECIPIENTS } from '@vela/core';
import { Alert, Button, Form, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGlobalStore } from '../../state/index.js';
import { PeopleSelect, type PeopleSource } from '../chat/index.js';
import {
  DASHBOARD_SUBSCRIPTIONS_QUERY_KEY,
  deleteDashboardSubscription,
  fetchDashboardSubscriptions,
  fetchSubscriptionRecipients,
  saveDashboardSubscription,
  sendDashboardSubscriptionNow,
} from './dashboard-subscriptions-api.js';
import { dashboardListed, SubscriptionList } from './SubscriptionDrawer.js';
import { type ScheduleChoice, ScheduleFields } from './subscription-schedule.js';

/**
 * "Subscribe" on a dashboard: daily, weekly or monthly at an hour of the person's time zone, to them
 * and to people chosen among those who may see it; below, their subscriptions to it, to send now or end.
 */
export function DashboardSubscribeDialog(props: {
  dashboard: { id: string; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { id, name } = props.dashboard;
  const queryClient = useQueryClient();
  const timeZone = useGlobalStore((state) => state.userInfo?.timeZone);
  const [schedule, setSchedule] = useState<ScheduleChoice>({
    frequency: 'weekly',
    weekday: 1,
    dayOfMonth: 1,
    hour: 7,
  });
  const [recipients, setRecipients] = useState<string[]>([]);
  const people = useMemo<PeopleSource>(
    () => ({
      queryKey: [DASHBOARD_SUBSCRIPTIONS_QUERY_KEY, 'recipients', id],
      load: async (search) =>
        (await fetchSubscriptionRecipients(id, search)).map((person) => ({
          value: person.email,
          label: `${person.name} <${person.email}>`,
        })),
    }),
    [id],
  );
  const save = useMutation({
    mutationFn: () => saveDashboardSubscription({ dashboardId: id, ...schedule, recipients }),
    onSuccess: () => {
      setRecipients([]);
      void queryClient.invalidateQueries({ queryKey: [DASHBOARD_SUBSCRIPTIONS_QUERY_KEY] });
    },
  });
  return (
    <Modal
      open
      title={t('reports.subscribeToDashboard', { name })}
      onCancel={props.onClose}
      footer={<Button onClick={props.onClose}>{t('common.close')}</Button>}
      width={640}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={() => save.mutate()} className="vela-report__subscribe-form">
        <ScheduleFields
          frequencies={DASHBOARD_SUBSCRIPTION_FREQUENCIES}
          value={schedule}
          onChange={setSchedule}
        />
        {timeZone && (
          <Typography.Paragraph type="secondary">
            {t('reports.inYourTimeZone', { zone: timeZone })}
          </Typography.Paragraph>
        )}
        <Form.Item
          label={t('reports.recipients')}
          htmlFor="vela-dashboard-recipients"
          extra={t('reports.dashboardRecipientsHint')}
        >
          <PeopleSelect
            id="vela-dashboard-recipients"
            multiple
            aria-label={t('reports.recipients')}
            source={people}
            value={recipients}
            onChange={(next) => setRecipients(next.slice(0, MAX_SUBSCRIPTION_RECIPIENTS))}
          />
        </Form.Item>
        {save.isError && (
          <Alert type="error" showIcon title={save.error.message} className="vela-report__save-error" />
        )}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('reports.subscribe')}
        </Button>
      </Form>
      <SubscriptionList
        heading={t('reports.yourSubscriptionsHere')}
        queryKey={[DASHBOARD_SUBSCRIPTIONS_QUERY_KEY, id]}
        load={async () =>
          (await fetchDashboardSubscriptions(id)).map((subscription) => dashboardListed(t, subscription))
        }
        onSend={sendDashboardSubscriptionNow}
        onDelete={deleteDashboardSubscription}
      />
    </Modal>
  );
}
