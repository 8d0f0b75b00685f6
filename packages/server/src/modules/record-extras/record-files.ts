import type { RecordFile } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { fileAccessOf, fileInfo, filesOfRecord, linkFilesToRecord } from '../files/index.js';
import type { ObjectModel } from '../metadata/index.js';

export type RecordFileEntry = RecordFile;

/** The record's Files tab: what was attached to it and what its file and image fields hold, newest first. */
export async function recordFiles(
  database: DatabaseHandle,
  dataDir: string,
  user: CurrentUser,
  recordId: string,
): Promise<RecordFileEntry[]> {
  const links = await filesOfRecord(database, recordId);
  const entries: RecordFileEntry[] = [];
  for (const link of links) {
    const info = await fileInfo(database, dataDir, user.orgId, link.fileId);
    if (info)
      entries.push({
        id: info.id,
        name: info.name,
        type: info.type,
        size: info.size,
        uploadedAt: info.uploadedAt,
        source: link.source,
      });
  }
  return entries;
}

/** Attaches uploaded files (POST /file/upload first) to a record the caller may edit. */
export async function attachFiles(
  database: DatabaseHandle,
  dataDir: string,
  user: CurrentUser,
  object: ObjectModel,
  recordId: string,
  fileIds: readonly string[],
  now: Date,
): Promise<void> {
  for (const fileId of fileIds) {
    // Binding shows a file to everyone who reads the record: only its owner or an editor may do that. A
    // file stored before the file centre keeps its old rule (anyone who may see it). Any other file
    // answers as missing, so an id reveals nothing.
    const { access, item } = await fileAccessOf(database, dataDir, user, fileId);
    const mayBind = item ? access === 'owner' || access === 'edit' : access !== null;
    if (!mayBind) throw new AppError(ErrorCode.BAD_REQUEST, `fileIds: no uploaded file ${fileId}`);
  }
  await linkFilesToRecord(
    database,
    { orgId: user.orgId, objectId: object.id, recordId, source: 'attached', userId: user.userId, now },
    fileIds,
  );
}
