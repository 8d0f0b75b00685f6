import type { DatabaseHandle } from '../../db/database.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { anyUserOfPartnerAccount, findOrgUser } from '../auth/index.js';
import { parseGroupName } from './group-names.js';

/**
 * Checks that a group named by an admin call exists in the caller's
 * organisation: a user, a role, a public group or a partner account with
 * users. Answers a clear error naming the reference otherwise.
 */
export async function assertGroupOfOrg(
  database: DatabaseHandle,
  orgId: string,
  reference: string,
  where: string,
) {
  const parsed = parseGroupName(reference);
  if (!parsed)
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `${where}: "${reference}" is not a group; write user:<id>, role:<id>, roleSub:<id>, group:<id> or partner:<account id>`,
    );
  let found = false;
  if (parsed.kind === 'user') {
    found = (await findOrgUser(database, orgId, parsed.id)) !== undefined;
  } else if (parsed.kind === 'role' || parsed.kind === 'roleSub') {
    found = !!(await database.db
      .selectFrom('access_role')
      .select('id')
      .where('id', '=', parsed.id)
      .where('org_id', '=', orgId)
      .executeTakeFirst());
  } else if (parsed.kind === 'group') {
    found = !!(await database.db
      .selectFrom('access_public_group')
      .select('id')
      .where('id', '=', parsed.id)
      .where('org_id', '=', orgId)
      .executeTakeFirst());
  } else {
    found = await anyUserOfPartnerAccount(database, orgId, parsed.id);
  }
  if (!found)
    throw new AppError(ErrorCode.NOT_FOUND, `${where}: ${parsed.kind} "${parsed.id}" was not found`);
  return parsed;
}
