import type { DatabaseHandle } from '../../db/database.js';
import { isFileId } from './file-store.js';

/**
 * Which records a file belongs to (table record_file): files attached on a
 * record's Files tab, and files a record's file or image fields hold (linked
 * on every save). A file that belongs to records is downloaded only by users
 * who may read one of them.
 */
export type FileLinkSource = 'attached' | 'field';

export interface RecordFileLink {
  objectId: string;
  recordId: string;
  fileId: string;
  source: FileLinkSource;
  addedBy: string;
  addedAt: string;
}

export async function linkFilesToRecord(
  database: DatabaseHandle,
  link: {
    orgId: string;
    objectId: string;
    recordId: string;
    source: FileLinkSource;
    userId: string;
    now: Date;
  },
  fileIds: readonly string[],
): Promise<void> {
  const ids = [...new Set(fileIds.filter(isFileId))];
  if (ids.length === 0) return;
  await database.db
    .insertInto('record_file')
    .values(
      ids.map((fileId) => ({
        org_id: link.orgId,
        object_id: link.objectId,
        record_id: link.recordId,
        file_id: fileId,
        source: link.source,
        added_by: link.userId,
        added_at: link.now.toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.columns(['record_id', 'file_id']).doNothing())
    .execute();
}

/** The files of one record, newest first. */
export async function filesOfRecord(database: DatabaseHandle, recordId: string): Promise<RecordFileLink[]> {
  const rows = await database.db
    .selectFrom('record_file')
    .selectAll()
    .where('record_id', '=', recordId)
    .orderBy('added_at', 'desc')
    .execute();
  return rows.map((row) => ({
    objectId: row.object_id,
    recordId: row.record_id,
    fileId: row.file_id,
    source: row.source === 'field' ? 'field' : 'attached',
    addedBy: row.added_by,
    addedAt: row.added_at,
  }));
}

/** The records (object id, record id) a file belongs to, in the caller's organisation. */
export async function recordsOfFile(
  database: DatabaseHandle,
  orgId: string,
  fileId: string,
): Promise<Array<{ objectId: string; recordId: string }>> {
  const rows = await database.db
    .selectFrom('record_file')
    .select(['object_id', 'record_id'])
    .where('file_id', '=', fileId)
    .where('org_id', '=', orgId)
    .execute();
  return rows.map((row) => ({ objectId: row.object_id, recordId: row.record_id }));
}

/** Unbinds a file attached to a record; a file a field holds stays (change the field). False when nothing was attached. */
export async function unlinkAttachedFile(
  database: DatabaseHandle,
  orgId: string,
  recordId: string,
  fileId: string,
): Promise<'removed' | 'field' | 'none'> {
  const row = await database.db
    .selectFrom('record_file')
    .select('source')
    .where('org_id', '=', orgId)
    .where('record_id', '=', recordId)
    .where('file_id', '=', fileId)
    .executeTakeFirst();
  if (!row) return 'none';
  if (row.source === 'field') return 'field';
  await database.db
    .deleteFrom('record_file')
    .where('org_id', '=', orgId)
    .where('record_id', '=', recordId)
    .where('file_id', '=', fileId)
    .execute();
  return 'removed';
}
