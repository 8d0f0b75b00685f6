/**
 * ServiceGoal (spec 2 §4 "Special objects", S2-B-082, S2-B-083): the goal
 * type 'qualification' makes `qualificationfield` a select of fields grouped
 * by object (`/autoRecommendPolicy/getQualificationFields`); any other goal
 * type leaves it a text input.
 */
import type { ResourceAttributeGroup } from './work-rule.js';

/** The goal-type value that turns the qualification field into a grouped select. */
export const QUALIFICATION_GOAL_TYPE = 'qualification';

export type QualificationFieldInput = 'groupedSelect' | 'text';

export function qualificationFieldInput(goalType: unknown): QualificationFieldInput {
  return goalType === QUALIFICATION_GOAL_TYPE ? 'groupedSelect' : 'text';
}

/**
 * A qualification goal's field must be one of the listed fields (by id);
 * empty passes (required-ness is the layout's). Other goal types take any text.
 */
export function checkQualificationField(
  goalType: unknown,
  value: unknown,
  groups: readonly ResourceAttributeGroup[],
): boolean {
  if (qualificationFieldInput(goalType) === 'text') return true;
  if (value === null || value === undefined || value === '') return true;
  return groups.some((group) => group.fieldList.some((field) => field.id === value));
}

export const QUALIFICATION_FIELD_MESSAGE = 'Choose the qualification field from the list';
