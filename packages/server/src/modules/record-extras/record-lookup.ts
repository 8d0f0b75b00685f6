import type { CurrentUser } from '../../http/current-user.js';
import { notFound } from '../../http/envelope.js';
import { currentMetadata, findObject, type MetadataSnapshot, type ObjectModel } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { canAccessRecord, findRow, type RecordValues } from '../records/index.js';

export interface ReachableRecord {
  snapshot: MetadataSnapshot;
  object: ObjectModel;
  row: Awaited<ReturnType<typeof findRow>> & object;
}

/**
 * The live record an extras call names, when the caller may reach it for
 * `mode`; anything else answers as missing (a record the caller may not read
 * is not there for them).
 */
export async function reachableRecord(
  context: Pick<ModuleContext, 'database'>,
  user: CurrentUser,
  id: string,
  mode: 'read' | 'edit' = 'read',
): Promise<ReachableRecord> {
  const snapshot = await currentMetadata(context.database);
  const object = findObject(snapshot, { recordId: id });
  if (!object) throw notFound(`Record ${id}`);
  const row = await findRow(context.database, object, id);
  if (!row || !(await canAccessRecord(context.database, user, object, { id }, mode)))
    throw notFound(`Record ${id}`);
  return { snapshot, object, row };
}

export type { RecordValues };
