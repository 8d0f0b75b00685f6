import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  folderAccessAtLeast,
  MAX_REPORT_FOLDER_NAME,
  mayAdministerAccess,
  type ReportFolder,
  type ReportFolderAccess,
  type ReportFolderShare,
  type ReportFolderShareLevel,
  type ReportSharePrincipal,
  reportFolderAccess,
} from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { ReportFolderTable } from '../../db/migrations/0106-report-folders.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, badRequest, notFound } from '../../http/envelope.js';
import { publicGroupsOfOrg, publicGroupsOfUser, rolesOfOrg } from '../access/index.js';
import { activeUsersOfOrg, userNames } from '../auth/index.js';

/**
 * Who is asking, with every folder they reach and how: loaded once per call, so
 * each report's visibility and editability is decided without another query.
 */
export interface ReportViewer {
  user: CurrentUser;
  isAdministrator: boolean;
  folders: ReadonlyMap<string, { row: ReportFolderTable; access: ReportFolderAccess }>;
}

const sharedLevel = (level: string): ReportFolderShareLevel => (level === 'edit' ? 'edit' : 'view');

export async function loadViewer(database: DatabaseHandle, user: CurrentUser): Promise<ReportViewer> {
  const isAdministrator = mayAdministerAccess(user.profileId);
  const folders = new Map<string, { row: ReportFolderTable; access: ReportFolderAccess }>();
  if (isAdministrator) {
    const rows = await database.db
      .selectFrom('report_folder')
      .selectAll()
      .where('org_id', '=', user.orgId)
      .execute();
    for (const row of rows) folders.set(row.id, { row, access: 'manage' });
    return { user, isAdministrator, folders };
  }
  const groups = (await publicGroupsOfUser(database, user.orgId, user.userId)).map((group) => group.id);
  const shares = await database.db
    .selectFrom('report_folder_share')
    .select(['folder_id', 'level'])
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
  const levels = new Map<string, ReportFolderShareLevel[]>();
  for (const share of shares)
    levels.set(share.folder_id, [...(levels.get(share.folder_id) ?? []), sharedLevel(share.level)]);
  const rows = await database.db
    .selectFrom('report_folder')
    .selectAll()
    .where('org_id', '=', user.orgId)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', user.userId),
        ...(levels.size > 0 ? [eb('id', 'in', [...levels.keys()])] : []),
      ]),
    )
    .execute();
  for (const row of rows) {
    const access = reportFolderAccess({
      isOwner: row.owner_id === user.userId,
      isAdministrator,
      shareLevels: levels.get(row.id) ?? [],
    });
    if (access) folders.set(row.id, { row, access });
  }
  return { user, isAdministrator, folders };
}

/** A folder the viewer reaches with at least `wanted`; one they do not see is "not found", never described. */
export function folderFor(viewer: ReportViewer, id: string, wanted: ReportFolderAccess, doing: string) {
  const found = viewer.folders.get(id);
  if (!found) throw notFound(`Report folder "${id}"`);
  if (!folderAccessAtLeast(found.access, wanted))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `Report folder "${found.row.name}": ${
        wanted === 'manage' ? 'only its owner or an administrator may' : 'you need edit access to'
      } ${doing}`,
    );
  return found.row;
}

/**
 * The reports each folder holds: builder reports and custom SQL reports alike, so a folder is not deleted
 * from under a custom SQL report (which would leave it reachable by its owner and administrators only).
 */
async function reportCounts(database: DatabaseHandle, orgId: string, ids: readonly string[]) {
  const counts = new Map<string, number>();
  if (ids.length === 0) return counts;
  for (const table of ['report', 'custom_sql_report'] as const) {
    const rows = await database.db
      .selectFrom(table)
      .select(['folder_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('org_id', '=', orgId)
      .where('folder_id', 'in', [...ids])
      .groupBy('folder_id')
      .execute();
    for (const row of rows)
      counts.set(String(row.folder_id), (counts.get(String(row.folder_id)) ?? 0) + Number(row.n));
  }
  return counts;
}

export async function describeFolders(
  database: DatabaseHandle,
  viewer: ReportViewer,
  ids: readonly string[] = [...viewer.folders.keys()],
): Promise<ReportFolder[]> {
  const found = ids.flatMap((id) => {
    const folder = viewer.folders.get(id);
    return folder ? [folder] : [];
  });
  const owners = await userNames(database, [...new Set(found.map(({ row }) => row.owner_id))]);
  const counts = await reportCounts(database, viewer.user.orgId, ids);
  return found
    .map(({ row, access }) => ({
      id: row.id,
      name: row.name,
      ownerId: row.owner_id,
      ownerName: owners.get(row.owner_id) ?? '',
      access,
      reportCount: counts.get(row.id) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}

function checkedName(raw: string): string {
  const name = raw.trim();
  if (name === '') throw badRequest('Folder name: enter a name');
  if (name.length > MAX_REPORT_FOLDER_NAME)
    throw badRequest(`Folder name: at most ${MAX_REPORT_FOLDER_NAME} characters`);
  return name;
}

/** Creates a folder (any internal user; it is theirs) or renames one the viewer may edit. */
export async function writeFolder(
  database: DatabaseHandle,
  viewer: ReportViewer,
  draft: { id?: string | undefined; name: string },
  now: Date,
): Promise<string> {
  const name = checkedName(draft.name);
  const stamp = now.toISOString();
  if (draft.id) {
    const row = folderFor(viewer, draft.id, 'edit', 'rename it');
    await database.db
      .updateTable('report_folder')
      .set({ name, updated_at: stamp })
      .where('id', '=', row.id)
      .execute();
    return row.id;
  }
  if (viewer.user.isPartner)
    throw new AppError(ErrorCode.FORBIDDEN, 'Partner users cannot create report folders');
  const id = randomUUID();
  await database.db
    .insertInto('report_folder')
    .values({
      id,
      org_id: viewer.user.orgId,
      owner_id: viewer.user.userId,
      name,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
  return id;
}

/** Deletes an empty folder; one holding reports is refused with the code the client shows as a toast. */
export async function removeFolder(
  database: DatabaseHandle,
  viewer: ReportViewer,
  id: string,
): Promise<void> {
  const row = folderFor(viewer, id, 'manage', 'delete it');
  const count = (await reportCounts(database, viewer.user.orgId, [row.id])).get(row.id) ?? 0;
  if (count > 0)
    throw new AppError(
      ErrorCode.REPORT_FOLDER_NOT_EMPTY,
      `Report folder "${row.name}" still holds ${count} report${count === 1 ? '' : 's'}: move or delete ${
        count === 1 ? 'it' : 'them'
      } first`,
      // The client shows the toast in the reader's language.
      { messageKey: 'reports.folderNotEmpty', messageParams: { name: row.name, count } },
    );
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_folder_share').where('folder_id', '=', row.id).execute();
    await trx.deleteFrom('report_folder').where('id', '=', row.id).execute();
  });
}

/** Everyone a folder may be shared with: the organisation's internal active users, roles and public groups. */
export async function sharePrincipals(
  database: DatabaseHandle,
  user: CurrentUser,
): Promise<ReportSharePrincipal[]> {
  const people = await activeUsersOfOrg(database, user.orgId, { internalOnly: true });
  const roles = await rolesOfOrg(database, user.orgId);
  const groups = await publicGroupsOfOrg(database, user.orgId);
  return [
    ...people.map((person) => ({ kind: 'user' as const, id: person.id, name: person.name })),
    ...roles.map((role) => ({ kind: 'role' as const, id: role.id, name: role.name })),
    ...groups.map((group) => ({ kind: 'group' as const, id: group.id, name: group.name })),
  ];
}

const principalKind = (kind: string) =>
  kind === 'role' ? ('role' as const) : kind === 'group' ? ('group' as const) : ('user' as const);

/**
 * Stored shares (a report folder's or a dashboard's) with the names they show as, and everyone
 * they may name: the one shape both sharing dialogs read.
 */
export async function describeShares(
  database: DatabaseHandle,
  user: CurrentUser,
  rows: ReadonlyArray<{ principal_kind: string; principal_id: string; level: string }>,
) {
  const principals = await sharePrincipals(database, user);
  const names = new Map(principals.map((principal) => [`${principal.kind}:${principal.id}`, principal.name]));
  const shares = rows.map((share) => ({
    kind: principalKind(share.principal_kind),
    id: share.principal_id,
    level: sharedLevel(share.level),
    name: names.get(`${share.principal_kind}:${share.principal_id}`) ?? share.principal_id,
  }));
  // Groups, roles, then users, each by name: the same order on every database.
  shares.sort(
    (a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name) || a.id.localeCompare(b.id),
  );
  return { shares, principals };
}

/** Shares as asked, each naming an active internal user, a role or a public group of the organisation, once. */
export async function checkedShares(
  database: DatabaseHandle,
  user: CurrentUser,
  shares: readonly ReportFolderShare[],
): Promise<ReportFolderShare[]> {
  const known = new Set((await sharePrincipals(database, user)).map((p) => `${p.kind}:${p.id}`));
  const unique = new Map<string, ReportFolderShare>();
  shares.forEach((share, index) => {
    const key = `${share.kind}:${share.id}`;
    if (!known.has(key))
      throw badRequest(
        `Share ${index + 1}: there is no ${share.kind === 'group' ? 'public group' : share.kind} "${share.id}" in your organisation`,
      );
    unique.set(key, share);
  });
  return [...unique.values()];
}

export async function folderShares(database: DatabaseHandle, viewer: ReportViewer, id: string) {
  const row = folderFor(viewer, id, 'manage', 'see whom it is shared with');
  const rows = await database.db
    .selectFrom('report_folder_share')
    .selectAll()
    .where('folder_id', '=', row.id)
    .execute();
  return describeShares(database, viewer.user, rows);
}

/** Replaces a folder's shares; each must name a user, role or public group of the organisation. */
export async function replaceFolderShares(
  database: DatabaseHandle,
  viewer: ReportViewer,
  id: string,
  shares: readonly ReportFolderShare[],
): Promise<number> {
  const row = folderFor(viewer, id, 'manage', 'share it');
  const unique = await checkedShares(database, viewer.user, shares);
  await database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('report_folder_share').where('folder_id', '=', row.id).execute();
    if (unique.length > 0)
      await trx
        .insertInto('report_folder_share')
        .values(
          unique.map((share) => ({
            folder_id: row.id,
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
