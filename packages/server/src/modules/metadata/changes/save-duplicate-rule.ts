import type { CallAnswer, SaveDuplicateRuleRequest, saveDuplicateRuleContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { stableId } from '../catalogue/expand-fields.js';
import { rebuildMatchKeys } from '../duplicate-rule-keys.js';
import { badInput, fieldNamed } from '../metadata-change-checks.js';
import { resolveObject } from '../resolve-object.js';
import { beginChange, type ChangeContext, inMetadataChange, notFound } from './change-support.js';

export type SaveDuplicateRuleResult = CallAnswer<typeof saveDuplicateRuleContract>;

/** Adds (no id) or changes a duplicate rule; existing records get their match keys in the same change. */
export async function saveDuplicateRule(
  context: ChangeContext,
  user: CurrentUser,
  input: SaveDuplicateRuleRequest,
): Promise<SaveDuplicateRuleResult> {
  const snapshot = await beginChange(context, user);
  const object = resolveObject(snapshot, { objId: input.objId });
  const existing = input.id ? object.duplicateRules.find((rule) => rule.id === input.id) : undefined;
  if (input.id && !existing) throw notFound(`Duplicate rule "${input.id}" of ${object.label}`);
  if (object.duplicateRules.some((rule) => rule.name === input.name && rule.id !== input.id))
    throw badInput(`name: ${object.label} has a duplicate rule named "${input.name}"`);
  const match = input.match.map((entry, index) => {
    const field = fieldNamed(object, entry.field, `match[${index}].field`);
    if (!field.columnName)
      throw badInput(`match[${index}].field: "${entry.field}" holds no value to compare`);
    return { field: field.apiName, match: entry.match };
  });
  const ruleId = existing?.id ?? stableId('dup', object.id, input.name);
  await inMetadataChange(context, async (trx) => {
    if (existing)
      await trx
        .updateTable('meta_duplicate_rule')
        .set({ name: input.name, action: input.action, match_fields_json: JSON.stringify(match) })
        .where('id', '=', ruleId)
        .execute();
    else
      await trx
        .insertInto('meta_duplicate_rule')
        .values({
          id: ruleId,
          object_id: object.id,
          name: input.name,
          action: input.action,
          match_fields_json: JSON.stringify(match),
          is_active: 1,
        })
        .execute();
    // Existing records get their keys now, so the rule finds them from the next save on.
    await rebuildMatchKeys(trx, object, { id: ruleId, name: input.name, action: input.action, match });
  });
  return { id: ruleId };
}
