/**
 * WorkRule conditions (spec 2 §4 "Special objects", S2-B-081, S2-C-021…023):
 * a rule compares one resource attribute (a field of the service resource)
 * with a value. The attribute's field type decides which operators make sense
 * and what kind of input the value takes; the same choice is checked when a
 * condition is checked or saved.
 */

import { z } from 'zod';
import { parseDecimal } from '../fields/decimal.js';
import { parseDateText, parseDateTimeText } from '../fields/temporal-values.js';
import type { VisibilityOperator } from '../metadata/types.js';

/** A group of attribute fields by object (`objName`, `fieldList`). */
export const resourceAttributeGroupSchema = z.object({
  objName: z.string(),
  fieldList: z
    .array(
      z.object({
        id: z.string(),
        schemefieldType: z.string(),
        schemefieldLength: z.number().optional(),
        decimalPlaces: z.number().optional(),
        labelName: z.string(),
        /** Api name of the field, ours, for readable stored conditions. */
        apiname: z.string().optional(),
        /** The group's object label again, on each field (a picked attribute names its object). */
        objName: z.string().optional(),
      }),
    )
    .readonly(),
});
export type ResourceAttributeGroup = z.infer<typeof resourceAttributeGroupSchema>;
/** One attribute field as `/autoRecommendPolicy/getResourceAttributeFields` lists it (S2-D-042). */
export type ResourceAttributeField = ResourceAttributeGroup['fieldList'][number];

/** The input a condition value takes for an attribute of this type. */
export type WorkRuleValueInput = 'number' | 'date' | 'datetime' | 'checkbox' | 'text';

const ORDERING: readonly VisibilityOperator[] = ['e', 'n', 'l', 'g', 'm', 'h'];
const TEXT: readonly VisibilityOperator[] = ['e', 'n', 'c', 'k', 's'];
const EQUALITY: readonly VisibilityOperator[] = ['e', 'n'];
const MULTI: readonly VisibilityOperator[] = ['e', 'n', 'c', 'k'];

/** The operators a condition on an attribute of this field type offers, in menu order. */
export function workRuleOperators(fieldType: string): readonly VisibilityOperator[] {
  switch (fieldType) {
    case 'N':
    case 'c':
    case 'P':
    case 'D':
    case 'F':
      return ORDERING;
    case 'B':
    case 'L':
    case 'Y':
    case 'M':
      return EQUALITY;
    case 'Q':
      return MULTI;
    default:
      return TEXT;
  }
}

export function workRuleValueInput(fieldType: string): WorkRuleValueInput {
  switch (fieldType) {
    case 'N':
    case 'c':
    case 'P':
      return 'number';
    case 'D':
      return 'date';
    case 'F':
      return 'datetime';
    case 'B':
      return 'checkbox';
    default:
      return 'text';
  }
}

/** What a condition holds: the attribute field id, the operator and the value (WorkRule fields). */
export interface WorkRuleCondition {
  resourcesproperty: string;
  fieldoperator: string;
  resourcespropertyvalue: string;
}

export type WorkRuleProblem =
  | { field: 'resourcesproperty'; reason: 'unknown-attribute' }
  | { field: 'fieldoperator'; reason: 'operator-not-allowed'; allowed: readonly VisibilityOperator[] }
  | { field: 'resourcespropertyvalue'; reason: 'value-required' }
  | { field: 'resourcespropertyvalue'; reason: 'not-a-number' | 'not-a-date' | 'not-a-checkbox' };

export function findResourceAttribute(
  groups: readonly ResourceAttributeGroup[],
  id: string,
): ResourceAttributeField | undefined {
  for (const group of groups) {
    const field = group.fieldList.find((candidate) => candidate.id === id);
    if (field) return field;
  }
  return undefined;
}

/**
 * The first problem of a condition, or null. A condition without an
 * attribute is not checked (a work rule may be saved before its condition is
 * set); with one, the operator must be one the attribute offers and the value
 * must read as the attribute's type.
 */
export function checkWorkRuleCondition(
  condition: Partial<WorkRuleCondition>,
  groups: readonly ResourceAttributeGroup[],
): WorkRuleProblem | null {
  const attributeId = (condition.resourcesproperty ?? '').trim();
  if (!attributeId) return null;
  const attribute = findResourceAttribute(groups, attributeId);
  if (!attribute) return { field: 'resourcesproperty', reason: 'unknown-attribute' };
  const allowed = workRuleOperators(attribute.schemefieldType);
  if (!(allowed as readonly string[]).includes(condition.fieldoperator ?? '')) {
    return { field: 'fieldoperator', reason: 'operator-not-allowed', allowed };
  }
  const value = (condition.resourcespropertyvalue ?? '').trim();
  const input = workRuleValueInput(attribute.schemefieldType);
  if (value === '') {
    return input === 'text' ? null : { field: 'resourcespropertyvalue', reason: 'value-required' };
  }
  if (input === 'number' && parseDecimal(value) === null)
    return { field: 'resourcespropertyvalue', reason: 'not-a-number' };
  if (input === 'date' && parseDateText(value) === null)
    return { field: 'resourcespropertyvalue', reason: 'not-a-date' };
  if (input === 'datetime' && parseDateTimeText(value) === null)
    return { field: 'resourcespropertyvalue', reason: 'not-a-date' };
  if (input === 'checkbox' && value !== 'true' && value !== 'false')
    return { field: 'resourcespropertyvalue', reason: 'not-a-checkbox' };
  return null;
}

/** The problem in plain English, for the server's refusals. */
export function workRuleProblemText(problem: WorkRuleProblem, attributeLabel = ''): string {
  switch (problem.reason) {
    case 'unknown-attribute':
      return 'The resource attribute is not a field of the service resource';
    case 'operator-not-allowed':
      return `The operator does not apply to ${attributeLabel || 'this attribute'}; choose one of ${problem.allowed.join(', ')}`;
    case 'value-required':
      return `Enter a value for ${attributeLabel || 'the attribute'}`;
    case 'not-a-number':
      return `The value for ${attributeLabel || 'the attribute'} must be a number`;
    case 'not-a-date':
      return `The value for ${attributeLabel || 'the attribute'} must be a date`;
    case 'not-a-checkbox':
      return `The value for ${attributeLabel || 'the attribute'} must be true or false`;
  }
}

/**
 * After the attribute changes: the operator is kept when the new attribute
 * offers it, else the first it offers; the value is kept only when its input
 * kind stays the same.
 */
export function switchWorkRuleAttribute(
  condition: Partial<WorkRuleCondition>,
  before: ResourceAttributeField | undefined,
  after: ResourceAttributeField | undefined,
): WorkRuleCondition {
  const operators = after ? workRuleOperators(after.schemefieldType) : [];
  const operator = (operators as readonly string[]).includes(condition.fieldoperator ?? '')
    ? (condition.fieldoperator ?? '')
    : (operators[0] ?? '');
  const sameInput =
    before &&
    after &&
    workRuleValueInput(before.schemefieldType) === workRuleValueInput(after.schemefieldType);
  return {
    resourcesproperty: after?.id ?? '',
    fieldoperator: operator,
    resourcespropertyvalue: sameInput ? (condition.resourcespropertyvalue ?? '') : '',
  };
}
