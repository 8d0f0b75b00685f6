import type { DatabaseHandle } from '../../../db/database.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import type { ModuleContext } from '../../module.js';
import { rebuildAccessGraph } from '../access-graph.js';
import { accessSettingsChanged, permissionChangeAudit } from '../admin-guard.js';

/** What an access change needs of the module context: the database and the clock. */
export type AccessChangeContext = Pick<ModuleContext, 'database' | 'now'>;

/**
 * After a change of roles, users' roles or profiles, or public groups: the
 * organisation's access graph is rebuilt, caches forget, and the audit log
 * says who changed what.
 */
export async function hierarchyChanged(
  context: AccessChangeContext,
  user: CurrentUser,
  target: string,
  detail: unknown,
): Promise<void> {
  await rebuildAccessGraph(context.database, user.orgId);
  accessSettingsChanged();
  await permissionChangeAudit(context)(user, target, detail);
}

/** A role of the caller's organisation; another organisation's role answers as a missing one. */
export async function roleOfOrg(database: DatabaseHandle, orgId: string, roleId: string, where: string) {
  const role = await database.db
    .selectFrom('access_role')
    .selectAll()
    .where('id', '=', roleId)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!role) throw new AppError(ErrorCode.NOT_FOUND, `${where}: role "${roleId}" was not found`);
  return role;
}
