import {
  type CallAnswer,
  normaliseObjectPermissions,
  type SaveObjectPermissionsRequest,
  type saveObjectPermissionsContract,
} from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { currentMetadata, resolveObject } from '../../metadata/index.js';
import { accessSettingsChanged, permissionChangeAudit, requireAccessAdmin } from '../admin-guard.js';
import type { AccessChangeContext } from './change-support.js';

export type SaveObjectPermissionsResult = CallAnswer<typeof saveObjectPermissionsContract>;

/** Sets a profile's object permissions on one object. */
export async function saveObjectPermissions(
  context: AccessChangeContext,
  user: CurrentUser,
  input: SaveObjectPermissionsRequest,
): Promise<SaveObjectPermissionsResult> {
  requireAccessAdmin(user);
  const { profileId, objectApi, ...given } = input;
  const object = resolveObject(await currentMetadata(context.database), { objectApi });
  const permissions = normaliseObjectPermissions(given);
  const row = {
    can_read: permissions.read ? 1 : 0,
    can_create: permissions.create ? 1 : 0,
    can_edit: permissions.edit ? 1 : 0,
    can_delete: permissions.delete ? 1 : 0,
    view_all: permissions.viewAll ? 1 : 0,
    modify_all: permissions.modifyAll ? 1 : 0,
  };
  await context.database.db
    .insertInto('access_object_permission')
    .values({ org_id: user.orgId, profile_id: profileId, object_id: object.id, ...row })
    .onConflict((conflict) => conflict.columns(['org_id', 'profile_id', 'object_id']).doUpdateSet(row))
    .execute();
  await permissionChangeAudit(context)(user, `profile:${profileId}`, { object: object.apiName, permissions });
  accessSettingsChanged();
  return { profileId, objectApi: object.apiName, permissions };
}
