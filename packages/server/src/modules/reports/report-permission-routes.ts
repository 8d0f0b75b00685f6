import {
  getReportPermissionsContract,
  mayAdministerAccess,
  type ReportPermissionRow,
  type StoredReportFlags,
  saveReportPermissionContract,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, badRequest, ErrorCode, okEnvelope } from '../../http/envelope.js';
import type { ModuleContext } from '../module.js';
import { storedReportFlagsOf, writeReportFlags } from '../shell/index.js';

const ALL_ON: StoredReportFlags = { isenable: true, run: true, export: true, new: true };

function requireAdministrator(user: CurrentUser): void {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, "Only an administrator may switch reports' features");
}

/** Every report of the organisation, by folder and name, with its switches. */
async function permissionRows(context: ModuleContext, orgId: string, reportId?: string) {
  let query = context.database.db
    .selectFrom('report')
    .leftJoin('report_folder', 'report_folder.id', 'report.folder_id')
    .select(['report.id as id', 'report.name as name', 'report_folder.name as folder'])
    .where('report.org_id', '=', orgId);
  if (reportId) query = query.where('report.id', '=', reportId);
  const rows = await query
    .orderBy('report_folder.name')
    .orderBy('report.name')
    .orderBy('report.id')
    .execute();
  const stored = await storedReportFlagsOf(context.database.db, orgId);
  return rows.map(
    (row): ReportPermissionRow => ({
      reportId: row.id,
      name: row.name,
      folder: row.folder ?? '',
      ...(stored.get(row.id) ?? ALL_ON),
    }),
  );
}

/**
 * DECISIONS 15's switches, set by an administrator: a report switched off, or one of its run, export or
 * new features, is refused on every call that would use it (report-store's readReportFor), saying which.
 */
export function registerReportPermissionRoutes(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    getReportPermissionsContract.path,
    { schema: contractSchema(getReportPermissionsContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      requireAdministrator(user);
      return okEnvelope(await permissionRows(context, user.orgId), request.id);
    },
  );
  api.post(
    saveReportPermissionContract.path,
    { schema: contractSchema(saveReportPermissionContract) },
    async (request) => {
      const user = requireUser(request.currentUser);
      requireAdministrator(user);
      const { reportId, ...flags } = request.body.body;
      const [known] = await permissionRows(context, user.orgId, reportId);
      if (!known) throw badRequest(`reportId: no report "${reportId}" in this organisation`);
      await writeReportFlags(context.database.db, user.orgId, reportId, flags);
      return okEnvelope({ ...known, ...flags }, request.id);
    },
  );
}
