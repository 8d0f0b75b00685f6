import type { CallAnswer, SaveValidationRuleRequest, saveValidationRuleContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { badInput, checkValidationFormula, fieldNamed } from '../metadata-change-checks.js';
import {
  beginChange,
  type ChangeContext,
  inMetadataChange,
  notFound,
  ownsMetadata,
} from './change-support.js';

export type SaveValidationRuleResult = CallAnswer<typeof saveValidationRuleContract>;

/** Changes a validation rule; its formula is compiled against the object before it is stored. */
export async function saveValidationRule(
  context: ChangeContext,
  user: CurrentUser,
  input: SaveValidationRuleRequest,
): Promise<SaveValidationRuleResult> {
  const snapshot = await beginChange(context, user);
  const object = snapshot.objects.find((candidate) => ownsMetadata(candidate, 'validationRule', input.id));
  if (!object) throw notFound(`Validation rule "${input.id}"`);
  if (object.validationRules.some((rule) => rule.name === input.name && rule.id !== input.id))
    throw badInput(`name: ${object.label} has a validation rule named "${input.name}"`);
  const errorField = input.errorField ? fieldNamed(object, input.errorField, 'errorField').apiName : '';
  checkValidationFormula(object, input.formula);
  await inMetadataChange(context, async (trx) => {
    await trx
      .updateTable('meta_validation_rule')
      .set({
        name: input.name,
        formula: input.formula,
        error_message: input.message,
        error_field: errorField,
      })
      .where('id', '=', input.id)
      .execute();
  });
  return { id: input.id };
}
