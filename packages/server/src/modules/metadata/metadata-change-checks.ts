import {
  ConditionLogicError,
  checkRollup,
  compileFormula,
  type DynamicLayoutRule,
  FIELD_TYPES,
  FormulaError,
  type FormulaFieldInfo,
  isVisibilityOperator,
  type LayoutRuleActions,
  type LayoutRuleCondition,
  type NewField,
  parseConditionLogic,
  type RollupDefinition,
  type RollupFieldFacts,
} from '@vela/core';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { formulaFields, formulaTypeOf } from './formula-fields.js';
import type { FieldModel, LayoutModel, MetadataSnapshot, ObjectModel } from './metadata-model.js';

/**
 * The checks behind the metadata change calls: every name a change carries
 * must name something that exists, so a typo is refused with a message that
 * says where it is rather than stored and silently ignored by every form.
 */
export const badInput = (message: string) => new AppError(ErrorCode.BAD_REQUEST, message);

export function fieldNamed(object: ObjectModel, api: string, where: string): FieldModel {
  const field = object.fieldsByApi.get(api.toLowerCase());
  if (!field) throw badInput(`${where}: ${object.label} has no field "${api}"`);
  return field;
}

export interface RuleInput {
  watchFields?: string[] | undefined;
  conditions: Array<{ id: number; fieldApi: string; operator: string; value: string }>;
  logic?: string | undefined;
  actions: Partial<LayoutRuleActions>;
  secondLevel?:
    | {
        conditions: Array<{ id: number; fieldApi: string; operator: string; value: string }>;
        logic: string;
        actions: Partial<LayoutRuleActions>;
      }
    | undefined;
}

function checkConditions(
  object: ObjectModel,
  conditions: RuleInput['conditions'],
  where: string,
): LayoutRuleCondition[] {
  const seen = new Set<number>();
  return conditions.map((condition, index) => {
    const at = `${where}.conditions[${index}]`;
    if (seen.has(condition.id)) throw badInput(`${at}.id: condition ${condition.id} is numbered twice`);
    seen.add(condition.id);
    const field = fieldNamed(object, condition.fieldApi, `${at}.fieldApi`);
    if (!isVisibilityOperator(condition.operator))
      throw badInput(
        `${at}.operator: "${condition.operator}" is not an operator (e n l g m h c k s: equals, not equals, less, greater, less or equal, greater or equal, contains, does not contain, starts with)`,
      );
    return {
      id: condition.id,
      fieldApi: field.apiName,
      operator: condition.operator,
      value: condition.value,
    };
  });
}

function checkLogic(logic: string | undefined, conditions: readonly LayoutRuleCondition[], where: string) {
  if (logic === undefined || logic.trim() === '') return;
  try {
    parseConditionLogic(
      logic,
      conditions.map((condition) => condition.id),
    );
  } catch (error) {
    if (error instanceof ConditionLogicError) throw badInput(`${where}: ${error.message}`);
    throw error;
  }
}

function checkActions(
  object: ObjectModel,
  layout: LayoutModel,
  actions: Partial<LayoutRuleActions>,
  where: string,
): LayoutRuleActions {
  const fields = (key: 'required' | 'readonly' | 'showFields') =>
    (actions[key] ?? []).map((api, index) => fieldNamed(object, api, `${where}.${key}[${index}]`).apiName);
  const sectionIds = new Set(layout.sections.map((section) => section.id));
  const showSections = (actions.showSections ?? []).map((id, index) => {
    if (!sectionIds.has(id))
      throw badInput(`${where}.showSections[${index}]: layout "${layout.name}" has no section "${id}"`);
    return id;
  });
  return {
    required: fields('required'),
    readonly: fields('readonly'),
    showFields: fields('showFields'),
    showSections,
  };
}

/** A dynamic layout rule in @vela/core's shape, every field, operator, logic and section checked. */
export function checkDynamicRule(
  object: ObjectModel,
  layout: LayoutModel,
  input: RuleInput,
): Omit<DynamicLayoutRule, 'id'> {
  const conditions = checkConditions(object, input.conditions, 'rule');
  if (conditions.length === 0) throw badInput('rule.conditions: a rule needs at least one condition');
  checkLogic(input.logic, conditions, 'rule.logic');
  const actions = checkActions(object, layout, input.actions, 'rule.actions');
  const watchFields = (input.watchFields ?? conditions.map((condition) => condition.fieldApi)).map(
    (api, index) => fieldNamed(object, api, `rule.watchFields[${index}]`).apiName,
  );
  const rule: Omit<DynamicLayoutRule, 'id'> = { watchFields: [...new Set(watchFields)], conditions, actions };
  if (input.logic?.trim()) rule.logic = input.logic.trim();
  if (input.secondLevel) {
    const second = checkConditions(object, input.secondLevel.conditions, 'rule.secondLevel');
    if (second.length === 0) throw badInput('rule.secondLevel.conditions: name at least one condition');
    if (!input.secondLevel.logic.trim()) throw badInput('rule.secondLevel.logic: combine the conditions');
    checkLogic(input.secondLevel.logic, second, 'rule.secondLevel.logic');
    rule.secondLevel = {
      conditions: second,
      logic: input.secondLevel.logic.trim(),
      actions: checkActions(object, layout, input.secondLevel.actions, 'rule.secondLevel.actions'),
    };
    for (const condition of second)
      if (!rule.watchFields.includes(condition.fieldApi)) rule.watchFields.push(condition.fieldApi);
  }
  return rule;
}

/** "target=source" pairs: target a writable field here, source a field of the looked-up object. */
export function checkLookupExpression(
  snapshot: MetadataSnapshot,
  object: ObjectModel,
  lookupApi: string,
  expression: string,
): { lookupField: FieldModel; expression: string } {
  const lookupField = fieldNamed(object, lookupApi, 'lookupField');
  const targetIds = (lookupField.lookupObjectId ?? '').split(',').filter(Boolean);
  const target = targetIds.length === 1 ? snapshot.byId.get(targetIds[0] ?? '') : undefined;
  if ((lookupField.typeCode !== 'Y' && lookupField.typeCode !== 'M') || !target)
    throw badInput(`lookupField: "${lookupApi}" is not a lookup to one object`);
  const pairs = expression.split(',').map((pair, index) => {
    const parts = pair.split('=').map((part) => part.trim());
    const [to, from] = parts;
    if (parts.length !== 2 || !to || !from)
      throw badInput(`expression: pair ${index + 1} "${pair.trim()}" is not "targetField=sourceField"`);
    const targetField = fieldNamed(object, to, `expression pair ${index + 1}`);
    if (!targetField.columnName || !targetField.editable || targetField.system)
      throw badInput(`expression pair ${index + 1}: ${object.label} field "${to}" cannot be written`);
    const sourceField = fieldNamed(target, from, `expression pair ${index + 1}`);
    return `${targetField.apiName}=${sourceField.apiName}`;
  });
  return { lookupField, expression: pairs.join(',') };
}

/** A validation rule's formula must compile against the object, to a true/false value. */
export function checkValidationFormula(object: ObjectModel, formula: string): void {
  try {
    compileFormula(formula, formulaFields(object), { expectedType: 'boolean' });
  } catch (error) {
    if (error instanceof FormulaError) throw badInput(`formula: ${error.message}`);
    throw error;
  }
}

/** How the formula language sees the fields of an object being created. */
export function newFieldFormulaInfo(fields: readonly NewField[]): FormulaFieldInfo[] {
  return fields
    .filter((field) => field.type !== 'Z' && field.type !== 'AD' && field.type !== 'LT')
    .map((field) => ({ apiName: field.api, type: formulaTypeOf(field.type) }));
}

/** A formula field's expression must be given and compile against the object's fields (any result type). */
export function checkFormulaField(
  fields: readonly FormulaFieldInfo[],
  formula: string | undefined,
  where: string,
): void {
  if (!formula?.trim()) throw badInput(`${where}: a formula field needs its expression`);
  try {
    compileFormula(formula, [...fields]);
  } catch (error) {
    if (error instanceof FormulaError) throw badInput(`${where}: ${error.message}`);
    throw error;
  }
}

/**
 * A roll-up summary's definition against the metadata (core's checkRollup): the child object, its
 * relationship to `parent`, the summarised and filter fields, and the type the field was given, which must
 * be the roll-up's result type. Answers the definition with the api names as the child spells them.
 */
export function checkRollupField(
  snapshot: MetadataSnapshot,
  parent: ObjectModel,
  field: { type: string; decimals?: number | undefined; rollup?: RollupDefinition | undefined },
  where: string,
): RollupDefinition {
  const definition = field.rollup;
  if (!definition) throw badInput(`${where}: a roll-up summary needs its definition`);
  const child = snapshot.byId.get(definition.childObject);
  if (!child) throw badInput(`${where}.childObject: there is no object ${definition.childObject}`);
  const facts: RollupFieldFacts[] = child.fields.map((candidate) => ({
    api: candidate.apiName,
    label: candidate.label,
    type: candidate.typeCode,
    lookupObjectId: candidate.lookupObjectId,
    isRollup: candidate.rollup !== null,
    stored: candidate.columnName !== null,
    decimals: candidate.decimalPlaces,
  }));
  const check = checkRollup(definition, parent.id, facts);
  if (check.error) throw badInput(check.error.replace(/^rollup\./, `${where}.`));
  if (field.type !== check.resultType)
    throw badInput(
      `${where}: this roll-up's value is a ${FIELD_TYPES[check.resultType].label} (type ${check.resultType}); the field must have that type, not ${field.type}`,
    );
  const spelled = (api: string | undefined) =>
    api ? (child.fieldsByApi.get(api.toLowerCase())?.apiName ?? api) : api;
  return {
    ...definition,
    relationshipField: spelled(definition.relationshipField) ?? definition.relationshipField,
    ...(definition.function === 'count'
      ? { summarisedField: undefined }
      : { summarisedField: spelled(definition.summarisedField) }),
    ...(definition.filter
      ? {
          filter: {
            ...definition.filter,
            field: spelled(definition.filter.field) ?? definition.filter.field,
          },
        }
      : {}),
  };
}
