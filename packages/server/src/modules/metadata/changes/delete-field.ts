import {
  type CallAnswer,
  type deleteFieldContract,
  restorableUntil,
  type restoreFieldContract,
} from '@vela/core';
import type { Selectable } from 'kysely';
import type { MetaFieldTable } from '../../../db/migrations/0010-metadata.js';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import type { FieldModel, MetadataSnapshot, ObjectModel } from '../metadata-model.js';
import { beginChange, type ChangeContext, inMetadataChange, notFound } from './change-support.js';

export type DeleteFieldResult = CallAnswer<typeof deleteFieldContract>;
export type RestoreFieldResult = CallAnswer<typeof restoreFieldContract>;

/** What a deleted field's trash row keeps of its metadata, to put back on restore. */
interface TrashedField {
  field: Selectable<MetaFieldTable>;
  picklist: Array<Record<string, unknown>>;
  lookupFilter: Record<string, unknown> | null;
}

const mentions = (text: string, api: string) =>
  new RegExp(`(^|[^A-Za-z0-9_.])${api.replace(/[^A-Za-z0-9_]/g, '')}($|[^A-Za-z0-9_])`, 'i').test(text);

/**
 * Everything that uses a field, named as a person reads it: formula fields and validation rules
 * whose formula names it, dynamic layout rules, duplicate rules, lookup-value expressions and
 * picklist dependencies. Deleting the field is refused while this list is not empty.
 */
export function fieldDependents(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  field: FieldModel,
): string[] {
  const api = field.apiName;
  const found: string[] = [];
  for (const other of object.fields)
    if (other.id !== field.id && other.typeCode === 'Z' && mentions(other.formula, api))
      found.push(`formula field "${other.label}"`);
  // Roll-up summaries of parent objects that read this field of their children (issue 18).
  for (const rollup of object.childRollups) {
    const definition = rollup.field.rollup;
    const read = [definition?.relationshipField, definition?.summarisedField, definition?.filter?.field];
    if (read.some((name) => name?.toLowerCase() === api.toLowerCase()))
      found.push(`roll-up summary "${rollup.field.label}" of ${rollup.parent.label}`);
  }
  for (const rule of object.validationRules)
    if (mentions(rule.formula, api) || rule.errorField.toLowerCase() === api.toLowerCase())
      found.push(`validation rule "${rule.name}"`);
  for (const rule of object.dynamicRules) {
    const { conditions, actions, watchFields, secondLevel } = rule.rule;
    const names = [
      ...(watchFields ?? []),
      ...conditions.map((condition) => condition.fieldApi),
      ...(actions.required ?? []),
      ...(actions.readonly ?? []),
      ...(actions.showFields ?? []),
      ...(secondLevel?.conditions.map((condition) => condition.fieldApi) ?? []),
      ...(secondLevel?.actions.required ?? []),
      ...(secondLevel?.actions.readonly ?? []),
      ...(secondLevel?.actions.showFields ?? []),
    ];
    if (names.some((name) => name.toLowerCase() === api.toLowerCase() || name === field.id))
      found.push(`layout rule "${rule.name}"`);
  }
  for (const rule of object.duplicateRules)
    if (rule.match.some((match) => match.field.toLowerCase() === api.toLowerCase()))
      found.push(`duplicate rule "${rule.name}"`);
  for (const expression of object.lookupExpressions) {
    const lookup = snapshot.fieldsById.get(expression.lookupFieldId);
    if (
      expression.lookupFieldId === field.id ||
      mentions(
        expression.expression
          .split(/[=,]/)
          .filter((_, i) => i % 2 === 0)
          .join(' '),
        api,
      )
    )
      found.push(`lookup-value expression of "${lookup?.label ?? expression.lookupFieldId}"`);
  }
  // Expressions on other objects' lookups that copy from this object.
  for (const other of snapshot.objects)
    for (const expression of other.lookupExpressions) {
      const lookup = snapshot.fieldsById.get(expression.lookupFieldId);
      if (other.id === object.id || lookup?.lookupObjectId !== object.id) continue;
      const sources = expression.expression.split(',').map((pair) => pair.split('=')[1] ?? '');
      if (sources.some((source) => source.trim().toLowerCase() === api.toLowerCase()))
        found.push(`lookup-value expression of "${other.label} › ${lookup.label}"`);
    }
  for (const dependency of object.dependencies)
    if (dependency.controlFieldId === field.id || dependency.dependFieldId === field.id)
      found.push('a picklist dependency');
  return found;
}

/**
 * Deletes a field added through setup: its metadata, picklist values, lookup filter and layout places
 * move to the trash (meta_field_trash), the records keep its column and data, and it may be restored
 * for DELETED_FIELD_RETENTION_DAYS days. Platform fields, the name field and the catalogue's own
 * fields of a standard object are not deleted; a field something else uses is refused, naming them.
 */
export async function deleteField(
  context: ChangeContext,
  user: CurrentUser,
  input: { fieldId: string },
): Promise<DeleteFieldResult> {
  const snapshot = await beginChange(context, user);
  const field = snapshot.fieldsById.get(input.fieldId);
  const object = field ? snapshot.byId.get(field.objectId) : undefined;
  if (!field || !object) throw notFound(`Field "${input.fieldId}"`);
  if (field.system) throw badInput(`fieldId: ${field.label} is a platform field; it cannot be deleted`);
  if (field.apiName.toLowerCase() === object.nameField.toLowerCase())
    throw badInput(
      `fieldId: ${field.label} is the name of every ${object.label} record; it cannot be deleted`,
    );
  if (field.groupFieldId)
    throw badInput(`fieldId: ${field.label} is part of a group; delete the group instead`);
  if (!(await addedThroughSetup(context, object, field)))
    throw badInput(`fieldId: ${field.label} is a standard field of ${object.label}; it cannot be deleted`);
  const dependents = fieldDependents(snapshot, object, field);
  if (dependents.length > 0)
    throw badInput(
      `fieldId: ${field.label} is used by ${dependents.join(', ')}; change or remove ${dependents.length === 1 ? 'it' : 'them'} first`,
    );
  const deletedAt = context.now();
  await inMetadataChange(context, async (trx) => {
    const row = await trx
      .selectFrom('meta_field')
      .selectAll()
      .where('id', '=', field.id)
      .executeTakeFirstOrThrow();
    const picklist = await trx
      .selectFrom('meta_picklist_value')
      .selectAll()
      .where('field_id', '=', field.id)
      .execute();
    const lookupFilter =
      (await trx
        .selectFrom('meta_lookup_filter')
        .selectAll()
        .where('field_id', '=', field.id)
        .executeTakeFirst()) ?? null;
    const items = await trx
      .selectFrom('meta_layout_item')
      .selectAll()
      .where('field_id', '=', field.id)
      .execute();
    const kept: TrashedField = {
      field: row,
      picklist: picklist.map(({ id: _id, ...value }) => value),
      lookupFilter: lookupFilter ? { ...lookupFilter } : null,
    };
    await trx
      .insertInto('meta_field_trash')
      .values({
        field_id: field.id,
        object_id: object.id,
        api_name: field.apiName,
        label: field.label,
        type_code: field.typeCode,
        field_json: JSON.stringify(kept),
        layout_items_json: JSON.stringify(items.map(({ id: _id, ...item }) => item)),
        deleted_at: deletedAt.toISOString(),
        deleted_by: user.name,
      })
      .execute();
    await trx.deleteFrom('meta_layout_item').where('field_id', '=', field.id).execute();
    await trx.deleteFrom('meta_picklist_value').where('field_id', '=', field.id).execute();
    await trx.deleteFrom('meta_lookup_filter').where('field_id', '=', field.id).execute();
    await trx.deleteFrom('meta_field').where('id', '=', field.id).execute();
  });
  return { fieldId: field.id, restorableUntil: restorableUntil(deletedAt).toISOString() };
}

/** A custom object's fields, and a standard object's fields added after it was installed. */
export async function addedThroughSetup(
  context: ChangeContext,
  object: ObjectModel,
  field: FieldModel,
): Promise<boolean> {
  if (object.isCustom) return true;
  const [objectRow, fieldRow] = await Promise.all([
    context.database.db
      .selectFrom('meta_object')
      .select('created_at')
      .where('id', '=', object.id)
      .executeTakeFirst(),
    context.database.db
      .selectFrom('meta_field')
      .select('created_at')
      .where('id', '=', field.id)
      .executeTakeFirst(),
  ]);
  return Boolean(objectRow && fieldRow && fieldRow.created_at > objectRow.created_at);
}

/** Puts a deleted field back, with its data (never removed), picklist values and layout places. */
export async function restoreField(
  context: ChangeContext,
  user: CurrentUser,
  input: { fieldId: string },
): Promise<RestoreFieldResult> {
  const snapshot = await beginChange(context, user);
  const trashed = await context.database.db
    .selectFrom('meta_field_trash')
    .selectAll()
    .where('field_id', '=', input.fieldId)
    .executeTakeFirst();
  if (!trashed) throw notFound(`Deleted field "${input.fieldId}"`);
  if (restorableUntil(new Date(trashed.deleted_at)) < context.now())
    throw badInput(`fieldId: ${trashed.label} was deleted more than its restore period ago`);
  const object = snapshot.byId.get(trashed.object_id);
  if (!object) throw notFound(`Object "${trashed.object_id}"`);
  if (object.fieldsByApi.has(trashed.api_name.toLowerCase()))
    throw badInput(`fieldId: ${object.label} has a field named ${trashed.api_name} again`);
  const kept = JSON.parse(trashed.field_json) as TrashedField;
  const items = JSON.parse(trashed.layout_items_json) as Array<{
    section_id: string;
    field_id: string;
    side: string;
    sort_order: number;
    required: number;
    readonly: number;
  }>;
  const sections = new Set(
    [...object.layouts.values()].flatMap((layout) => layout.sections.map((s) => s.id)),
  );
  await inMetadataChange(context, async (trx) => {
    await trx.insertInto('meta_field').values(kept.field).execute();
    for (const value of kept.picklist)
      await trx
        .insertInto('meta_picklist_value')
        .values(value as never)
        .execute();
    if (kept.lookupFilter)
      await trx
        .insertInto('meta_lookup_filter')
        .values(kept.lookupFilter as never)
        .execute();
    for (const item of items.filter((candidate) => sections.has(candidate.section_id)))
      await trx.insertInto('meta_layout_item').values(item).execute();
    await trx.deleteFrom('meta_field_trash').where('field_id', '=', trashed.field_id).execute();
  });
  return { fieldId: trashed.field_id };
}
