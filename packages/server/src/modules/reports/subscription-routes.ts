import {
  deleteReportSubscriptionContract,
  EXPORT_REPORT_PATH,
  exportReportRequestSchema,
  getReportSubscriptionsContract,
  saveReportSubscriptionContract,
  sendReportSubscriptionContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { envelopeSchema, okEnvelope } from '../../http/envelope.js';
import { TABLE_CONTENT_TYPES } from '../exports/index.js';
import type { ModuleContext } from '../module.js';
import { streamReportExport } from './report-export.js';
import { asReportSubscription, reportSubject, reportSubscriptionInput } from './report-subscriptions.js';
import {
  deleteSubscription,
  deliverSubscription,
  listSubscriptions,
  queueDueSubscriptions,
  SUBSCRIPTION_SWEEP_JOB,
  SUBSCRIPTION_SWEEP_MS,
  saveSubscription,
  sendNow,
  subscriptionJob,
} from './subscription-engine.js';

/** A header value that is plain ASCII, with the real name beside it (RFC 6266). */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Report export (raw download) and subscriptions (issue 19), each as the caller. */
export function registerSubscriptionRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);

  // One sweep queues every due subscription, the dashboards' too (their module handles their jobs).
  context.jobs.registerRecurringJob({ type: SUBSCRIPTION_SWEEP_JOB, everyMs: SUBSCRIPTION_SWEEP_MS });
  context.jobs.registerJobHandler(SUBSCRIPTION_SWEEP_JOB, async () => {
    await queueDueSubscriptions(context);
  });
  context.jobs.registerJobHandler<{ subscriptionId: string }>(
    subscriptionJob('report'),
    (job) => deliverSubscription(context, reportSubject, job.payload.subscriptionId),
    { maxAttempts: 3 },
  );

  api.post(
    EXPORT_REPORT_PATH,
    {
      schema: {
        summary:
          "A saved report's result as a CSV or XLSX file (raw, streamed): every detail row of a tabular report, the groups and total of a summary or matrix one (with details, a summary report's groups, rows, subtotals and total); the caller's rows and fields only, audited as a data export",
        body: envelopeSchema(exportReportRequestSchema),
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { id, format, details } = request.body.body;
      const file = await streamReportExport(context, user, id, format, details);
      return reply
        .header('content-type', TABLE_CONTENT_TYPES[format])
        .header('content-disposition', disposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  api.post(
    getReportSubscriptionsContract.path,
    { schema: contractSchema(getReportSubscriptionsContract) },
    async (request) =>
      okEnvelope(
        (await listSubscriptions(context, userOf(request), reportSubject, request.body.body.reportId)).map(
          asReportSubscription,
        ),
        request.id,
      ),
  );
  api.post(
    saveReportSubscriptionContract.path,
    { schema: contractSchema(saveReportSubscriptionContract) },
    async (request) =>
      okEnvelope(
        asReportSubscription(
          await saveSubscription(
            context,
            userOf(request),
            reportSubject,
            reportSubscriptionInput(request.body.body),
          ),
        ),
        request.id,
      ),
  );
  api.post(
    deleteReportSubscriptionContract.path,
    { schema: contractSchema(deleteReportSubscriptionContract) },
    async (request) => {
      const { id } = request.body.body;
      await deleteSubscription(context, userOf(request), 'report', id);
      return okEnvelope({ id }, request.id);
    },
  );
  api.post(
    sendReportSubscriptionContract.path,
    { schema: contractSchema(sendReportSubscriptionContract) },
    async (request) =>
      okEnvelope(await sendNow(context, userOf(request), 'report', request.body.body.id), request.id),
  );
}
