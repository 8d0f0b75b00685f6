import {
  type CompiledFormula,
  checkStartBeforeEnd,
  checkWorkingHours,
  compileFormula,
  END_BEFORE_START_MESSAGE_KEY,
  evaluateValidationRule,
  FormulaError,
  WORKING_HOURS_MESSAGE_KEY,
} from '@vela/core';
import {
  type FieldModel,
  formulaFields,
  type ObjectModel,
  type ValidationRuleModel,
} from '../../metadata/index.js';
import { storedToValue } from './prepare-draft.js';
import { type SaveContext, type SaveDraft, SaveRefusal } from './save-types.js';

/**
 * Step 5: the record-level rules — start before end, project working hours
 * (spec 2 §5) and the object's validation rules in the formula language, all
 * through @vela/core, on the record as it will be after the save.
 */
// Compiled once per metadata snapshot: a changed object is a new ObjectModel, so stale entries fall away.
const compiled = new WeakMap<ObjectModel, Map<string, CompiledFormula | FormulaError>>();

export function compiledRule(object: ObjectModel, rule: ValidationRuleModel): CompiledFormula | FormulaError {
  let byRule = compiled.get(object);
  if (!byRule) {
    byRule = new Map();
    compiled.set(object, byRule);
  }
  let entry = byRule.get(rule.id);
  if (!entry) {
    try {
      entry = compileFormula(rule.formula, formulaFields(object), { expectedType: 'boolean' });
    } catch (error) {
      if (!(error instanceof FormulaError)) throw error;
      entry = error;
    }
    byRule.set(rule.id, entry);
  }
  return entry;
}

const labelOf = (object: ObjectModel, api: string) => object.fieldsByApi.get(api.toLowerCase())?.label ?? api;

export function checkRecordRules(context: SaveContext, draft: SaveDraft): void {
  const { object } = context;
  const order = checkStartBeforeEnd(draft.values);
  if (order && object.fieldsByApi.has(order.endField)) {
    throw new SaveRefusal(
      `${END_BEFORE_START_MESSAGE_KEY}: ${labelOf(object, order.endField)} must not be before ${labelOf(object, order.startField)}`,
      { errorField: order.endField },
    );
  }
  const hours = checkWorkingHours(draft.values);
  if (hours && object.fieldsByApi.has(hours)) {
    throw new SaveRefusal(WORKING_HOURS_MESSAGE_KEY.replace('{label}', labelOf(object, hours)), {
      errorField: hours,
    });
  }
  const priorRecord = draft.existing ? priorValues(object.fields, draft.existing) : null;
  for (const rule of object.validationRules) {
    const formula = compiledRule(object, rule);
    // A rule saved before a field it reads was removed no longer compiles; it must not block every save.
    if (formula instanceof FormulaError) continue;
    const fires = evaluateValidationRule(formula, {
      record: draft.values,
      priorRecord,
      user: {
        Id: context.user.userId,
        Email: context.user.email,
        Name: context.user.name,
        ProfileId: context.user.profileId,
      },
      now: context.now,
    });
    if (fires) {
      throw new SaveRefusal(rule.errorMessage, { errorField: rule.errorField, validaterule: rule.name });
    }
  }
}

/** A stored row's values by field api name, as formulas read them (PRIORVALUE, ISCHANGED). */
export function priorValues(
  fields: readonly FieldModel[],
  row: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of fields)
    if (field.columnName) values[field.apiName] = storedToValue(field, row[field.columnName] ?? null);
  return values;
}
