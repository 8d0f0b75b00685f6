import type { CallAnswer, SaveOwdRequest, saveOwdContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { currentMetadata, resolveObject } from '../../metadata/index.js';
import { parentField, rememberObjects } from '../access-filter.js';
import { accessSettingsChanged, permissionChangeAudit, requireAccessAdmin } from '../admin-guard.js';
import type { AccessChangeContext } from './change-support.js';

export type SaveOwdResult = CallAnswer<typeof saveOwdContract>;

/** Sets an object's organisation-wide default; only an object with a parent (master-detail field or core-named lookup) can be controlled by it. */
export async function saveOwd(
  context: AccessChangeContext,
  user: CurrentUser,
  input: SaveOwdRequest,
): Promise<SaveOwdResult> {
  requireAccessAdmin(user);
  const snapshot = await currentMetadata(context.database);
  rememberObjects(snapshot);
  const object = resolveObject(snapshot, { objectApi: input.objectApi });
  const { defaultAccess } = input;
  if (defaultAccess === 'controlledByParent' && !parentField(object))
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `body.defaultAccess: ${object.label} has no parent record (master-detail field), so no parent can control it`,
    );
  await context.database.db
    .insertInto('access_owd')
    .values({ org_id: user.orgId, object_id: object.id, default_access: defaultAccess })
    .onConflict((conflict) =>
      conflict.columns(['org_id', 'object_id']).doUpdateSet({ default_access: defaultAccess }),
    )
    .execute();
  await permissionChangeAudit(context)(user, `owd:${object.apiName}`, { defaultAccess });
  accessSettingsChanged();
  return { objectApi: object.apiName, defaultAccess };
}
