import { unlink } from 'node:fs/promises';
import path from 'node:path';
import type { DatabaseHandle } from '../../db/database.js';
import { contentStoreAt } from './content-stores.js';
import { findItem, versionsOf } from './file-centre-store.js';
import { isFileId, readFileBytes } from './file-store.js';

/**
 * The files of a person's records for GDPR (issue 18, setup page gdprCompliance): exported with their
 * bytes, and erased with them. A file also attached to a record that is not the person's stays (only
 * its link to the person goes): it is that other record's file too.
 */
export interface HeldFile {
  id: string;
  recordId: string;
  name: string;
  type: string;
  size: number;
  contentBase64: string;
}

async function linksOf(database: DatabaseHandle, orgId: string, recordIds: readonly string[]) {
  if (recordIds.length === 0) return [];
  return database.db
    .selectFrom('record_file')
    .select(['record_id', 'file_id'])
    .where('org_id', '=', orgId)
    .where('record_id', 'in', [...recordIds])
    .orderBy('added_at')
    .execute();
}

/** Every file of these records, with its current bytes (empty when the store no longer has them). */
export async function filesHeldFor(
  database: DatabaseHandle,
  dataDir: string,
  orgId: string,
  recordIds: readonly string[],
): Promise<HeldFile[]> {
  const held: HeldFile[] = [];
  for (const link of await linksOf(database, orgId, recordIds)) {
    const item = await findItem(database, orgId, link.file_id);
    if (item) {
      const bytes = await contentStoreAt(dataDir).read(orgId, item.hash);
      held.push({
        id: item.id,
        recordId: link.record_id,
        name: item.name,
        type: item.type,
        size: item.size,
        contentBase64: bytes ? bytes.toString('base64') : '',
      });
      continue;
    }
    const legacy = await readFileBytes(dataDir, orgId, link.file_id);
    if (legacy)
      held.push({
        id: link.file_id,
        recordId: link.record_id,
        name: legacy.info.name,
        type: legacy.info.type,
        size: legacy.bytes.length,
        contentBase64: legacy.bytes.toString('base64'),
      });
  }
  return held;
}

/** Whether a content is still named by a version of another file of the organisation. */
async function contentInUse(database: DatabaseHandle, orgId: string, hash: string): Promise<boolean> {
  const row = await database.db
    .selectFrom('file_version')
    .innerJoin('file_item', 'file_item.id', 'file_version.file_id')
    .select('file_version.file_id')
    .where('file_item.org_id', '=', orgId)
    .where('file_version.hash', '=', hash)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Erases the files of these records: every version's row and bytes (unless another file has the same
 * bytes), its shares and recent opens, and the links. Answers how many files were erased.
 */
export async function eraseFilesOfRecords(
  database: DatabaseHandle,
  dataDir: string,
  orgId: string,
  recordIds: readonly string[],
): Promise<number> {
  const links = await linksOf(database, orgId, recordIds);
  const fileIds = [...new Set(links.map((link) => link.file_id))];
  if (fileIds.length === 0) return 0;
  await database.db
    .deleteFrom('record_file')
    .where('org_id', '=', orgId)
    .where('record_id', 'in', [...recordIds])
    .execute();
  let erased = 0;
  for (const fileId of fileIds) {
    const elsewhere = await database.db
      .selectFrom('record_file')
      .select('record_id')
      .where('file_id', '=', fileId)
      .executeTakeFirst();
    if (elsewhere) continue;
    erased += 1;
    const item = await findItem(database, orgId, fileId);
    if (!item) {
      if (!isFileId(fileId) || !/^[0-9A-Za-z_-]{1,64}$/.test(orgId)) continue;
      const folder = path.join(dataDir, 'files', orgId);
      await unlink(path.join(folder, fileId)).catch(() => undefined);
      await unlink(path.join(folder, `${fileId}.json`)).catch(() => undefined);
      continue;
    }
    const hashes = new Set((await versionsOf(database, fileId)).map((version) => version.hash));
    await database.db.deleteFrom('file_version').where('file_id', '=', fileId).execute();
    await database.db.deleteFrom('file_share').where('file_id', '=', fileId).execute();
    await database.db.deleteFrom('file_recent').where('file_id', '=', fileId).execute();
    await database.db.deleteFrom('file_item').where('id', '=', fileId).execute();
    for (const hash of hashes)
      if (!(await contentInUse(database, orgId, hash))) await contentStoreAt(dataDir).remove(orgId, hash);
  }
  return erased;
}
