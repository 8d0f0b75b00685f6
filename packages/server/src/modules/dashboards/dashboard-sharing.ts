import {
  type DashboardAccess,
  dashboardAccess,
  ErrorCode,
  folderAccessAtLeast,
  mayAdministerAccess,
  type ReportFolderShare,
  type ReportFolderShareLevel,
} from '@vela/core';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { DashboardTable } from '../../db/migrations/0107-dashboards.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError } from '../../http/envelope.js';
import { publicGroupsOfUser } from '../access/index.js';
import { checkedShares, describeShares } from '../reports/index.js';

/**
 * Who is asking, with the level of every dashboard share that reaches them (as a user, by their role,
 * by a public group of theirs): loaded once per call, so each dashboard's access is decided without
 * another query.
 */
export interface DashboardViewer {
  user: CurrentUser;
  isAdministrator: boolean;
  shareLevels: ReadonlyMap<string, readonly ReportFolderShareLevel[]>;
}

const sharedLevel = (level: string): ReportFolderShareLevel => (level === 'edit' ? 'edit' : 'view');

export async function loadDashboardViewer(
  database: DatabaseHandle,
  user: CurrentUser,
): Promise<DashboardViewer> {
  const isAdministrator = mayAdministerAccess(user.profileId);
  const shareLevels = new Map<string, ReportFolderShareLevel[]>();
  if (isAdministrator) return { user, isAdministrator, shareLevels };
  const groups = (await publicGroupsOfUser(database, user.orgId, user.userId)).map((group) => group.id);
  const shares = await database.db
    .selectFrom('dashboard_share')
    .select(['dashboard_id', 'level'])
    .where('org_id', '=', user.orgId)
    .where((eb) =>
      eb.or([
        eb.and([eb('principal_kind', '=', 'user'), eb('principal_id', '=', user.userId)]),
        ...(user.roleId
          ? [eb.and([eb('principal_kind', '=', 'role'), eb('principal_id', '=', user.roleId)])]
          : []),
        ...(groups.length > 0
          ? [eb.and([eb('principal_kind', '=', 'group'), eb('principal_id', 'in', groups)])]
          : []),
      ]),
    )
    .execute();
  for (const share of shares)
    shareLevels.set(share.dashboard_id, [
      ...(shareLevels.get(share.dashboard_id) ?? []),
      sharedLevel(share.level),
    ]);
  return { user, isAdministrator, shareLevels };
}

/** The dashboards a viewer may open, as a condition on the dashboard table. */
export function visibleTo(viewer: DashboardViewer) {
  const { user } = viewer;
  if (viewer.isAdministrator) return sql<boolean>`org_id = ${user.orgId}`;
  const shared = [...viewer.shareLevels.keys()];
  const viaShare = shared.length > 0 ? sql`or id in (${sql.join(shared.map((id) => sql`${id}`))})` : sql``;
  return sql<boolean>`org_id = ${user.orgId} and (owner_id = ${user.userId} or is_public = 1 ${viaShare})`;
}

export const accessOf = (viewer: DashboardViewer, row: DashboardTable): DashboardAccess | null =>
  dashboardAccess({
    isOwner: row.owner_id === viewer.user.userId,
    isAdministrator: viewer.isAdministrator,
    isPublic: row.is_public === 1,
    shareLevels: viewer.shareLevels.get(row.id) ?? [],
  });

/** Refuses (403, naming what is missing) a dashboard the viewer sees but may not `doing`. */
export function requireAccess(
  viewer: DashboardViewer,
  row: DashboardTable,
  wanted: 'edit' | 'manage',
  doing: string,
): void {
  if (folderAccessAtLeast(accessOf(viewer, row), wanted)) return;
  throw new AppError(
    ErrorCode.FORBIDDEN,
    `Dashboard "${row.name}": ${
      wanted === 'manage' ? 'only its owner or an administrator may' : 'you need edit access to'
    } ${doing}`,
  );
}

export async function shareCounts(
  database: DatabaseHandle,
  ids: readonly string[],
): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await database.db
    .selectFrom('dashboard_share')
    .select(['dashboard_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('dashboard_id', 'in', [...ids])
    .groupBy('dashboard_id')
    .execute();
  return new Map(rows.map((row) => [row.dashboard_id, Number(row.n)]));
}

/** A dashboard's shares with the names they show as, and everyone it may be shared with. */
export async function dashboardShares(
  database: DatabaseHandle,
  viewer: DashboardViewer,
  row: DashboardTable,
) {
  requireAccess(viewer, row, 'manage', 'see whom it is shared with');
  const rows = await database.db
    .selectFrom('dashboard_share')
    .selectAll()
    .where('dashboard_id', '=', row.id)
    .execute();
  return describeShares(database, viewer.user, rows);
}

/** Replaces a dashboard's shares (its owner or an administrator). */
export async function replaceDashboardShares(
  database: DatabaseHandle,
  viewer: DashboardViewer,
  row: DashboardTable,
  shares: readonly ReportFolderShare[],
): Promise<number> {
  requireAccess(viewer, row, 'manage', 'share it');
  const unique = await checkedShares(database, viewer.user, shares);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('dashboard_share').where('dashboard_id', '=', row.id).execute();
    if (unique.length > 0)
      await trx
        .insertInto('dashboard_share')
        .values(
          unique.map((share) => ({
            dashboard_id: row.id,
            org_id: row.org_id,
            principal_kind: share.kind,
            principal_id: share.id,
            level: share.level,
          })),
        )
        .execute();
  });
  return unique.length;
}
