import type { CallAnswer, SaveDynamicRuleRequest, saveDynamicRuleContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { stableId } from '../catalogue/expand-fields.js';
import { badInput, checkDynamicRule } from '../metadata-change-checks.js';
import { beginChange, type ChangeContext, inMetadataChange, layoutOf, notFound } from './change-support.js';

export type SaveDynamicRuleResult = CallAnswer<typeof saveDynamicRuleContract>;

/** Adds (no id) or changes a dynamic layout rule; its fields, operators, logic and sections are checked. */
export async function saveDynamicRule(
  context: ChangeContext,
  user: CurrentUser,
  input: SaveDynamicRuleRequest,
): Promise<SaveDynamicRuleResult> {
  const snapshot = await beginChange(context, user);
  const { layout, object } = layoutOf(snapshot, input.layoutId);
  const existing = input.id ? object.dynamicRules.find((rule) => rule.id === input.id) : undefined;
  if (input.id && !existing) throw notFound(`Dynamic rule "${input.id}" of ${object.label}`);
  if (object.dynamicRules.some((rule) => rule.name === input.name && rule.id !== input.id))
    throw badInput(`name: ${object.label} has a dynamic rule named "${input.name}"`);
  const definition = JSON.stringify(checkDynamicRule(object, layout, input.rule));
  const ruleId = existing?.id ?? stableId('dyn', object.id, input.name);
  await inMetadataChange(context, async (trx) => {
    if (existing)
      await trx
        .updateTable('meta_dynamic_rule')
        .set({ name: input.name, layout_id: layout.id, definition_json: definition })
        .where('id', '=', ruleId)
        .execute();
    else
      await trx
        .insertInto('meta_dynamic_rule')
        .values({
          id: ruleId,
          object_id: object.id,
          layout_id: layout.id,
          name: input.name,
          is_active: 1,
          sort_order: object.dynamicRules.length,
          definition_json: definition,
        })
        .execute();
  });
  return { id: ruleId };
}
