/**
 * Assignment rules (spec 2 §2 'use assignment rule', S2-B-014): for leads and
 * cases, an ordered list of entries, each a set of conditions (the operators
 * of spec 1 §5) and the user who gets the record. A save that asks for the
 * rules gives the record to the assignee of the first entry whose conditions
 * hold; when none holds, the owner stays as it was.
 */
import type { FieldTypeCode, FieldValues, LayoutRuleCondition } from '../metadata/types.js';
import { conditionsMatch } from '../rules/dynamic-layout-rules.js';

/** The objects whose form offers the checkbox: leads and cases (api names, lower case). */
export const ASSIGNMENT_RULE_OBJECTS: readonly string[] = ['lead', 'velacase'];

export const ASSIGNMENT_RULE_PATHS = {
  list: '/assignmentRule/list',
  save: '/assignmentRule/save',
} as const;

/** At most this many entries per object: they run on every save that asks. */
export const MAX_ASSIGNMENT_RULE_ENTRIES = 50;

export function offersAssignmentRule(objectApi: string | undefined): boolean {
  return objectApi !== undefined && ASSIGNMENT_RULE_OBJECTS.includes(objectApi.toLowerCase());
}

export interface AssignmentRuleEntry {
  conditions: readonly LayoutRuleCondition[];
  /** A boolean expression over the condition ids ('1 AND (2 OR 3)'); empty: all of them. */
  logic: string;
  assigneeId: string;
}

/** The assignee of the first entry, in order, whose conditions hold for the values; null when none does. */
export function assigneeByRules(
  entries: readonly AssignmentRuleEntry[],
  values: FieldValues,
  fieldTypes: Readonly<Record<string, FieldTypeCode>>,
): string | null {
  const entry = entries.find((candidate) =>
    conditionsMatch(candidate.conditions, candidate.logic, values, fieldTypes),
  );
  return entry?.assigneeId ?? null;
}
