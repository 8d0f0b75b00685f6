import type { ObjectDeleted } from '../metadata/index.js';

/** A deleted object's records lose their tags (the tags themselves stay for other records). */
export async function dropTagsOfObject({ database, objectId }: ObjectDeleted): Promise<void> {
  await database.db.deleteFrom('record_tag').where('object_id', '=', objectId).execute();
}
