import type { FileDetail, FileSummary } from '@vela/core';
import { FILE_CENTRE_BATCH_LIMIT } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { publicGroupsOfOrg } from '../access/index.js';
import { currentMetadata } from '../metadata/index.js';
import { canAccessRecord, findRow } from '../records/index.js';
import { orgUserNames, readOrgFileLimit } from '../shell/index.js';
import { byteRangeOf } from './byte-range.js';
import type { ContentStore } from './content-store.js';
import { fileAccessOf, sharesOf, versionsOf } from './file-centre-store.js';
import { recordsOfFile } from './file-links.js';
import { readFileBytes, readFileInfo, type StoredFileInfo } from './file-store.js';

export const badRequest = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);
export const missing = (id: string) => new AppError(ErrorCode.NOT_FOUND, `File ${id} was not found`);

/**
 * What the file routes show of files, each read through the caller's access: a file the caller may not
 * open is missing, not forbidden, so its existence is not given away.
 */
export function fileViews(database: DatabaseHandle, dataDir: string, store: ContentStore) {
  const context = { database };
  async function limitsOf(orgId: string) {
    return {
      maxFileBytes: await readOrgFileLimit(context.database, orgId),
      batchLimit: FILE_CENTRE_BATCH_LIMIT,
    };
  }

  async function openable(user: CurrentUser, id: string, need: 'view' | 'edit' = 'view') {
    const { access, item } = await fileAccessOf(context.database, dataDir, user, id);
    if (!access) throw missing(id);
    if (need === 'edit' && access === 'view')
      throw new AppError(ErrorCode.FORBIDDEN, `You may only view file ${id}, not change it`);
    return { access, item };
  }

  async function summaries(user: CurrentUser, ids: readonly string[]): Promise<FileSummary[]> {
    const snapshot = await currentMetadata(context.database);
    const people = await orgUserNames(context.database, user.orgId);
    const result: FileSummary[] = [];
    for (const id of ids) {
      const { access, item } = await fileAccessOf(context.database, dataDir, user, id);
      if (!access) continue;
      const records = [];
      for (const link of await recordsOfFile(context.database, user.orgId, id)) {
        const object = snapshot.byId.get(link.objectId);
        if (!object || !(await canAccessRecord(context.database, user, object, { id: link.recordId })))
          continue;
        const row = await findRow(context.database, object, link.recordId);
        if (!row) continue;
        records.push({
          recordId: link.recordId,
          objectApi: object.apiName,
          objectLabel: object.label,
          name: String(row.name ?? ''),
        });
      }
      if (item) {
        result.push({
          id,
          name: item.name,
          type: item.type,
          size: item.size,
          version: item.version,
          ownerId: item.ownerId,
          ownerName: people.get(item.ownerId) ?? '',
          updatedAt: item.updatedAt,
          access,
          records,
        });
      } else {
        const legacy = await readFileInfo(dataDir, user.orgId, id);
        if (!legacy) continue;
        result.push({
          id,
          name: legacy.name,
          type: legacy.type,
          size: legacy.size,
          version: 1,
          ownerId: legacy.uploadedBy,
          ownerName: people.get(legacy.uploadedBy) ?? '',
          updatedAt: legacy.uploadedAt,
          access: 'view',
          records,
        });
      }
    }
    return result;
  }

  async function detail(user: CurrentUser, id: string): Promise<FileDetail> {
    const [file] = await summaries(user, [id]);
    if (!file) throw missing(id);
    const people = await orgUserNames(context.database, user.orgId);
    const groups = new Map(
      (await publicGroupsOfOrg(context.database, user.orgId)).map((group) => [group.id, group.name]),
    );
    const versions = (await versionsOf(context.database, id)).map(({ hash: _hash, ...version }) => ({
      ...version,
      uploadedByName: people.get(version.uploadedBy) ?? '',
    }));
    if (versions.length === 0)
      versions.push({
        version: 1,
        name: file.name,
        type: file.type,
        size: file.size,
        uploadedBy: file.ownerId,
        uploadedByName: file.ownerName,
        uploadedAt: file.updatedAt,
        restoredFrom: null,
      });
    const shares = (await sharesOf(context.database, id)).map((share) => ({
      ...share,
      name:
        (share.principalKind === 'user' ? people.get(share.principalId) : groups.get(share.principalId)) ??
        share.principalId,
    }));
    return { file, versions, shares, limits: await limitsOf(user.orgId) };
  }

  /**
   * The bytes of a file (a version of it), once the caller may open it; with a `Range` header, only the
   * range it names (`range`), or none at all when that range is past the end (`range: 'unsatisfiable'`).
   */
  async function contentOf(user: CurrentUser, id: string, version?: number, rangeHeader?: string) {
    const { item } = await openable(user, id);
    if (!item) {
      const legacy = await readFileBytes(dataDir, user.orgId, id);
      if (!legacy) throw missing(id);
      const range = byteRangeOf(rangeHeader, legacy.bytes.length);
      const bytes =
        range && range !== 'unsatisfiable' ? legacy.bytes.subarray(range.start, range.end + 1) : legacy.bytes;
      return { info: legacy.info, bytes, stream: null, range };
    }
    const chosen = version
      ? (await versionsOf(context.database, id)).find((entry) => entry.version === version)
      : { ...item, uploadedBy: item.ownerId, uploadedAt: item.updatedAt };
    if (!chosen) throw badRequest(`version: file ${id} has no version ${version}`);
    const range = byteRangeOf(rangeHeader, chosen.size);
    if (range === 'unsatisfiable') {
      const info: StoredFileInfo = {
        id,
        name: chosen.name,
        type: chosen.type,
        size: chosen.size,
        uploadedBy: chosen.uploadedBy,
        uploadedAt: chosen.uploadedAt,
      };
      return { info, bytes: Buffer.alloc(0), stream: null, range, hash: chosen.hash };
    }
    const opened = await store.open(user.orgId, chosen.hash, range ?? undefined);
    if (!opened) throw missing(id);
    const info: StoredFileInfo = {
      id,
      name: chosen.name,
      type: chosen.type,
      size: opened.size,
      uploadedBy: chosen.uploadedBy,
      uploadedAt: chosen.uploadedAt,
    };
    return { info, bytes: null, stream: opened.stream, range, hash: chosen.hash };
  }

  return { limitsOf, openable, summaries, detail, contentOf };
}

export type FileViews = ReturnType<typeof fileViews>;
