import type { AddValidationRuleRequest, addValidationRuleContract, CallAnswer } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { AppError, ErrorCode } from '../../../http/envelope.js';
import { stableId } from '../catalogue/expand-fields.js';
import { checkValidationFormula } from '../metadata-change-checks.js';
import { resolveObject } from '../resolve-object.js';
import { beginChange, type ChangeContext, inMetadataChange } from './change-support.js';

export type AddValidationRuleResult = CallAnswer<typeof addValidationRuleContract>;

/** A validation rule whose formula is compiled now, so its errors show when the rule is saved. */
export async function addValidationRule(
  context: ChangeContext,
  user: CurrentUser,
  input: AddValidationRuleRequest,
): Promise<AddValidationRuleResult> {
  const object = resolveObject(await beginChange(context, user), { objId: input.objId });
  if (input.errorField && !object.fieldsByApi.has(input.errorField.toLowerCase()))
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      `errorField: ${object.label} has no field "${input.errorField}"`,
    );
  checkValidationFormula(object, input.formula);
  const id = stableId('vrl', object.id, input.name);
  if (object.validationRules.some((rule) => rule.id === id))
    throw new AppError(ErrorCode.BAD_REQUEST, `${object.label} has a rule named ${input.name}`);
  await inMetadataChange(context, async (trx) => {
    await trx
      .insertInto('meta_validation_rule')
      .values({
        id,
        object_id: object.id,
        name: input.name,
        formula: input.formula,
        error_message: input.message,
        error_field: input.errorField ?? '',
        is_active: 1,
        sort_order: object.validationRules.length,
      })
      .execute();
  });
  return { id };
}
