import { type ListedTag, newRecordId, TAG_NAME_MAX, type TaggedGroup, type TagInfo } from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { currentMetadata, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { canAccessRecord, readableRecords, recordAccessFilter } from '../records/index.js';

/**
 * Tags (issue 7, commonObjects/tagList): names an organisation shares, put on
 * and taken off records from their detail page by anyone who may read the
 * record; a tag's records are listed through the same access filter as
 * every list, so a tag never shows a record its reader may not read.
 */
/** The answers' shapes and the name limit are core's tag contracts (issue 17). */
export { type ListedTag, TAG_NAME_MAX, type TaggedGroup, type TagInfo };
/** How many records of each object a tag's list shows. */
export const TAGGED_PER_OBJECT = 200;

const mayManage = (user: CurrentUser, createdBy: string) =>
  user.profileId === 'system_admin' || createdBy === user.userId;

/** A tag name as stored: trimmed, inner spaces single; refused when empty or too long. */
export function cleanTagName(name: string): string {
  const cleaned = name.trim().replace(/\s+/g, ' ');
  if (cleaned === '') throw new AppError(ErrorCode.BAD_REQUEST, 'name: a tag needs a name');
  if ([...cleaned].length > TAG_NAME_MAX)
    throw new AppError(ErrorCode.BAD_REQUEST, `name: a tag name has at most ${TAG_NAME_MAX} characters`);
  return cleaned;
}

/** The record's object, when the user may read the record; otherwise "not found", whether it exists or not. */
async function readableRecord(
  context: ModuleContext,
  user: CurrentUser,
  recordId: string,
): Promise<ObjectModel> {
  const snapshot = await currentMetadata(context.database);
  const object = snapshot.byPrefix.get(recordId.slice(0, 3));
  if (object && (await canAccessRecord(context.database, user, object, { id: recordId }))) {
    const row = await sql<{
      is_deleted: number;
    }>`select is_deleted from ${sql.table(object.tableName)} where id = ${recordId}`.execute(
      context.database.db,
    );
    if (row.rows[0] && Number(row.rows[0].is_deleted) === 0) return object;
  }
  throw new AppError(ErrorCode.NOT_FOUND, `No record ${recordId} that you may read`);
}

/**
 * The organisation's tags the caller may know of: those on a record they may
 * read, those they made, and every tag for an administrator (who manages
 * them). A tag used only on records the caller may not read is no business
 * of theirs: its name could tell what those records are about.
 */
export async function listTags(context: ModuleContext, user: CurrentUser): Promise<ListedTag[]> {
  const rows = await context.database.db
    .selectFrom('tag')
    .select(['id', 'name', 'created_by'])
    .where('org_id', '=', user.orgId)
    .orderBy('name_key')
    .execute();
  const listed = (row: (typeof rows)[number]) => ({
    id: row.id,
    name: row.name,
    canManage: mayManage(user, row.created_by),
  });
  if (user.profileId === 'system_admin') return rows.map(listed);
  const uses = await context.database.db
    .selectFrom('record_tag')
    .innerJoin('tag', 'tag.id', 'record_tag.tag_id')
    .select([
      'record_tag.tag_id as tagId',
      'record_tag.record_id as recordId',
      'record_tag.object_id as objectId',
    ])
    .where('tag.org_id', '=', user.orgId)
    .execute();
  const snapshot = await currentMetadata(context.database);
  const idsByObject = new Map<string, string[]>();
  for (const use of uses)
    idsByObject.set(use.objectId, [...(idsByObject.get(use.objectId) ?? []), use.recordId]);
  const targets = [...idsByObject].flatMap(([objectId, ids]) => {
    const object = snapshot.byId.get(objectId);
    return object ? [{ object, ids }] : [];
  });
  const readable = await readableRecords(context.database, user, targets);
  const seen = new Set(uses.filter((use) => readable.has(use.recordId)).map((use) => use.tagId));
  return rows.filter((row) => row.created_by === user.userId || seen.has(row.id)).map(listed);
}

/** The organisation's tag, when the caller may rename or delete it; 404 for another organisation's or none. */
async function manageableTag(context: ModuleContext, user: CurrentUser, tagId: string) {
  const tag = await context.database.db
    .selectFrom('tag')
    .select(['id', 'name', 'created_by'])
    .where('id', '=', tagId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!tag) throw new AppError(ErrorCode.NOT_FOUND, `No tag ${tagId} in your organisation`);
  if (!mayManage(user, tag.created_by))
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `Only whoever made the tag "${tag.name}" or an administrator may rename or delete it`,
    );
  return tag;
}

/** Renames a tag for every record carrying it; refused when another tag of the organisation has that name. */
export async function renameTag(
  context: ModuleContext,
  user: CurrentUser,
  tagId: string,
  rawName: string,
): Promise<TagInfo> {
  const name = cleanTagName(rawName);
  const tag = await manageableTag(context, user, tagId);
  const nameKey = name.toLowerCase();
  const clash = await context.database.db
    .selectFrom('tag')
    .select('id')
    .where('org_id', '=', user.orgId)
    .where('name_key', '=', nameKey)
    .where('id', '!=', tag.id)
    .executeTakeFirst();
  if (clash) throw new AppError(ErrorCode.BAD_REQUEST, `name: there is already a tag "${name}"`);
  await context.database.db
    .updateTable('tag')
    .set({ name, name_key: nameKey })
    .where('id', '=', tag.id)
    .execute();
  return { id: tag.id, name };
}

/** Deletes a tag and takes it off every record, in one transaction. */
export async function deleteTag(context: ModuleContext, user: CurrentUser, tagId: string): Promise<TagInfo> {
  const tag = await manageableTag(context, user, tagId);
  await context.database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('record_tag').where('tag_id', '=', tag.id).execute();
    await trx.deleteFrom('tag').where('id', '=', tag.id).execute();
  });
  return { id: tag.id, name: tag.name };
}

export async function recordTags(
  context: ModuleContext,
  user: CurrentUser,
  recordId: string,
): Promise<TagInfo[]> {
  await readableRecord(context, user, recordId);
  return context.database.db
    .selectFrom('record_tag')
    .innerJoin('tag', 'tag.id', 'record_tag.tag_id')
    .select(['tag.id as id', 'tag.name as name'])
    .where('record_tag.record_id', '=', recordId)
    .where('tag.org_id', '=', user.orgId)
    .orderBy('tag.name_key')
    .execute();
}

/** Puts a tag on a record, making the tag when the organisation has none of that name (any case). */
export async function addRecordTag(
  context: ModuleContext,
  user: CurrentUser,
  recordId: string,
  rawName: string,
): Promise<TagInfo[]> {
  const name = cleanTagName(rawName);
  const object = await readableRecord(context, user, recordId);
  const now = context.now().toISOString();
  const db = context.database.db;
  const nameKey = name.toLowerCase();
  await db
    .insertInto('tag')
    .values({
      id: newRecordId('0tg'),
      org_id: user.orgId,
      name,
      name_key: nameKey,
      created_by: user.userId,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['org_id', 'name_key']).doNothing())
    .execute();
  const tag = await db
    .selectFrom('tag')
    .select('id')
    .where('org_id', '=', user.orgId)
    .where('name_key', '=', nameKey)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('record_tag')
    .values({
      tag_id: tag.id,
      record_id: recordId,
      object_id: object.id,
      created_by: user.userId,
      created_at: now,
    })
    .onConflict((conflict) => conflict.columns(['tag_id', 'record_id']).doNothing())
    .execute();
  return recordTags(context, user, recordId);
}

export async function removeRecordTag(
  context: ModuleContext,
  user: CurrentUser,
  recordId: string,
  tagId: string,
): Promise<TagInfo[]> {
  await readableRecord(context, user, recordId);
  const tag = await context.database.db
    .selectFrom('tag')
    .select('id')
    .where('id', '=', tagId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!tag) throw new AppError(ErrorCode.NOT_FOUND, `No tag ${tagId} in your organisation`);
  await context.database.db
    .deleteFrom('record_tag')
    .where('tag_id', '=', tagId)
    .where('record_id', '=', recordId)
    .execute();
  return recordTags(context, user, recordId);
}

/** The records carrying a tag that the user may read, grouped by object. */
export async function taggedRecords(
  context: ModuleContext,
  user: CurrentUser,
  tagId: string,
): Promise<{ tag: TagInfo; groups: TaggedGroup[] }> {
  const db = context.database.db;
  const tag = await db
    .selectFrom('tag')
    .select(['id', 'name'])
    .where('id', '=', tagId)
    .where('org_id', '=', user.orgId)
    .executeTakeFirst();
  if (!tag) throw new AppError(ErrorCode.NOT_FOUND, `No tag ${tagId} in your organisation`);
  const objectIds = await db
    .selectFrom('record_tag')
    .select('object_id')
    .distinct()
    .where('tag_id', '=', tagId)
    .execute();
  const snapshot = await currentMetadata(context.database);
  const groups: TaggedGroup[] = [];
  for (const { object_id: objectId } of objectIds) {
    const object = snapshot.byId.get(objectId);
    if (!object) continue;
    const rows = await sql<{ id: string; name: string | null }>`select id, name from ${sql.table(
      object.tableName,
    )} where is_deleted = 0 and ${recordAccessFilter(user, object)} and id in (select record_id from record_tag where tag_id = ${tagId} and object_id = ${objectId}) order by name, id limit ${TAGGED_PER_OBJECT}`.execute(
      db,
    );
    if (rows.rows.length === 0) continue;
    groups.push({
      objId: object.id,
      objectApi: object.apiName,
      label: object.label,
      pluralLabel: object.pluralLabel,
      icon: object.icon,
      records: rows.rows.map((row) => ({ id: row.id, name: row.name ?? '' })),
    });
  }
  groups.sort((a, b) => a.pluralLabel.localeCompare(b.pluralLabel));
  return { tag, groups };
}
