/**
 * A person's full name from its parts (issue 26 item 15): contacts and leads
 * keep a salutation, a first and a last name, and their name (what lists,
 * lookups and search show) is "first last". The salutation is a form of
 * address for letters, not part of the name. Blank parts leave the name as
 * typed, so records made before the parts existed keep theirs.
 */
export const PERSON_NAME_PARTS = ['firstname', 'lastname'] as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Whether an object's fields hold the name parts, so its name derives from them. */
export function hasPersonNameParts(fieldApis: Iterable<string>): boolean {
  const apis = new Set([...fieldApis].map((api) => api.toLowerCase()));
  return PERSON_NAME_PARTS.every((part) => apis.has(part));
}

/** "First Last" from the parts, or null when both are blank (the name is then what was typed). */
export function personFullName(values: { firstname?: unknown; lastname?: unknown }): string | null {
  const full = [text(values.firstname), text(values.lastname)].filter(Boolean).join(' ');
  return full === '' ? null : full;
}
