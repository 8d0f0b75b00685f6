import type { ObjectDeleted } from '../metadata/index.js';

/** Every app's menu items opening a deleted object go with it (the items under them cascade). */
export async function dropMenuItemsOfObject({ database, objectId, apiName }: ObjectDeleted): Promise<void> {
  await database.db
    .deleteFrom('menu_item')
    .where((eb) => eb.or([eb('obj_id', '=', objectId), eb('object_api', '=', apiName)]))
    .execute();
}
