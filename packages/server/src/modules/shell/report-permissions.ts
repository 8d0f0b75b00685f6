import {
  type AppPermissions,
  type ReportAction,
  type ReportActions,
  type ReportEnableFlags,
  reportActionRefusal,
  reportActionsFor,
  type StoredReportFlags,
} from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { appPermissionsOf } from '../access/index.js';

interface ReportPermissionRow {
  relate_id: string;
  isenable: number;
  can_run: number;
  can_export: number;
  can_new: number;
}

const storedFlags = (row: ReportPermissionRow): StoredReportFlags => ({
  isenable: row.isenable === 1,
  run: row.can_run === 1,
  export: row.can_export === 1,
  new: row.can_new === 1,
});

/** DECISIONS 15: the three flags of a report as the user has them (core's reportActionsFor decides). */
export function reportFlagsFrom(
  row: ReportPermissionRow,
  profile: Pick<AppPermissions, 'reportRun' | 'reportExport' | 'reportNew'>,
): ReportEnableFlags {
  const stored = storedFlags(row);
  return { relateId: row.relate_id, isenable: stored.isenable, ...reportActionsFor(stored, profile) };
}

export async function listReportEnableFlags(
  db: Kysely<Database>,
  user: CurrentUser,
): Promise<ReportEnableFlags[]> {
  const rows = await db
    .selectFrom('report_permission')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .orderBy('relate_id')
    .execute();
  const profile = await appPermissionsOf(db, user.orgId, user.profileId);
  return rows.map((row) => reportFlagsFrom(row, profile));
}

/** What one user may do with some reports, read once for a list or a call. */
export interface ReportPermits {
  /** The profile alone: for a report not saved yet. */
  profile: ReportActions;
  of(reportId: string): ReportActions;
  /** Refuses (403, saying why) unless the user may do this with this report (undefined: an unsaved one). */
  require(action: ReportAction, reportId: string | undefined): void;
}

export async function reportPermitsOf(
  db: Kysely<Database>,
  user: CurrentUser,
  reportIds: readonly string[],
): Promise<ReportPermits> {
  const ids = [...new Set(reportIds)];
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('report_permission')
          .selectAll()
          .where('org_id', '=', user.orgId)
          .where('relate_id', 'in', ids)
          .execute();
  const stored = new Map(rows.map((row) => [row.relate_id, storedFlags(row)]));
  const profile = await appPermissionsOf(db, user.orgId, user.profileId);
  return {
    profile: reportActionsFor(undefined, profile),
    of: (reportId) => reportActionsFor(stored.get(reportId), profile),
    require: (action, reportId) => {
      const refusal = reportActionRefusal(action, reportId ? stored.get(reportId) : undefined, profile);
      if (refusal) throw new AppError(ErrorCode.FORBIDDEN, refusal);
    },
  };
}

/** The organisation's own report switches by report id (a report without any has them all on). */
export async function storedReportFlagsOf(
  db: Kysely<Database>,
  orgId: string,
): Promise<Map<string, StoredReportFlags>> {
  const rows = await db.selectFrom('report_permission').selectAll().where('org_id', '=', orgId).execute();
  return new Map(rows.map((row) => [row.relate_id, storedFlags(row)]));
}

/** Sets one report's switches (the reports module checks the report and who asks). */
export async function writeReportFlags(
  db: Kysely<Database>,
  orgId: string,
  relateId: string,
  flags: StoredReportFlags,
): Promise<void> {
  const values = {
    isenable: flags.isenable ? 1 : 0,
    can_run: flags.run ? 1 : 0,
    can_export: flags.export ? 1 : 0,
    can_new: flags.new ? 1 : 0,
  };
  await db
    .insertInto('report_permission')
    .values({ org_id: orgId, relate_id: relateId, ...values })
    .onConflict((conflict) => conflict.columns(['org_id', 'relate_id']).doUpdateSet(values))
    .execute();
}
