import type { CallAnswer, SavePicklistValuesRequest, savePicklistValuesContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput } from '../metadata-change-checks.js';
import { beginChange, type ChangeContext, flag, inMetadataChange, notFound } from './change-support.js';

export type SavePicklistValuesResult = CallAnswer<typeof savePicklistValuesContract>;

/**
 * Replaces a picklist's values. A value left out is retired, not erased:
 * records holding it still show its label.
 */
export async function savePicklistValues(
  context: ChangeContext,
  user: CurrentUser,
  input: SavePicklistValuesRequest,
): Promise<SavePicklistValuesResult> {
  const snapshot = await beginChange(context, user);
  const field = snapshot.fieldsById.get(input.fieldId);
  if (!field) throw notFound(`Field "${input.fieldId}"`);
  if (field.typeCode !== 'L' && field.typeCode !== 'Q')
    throw badInput(`fieldId: ${field.label} is not a picklist (type ${field.typeCode})`);
  const seen = new Set<string>();
  for (const [index, value] of input.values.entries()) {
    if (value.codekey.includes(';'))
      throw badInput(
        `values[${index}].codekey: "${value.codekey}" may not hold ";" (it separates chosen values)`,
      );
    if (seen.has(value.codekey))
      throw badInput(`values[${index}].codekey: "${value.codekey}" is listed twice`);
    seen.add(value.codekey);
  }
  if (field.typeCode === 'L' && input.values.filter((value) => value.isdefaultvalue).length > 1)
    throw badInput('values: a picklist has at most one default value');
  await inMetadataChange(context, async (trx) => {
    const stored = await trx
      .selectFrom('meta_picklist_value')
      .select('code_key')
      .where('field_id', '=', field.id)
      .execute();
    const storedKeys = new Set(stored.map((row) => row.code_key));
    await trx
      .updateTable('meta_picklist_value')
      .set({ is_active: 0 })
      .where('field_id', '=', field.id)
      .execute();
    for (const [sortOrder, value] of input.values.entries()) {
      const row = {
        code_value: value.codevalue,
        labels_json: JSON.stringify(value.labels ?? {}),
        is_default: flag(value.isdefaultvalue),
        sort_order: sortOrder,
        is_active: 1,
      };
      if (storedKeys.has(value.codekey))
        await trx
          .updateTable('meta_picklist_value')
          .set(row)
          .where('field_id', '=', field.id)
          .where('code_key', '=', value.codekey)
          .execute();
      else
        await trx
          .insertInto('meta_picklist_value')
          .values({ field_id: field.id, code_key: value.codekey, ...row })
          .execute();
    }
  });
  return { fieldId: field.id, count: input.values.length };
}
