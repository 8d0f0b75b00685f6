import type {
  CallRequest,
  DashboardSubscription,
  deleteDashboardSubscriptionContract,
  getDashboardSubscriptionRecipientsContract,
  getDashboardSubscriptionsContract,
  saveDashboardSubscriptionContract,
  sendDashboardSubscriptionContract,
} from '@vela/core';
import { api } from '../../api/index.js';

/**
 * The dashboard subscription calls (server module dashboards). They live with the reports' own because
 * "My subscriptions" lists both and both are scheduled by one engine; the dashboards feature subscribes
 * through this feature's dialog.
 */
export const DASHBOARD_SUBSCRIPTIONS_QUERY_KEY = 'dashboardSubscriptions';

export const fetchDashboardSubscriptions = async (dashboardId?: string) =>
  (
    await api.call<typeof getDashboardSubscriptionsContract>(
      '/dashboard/getSubscriptions',
      dashboardId ? { dashboardId } : {},
    )
  ).data;
/** A refusal (a recipient who may not see it) is shown in the dialog, not as a dialog of its own. */
export const saveDashboardSubscription = async (
  subscription: CallRequest<typeof saveDashboardSubscriptionContract>,
) =>
  (
    await api.call<typeof saveDashboardSubscriptionContract>('/dashboard/saveSubscription', subscription, {
      callerHandlesErrors: true,
    })
  ).data;
export const deleteDashboardSubscription = async (id: string) =>
  (await api.call<typeof deleteDashboardSubscriptionContract>('/dashboard/deleteSubscription', { id })).data;
export const sendDashboardSubscriptionNow = async (id: string) =>
  (await api.call<typeof sendDashboardSubscriptionContract>('/dashboard/sendSubscriptionNow', { id })).data;
export const fetchSubscriptionRecipients = async (dashboardId: string, search: string) =>
  (
    await api.call<typeof getDashboardSubscriptionRecipientsContract>(
      '/dashboard/getSubscriptionRecipients',
      { dashboardId, search },
    )
  ).data;

export type { DashboardSubscription };
