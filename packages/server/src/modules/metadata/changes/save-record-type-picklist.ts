import {
  type CallAnswer,
  checkRecordTypePicklist,
  type RecordTypePicklists,
  type SaveRecordTypePicklistRequest,
  type saveRecordTypePicklistContract,
} from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import { beginChange, type ChangeContext, inMetadataChange, notFound } from './change-support.js';

export type SaveRecordTypePicklistResult = CallAnswer<typeof saveRecordTypePicklistContract>;

/**
 * Chooses which values of one picklist a record type offers, and its default there (core's
 * checkRecordTypePicklist); null values lift the restriction. Values already held by records stay: the
 * save refuses a value the type does not offer only when a record takes it anew.
 */
export async function saveRecordTypePicklist(
  context: ChangeContext,
  user: CurrentUser,
  input: SaveRecordTypePicklistRequest,
): Promise<SaveRecordTypePicklistResult> {
  const snapshot = await beginChange(context, user);
  const object = snapshot.objects.find((candidate) =>
    [...candidate.recordTypes, ...candidate.retiredRecordTypes].some((type) => type.id === input.id),
  );
  const recordType = object
    ? [...object.recordTypes, ...object.retiredRecordTypes].find((type) => type.id === input.id)
    : undefined;
  if (!object || !recordType) throw notFound(`Record type "${input.id}"`);
  const field = object.fields.find((candidate) => candidate.id === input.picklistFieldId);
  if (!field) throw badInput(`picklistFieldId: ${object.label} has no field "${input.picklistFieldId}"`);
  if ((field.typeCode !== 'L' && field.typeCode !== 'Q') || field.apiName === 'recordtype')
    throw badInput(`picklistFieldId: ${field.label} is not a picklist`);
  const picklists: RecordTypePicklists = { ...recordType.picklists };
  let saved: { values: string[]; defaultValue: string | null } | null = null;
  if (input.values === null) delete picklists[field.id];
  else {
    const checked = checkRecordTypePicklist(
      field.label,
      field.picklist.map((value) => value.codeKey),
      input.values,
      input.defaultValue ?? null,
    );
    if (!checked.ok) throw badInput(checked.reason);
    saved = checked.value;
    picklists[field.id] = saved;
  }
  await inMetadataChange(context, async (trx) => {
    await trx
      .updateTable('meta_record_type')
      .set({ picklists_json: JSON.stringify(picklists) })
      .where('id', '=', recordType.id)
      .execute();
  });
  return {
    id: recordType.id,
    picklistFieldId: field.id,
    values: saved?.values ?? null,
    defaultValue: saved?.defaultValue ?? null,
  };
}
