import {
  type CallAnswer,
  type CallRequest,
  type changeFieldTypeContract,
  FIELD_TYPES,
  fieldTypeChangesFrom,
  isFieldTypeCode,
  lengthAfterTypeChange,
} from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import { beginChange, type ChangeContext, inMetadataChange, notFound } from './change-support.js';
import { addedThroughSetup, fieldDependents } from './delete-field.js';

const typeName = (code: string) => (isFieldTypeCode(code) ? FIELD_TYPES[code].label : code);

/**
 * Changes a custom field's type where its stored values convert as they are (core's
 * FIELD_TYPE_CHANGES): the column keeps its storage, so no value is rewritten. Refused with the
 * count of records whose value would not fit (a long text longer than a text field holds), and,
 * for a picklist, while a formula, rule or dependency reads it as a picklist.
 */
export async function changeFieldType(
  context: ChangeContext,
  user: CurrentUser,
  input: CallRequest<typeof changeFieldTypeContract>,
): Promise<CallAnswer<typeof changeFieldTypeContract>> {
  const snapshot = await beginChange(context, user);
  const field = snapshot.fieldsById.get(input.fieldId);
  const object = field ? snapshot.byId.get(field.objectId) : undefined;
  if (!field || !object) throw notFound(`Field "${input.fieldId}"`);
  if (field.system || !field.columnName || !(await addedThroughSetup(context, object, field)))
    throw badInput(`fieldId: ${field.label} is a standard field of ${object.label}; its type cannot change`);
  const allowed = fieldTypeChangesFrom(field.typeCode);
  if (!allowed.includes(input.type))
    throw badInput(
      `type: ${field.label} (${typeName(field.typeCode)}) cannot become ${typeName(input.type)}; ${
        allowed.length > 0
          ? `its data converts to ${allowed.map(typeName).join(' or ')}`
          : 'its data converts to no other type'
      }`,
    );
  const length = lengthAfterTypeChange(input.type, field.length);
  if (input.type === 'S') {
    const column = sql.ref(field.columnName);
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(object.tableName)}
      where ${column} is not null and length(${column}) > ${length}`.execute(context.database.db);
    const tooLong = Number(result.rows[0]?.n ?? 0);
    if (tooLong > 0)
      throw badInput(
        `type: ${tooLong} ${tooLong === 1 ? 'value' : 'values'} of ${field.label} ${tooLong === 1 ? 'is' : 'are'} longer than the ${length} characters a text field holds; shorten ${tooLong === 1 ? 'it' : 'them'} first`,
      );
  }
  if (field.typeCode === 'L') {
    const dependents = fieldDependents(snapshot, object, field);
    if (dependents.length > 0)
      throw badInput(
        `type: ${field.label} is read as a picklist by ${dependents.join(', ')}; change or remove ${dependents.length === 1 ? 'it' : 'them'} first`,
      );
  }
  await inMetadataChange(context, async (trx) => {
    await trx
      .updateTable('meta_field')
      .set({ type_code: input.type, length })
      .where('id', '=', field.id)
      .execute();
    // A text field keeps the values its records hold (the picklist's keys); its value list is gone.
    if (field.typeCode === 'L')
      await trx.deleteFrom('meta_picklist_value').where('field_id', '=', field.id).execute();
  });
  return { fieldId: field.id, type: input.type };
}
