import type { FileAccess } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { publicGroupsOfUser } from '../access/index.js';
import { currentMetadata } from '../metadata/index.js';
import { canAccessRecord } from '../records/index.js';
import { recordsOfFile } from './file-links.js';
import { isFileId, readFileInfo } from './file-store.js';

/** A file of the file centre as its table keeps it. */
export interface FileItem {
  id: string;
  orgId: string;
  ownerId: string;
  version: number;
  name: string;
  type: string;
  size: number;
  hash: string;
  createdAt: string;
  updatedAt: string;
}

type ItemRow = {
  id: string;
  org_id: string;
  owner_id: string;
  version: number;
  name: string;
  type: string;
  size: number;
  hash: string;
  created_at: string;
  updated_at: string;
};

export function toItem(row: ItemRow): FileItem {
  return {
    id: row.id,
    orgId: row.org_id,
    ownerId: row.owner_id,
    version: Number(row.version),
    name: row.name,
    type: row.type,
    size: Number(row.size),
    hash: row.hash,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function findItem(
  database: DatabaseHandle,
  orgId: string,
  id: string,
): Promise<FileItem | null> {
  if (!isFileId(id)) return null;
  const row = await database.db
    .selectFrom('file_item')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  return row ? toItem(row) : null;
}

/** A new file, or a new version of one, with content already kept under `hash`. */
export async function addVersion(
  database: DatabaseHandle,
  file: {
    id: string;
    orgId: string;
    userId: string;
    name: string;
    type: string;
    size: number;
    hash: string;
    now: Date;
    restoredFrom?: number | null;
  },
  existing: FileItem | null,
): Promise<FileItem> {
  const at = file.now.toISOString();
  const version = existing ? existing.version + 1 : 1;
  await database.db.transaction().execute(async (trx) => {
    if (existing) {
      const updated = await trx
        .updateTable('file_item')
        .set({ version, name: file.name, type: file.type, size: file.size, hash: file.hash, updated_at: at })
        .where('id', '=', file.id)
        .where('version', '=', existing.version)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) throw new Error('the file changed meanwhile; try again');
    } else {
      await trx
        .insertInto('file_item')
        .values({
          id: file.id,
          org_id: file.orgId,
          owner_id: file.userId,
          version,
          name: file.name,
          type: file.type,
          size: file.size,
          hash: file.hash,
          created_at: at,
          updated_at: at,
        })
        .execute();
    }
    await trx
      .insertInto('file_version')
      .values({
        file_id: file.id,
        version,
        name: file.name,
        type: file.type,
        size: file.size,
        hash: file.hash,
        uploaded_by: file.userId,
        uploaded_at: at,
        restored_from: file.restoredFrom ?? null,
      })
      .execute();
  });
  const item = await findItem(database, file.orgId, file.id);
  if (!item) throw new Error('the stored file vanished');
  return item;
}

export async function versionsOf(database: DatabaseHandle, fileId: string) {
  const rows = await database.db
    .selectFrom('file_version')
    .selectAll()
    .where('file_id', '=', fileId)
    .orderBy('version', 'desc')
    .execute();
  return rows.map((row) => ({
    version: Number(row.version),
    name: row.name,
    type: row.type,
    size: Number(row.size),
    hash: row.hash,
    uploadedBy: row.uploaded_by,
    uploadedAt: row.uploaded_at,
    restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
  }));
}

export async function sharesOf(database: DatabaseHandle, fileId: string) {
  const rows = await database.db
    .selectFrom('file_share')
    .selectAll()
    .where('file_id', '=', fileId)
    .orderBy('shared_at')
    .execute();
  return rows.map((row) => ({
    principalKind: row.principal_kind === 'group' ? ('group' as const) : ('user' as const),
    principalId: row.principal_id,
    level: row.level === 'edit' ? ('edit' as const) : ('view' as const),
  }));
}

export async function putShare(
  database: DatabaseHandle,
  share: {
    fileId: string;
    orgId: string;
    kind: 'user' | 'group';
    principalId: string;
    level: 'view' | 'edit';
    by: string;
    now: Date;
  },
): Promise<void> {
  await database.db
    .insertInto('file_share')
    .values({
      file_id: share.fileId,
      org_id: share.orgId,
      principal_kind: share.kind,
      principal_id: share.principalId,
      level: share.level,
      shared_by: share.by,
      shared_at: share.now.toISOString(),
    })
    .onConflict((conflict) =>
      conflict.columns(['file_id', 'principal_kind', 'principal_id']).doUpdateSet({ level: share.level }),
    )
    .execute();
}

export async function dropShare(
  database: DatabaseHandle,
  fileId: string,
  kind: 'user' | 'group',
  principalId: string,
): Promise<void> {
  await database.db
    .deleteFrom('file_share')
    .where('file_id', '=', fileId)
    .where('principal_kind', '=', kind)
    .where('principal_id', '=', principalId)
    .execute();
}

/** Remembers that a user opened a file (the Recent list). */
export async function noteOpened(database: DatabaseHandle, user: CurrentUser, fileId: string, now: Date) {
  await database.db
    .insertInto('file_recent')
    .values({ user_id: user.userId, file_id: fileId, org_id: user.orgId, opened_at: now.toISOString() })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'file_id']).doUpdateSet({ opened_at: now.toISOString() }),
    )
    .execute();
}

const RANK: Record<FileAccess, number> = { view: 1, edit: 2, owner: 3 };
const better = (a: FileAccess | null, b: FileAccess | null) =>
  a === null ? b : b === null ? a : RANK[a] >= RANK[b] ? a : b;

/** Whether the caller may read one of the records a file is bound to. */
async function readsABoundRecord(database: DatabaseHandle, user: CurrentUser, fileId: string) {
  const links = await recordsOfFile(database, user.orgId, fileId);
  if (links.length === 0) return { bound: false, readable: false };
  const snapshot = await currentMetadata(database);
  for (const link of links) {
    const object = snapshot.byId.get(link.objectId);
    if (object && (await canAccessRecord(database, user, object, { id: link.recordId }))) {
      return { bound: true, readable: true };
    }
  }
  return { bound: true, readable: false };
}

/**
 * What the caller may do with a file: its owner everything; a share with them
 * or with one of their public groups view or edit; readers of a record it is
 * bound to view. Anyone else nothing (the file answers as missing). A file
 * stored before the file centre (only on disk) keeps its old rule: readers of
 * its records, or the whole organisation while it belongs to none.
 */
export async function fileAccessOf(
  database: DatabaseHandle,
  dataDir: string,
  user: CurrentUser,
  fileId: string,
): Promise<{ access: FileAccess | null; item: FileItem | null }> {
  if (!isFileId(fileId)) return { access: null, item: null };
  const item = await findItem(database, user.orgId, fileId);
  if (!item) {
    if (!(await readFileInfo(dataDir, user.orgId, fileId))) return { access: null, item: null };
    const records = await readsABoundRecord(database, user, fileId);
    return { access: !records.bound || records.readable ? 'view' : null, item: null };
  }
  if (item.ownerId === user.userId) return { access: 'owner', item };
  let access: FileAccess | null = null;
  const groups = (await publicGroupsOfUser(database, user.orgId, user.userId)).map((group) => group.id);
  for (const share of await sharesOf(database, fileId)) {
    const mine =
      (share.principalKind === 'user' && share.principalId === user.userId) ||
      (share.principalKind === 'group' && groups.includes(share.principalId));
    if (mine) access = better(access, share.level);
  }
  if (access !== 'edit' && (await readsABoundRecord(database, user, fileId)).readable) {
    access = better(access, 'view');
  }
  return { access, item };
}

/** Candidate ids for a list scope; each is then checked with fileAccessOf. */
export async function candidateIds(
  database: DatabaseHandle,
  user: CurrentUser,
  scope: 'mine' | 'shared' | 'recent' | 'record',
): Promise<string[]> {
  const db = database.db;
  if (scope === 'mine') {
    const rows = await db
      .selectFrom('file_item')
      .select('id')
      .where('org_id', '=', user.orgId)
      .where('owner_id', '=', user.userId)
      .orderBy('updated_at', 'desc')
      .limit(500)
      .execute();
    return rows.map((row) => row.id);
  }
  if (scope === 'shared') {
    const groups = (await publicGroupsOfUser(database, user.orgId, user.userId)).map((group) => group.id);
    const rows = await db
      .selectFrom('file_share')
      .innerJoin('file_item', 'file_item.id', 'file_share.file_id')
      .select('file_item.id')
      .where('file_share.org_id', '=', user.orgId)
      .where('file_item.owner_id', '<>', user.userId)
      .where((eb) =>
        eb.or([
          eb.and([
            eb('file_share.principal_kind', '=', 'user'),
            eb('file_share.principal_id', '=', user.userId),
          ]),
          ...(groups.length > 0
            ? [
                eb.and([
                  eb('file_share.principal_kind', '=', 'group'),
                  eb('file_share.principal_id', 'in', groups),
                ]),
              ]
            : []),
        ]),
      )
      .orderBy('file_item.updated_at', 'desc')
      .limit(500)
      .execute();
    return [...new Set(rows.map((row) => row.id))];
  }
  if (scope === 'recent') {
    const rows = await db
      .selectFrom('file_recent')
      .select('file_id')
      .where('user_id', '=', user.userId)
      .where('org_id', '=', user.orgId)
      .orderBy('opened_at', 'desc')
      .limit(50)
      .execute();
    return rows.map((row) => row.file_id);
  }
  const rows = await db
    .selectFrom('record_file')
    .innerJoin('file_item', 'file_item.id', 'record_file.file_id')
    .select('file_item.id')
    .where('record_file.org_id', '=', user.orgId)
    .orderBy('file_item.updated_at', 'desc')
    .limit(500)
    .execute();
  return [...new Set(rows.map((row) => row.id))];
}

/**
 * Deletes a file with its versions, shares, recent opens and record bindings, in one transaction; a
 * file a record's field holds is refused (answers that record's id: change the field first). Answers the
 * contents (hashes) no other file or version of the organisation refers to any more: the caller drops them.
 */
export async function deleteFileRows(
  database: DatabaseHandle,
  orgId: string,
  fileId: string,
): Promise<{ heldByField: string } | { unreferenced: string[] }> {
  return database.db.transaction().execute(async (trx) => {
    const field = await trx
      .selectFrom('record_file')
      .select('record_id')
      .where('org_id', '=', orgId)
      .where('file_id', '=', fileId)
      .where('source', '=', 'field')
      .executeTakeFirst();
    if (field) return { heldByField: field.record_id };
    const versions = await trx
      .selectFrom('file_version')
      .select('hash')
      .where('file_id', '=', fileId)
      .execute();
    const hashes = [...new Set(versions.map((row) => row.hash))];
    await trx.deleteFrom('file_version').where('file_id', '=', fileId).execute();
    for (const table of ['file_share', 'file_recent', 'record_file'] as const)
      await trx.deleteFrom(table).where('org_id', '=', orgId).where('file_id', '=', fileId).execute();
    await trx.deleteFrom('file_item').where('org_id', '=', orgId).where('id', '=', fileId).execute();
    if (hashes.length === 0) return { unreferenced: [] };
    const stillUsed = await trx
      .selectFrom('file_version as v')
      .innerJoin('file_item as i', 'i.id', 'v.file_id')
      .select('v.hash')
      .distinct()
      .where('i.org_id', '=', orgId)
      .where('v.hash', 'in', hashes)
      .execute();
    const used = new Set(stillUsed.map((row) => row.hash));
    return { unreferenced: hashes.filter((hash) => !used.has(hash)) };
  });
}
