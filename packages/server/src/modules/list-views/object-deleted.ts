import type { ObjectDeleted } from '../metadata/index.js';

/** A deleted object's views (system ones too), what users changed about them and its keyword-index record go with it. */
export async function dropViewsOfObject({ database, objectId, tableName }: ObjectDeleted): Promise<void> {
  const { db } = database;
  const viewIds = (
    await db.selectFrom('list_view').select('id').where('object_id', '=', objectId).execute()
  ).map((row) => row.id);
  if (viewIds.length > 0) await db.deleteFrom('list_view_memory').where('view_id', 'in', viewIds).execute();
  await db.deleteFrom('list_view').where('object_id', '=', objectId).execute();
  await db.deleteFrom('list_search_index').where('table_name', '=', tableName).execute();
}
