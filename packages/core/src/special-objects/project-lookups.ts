/**
 * Project-linked lookups (spec 2 §5, S2-V-022): on a record that belongs to a
 * project, the principal, member and milestone lookups choose among the
 * project's own, so the project comes first ('select item').
 */
import type { FieldValues } from '../metadata/types.js';

/** The record field naming the project. */
export const PROJECT_FIELD = 'project_name';

export const PROJECT_LINKED_LOOKUPS: readonly string[] = ['principal', 'member', 'milestone'];

/** English text of the 'select item' warning; `{label}` is the project field's label. */
export const SELECT_ITEM_MESSAGE = 'select item: choose {label} first';

const filled = (value: unknown) => value !== null && value !== undefined && value !== '';

/** True when `fieldApi` is a project-linked lookup of an object with a project field and no project is chosen. */
export function needsProjectFirst(
  fieldApi: string,
  values: FieldValues,
  objectFields: ReadonlySet<string> | readonly string[],
): boolean {
  const has = (api: string) =>
    Array.isArray(objectFields) ? objectFields.includes(api) : (objectFields as ReadonlySet<string>).has(api);
  return PROJECT_LINKED_LOOKUPS.includes(fieldApi) && has(PROJECT_FIELD) && !filled(values[PROJECT_FIELD]);
}

/** The first project-linked lookup holding a value while no project is chosen, or null (server check). */
export function checkProjectLinkedLookups(
  values: FieldValues,
  objectFields: ReadonlySet<string> | readonly string[],
): string | null {
  for (const api of PROJECT_LINKED_LOOKUPS)
    if (filled(values[api]) && needsProjectFirst(api, values, objectFields)) return api;
  return null;
}

/** Fields the project's change clears: a milestone belongs to one project. */
export function projectChangeClears(changedField: string): string[] {
  return changedField === PROJECT_FIELD ? ['milestone'] : [];
}
