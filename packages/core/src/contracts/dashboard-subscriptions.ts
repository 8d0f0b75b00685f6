import { z } from 'zod';
import { DASHBOARD_SUBSCRIPTION_FREQUENCIES, MAX_SUBSCRIPTION_DAY } from '../reports/report-subscriptions.js';
import { defineCall } from './call-contract.js';
import {
  subscriptionId,
  subscriptionRequestFields,
  subscriptionStateFields,
} from './report-subscriptions.js';

/**
 * Dashboard subscriptions of issue 19 (server module dashboards): a dashboard's component figures
 * e-mailed on a schedule, run as the subscriber; kept and scheduled like report subscriptions.
 */

export const dashboardSubscriptionSchema = z.object({
  ...subscriptionStateFields,
  dashboardId: z.string(),
  /** '' when the dashboard is deleted or no longer visible to the subscriber (nothing is then sent). */
  dashboardName: z.string(),
  dashboardDeleted: z.boolean(),
  frequency: z.enum(DASHBOARD_SUBSCRIPTION_FREQUENCIES),
  dayOfMonth: z.number().int(),
});
export type DashboardSubscription = z.infer<typeof dashboardSubscriptionSchema>;

export const getDashboardSubscriptionsContract = defineCall({
  path: '/dashboard/getSubscriptions',
  summary: "The caller's dashboard subscriptions (all of them, or one dashboard's), with when each runs next",
  request: z.strictObject({ dashboardId: subscriptionId.optional() }),
  response: z.array(dashboardSubscriptionSchema),
});

export const saveDashboardSubscriptionContract = defineCall({
  path: '/dashboard/saveSubscription',
  summary:
    'Subscribes the caller to a dashboard they may see (no id) or changes their subscription: daily, weekly or monthly at an hour of their time zone; every extra recipient must be a user who may see the dashboard',
  request: z.strictObject({
    ...subscriptionRequestFields,
    dashboardId: subscriptionId,
    frequency: z.enum(DASHBOARD_SUBSCRIPTION_FREQUENCIES),
    /** Monthly: the day of the month, 1–28. */
    dayOfMonth: z.number().int().min(1).max(MAX_SUBSCRIPTION_DAY).default(1),
  }),
  response: dashboardSubscriptionSchema,
});

export const deleteDashboardSubscriptionContract = defineCall({
  path: '/dashboard/deleteSubscription',
  summary: "Ends one of the caller's dashboard subscriptions",
  request: z.strictObject({ id: subscriptionId }),
  response: z.object({ id: z.string() }),
});

export const sendDashboardSubscriptionContract = defineCall({
  path: '/dashboard/sendSubscriptionNow',
  summary: "Sends one of the caller's dashboard subscriptions now, as a background job, besides its schedule",
  request: z.strictObject({ id: subscriptionId }),
  response: z.object({ id: z.string(), jobId: z.number().int().nullable() }),
});

/** The people a dashboard subscription may be sent to, as the subscribe dialog's picker offers them. */
export const subscriptionRecipientSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type SubscriptionRecipient = z.infer<typeof subscriptionRecipientSchema>;

export const getDashboardSubscriptionRecipientsContract = defineCall({
  path: '/dashboard/getSubscriptionRecipients',
  summary:
    'Active users of the organisation, other than the caller, who may see a dashboard the caller sees, by name: those a subscription may be sent to',
  request: z.strictObject({ dashboardId: subscriptionId, search: z.string().trim().max(80).default('') }),
  response: z.array(subscriptionRecipientSchema),
});
