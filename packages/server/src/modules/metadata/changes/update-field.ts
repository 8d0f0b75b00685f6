import type { CallAnswer, UpdateFieldRequest, updateFieldContract } from '@vela/core';
import type { CurrentUser } from '../../../http/current-user.js';
import { formulaFields } from '../formula-fields.js';
import { badInput, checkFormulaField } from '../metadata-change-checks.js';
import { beginChange, type ChangeContext, flag, inMetadataChange, notFound } from './change-support.js';

export type UpdateFieldResult = CallAnswer<typeof updateFieldContract>;

const TEXT_TYPES = new Set(['S', 'E', 'H', 'U', 'X', 'A']);
const NUMBER_TYPES = new Set(['N', 'P', 'c']);

/**
 * A field's label, per-language labels, required, length, decimals, default, help text, placeholder
 * or formula. The column itself is not altered: text columns are unbounded and numbers are stored
 * whole, so length and decimals are rules of the form and the save, not of the table.
 */
export async function updateField(
  context: ChangeContext,
  user: CurrentUser,
  input: UpdateFieldRequest,
): Promise<UpdateFieldResult> {
  const snapshot = await beginChange(context, user);
  const field = snapshot.fieldsById.get(input.fieldId);
  const object = field ? snapshot.byId.get(field.objectId) : undefined;
  if (!field || !object) throw notFound(`Field "${input.fieldId}"`);
  if (field.system) throw badInput(`fieldId: ${field.label} is a platform field; it cannot be changed`);
  if (input.length !== undefined && !TEXT_TYPES.has(field.typeCode))
    throw badInput(`length: ${field.label} is no text field, so it has no length`);
  if (input.decimals !== undefined && !NUMBER_TYPES.has(field.typeCode))
    throw badInput(`decimals: ${field.label} is no number field, so it has no decimals`);
  if (input.formula !== undefined) {
    if (field.typeCode !== 'Z') throw badInput(`formula: ${field.label} is no formula field`);
    const others = formulaFields(object).filter((candidate) => candidate.apiName !== field.apiName);
    checkFormulaField(others, input.formula, 'formula');
  }
  if (input.required && (field.typeCode === 'Z' || field.rollup))
    throw badInput(`required: ${field.label} is calculated, so it cannot be required`);
  if (input.defaultValue && field.rollup)
    throw badInput(`defaultValue: ${field.label} is a roll-up summary, computed from its children`);
  if (input.defaultValue && (field.typeCode === 'L' || field.typeCode === 'Q'))
    throw badInput("defaultValue: a picklist's default is chosen among its values");
  await inMetadataChange(context, (trx) =>
    trx
      .updateTable('meta_field')
      .set({
        label: input.label ?? field.label,
        labels_json: JSON.stringify(input.labels ?? field.labels),
        required: flag(input.required ?? field.required),
        length: input.length ?? field.length,
        decimal_places: input.decimals ?? field.decimalPlaces,
        default_value: input.defaultValue ?? field.defaultValue,
        help_text: input.helpText ?? field.helpText,
        placeholder: input.placeholder ?? field.placeholder,
        formula: input.formula ?? field.formula,
      })
      .where('id', '=', field.id)
      .execute(),
  );
  return { fieldId: field.id };
}
