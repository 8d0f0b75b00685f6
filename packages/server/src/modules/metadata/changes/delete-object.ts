import {
  type CallAnswer,
  type CallRequest,
  confirmsObjectDelete,
  type deleteObjectContract,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import { objectDeleted, objectUsers } from '../object-deleting.js';
import { resolveObject } from '../resolve-object.js';
import { beginChange, type ChangeContext, inMetadataChange } from './change-support.js';

/**
 * Deletes a custom object: its metadata (fields, layouts, record types, rules), what other modules keep
 * over it (list views, permissions, menu items: onObjectDeleted) and its records table, in one transaction. The administrator confirms by typing its API name. Refused, naming them, while
 * another object's lookup points at it or a report is built on it: those would break.
 */
export async function deleteObject(
  context: ChangeContext,
  user: CurrentUser,
  input: CallRequest<typeof deleteObjectContract>,
): Promise<CallAnswer<typeof deleteObjectContract>> {
  const snapshot = await beginChange(context, user);
  const object = resolveObject(snapshot, { objId: input.objId });
  if (!object.isCustom) throw badInput(`objId: ${object.label} is a standard object; it cannot be deleted`);
  if (!confirmsObjectDelete(input.confirmName, object.apiName))
    throw badInput(`confirmName: type the object's API name "${object.apiName}" to delete it`);
  const lookups = snapshot.objects
    .filter((other) => other.id !== object.id)
    .flatMap((other) =>
      other.fields
        .filter((field) => (field.lookupObjectId ?? '').split(',').includes(object.id))
        .map((field) => `lookup "${other.label} › ${field.label}"`),
    );
  const users = [
    ...lookups,
    ...(await objectUsers({ database: context.database, objectId: object.id, apiName: object.apiName })),
  ];
  if (users.length > 0)
    throw badInput(
      `objId: ${object.label} is used by ${users.join(', ')}; remove ${users.length === 1 ? 'it' : 'them'} first`,
    );
  const fieldIds = object.fields.map((field) => field.id);
  const layoutIds = [...object.layouts.keys()];
  await inMetadataChange(context, async (trx) => {
    const sectionIds = (
      await trx
        .selectFrom('meta_layout_section')
        .select('id')
        .where('layout_id', 'in', ['', ...layoutIds])
        .execute()
    ).map((row) => row.id);
    const ruleIds = (
      await trx.selectFrom('meta_duplicate_rule').select('id').where('object_id', '=', object.id).execute()
    ).map((row) => row.id);
    if (ruleIds.length > 0)
      await trx.deleteFrom('record_match_key').where('rule_id', 'in', ruleIds).execute();
    await trx.deleteFrom('meta_record_type_profile_default').where('object_id', '=', object.id).execute();
    await trx
      .deleteFrom('meta_layout_assignment')
      .where('layout_id', 'in', ['', ...layoutIds])
      .execute();
    await trx
      .deleteFrom('meta_layout_related_list')
      .where((eb) =>
        eb.or([eb('layout_id', 'in', ['', ...layoutIds]), eb('child_object_id', '=', object.id)]),
      )
      .execute();
    await trx
      .deleteFrom('meta_layout_version')
      .where('layout_id', 'in', ['', ...layoutIds])
      .execute();
    if (sectionIds.length > 0)
      await trx.deleteFrom('meta_layout_item').where('section_id', 'in', sectionIds).execute();
    for (const table of [
      'meta_dynamic_rule',
      'meta_field_dependency',
      'meta_lookup_expression',
      'meta_validation_rule',
      'meta_duplicate_rule',
      'meta_record_type',
    ] as const)
      await trx.deleteFrom(table).where('object_id', '=', object.id).execute();
    await trx
      .deleteFrom('meta_layout_section')
      .where('layout_id', 'in', ['', ...layoutIds])
      .execute();
    await trx.deleteFrom('meta_layout').where('object_id', '=', object.id).execute();
    if (fieldIds.length > 0) {
      await trx.deleteFrom('meta_lookup_filter').where('field_id', 'in', fieldIds).execute();
      await trx.deleteFrom('meta_picklist_value').where('field_id', 'in', fieldIds).execute();
    }
    await trx.deleteFrom('meta_field_trash').where('object_id', '=', object.id).execute();
    // Group sub-fields point at their group: they go first.
    await trx
      .deleteFrom('meta_field')
      .where('object_id', '=', object.id)
      .where('group_field_id', 'is not', null)
      .execute();
    await trx.deleteFrom('meta_field').where('object_id', '=', object.id).execute();
    await trx.deleteFrom('meta_object').where('id', '=', object.id).execute();
    await objectDeleted({
      database: { ...context.database, db: trx },
      objectId: object.id,
      apiName: object.apiName,
      tableName: object.tableName,
    });
    await sql`drop table ${sql.id(object.tableName)}`.execute(trx);
  });
  return { objId: object.id, deleted: true };
}
