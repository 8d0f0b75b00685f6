import {
  MAX_TRACKED_FIELDS,
  mayTrackHistory,
  type SetFieldHistoryTrackingRequest,
  type SetFieldHistoryTrackingResult,
} from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import { beginChange, type ChangeContext, flag, inMetadataChange, notFound } from './change-support.js';

/**
 * Field history tracking (issue 26 item 13): the administrator chooses which fields keep their
 * changes, at most MAX_TRACKED_FIELDS per object as in Salesforce. Only fields a person writes can
 * be tracked: a formula or a group has no stored value of its own to change.
 */
export async function setFieldHistoryTracking(
  context: ChangeContext,
  user: CurrentUser,
  input: SetFieldHistoryTrackingRequest,
): Promise<SetFieldHistoryTrackingResult> {
  const snapshot = await beginChange(context, user);
  const field = snapshot.fieldsById.get(input.fieldId);
  const object = field ? snapshot.byId.get(field.objectId) : undefined;
  if (!field || !object) throw notFound(`Field "${input.fieldId}"`);
  if (!field.columnName || field.formula)
    throw badInput(`fieldId: ${field.label} is calculated, not written, so it has no changes to track`);
  if (!mayTrackHistory({ api: field.apiName, type: field.typeCode, formula: field.formula }))
    throw badInput(
      `fieldId: ${field.label} is written by Vela on every save, so it has no changes of a person's to track`,
    );
  const others = object.fields.filter((candidate) => candidate.trackHistory && candidate.id !== field.id);
  if (input.trackHistory && others.length >= MAX_TRACKED_FIELDS)
    throw badInput(
      `fieldId: ${object.label} already tracks the history of ${MAX_TRACKED_FIELDS} fields, the most an object may track; stop tracking one of them first`,
    );
  if (field.trackHistory !== input.trackHistory)
    await inMetadataChange(context, (trx) =>
      trx
        .updateTable('meta_field')
        .set({ track_history: flag(input.trackHistory) })
        .where('id', '=', field.id)
        .execute(),
    );
  return {
    fieldId: field.id,
    trackHistory: input.trackHistory,
    trackedCount: others.length + (input.trackHistory ? 1 : 0),
  };
}
