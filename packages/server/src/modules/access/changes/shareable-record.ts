import type { DatabaseHandle } from '../../../db/database.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { currentMetadata, type ObjectModel, resolveObject } from '../../metadata/index.js';
import { rightsOnRecord } from '../record-rights.js';

/**
 * The record's object, when the caller may share the record: its owner, a
 * manager above, an administrator with modify all. A record the caller cannot
 * see answers with the same 404 as a missing one.
 */
export async function shareableRecord(
  database: DatabaseHandle,
  user: CurrentUser,
  recordId: string,
): Promise<ObjectModel> {
  const object = resolveObject(await currentMetadata(database), { recordId });
  const rights = await rightsOnRecord(database, user, object, recordId);
  if (!rights.isQuery) throw new AppError(ErrorCode.NOT_FOUND, `${object.label} ${recordId} was not found`);
  if (!rights.isShare)
    throw new AppError(
      ErrorCode.FORBIDDEN,
      `Only the owner of this ${object.label}, someone above them or an administrator may share it`,
    );
  return object;
}
