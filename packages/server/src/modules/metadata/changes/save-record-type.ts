import type { CallAnswer, SaveRecordTypeRequest, saveRecordTypeContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import { resolveObject } from '../resolve-object.js';
import {
  beginChange,
  type ChangeContext,
  flag,
  inMetadataChange,
  newMetadataId,
  notFound,
} from './change-support.js';

export type SaveRecordTypeResult = CallAnswer<typeof saveRecordTypeContract>;

/** Adds (no id) or changes a record type; exactly one record type of an object stays the default. */
export async function saveRecordType(
  context: ChangeContext,
  user: CurrentUser,
  input: SaveRecordTypeRequest,
): Promise<SaveRecordTypeResult> {
  const snapshot = await beginChange(context, user);
  const object = resolveObject(snapshot, { objId: input.objId });
  const all = [...object.recordTypes, ...object.retiredRecordTypes];
  const existing = input.id ? all.find((recordType) => recordType.id === input.id) : undefined;
  if (input.id && !existing) throw notFound(`Record type "${input.id}" of ${object.label}`);
  if (!object.layouts.has(input.layoutId))
    throw badInput(`layoutId: ${object.label} has no layout "${input.layoutId}"`);
  if (all.some((recordType) => recordType.name === input.name && recordType.id !== input.id))
    throw badInput(`name: ${object.label} has a record type named "${input.name}"`);
  if (existing?.isDefault && input.isDefault === false)
    throw badInput('isDefault: make another record type the default instead; one must stay the default');
  if (existing && !existing.isActive && input.isDefault)
    throw badInput(`isDefault: "${existing.name}" is deactivated; activate it before making it the default`);
  const recordTypeId = existing?.id ?? newMetadataId('rtp');
  const isDefault = input.isDefault ?? existing?.isDefault ?? object.recordTypes.length === 0;
  await inMetadataChange(context, async (trx) => {
    if (isDefault)
      await trx
        .updateTable('meta_record_type')
        .set({ is_default: 0 })
        .where('object_id', '=', object.id)
        .execute();
    const row = {
      name: input.name,
      labels_json: JSON.stringify(input.labels ?? existing?.labels ?? {}),
      layout_id: input.layoutId,
      is_default: flag(isDefault),
      description: input.description ?? existing?.description ?? '',
    };
    if (existing) await trx.updateTable('meta_record_type').set(row).where('id', '=', recordTypeId).execute();
    else
      await trx
        .insertInto('meta_record_type')
        .values({
          id: recordTypeId,
          object_id: object.id,
          is_active: 1,
          sort_order: all.length,
          ...row,
        })
        .execute();
  });
  return { id: recordTypeId };
}
