import { randomUUID } from 'node:crypto';
import {
  MAX_REPORT_TEMPLATE_NAME,
  MAX_REPORT_TEMPLATES,
  mayAdministerAccess,
  type ReportDefinition,
  type ReportTemplate,
  type ReportTemplateDraft,
  reportDefinitionSchema,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { ReportTemplateTable } from '../../db/migrations/0161-report-templates.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, notFound } from '../../http/envelope.js';
import { currentMetadata, findObject, type ObjectDeleting } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { reportPermitsOf } from '../shell/index.js';
import { reportTypes } from './report-catalogue.js';
import { planReport } from './report-plan.js';

/**
 * Report templates (issue 19, setup pages reportTemplate, newTemplate and editTemplate). Administrators
 * keep them; a user whose profile may create reports sees those on objects (and report types) they may
 * read, and starts a report from one. A template's definition is checked as a run checks it when saved,
 * and again as the user when their report is previewed or saved: a template never widens what anyone reads.
 */

function requireAdmin(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may change report templates');
}

/** A user who may not create reports has no use for templates: refused as creating a report is. */
async function requireUse(database: DatabaseHandle, user: CurrentUser): Promise<void> {
  if (mayAdministerAccess(user.profileId)) return;
  (await reportPermitsOf(database.db, user, [])).require('new', undefined);
}

async function describeRows(
  database: DatabaseHandle,
  rows: readonly ReportTemplateTable[],
): Promise<ReportTemplate[]> {
  const snapshot = await currentMetadata(database);
  return rows.map((row) => {
    const definition = reportDefinitionSchema.parse(JSON.parse(row.definition_json));
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      objectApi: row.object_api,
      objectLabel: findObject(snapshot, { objectApi: row.object_api })?.pluralLabel ?? row.object_api,
      format: definition.format,
      definition,
      updatedAt: row.updated_at,
    };
  });
}

/** Which templates `user` may start from: their object (or report type) is one the builder offers them. */
async function usableBy(context: ModuleContext, user: CurrentUser) {
  if (mayAdministerAccess(user.profileId)) return () => true;
  const offered = new Set(
    (await reportTypes(context, user)).map(
      (type) => `${type.objectApi.toLowerCase()}|${type.reportTypeId ?? ''}`,
    ),
  );
  return (template: ReportTemplate) =>
    offered.has(`${template.objectApi.toLowerCase()}|${template.definition.reportTypeId ?? ''}`);
}

export async function listReportTemplates(
  context: ModuleContext,
  user: CurrentUser,
): Promise<{ templates: ReportTemplate[]; canManage: boolean }> {
  await requireUse(context.database, user);
  const rows = await context.database.db
    .selectFrom('report_template')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  const usable = await usableBy(context, user);
  return {
    templates: (await describeRows(context.database, rows)).filter(usable),
    canManage: mayAdministerAccess(user.profileId),
  };
}

async function findRow(database: DatabaseHandle, user: CurrentUser, id: string) {
  const row = await database.db
    .selectFrom('report_template')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(`Report template "${id}"`);
  return row;
}

/** One template the caller may use; one on an object they may not read is not found, as if not there. */
export async function readReportTemplate(
  context: ModuleContext,
  user: CurrentUser,
  id: string,
): Promise<ReportTemplate> {
  await requireUse(context.database, user);
  const [template] = await describeRows(context.database, [await findRow(context.database, user, id)]);
  if (!template || !(await usableBy(context, user))(template)) throw notFound(`Report template "${id}"`);
  return template;
}

export async function saveReportTemplate(
  context: ModuleContext,
  user: CurrentUser,
  draft: ReportTemplateDraft,
): Promise<ReportTemplate> {
  requireAdmin(user);
  const { database } = context;
  const name = draft.name.trim();
  if (name === '') throw badRequest('Template name: enter a name');
  if (name.length > MAX_REPORT_TEMPLATE_NAME)
    throw badRequest(`Template name: at most ${MAX_REPORT_TEMPLATE_NAME} characters`);
  // A template that could not run is not kept: the same checks as a run, as the administrator saving it.
  const plan = await planReport(context, user, draft.definition);
  const clash = await database.db
    .selectFrom('report_template')
    .select('id')
    .where('org_id', '=', user.orgId)
    .where((eb) => eb(eb.fn('lower', ['name']), '=', name.toLowerCase()))
    .executeTakeFirst();
  if (clash && clash.id !== draft.id) throw badRequest(`Template name: "${name}" is taken; choose another`);
  const values: TemplateValues = {
    name,
    description: draft.description.trim(),
    object_api: plan.object.apiName,
    format: draft.definition.format,
    definition_json: JSON.stringify({ ...draft.definition, objectApi: plan.object.apiName }),
    updated_by: user.userId,
    updated_at: context.now().toISOString(),
  };
  if (draft.id) {
    const row = await findRow(database, user, draft.id);
    await database.db.updateTable('report_template').set(values).where('id', '=', row.id).execute();
    return readReportTemplate(context, user, row.id);
  }
  const kept = await database.db
    .selectFrom('report_template')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('org_id', '=', user.orgId)
    .executeTakeFirstOrThrow();
  if (Number(kept.count) >= MAX_REPORT_TEMPLATES)
    throw badRequest(`Report templates: at most ${MAX_REPORT_TEMPLATES}; delete one first`);
  return readReportTemplate(context, user, await insertTemplate(database, user, values));
}

type TemplateValues = Omit<ReportTemplateTable, 'id' | 'org_id'>;

async function insertTemplate(database: DatabaseHandle, user: CurrentUser, values: TemplateValues) {
  const id = randomUUID();
  await database.db
    .insertInto('report_template')
    .values({ id, org_id: user.orgId, ...values })
    .execute();
  return id;
}

/** The demo seed's templates: written as the administrator, their definitions the seed's own. */
export async function seedReportTemplate(
  database: DatabaseHandle,
  admin: CurrentUser,
  template: { name: string; description: string; definition: ReportDefinition },
  now: Date,
): Promise<string> {
  return insertTemplate(database, admin, {
    name: template.name,
    description: template.description,
    object_api: template.definition.objectApi,
    format: template.definition.format,
    definition_json: JSON.stringify(template.definition),
    updated_by: admin.userId,
    updated_at: now.toISOString(),
  });
}

export async function deleteReportTemplate(
  database: DatabaseHandle,
  user: CurrentUser,
  id: string,
): Promise<void> {
  requireAdmin(user);
  await findRow(database, user, id);
  await database.db
    .deleteFrom('report_template')
    .where('org_id', '=', user.orgId)
    .where('id', '=', id)
    .execute();
}

/** Templates of any organisation built on an object: a custom object is not deleted under them. */
export async function templatesOnObject(deleting: ObjectDeleting): Promise<string[]> {
  const rows = await deleting.database.db
    .selectFrom('report_template')
    .select('name')
    .where((eb) => eb(eb.fn('lower', ['object_api']), '=', deleting.apiName.toLowerCase()))
    .orderBy('name')
    .execute();
  return rows.map((row) => `report template "${row.name}"`);
}
