import type { FollowedRecord } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { currentMetadata } from '../metadata/index.js';
import { recordAccessFilter, recordsDb } from '../records/index.js';

/** Following a record (the title box's follow button) and the list of records the user follows. */
export async function setFollowing(
  database: DatabaseHandle,
  user: CurrentUser,
  record: { objectId: string; id: string },
  follow: boolean,
  now: Date,
): Promise<void> {
  if (!follow) {
    await database.db
      .deleteFrom('record_follow')
      .where('user_id', '=', user.userId)
      .where('record_id', '=', record.id)
      .execute();
    return;
  }
  await database.db
    .insertInto('record_follow')
    .values({
      user_id: user.userId,
      object_id: record.objectId,
      record_id: record.id,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'record_id']).doNothing())
    .execute();
}

export async function isFollowing(
  database: DatabaseHandle,
  user: CurrentUser,
  recordId: string,
): Promise<boolean> {
  const row = await database.db
    .selectFrom('record_follow')
    .select('record_id')
    .where('user_id', '=', user.userId)
    .where('record_id', '=', recordId)
    .executeTakeFirst();
  return row !== undefined;
}

export type { FollowedRecord } from '@vela/core';

/**
 * The records the user follows and may still read, newest follow first.
 * Deleted records and records no longer shared with the user drop out.
 */
export async function followedRecords(
  database: DatabaseHandle,
  user: CurrentUser,
): Promise<FollowedRecord[]> {
  const follows = await database.db
    .selectFrom('record_follow')
    .selectAll()
    .where('user_id', '=', user.userId)
    .orderBy('created_at', 'desc')
    .limit(500)
    .execute();
  const snapshot = await currentMetadata(database);
  const byObject = new Map<string, string[]>();
  for (const follow of follows)
    byObject.set(follow.object_id, [...(byObject.get(follow.object_id) ?? []), follow.record_id]);
  const names = new Map<string, string>();
  for (const [objectId, ids] of byObject) {
    const object = snapshot.byId.get(objectId);
    if (!object) continue;
    const rows = await recordsDb(database)
      .selectFrom(object.tableName)
      .select(['id', 'name'])
      .where('id', 'in', ids)
      .where('is_deleted', '=', 0)
      .where(recordAccessFilter(user, object, 'read'))
      .execute();
    for (const row of rows) names.set(String(row.id), String(row.name ?? ''));
  }
  const result: FollowedRecord[] = [];
  for (const follow of follows) {
    const object = snapshot.byId.get(follow.object_id);
    const name = names.get(follow.record_id);
    if (!object || name === undefined) continue;
    result.push({
      id: follow.record_id,
      name,
      objectApi: object.apiName,
      objId: object.id,
      prefix: object.prefix,
      objectLabel: object.label,
      followedAt: follow.created_at,
    });
  }
  return result;
}
