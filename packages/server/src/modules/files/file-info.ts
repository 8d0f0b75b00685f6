import type { DatabaseHandle } from '../../db/database.js';
import { findItem } from './file-centre-store.js';
import { readFileInfo, type StoredFileInfo } from './file-store.js';

/** What is known of a stored file: from the file centre's table, else from a file stored before it. */
export async function fileInfo(
  database: DatabaseHandle,
  dataDir: string,
  orgId: string,
  id: string,
): Promise<StoredFileInfo | null> {
  const item = await findItem(database, orgId, id);
  if (item)
    return {
      id: item.id,
      name: item.name,
      type: item.type,
      size: item.size,
      uploadedBy: item.ownerId,
      uploadedAt: item.updatedAt,
    };
  return readFileInfo(dataDir, orgId, id);
}
