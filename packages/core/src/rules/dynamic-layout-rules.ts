/**
 * Dynamic layout rules (spec 2 §4, DECISIONS 12): conditions on field values
 * that make fields required or read-only and show fields and sections.
 */
import type {
  DynamicLayoutRule,
  FieldTypeCode,
  FieldValues,
  LayoutRuleActions,
  LayoutRuleCondition,
  LayoutSection,
} from '../metadata/types.js';
import {
  allConditionsLogic,
  type ConditionLogic,
  ConditionLogicError,
  evaluateConditionLogic,
  parseConditionLogic,
} from './condition-logic.js';
import { compareForVisibility } from './visibility-operators.js';

export interface LayoutRuleResult {
  /** Fields a matching rule made required. */
  required: Set<string>;
  /** Fields a matching rule made read-only. */
  readonly: Set<string>;
  /** Fields some show action targets that no matching rule shows. */
  hiddenFields: Set<string>;
  /** Sections some show action targets that no matching rule shows and that hold no required field. */
  hiddenSections: Set<string>;
}

export interface LayoutRuleOptions {
  /** Fields required by the layout itself: a section holding one stays visible too. */
  staticRequired?: Iterable<string>;
}

/** Fields whose change re-runs the rules: the declared watch fields and every field a condition reads. */
export function watchedFields(rules: readonly DynamicLayoutRule[]): Set<string> {
  const fields = new Set<string>();
  for (const rule of rules) {
    for (const field of rule.watchFields) fields.add(field);
    for (const condition of rule.conditions) fields.add(condition.fieldApi);
    for (const condition of rule.secondLevel?.conditions ?? []) fields.add(condition.fieldApi);
  }
  return fields;
}

function logicFor(
  conditions: readonly LayoutRuleCondition[],
  logic: string | undefined,
): ConditionLogic | null {
  const ids = conditions.map((condition) => condition.id);
  if (logic === undefined || logic.trim() === '') return allConditionsLogic(ids);
  return parseConditionLogic(logic, ids);
}

/**
 * Whether the conditions hold. No conditions hold trivially. A rule whose
 * logic does not parse never matches: the rule editor refuses such logic
 * (parseConditionLogic), so this only guards against stale data.
 */
export function conditionsMatch(
  conditions: readonly LayoutRuleCondition[],
  logic: string | undefined,
  values: FieldValues,
  fieldTypes: Readonly<Record<string, FieldTypeCode>>,
): boolean {
  let tree: ConditionLogic | null;
  try {
    tree = logicFor(conditions, logic);
  } catch (error) {
    if (error instanceof ConditionLogicError) return false;
    throw error;
  }
  if (tree === null) return true;
  const byId = new Map(conditions.map((condition) => [condition.id, condition]));
  return evaluateConditionLogic(tree, (id) => {
    const condition = byId.get(id);
    if (!condition) return false;
    const type = fieldTypes[condition.fieldApi] ?? 'S';
    return compareForVisibility(type, condition.operator, values[condition.fieldApi], condition.value);
  });
}

function applyActions(
  actions: LayoutRuleActions,
  result: LayoutRuleResult,
  shownFields: Set<string>,
  shownSections: Set<string>,
) {
  for (const field of actions.required) result.required.add(field);
  for (const field of actions.readonly) result.readonly.add(field);
  for (const field of actions.showFields) shownFields.add(field);
  for (const section of actions.showSections) shownSections.add(section);
}

/**
 * Runs every rule over the current values (S2-B-062 … S2-B-066). Everything
 * starts off: a show target is hidden until a matching rule shows it;
 * required and read-only are only what matching rules turn on. A rule's
 * second level applies its own actions when the main conditions match and its
 * expression holds. A section stays visible while it holds a required field
 * (dynamically required, or in `options.staticRequired`); so does a field a
 * matching rule made required, since a required field nobody can see would
 * block the save.
 */
export function evaluateLayoutRules(
  rules: readonly DynamicLayoutRule[],
  values: FieldValues,
  fieldTypes: Readonly<Record<string, FieldTypeCode>>,
  sections: readonly LayoutSection[],
  options: LayoutRuleOptions = {},
): LayoutRuleResult {
  const result: LayoutRuleResult = {
    required: new Set(),
    readonly: new Set(),
    hiddenFields: new Set(),
    hiddenSections: new Set(),
  };
  const shownFields = new Set<string>();
  const shownSections = new Set<string>();
  const fieldTargets = new Set<string>();
  const sectionTargets = new Set<string>();

  for (const rule of rules) {
    for (const actions of [rule.actions, rule.secondLevel?.actions]) {
      for (const field of actions?.showFields ?? []) fieldTargets.add(field);
      for (const section of actions?.showSections ?? []) sectionTargets.add(section);
    }
    if (!conditionsMatch(rule.conditions, rule.logic, values, fieldTypes)) continue;
    applyActions(rule.actions, result, shownFields, shownSections);
    const second = rule.secondLevel;
    if (second && conditionsMatch(second.conditions, second.logic, values, fieldTypes)) {
      applyActions(second.actions, result, shownFields, shownSections);
    }
  }

  for (const field of fieldTargets) {
    if (!shownFields.has(field) && !result.required.has(field)) result.hiddenFields.add(field);
  }
  const staticRequired = new Set(options.staticRequired ?? []);
  const isRequired = (field: string) =>
    result.required.has(field) || (staticRequired.has(field) && !result.hiddenFields.has(field));
  for (const sectionId of sectionTargets) {
    if (shownSections.has(sectionId)) continue;
    const section = sections.find((candidate) => candidate.id === sectionId);
    const fields = section ? [...section.fields.left, ...section.fields.right] : [];
    if (!fields.some(isRequired)) result.hiddenSections.add(sectionId);
  }
  return result;
}

/** Field api names of the layout's sections, for checks that need "is this field in a hidden section". */
export function fieldsOfSections(
  sections: readonly LayoutSection[],
  sectionIds: Iterable<string>,
): Set<string> {
  const wanted = new Set(sectionIds);
  const fields = new Set<string>();
  for (const section of sections) {
    if (!wanted.has(section.id)) continue;
    for (const field of [...section.fields.left, ...section.fields.right]) fields.add(field);
  }
  return fields;
}
