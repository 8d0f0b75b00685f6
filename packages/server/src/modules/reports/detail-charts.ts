import { randomUUID } from 'node:crypto';
import {
  type DetailChart,
  type DetailChartDraft,
  MAX_DETAIL_CHARTS_PER_OBJECT,
  mayAdministerAccess,
  type ReportResult,
  type SavedReport,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { DetailChartTable } from '../../db/migrations/0157-detail-charts.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { currentMetadata, findObject, isLookupType } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { runReportDefinition } from './report-runner.js';
import { readReportFor } from './report-store.js';

/**
 * Charts on record detail pages (issue 19, setup pages reportChart and detailsPageChart). Administrators
 * choose a saved report with a chart and the report object's lookup that points at the record; each viewer
 * runs it as themselves (their report run permission, their rows), with one more filter: lookup = record.
 */

function requireAdmin(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may set detail page charts');
}

/** The report if `user` may run it, else null (a chart on a report they may not run is not theirs to see). */
async function runnableReport(database: DatabaseHandle, user: CurrentUser, reportId: string) {
  try {
    return await readReportFor(database, user, reportId, 'run');
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

async function describe(
  database: DatabaseHandle,
  row: DetailChartTable,
  report: SavedReport | null,
): Promise<DetailChart> {
  const snapshot = await currentMetadata(database);
  const object = findObject(snapshot, { objectApi: row.object_api });
  const reportObject = report ? findObject(snapshot, { objectApi: report.definition.objectApi }) : undefined;
  const link = reportObject?.fields.find(
    (field) => field.apiName.toLowerCase() === row.link_field.toLowerCase(),
  );
  return {
    id: row.id,
    objectApi: object?.apiName ?? row.object_api,
    objectLabel: object?.label ?? row.object_api,
    reportId: row.report_id,
    reportName: report?.name ?? '',
    reportObjectApi: report?.definition.objectApi ?? '',
    linkField: row.link_field,
    linkLabel: link?.label ?? row.link_field,
    label: row.label,
    position: row.position,
    updatedAt: row.updated_at,
  };
}

/**
 * With an object: the charts its detail page shows to `user`, in order (those on reports they may run).
 * Without: every chart of the organisation, for administrators (a chart whose report is gone shows no name).
 */
export async function listDetailCharts(
  database: DatabaseHandle,
  user: CurrentUser,
  objectApi: string | undefined,
): Promise<{ charts: DetailChart[]; canManage: boolean }> {
  const canManage = mayAdministerAccess(user.profileId);
  if (objectApi === undefined) requireAdmin(user);
  let query = database.db.selectFrom('detail_chart').selectAll().where('org_id', '=', user.orgId);
  if (objectApi !== undefined)
    query = query.where((eb) => eb(eb.fn('lower', ['object_api']), '=', objectApi.toLowerCase()));
  const rows = await query.orderBy('object_api').orderBy('position').orderBy('id').execute();
  const charts: DetailChart[] = [];
  for (const row of rows) {
    const report = await runnableReport(database, user, row.report_id);
    if (!report && objectApi !== undefined) continue;
    charts.push(await describe(database, row, report));
  }
  return { charts, canManage };
}

async function findChart(database: DatabaseHandle, user: CurrentUser, id: string): Promise<DetailChartTable> {
  const row = await database.db
    .selectFrom('detail_chart')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`Detail page chart "${id}"`);
  return row;
}

/** Checks a draft as the administrator saving it; every refusal names the part at fault. */
async function checkedDraft(database: DatabaseHandle, user: CurrentUser, draft: DetailChartDraft) {
  const snapshot = await currentMetadata(database);
  const object = findObject(snapshot, { objectApi: draft.objectApi });
  if (!object) throw badRequest(`Object: there is no object "${draft.objectApi}"`);
  const report = await runnableReport(database, user, draft.reportId);
  if (!report) throw badRequest(`Report: there is no report "${draft.reportId}" you may run`);
  if (report.definition.chart === null)
    throw badRequest(`Report: "${report.name}" has no chart; give it one in the report builder first`);
  if (report.definition.reportTypeId)
    throw badRequest(`Report: "${report.name}" is built on a report type; choose a report on one object`);
  const reportObject = findObject(snapshot, { objectApi: report.definition.objectApi });
  const link = reportObject?.fields.find(
    (field) => field.apiName.toLowerCase() === draft.linkField.toLowerCase(),
  );
  if (!reportObject || !link?.columnName)
    throw badRequest(
      `Lookup: ${reportObject?.label ?? report.definition.objectApi} has no field "${draft.linkField}"`,
    );
  if (!isLookupType(link.typeCode) || link.typeCode === 'MR' || link.lookupObjectId !== object.id)
    throw badRequest(`Lookup: ${reportObject.label}'s ${link.label} does not point at ${object.pluralLabel}`);
  return { object, link };
}

export async function saveDetailChart(
  database: DatabaseHandle,
  user: CurrentUser,
  draft: DetailChartDraft,
  now: Date,
): Promise<DetailChart> {
  requireAdmin(user);
  const { object, link } = await checkedDraft(database, user, draft);
  const existing = draft.id ? await findChart(database, user, draft.id) : undefined;
  const values = {
    object_api: object.apiName,
    report_id: draft.reportId,
    link_field: link.apiName,
    label: draft.label.trim(),
    position: draft.position,
    updated_at: now.toISOString(),
  };
  if (existing) {
    await database.db.updateTable('detail_chart').set(values).where('id', '=', existing.id).execute();
    return describe(
      database,
      await findChart(database, user, existing.id),
      await readReportFor(database, user, draft.reportId, 'run'),
    );
  }
  const shown = await database.db
    .selectFrom('detail_chart')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('org_id', '=', user.orgId)
    .where('object_api', '=', object.apiName)
    .executeTakeFirstOrThrow();
  if (Number(shown.count) >= MAX_DETAIL_CHARTS_PER_OBJECT)
    throw badRequest(
      `Object: ${object.label}'s detail page already shows ${MAX_DETAIL_CHARTS_PER_OBJECT} charts; remove one first`,
    );
  const id = randomUUID();
  await database.db
    .insertInto('detail_chart')
    .values({ id, org_id: user.orgId, ...values })
    .execute();
  return describe(
    database,
    await findChart(database, user, id),
    await readReportFor(database, user, draft.reportId, 'run'),
  );
}

export async function deleteDetailChart(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
): Promise<void> {
  requireAdmin(user);
  await findChart(database, user, id);
  await database.db
    .deleteFrom('detail_chart')
    .where('org_id', '=', user.orgId)
    .where('id', '=', id)
    .execute();
}

/**
 * The chart for one record: its report as the caller (their run permission, rows and fields), with one
 * more filter, lookup = the record, before any other of the report's filters and its filter logic.
 */
export async function runDetailChart(
  context: ModuleContext,
  user: CurrentUser,
  id: string,
  recordId: string,
): Promise<ReportResult> {
  const row = await findChart(context.database, user, id);
  const report = await runnableReport(context.database, user, row.report_id);
  if (!report) throw notFound(`Detail page chart "${id}"`);
  const { definition } = report;
  const filters = [{ field: row.link_field, operator: 'e', value: recordId }, ...definition.filters];
  // The report's own logic numbers its filters from 1; the record's filter comes first, so each moves on by one.
  const logic = definition.filterLogic?.trim()
    ? `1 AND (${definition.filterLogic.replace(/\d+/g, (n) => String(Number(n) + 1))})`
    : undefined;
  return runReportDefinition(context, user, {
    ...definition,
    filters,
    ...(logic ? { filterLogic: logic } : {}),
  });
}
