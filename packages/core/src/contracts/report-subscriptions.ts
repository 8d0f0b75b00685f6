import { z } from 'zod';
import { MAX_SUBSCRIPTION_RECIPIENTS, SUBSCRIPTION_FREQUENCIES } from '../reports/report-subscriptions.js';
import { defineCall } from './call-contract.js';

/** Report subscriptions of issue 19 (server module reports): a report e-mailed on a schedule. */

export const SUBSCRIPTION_STATUSES = ['pending', 'sent', 'failed'] as const;

/** What every subscription (a report's, a dashboard's) shows beside its subject. */
export const subscriptionStateFields = {
  id: z.string(),
  hour: z.number().int(),
  weekday: z.number().int(),
  /** Who receives it: the subscriber's own address, then the extra ones. */
  recipients: z.array(z.string()),
  timeZone: z.string(),
  nextRunAt: z.string(),
  lastRunAt: z.string().nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Why the last run sent nothing; '' otherwise. */
  lastError: z.string(),
};

export const subscriptionId = z.string().min(1).max(64);

/** What every subscription is saved with beside its subject and frequency. */
export const subscriptionRequestFields = {
  id: subscriptionId.optional(),
  hour: z.number().int().min(0).max(23),
  /** Weekly: 1 Monday … 7 Sunday; ignored for the others. */
  weekday: z.number().int().min(1).max(7).default(1),
  /** Extra addresses beside the caller's own. */
  recipients: z.array(z.string().trim().max(320)).max(MAX_SUBSCRIPTION_RECIPIENTS).default([]),
};

export const reportSubscriptionSchema = z.object({
  ...subscriptionStateFields,
  reportId: z.string(),
  /** '' when the report has been deleted (the subscription then says so and sends nothing). */
  reportName: z.string(),
  reportDeleted: z.boolean(),
  frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
  format: z.enum(['csv', 'xlsx']),
});
export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>;

export const getReportSubscriptionsContract = defineCall({
  path: '/report/getSubscriptions',
  summary: "The caller's report subscriptions (all of them, or one report's), with when each runs next",
  request: z.strictObject({ reportId: z.string().min(1).max(64).optional() }),
  response: z.array(reportSubscriptionSchema),
});

export const saveReportSubscriptionContract = defineCall({
  path: '/report/saveSubscription',
  summary:
    'Subscribes the caller to a report they may run (no id) or changes their subscription: daily or weekly at an hour of their time zone, as CSV or XLSX',
  request: z.strictObject({
    ...subscriptionRequestFields,
    reportId: z.string().min(1).max(64),
    frequency: z.enum(SUBSCRIPTION_FREQUENCIES),
    format: z.enum(['csv', 'xlsx']).default('xlsx'),
  }),
  response: reportSubscriptionSchema,
});

export const deleteReportSubscriptionContract = defineCall({
  path: '/report/deleteSubscription',
  summary: "Ends one of the caller's report subscriptions",
  request: z.strictObject({ id: subscriptionId }),
  response: z.object({ id: z.string() }),
});

export const sendReportSubscriptionContract = defineCall({
  path: '/report/sendSubscriptionNow',
  summary: "Runs one of the caller's subscriptions now, as a background job, besides its schedule",
  request: z.strictObject({ id: subscriptionId }),
  response: z.object({ id: z.string(), jobId: z.number().int().nullable() }),
});
