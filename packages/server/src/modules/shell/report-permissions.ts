import type { AppPermissions, ReportEnableFlags } from '@vela/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';
import { appPermissionsOf } from '../access/index.js';

/**
 * DECISIONS 15: the three flags per report; isenable false turns all three
 * off. A flag also needs the user's profile to allow it (issue 4).
 */
export function reportFlagsFrom(
  row: {
    relate_id: string;
    isenable: number;
    can_run: number;
    can_export: number;
    can_new: number;
  },
  profile: Pick<AppPermissions, 'reportRun' | 'reportExport' | 'reportNew'>,
): ReportEnableFlags {
  const enabled = row.isenable === 1;
  return {
    relateId: row.relate_id,
    isenable: enabled,
    run: enabled && row.can_run === 1 && profile.reportRun,
    export: enabled && row.can_export === 1 && profile.reportExport,
    new: enabled && row.can_new === 1 && profile.reportNew,
  };
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
