import type { CallAnswer, SetRecordTypeActiveRequest, setRecordTypeActiveContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import type { ObjectModel, RecordTypeModel } from '../metadata-model.js';
import { beginChange, type ChangeContext, inMetadataChange, notFound } from './change-support.js';

export type SetRecordTypeActiveResult = CallAnswer<typeof setRecordTypeActiveContract>;

function findRecordType(
  objects: ObjectModel[],
  id: string,
): { object: ObjectModel; recordType: RecordTypeModel } | undefined {
  for (const object of objects) {
    const recordType = [...object.recordTypes, ...object.retiredRecordTypes].find((entry) => entry.id === id);
    if (recordType) return { object, recordType };
  }
  return undefined;
}

/**
 * Activates or deactivates a record type. A deactivated one is offered for no new record; the records
 * keeping it still open with it and its layout. The default and the last active type stay active.
 */
export async function setRecordTypeActive(
  context: ChangeContext,
  user: CurrentUser,
  input: SetRecordTypeActiveRequest,
): Promise<SetRecordTypeActiveResult> {
  const snapshot = await beginChange(context, user);
  const found = findRecordType(snapshot.objects, input.id);
  if (!found) throw notFound(`Record type "${input.id}"`);
  const { object, recordType } = found;
  if (!input.active && recordType.isActive) {
    if (object.recordTypes.length <= 1)
      throw badInput(
        `active: "${recordType.name}" is the only active record type of ${object.label}; new records need one`,
      );
    if (recordType.isDefault)
      throw badInput(
        `active: "${recordType.name}" is the default record type of ${object.label}; make another the default first`,
      );
  }
  if (input.active !== recordType.isActive)
    await inMetadataChange(context, async (trx) => {
      await trx
        .updateTable('meta_record_type')
        .set({ is_active: input.active ? 1 : 0, is_default: 0 })
        .where('id', '=', recordType.id)
        .execute();
    });
  return { id: recordType.id, active: input.active };
}
