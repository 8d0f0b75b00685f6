import type { CallAnswer, replacePicklistValueContract } from '@vela/core';
import { sql } from 'kysely';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import { beginChange, type ChangeContext, notFound } from './change-support.js';

export type ReplacePicklistValueResult = CallAnswer<typeof replacePicklistValueContract>;

/**
 * Replaces one picklist value by another in every record of the object holding it (a single-choice
 * picklist's column is the value's key). The value replaced may be retired; the new one must be active.
 * Records are rewritten in place; their modification times are left as they were (a setup change,
 * not an edit by a person).
 */
export async function replacePicklistValue(
  context: ChangeContext,
  user: CurrentUser,
  input: { fieldId: string; from: string; to: string },
): Promise<ReplacePicklistValueResult> {
  const snapshot = await beginChange(context, user);
  const field = snapshot.fieldsById.get(input.fieldId);
  const object = field ? snapshot.byId.get(field.objectId) : undefined;
  if (!field || !object || !field.columnName) throw notFound(`Field "${input.fieldId}"`);
  if (field.typeCode !== 'L')
    throw badInput(`fieldId: ${field.label} is not a single-choice picklist (type ${field.typeCode})`);
  if (input.from === input.to) throw badInput('to: choose another value than the one replaced');
  if (!field.picklist.some((value) => value.codeKey === input.to))
    throw badInput(`to: "${input.to}" is no active value of ${field.label}`);
  const result =
    await sql`update ${sql.id(object.tableName)} set ${sql.id(field.columnName)} = ${input.to} where ${sql.id(field.columnName)} = ${input.from}`.execute(
      context.database.db,
    );
  return { fieldId: field.id, replaced: Number(result.numAffectedRows ?? 0) };
}
