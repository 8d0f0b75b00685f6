import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { CurrentUser } from '../../http/current-user.js';

export interface ReportEnableFlags {
  relateId: string;
  isenable: boolean;
  run: boolean;
  export: boolean;
  new: boolean;
}

/** DECISIONS 15: the three flags per report; isenable false turns all three off. */
export function reportFlagsFrom(row: {
  relate_id: string;
  isenable: number;
  can_run: number;
  can_export: number;
  can_new: number;
}): ReportEnableFlags {
  const enabled = row.isenable === 1;
  return {
    relateId: row.relate_id,
    isenable: enabled,
    run: enabled && row.can_run === 1,
    export: enabled && row.can_export === 1,
    new: enabled && row.can_new === 1,
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
  return rows.map(reportFlagsFrom);
}
