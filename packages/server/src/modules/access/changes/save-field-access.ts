import type { CallAnswer, SaveFieldAccessRequest, saveFieldAccessContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { currentMetadata, resolveObject } from '../../metadata/index.js';
import { accessSettingsChanged, permissionChangeAudit, requireAccessAdmin } from '../admin-guard.js';
import type { AccessChangeContext } from './change-support.js';

export type SaveFieldAccessResult = CallAnswer<typeof saveFieldAccessContract>;

/**
 * Sets field-level security of fields of one object for a profile. Editable
 * is stored as no row; the fields that identify a record stay editable and a
 * required field cannot be hidden.
 */
export async function saveFieldAccess(
  context: AccessChangeContext,
  user: CurrentUser,
  input: SaveFieldAccessRequest,
): Promise<SaveFieldAccessResult> {
  requireAccessAdmin(user);
  const { profileId, objectApi, fields } = input;
  const object = resolveObject(await currentMetadata(context.database), { objectApi });
  for (const [index, entry] of fields.entries()) {
    const field = object.fieldsByApi.get(entry.field.toLowerCase());
    if (!field?.columnName)
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.fields[${index}]: ${object.label} has no stored field "${entry.field}"`,
      );
    if ((field.apiName === 'id' || field.apiName === 'name') && entry.access !== 'editable')
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.fields[${index}]: ${field.label} identifies the record and cannot be ${entry.access}`,
      );
    if (field.required && entry.access === 'hidden')
      throw new AppError(
        ErrorCode.BAD_REQUEST,
        `body.fields[${index}]: ${field.label} is required and cannot be hidden`,
      );
  }
  await context.database.db.transaction().execute(async (trx) => {
    for (const entry of fields) {
      const api = object.fieldsByApi.get(entry.field.toLowerCase())?.apiName ?? entry.field;
      await trx
        .deleteFrom('access_field_permission')
        .where('org_id', '=', user.orgId)
        .where('profile_id', '=', profileId)
        .where('object_id', '=', object.id)
        .where('field_api', '=', api)
        .execute();
      if (entry.access !== 'editable')
        await trx
          .insertInto('access_field_permission')
          .values({
            org_id: user.orgId,
            profile_id: profileId,
            object_id: object.id,
            field_api: api,
            level: entry.access,
          })
          .execute();
    }
  });
  await permissionChangeAudit(context)(user, `profile:${profileId}`, { object: object.apiName, fields });
  accessSettingsChanged();
  return { profileId, objectApi: object.apiName, changed: fields.length };
}
