import {
  type DashboardComponentResult,
  type DashboardSubscription,
  deleteDashboardSubscriptionContract,
  escapeHtml,
  getDashboardSubscriptionRecipientsContract,
  getDashboardSubscriptionsContract,
  reportTotalHeading,
  saveDashboardSubscriptionContract,
  sendDashboardSubscriptionContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { requireUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { publicLink, webPaths } from '../../public-link.js';
import { actingAs, activeUsersOfOrg, findOrgUser, findUserIdByEmail, type OrgUser } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import {
  deleteSubscription,
  deliverSubscription,
  figureColumns,
  listSubscriptions,
  type SubscriptionSubject,
  type SubscriptionView,
  saveSubscription,
  sendNow,
  subscriptionJob,
} from '../reports/index.js';
import { runDashboard } from './dashboard-run.js';
import { findVisibleDashboard } from './dashboard-store.js';

/** Whether this user would see the dashboard (a subscription's recipients must). */
async function accountSees(context: ModuleContext, account: OrgUser, id: string): Promise<boolean> {
  return findVisibleDashboard(context.database, actingAs(account), id).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.code === ErrorCode.NOT_FOUND) return false;
      throw error;
    },
  );
}

/** How many people one search of the recipient picker weighs, and offers. */
const RECIPIENT_CANDIDATES = 40;
const RECIPIENTS_OFFERED = 20;

const table = (head: readonly string[], lines: ReadonlyArray<readonly string[]>) =>
  `<table border="1" cellpadding="4" style="border-collapse:collapse"><tr>${head.map((cell) => `<th>${escapeHtml(cell)}</th>`).join('')}</tr>${lines.map((line) => `<tr>${line.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`).join('')}</table>`;

/** One component's figures: its first grouping's groups and the total, headed as its report's file is. */
function componentHtml(component: DashboardComponentResult, language: string): string {
  const title = `<h3>${escapeHtml(component.reportName)}</h3>`;
  const result = component.result;
  if (!result) return `${title}<p>${escapeHtml(component.error ?? '')}</p>`;
  const number = new Intl.NumberFormat(language);
  const cell = (value: number | string | null) =>
    value === null ? '' : typeof value === 'number' ? number.format(value) : value;
  const head = [result.groupings[0]?.label ?? '', ...figureColumns(result, language).map((c) => c.label)];
  const lines = result.groups
    .filter((group) => group.by.length === 1 && group.by[0] === 0)
    .map((group) => [
      group.keys[0] === null ? '' : (group.labels[0] ?? ''),
      cell(group.count),
      ...group.values.map(cell),
    ]);
  if (result.total)
    lines.push([reportTotalHeading(language), cell(result.total.count), ...result.total.values.map(cell)]);
  return `${title}${table(head, lines)}`;
}

/**
 * A dashboard subscription: the subscriber must see the dashboard, and so must every extra recipient
 * (a user of the organisation); the message holds each component's figures as of the run, run as the
 * subscriber sees the dashboard (as its fixed running user, when it has one, as on the screen).
 */
export const dashboardSubject: SubscriptionSubject = {
  target: 'dashboard',
  noun: 'dashboard',
  gone: 'The dashboard was deleted, or you may no longer see it: nothing was sent',
  async reach(context, user, id) {
    const row = await findVisibleDashboard(context.database, user, id);
    return { id: row.id, name: row.name };
  },
  async checkRecipients(context, user, id, addresses) {
    for (const address of addresses) {
      const userId = await findUserIdByEmail(context.database, address);
      const account = userId ? await findOrgUser(context.database, user.orgId, userId) : undefined;
      if (!account?.isActive)
        throw badRequest(`recipients: "${address}" is not an active user of the organisation`);
      if (!(await accountSees(context, account, id)))
        throw badRequest(`recipients: ${account.name} (${address}) may not see this dashboard`);
    }
  },
  async compose(context, user, row) {
    const dashboard = await findVisibleDashboard(context.database, user, row.report_id);
    const run = await runDashboard(context, user, dashboard.id, []);
    const language = user.language ?? 'en';
    const link = publicLink(context.config, webPaths.dashboard(dashboard.id));
    const at = context.now().toISOString().slice(0, 16).replace('T', ' ');
    return {
      subject: `Dashboard: ${dashboard.name}`,
      html: [
        `<h2>${escapeHtml(dashboard.name)}</h2>`,
        `<p>As of ${escapeHtml(at)} UTC, as ${escapeHtml(run.ranAs.name)} sees it.</p>`,
        ...run.components.map((component) => componentHtml(component, language)),
        `<p>Open the dashboard in Vela: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
      ].join(''),
      attachments: [],
    };
  },
};

function asDashboardSubscription(view: SubscriptionView): DashboardSubscription {
  const { subjectId, subjectName, subjectDeleted, format: _, ...rest } = view;
  return { ...rest, dashboardId: subjectId, dashboardName: subjectName, dashboardDeleted: subjectDeleted };
}

/** Dashboard subscriptions (issue 19): the calls, each as the caller, and the delivery job. */
export function registerDashboardSubscriptions(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const userOf = (request: { currentUser: Parameters<typeof requireUser>[0] }) =>
    requireUser(request.currentUser);
  context.jobs.registerJobHandler<{ subscriptionId: string }>(
    subscriptionJob('dashboard'),
    (job) => deliverSubscription(context, dashboardSubject, job.payload.subscriptionId),
    { maxAttempts: 3 },
  );
  api.post(
    getDashboardSubscriptionsContract.path,
    { schema: contractSchema(getDashboardSubscriptionsContract) },
    async (request) =>
      okEnvelope(
        (
          await listSubscriptions(context, userOf(request), dashboardSubject, request.body.body.dashboardId)
        ).map(asDashboardSubscription),
        request.id,
      ),
  );
  api.post(
    getDashboardSubscriptionRecipientsContract.path,
    { schema: contractSchema(getDashboardSubscriptionRecipientsContract) },
    async (request) => {
      const user = userOf(request);
      const { dashboardId, search } = request.body.body;
      const dashboard = await findVisibleDashboard(context.database, user, dashboardId);
      const candidates = await activeUsersOfOrg(context.database, user.orgId, {
        exceptId: user.userId,
        nameContains: search || undefined,
        limit: RECIPIENT_CANDIDATES,
      });
      const offered = [];
      for (const candidate of candidates) {
        const account = await findOrgUser(context.database, user.orgId, candidate.id);
        if (!account || !(await accountSees(context, account, dashboard.id))) continue;
        offered.push({ id: account.id, name: account.name, email: account.email });
        if (offered.length === RECIPIENTS_OFFERED) break;
      }
      return okEnvelope(offered, request.id);
    },
  );
  api.post(
    saveDashboardSubscriptionContract.path,
    { schema: contractSchema(saveDashboardSubscriptionContract) },
    async (request) => {
      const { dashboardId, ...rest } = request.body.body;
      const saved = await saveSubscription(context, userOf(request), dashboardSubject, {
        ...rest,
        subjectId: dashboardId,
        format: 'xlsx',
      });
      return okEnvelope(asDashboardSubscription(saved), request.id);
    },
  );
  api.post(
    deleteDashboardSubscriptionContract.path,
    { schema: contractSchema(deleteDashboardSubscriptionContract) },
    async (request) => {
      const { id } = request.body.body;
      await deleteSubscription(context, userOf(request), 'dashboard', id);
      return okEnvelope({ id }, request.id);
    },
  );
  api.post(
    sendDashboardSubscriptionContract.path,
    { schema: contractSchema(sendDashboardSubscriptionContract) },
    async (request) =>
      okEnvelope(await sendNow(context, userOf(request), 'dashboard', request.body.body.id), request.id),
  );
}
