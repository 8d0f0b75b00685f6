import type { Readable } from 'node:stream';
import type { DatabaseHandle } from '../../db/database.js';
import type { CurrentUser } from '../../http/current-user.js';
import { contentStoreAt } from './content-stores.js';
import { fileAccessOf, findItem, versionsOf } from './file-centre-store.js';
import { readFileBytes, readFileInfo } from './file-store.js';

/**
 * Files another module passes on (a chat message's file, issue 24). That module decides who may open
 * what it passed on (a chat: its members); this one says which file a user may pass on, by this
 * module's own access rule, and hands out the bytes of the version passed on.
 */
export interface PassedOnFile {
  id: string;
  version: number;
  name: string;
  type: string;
  size: number;
}

/** The current version of a file `user` may open (fileAccessOf); null when they may not, or it is not there. */
export async function fileToPassOn(
  database: DatabaseHandle,
  dataDir: string,
  user: CurrentUser,
  fileId: string,
): Promise<PassedOnFile | null> {
  const { access, item } = await fileAccessOf(database, dataDir, user, fileId);
  if (!access) return null;
  if (item) return { id: item.id, version: item.version, name: item.name, type: item.type, size: item.size };
  const legacy = await readFileInfo(dataDir, user.orgId, fileId);
  return legacy ? { id: fileId, version: 1, name: legacy.name, type: legacy.type, size: legacy.size } : null;
}

/** The bytes of a version passed on, for whoever its module let open it; null when no longer kept. */
export async function passedOnContent(
  database: DatabaseHandle,
  dataDir: string,
  orgId: string,
  file: { id: string; version: number },
): Promise<{ name: string; type: string; size: number; body: Readable | Buffer } | null> {
  const item = await findItem(database, orgId, file.id);
  if (!item) {
    const legacy = await readFileBytes(dataDir, orgId, file.id);
    return legacy
      ? { name: legacy.info.name, type: legacy.info.type, size: legacy.bytes.length, body: legacy.bytes }
      : null;
  }
  const version = (await versionsOf(database, file.id)).find((entry) => entry.version === file.version);
  if (!version) return null;
  const opened = await contentStoreAt(dataDir).open(orgId, version.hash);
  return opened ? { name: version.name, type: version.type, size: opened.size, body: opened.stream } : null;
}
