import type {
  CallAnswer,
  CallRequest,
  createLayoutContract,
  saveLayoutAssignmentsContract,
} from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import { resolveObject } from '../resolve-object.js';
import { beginChange, type ChangeContext, inMetadataChange, newMetadataId } from './change-support.js';
import { saveLayoutVersion, saveRelatedLists } from './layout-versions.js';

/**
 * An object's layouts beside saving one (save-layout.ts): adding a layout as a copy of another,
 * and which layout each profile sees for each record type.
 */
export async function createLayout(
  context: ChangeContext,
  user: CurrentUser,
  input: CallRequest<typeof createLayoutContract>,
): Promise<CallAnswer<typeof createLayoutContract>> {
  const snapshot = await beginChange(context, user);
  const object = resolveObject(snapshot, { objId: input.objId });
  const layouts = [...object.layouts.values()];
  if (layouts.some((layout) => layout.name.toLowerCase() === input.name.toLowerCase()))
    throw badInput(`name: ${object.label} has a layout named "${input.name}"`);
  const defaultLayoutId = object.recordTypes.find((recordType) => recordType.isDefault)?.layoutId;
  const source = object.layouts.get(input.copyFrom ?? defaultLayoutId ?? '') ?? layouts[0];
  if (input.copyFrom && source?.id !== input.copyFrom)
    throw badInput(`copyFrom: ${object.label} has no layout "${input.copyFrom}"`);
  const layoutId = newMetadataId('lay');
  await inMetadataChange(context, async (trx) => {
    await trx
      .insertInto('meta_layout')
      .values({
        id: layoutId,
        object_id: object.id,
        name: input.name,
        save_and_approval: source?.saveAndApproval ? 1 : 0,
      })
      .execute();
    for (const [sortOrder, section] of (source?.sections ?? []).entries()) {
      const sectionId = newMetadataId('sec');
      await trx
        .insertInto('meta_layout_section')
        .values({
          id: sectionId,
          layout_id: layoutId,
          title: section.title,
          labels_json: JSON.stringify(section.labels),
          col_num: section.colNum,
          show_when_edit: section.showWhenEdit ? 1 : 0,
          sort_order: sortOrder,
        })
        .execute();
      if (section.items.length > 0)
        await trx
          .insertInto('meta_layout_item')
          .values(
            section.items.map((item) => ({
              section_id: sectionId,
              field_id: item.fieldId,
              side: item.side,
              sort_order: item.sortOrder,
              required: item.required ? 1 : 0,
              readonly: item.readonly ? 1 : 0,
            })),
          )
          .execute();
    }
    if (source?.relatedLists) await saveRelatedLists(trx, layoutId, source.relatedLists);
    await saveLayoutVersion(trx, layoutId, context.now(), user, { copiedFrom: source?.id ?? null });
  });
  return { layoutId };
}

/** Replaces the object's assignments: each profile and record type pair named sees its layout. */
export async function saveLayoutAssignments(
  context: ChangeContext,
  user: CurrentUser,
  input: CallRequest<typeof saveLayoutAssignmentsContract>,
): Promise<CallAnswer<typeof saveLayoutAssignmentsContract>> {
  const snapshot = await beginChange(context, user);
  const object = resolveObject(snapshot, { objId: input.objId });
  const seen = new Set<string>();
  for (const [index, assignment] of input.assignments.entries()) {
    const at = `assignments[${index}]`;
    if (!object.recordTypes.some((recordType) => recordType.id === assignment.recordTypeId))
      throw badInput(`${at}.recordTypeId: ${object.label} has no record type "${assignment.recordTypeId}"`);
    if (!object.layouts.has(assignment.layoutId))
      throw badInput(`${at}.layoutId: ${object.label} has no layout "${assignment.layoutId}"`);
    const key = `${assignment.profileId}\u0000${assignment.recordTypeId}`;
    if (seen.has(key))
      throw badInput(`${at}: profile "${assignment.profileId}" is given two layouts for one record type`);
    seen.add(key);
  }
  const defaultProfiles = new Set<string>();
  for (const [index, entry] of (input.profileRecordTypes ?? []).entries()) {
    const at = `profileRecordTypes[${index}]`;
    if (!object.recordTypes.some((recordType) => recordType.id === entry.recordTypeId))
      throw badInput(`${at}.recordTypeId: ${object.label} has no active record type "${entry.recordTypeId}"`);
    if (defaultProfiles.has(entry.profileId))
      throw badInput(`${at}: profile "${entry.profileId}" is given two default record types`);
    defaultProfiles.add(entry.profileId);
  }
  const recordTypeIds = object.recordTypes.map((recordType) => recordType.id);
  await inMetadataChange(context, async (trx) => {
    if (recordTypeIds.length > 0)
      await trx.deleteFrom('meta_layout_assignment').where('record_type_id', 'in', recordTypeIds).execute();
    if (input.assignments.length > 0)
      await trx
        .insertInto('meta_layout_assignment')
        .values(
          input.assignments.map((assignment) => ({
            profile_id: assignment.profileId,
            record_type_id: assignment.recordTypeId,
            layout_id: assignment.layoutId,
          })),
        )
        .execute();
    if (input.profileRecordTypes) {
      await trx.deleteFrom('meta_record_type_profile_default').where('object_id', '=', object.id).execute();
      if (input.profileRecordTypes.length > 0)
        await trx
          .insertInto('meta_record_type_profile_default')
          .values(
            input.profileRecordTypes.map((entry) => ({
              profile_id: entry.profileId,
              object_id: object.id,
              record_type_id: entry.recordTypeId,
            })),
          )
          .execute();
    }
  });
  return { objId: object.id, saved: input.assignments.length };
}
