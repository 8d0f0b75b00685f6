import type { CallAnswer, getSetupRecordTypesContract } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { storedMetadata } from './metadata-cache.js';
import { resolveObject } from './resolve-object.js';

/** Setup's record types tab: every record type of an object, active first, labels as stored. */
export async function getSetupRecordTypes(
  database: DatabaseHandle,
  objId: string,
): Promise<CallAnswer<typeof getSetupRecordTypesContract>> {
  const object = resolveObject(await storedMetadata(database), { objId });
  return [...object.recordTypes, ...object.retiredRecordTypes].map((recordType) => ({
    id: recordType.id,
    name: recordType.name,
    labels: recordType.labels,
    description: recordType.description,
    layoutId: recordType.layoutId,
    isDefault: recordType.isDefault,
    isActive: recordType.isActive,
    picklists: recordType.picklists,
  }));
}
