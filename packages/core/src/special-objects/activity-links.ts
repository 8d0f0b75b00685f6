/**
 * Event and task links (spec 2 §3, DECISIONS 1): `whoid` names a person — a
 * contact (003) or a lead (004); `relateid` the record the activity is about.
 * A lead is not yet tied to any customer record, so an activity about a lead
 * relates to nothing else (the Salesforce rule): choosing a lead clears
 * "Related to", choosing a related record clears a lead, and the server
 * refuses a record holding both.
 */
import type { FieldValues } from '../metadata/types.js';

export const CONTACT_PREFIX = '003';
export const LEAD_PREFIX = '004';
export const ACTIVITY_OBJECTS: readonly string[] = ['event', 'task'];

const idOf = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string'
      ? (value as { id: string }).id
      : '';

export function isActivityObject(objectApi: string): boolean {
  return ACTIVITY_OBJECTS.includes(objectApi.toLowerCase());
}

const isLead = (value: unknown) => idOf(value).startsWith(LEAD_PREFIX);

/** The fields to clear after `changedField` changed. */
export function activityLinkClears(changedField: string, values: FieldValues): string[] {
  if (changedField === 'whoid' && isLead(values.whoid) && idOf(values.relateid)) return ['relateid'];
  if (changedField === 'relateid' && idOf(values.relateid) && isLead(values.whoid)) return ['whoid'];
  return [];
}

export type ActivityLinkProblem =
  | { field: 'whoid'; reason: 'not-a-person' }
  | { field: 'relateid'; reason: 'lead-related' };

/** The first problem of an activity's links, or null. */
export function checkActivityLinks(values: FieldValues): ActivityLinkProblem | null {
  const who = idOf(values.whoid);
  if (who && !who.startsWith(CONTACT_PREFIX) && !who.startsWith(LEAD_PREFIX))
    return { field: 'whoid', reason: 'not-a-person' };
  if (isLead(who) && idOf(values.relateid)) return { field: 'relateid', reason: 'lead-related' };
  return null;
}

export const ACTIVITY_LINK_MESSAGES: Readonly<Record<ActivityLinkProblem['reason'], string>> = {
  'not-a-person': 'Name must be a contact or a lead',
  'lead-related': 'An activity for a lead cannot be related to another record',
};
