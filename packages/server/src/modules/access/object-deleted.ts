import type { ObjectDeleted } from '../metadata/index.js';
import { forgetFieldAccess } from './object-permissions.js';

/** A deleted object's permissions, defaults, sharing rules and shares go with it. */
export async function dropAccessOfObject({ database, objectId }: ObjectDeleted): Promise<void> {
  for (const table of [
    'access_object_permission',
    'access_field_permission',
    'access_owd',
    'access_sharing_rule',
    'record_share',
  ] as const)
    await database.db.deleteFrom(table).where('object_id', '=', objectId).execute();
  forgetFieldAccess();
}
