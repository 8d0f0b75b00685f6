/**
 * Criteria of a criteria-based sharing rule: every condition must hold (AND).
 * The server turns them into SQL over the object's table; this module
 * checks their shape and names the problem.
 */
export const CRITERIA_OPERATORS = [
  'equals',
  'notEquals',
  'greaterThan',
  'lessThan',
  'isBlank',
  'isNotBlank',
] as const;
export type CriteriaOperator = (typeof CRITERIA_OPERATORS)[number];

export interface SharingCondition {
  field: string;
  operator: CriteriaOperator;
  value: string;
}

export function operatorNeedsValue(operator: CriteriaOperator): boolean {
  return operator !== 'isBlank' && operator !== 'isNotBlank';
}

/** The first problem with a rule's conditions, or null when they are usable. */
export function criteriaProblem(
  conditions: readonly SharingCondition[],
  fieldExists: (apiName: string) => boolean,
): string | null {
  if (conditions.length === 0) return 'a criteria-based rule needs at least one condition';
  if (conditions.length > 10) return 'a criteria-based rule has at most 10 conditions';
  for (const [index, condition] of conditions.entries()) {
    if (!fieldExists(condition.field)) return `conditions[${index}]: there is no field "${condition.field}"`;
    if (operatorNeedsValue(condition.operator) && condition.value === '')
      return `conditions[${index}]: ${condition.operator} needs a value`;
  }
  return null;
}
