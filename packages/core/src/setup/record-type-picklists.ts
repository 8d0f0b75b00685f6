/**
 * Picklist values per record type (issue 18, as in Salesforce): a record type may offer only some of a
 * picklist's values, and its own default among them. A picklist a record type does not restrict offers
 * every value, with the field's own default. The setup screen, the record form and the server's save
 * read the same rules from here.
 */

/** One picklist's values for one record type: the value keys offered, in the field's order, and the default. */
export interface RecordTypePicklist {
  values: string[];
  defaultValue: string | null;
}

/** A record type's restricted picklists, by field id. */
export type RecordTypePicklists = Record<string, RecordTypePicklist>;

export type RecordTypePicklistCheck =
  | { ok: true; value: RecordTypePicklist }
  | { ok: false; reason: string; field: 'values' | 'defaultValue' };

/**
 * Checks what an administrator chose for one picklist of a record type against the field's active values:
 * at least one value, each a value of the field (named when not), the default one of those chosen.
 * The values come back in the field's own order, once each.
 */
export function checkRecordTypePicklist(
  fieldLabel: string,
  fieldValues: readonly string[],
  chosen: readonly string[],
  defaultValue: string | null,
): RecordTypePicklistCheck {
  const unknown = chosen.filter((value) => !fieldValues.includes(value));
  if (unknown.length > 0)
    return {
      ok: false,
      field: 'values',
      reason: `values: ${unknown.map((value) => `"${value}"`).join(', ')} ${unknown.length === 1 ? 'is not an active value' : 'are not active values'} of ${fieldLabel}`,
    };
  const values = fieldValues.filter((value) => chosen.includes(value));
  if (values.length === 0)
    return { ok: false, field: 'values', reason: `values: choose at least one value of ${fieldLabel}` };
  if (defaultValue !== null && defaultValue !== '' && !values.includes(defaultValue))
    return {
      ok: false,
      field: 'defaultValue',
      reason: `defaultValue: "${defaultValue}" is not among the values chosen for ${fieldLabel}`,
    };
  return { ok: true, value: { values, defaultValue: defaultValue || null } };
}

/** The value keys a record type offers for a picklist; null when it offers every value. */
export function offeredPicklistValues(
  picklists: RecordTypePicklists | undefined,
  fieldId: string,
): readonly string[] | null {
  return picklists?.[fieldId]?.values ?? null;
}

/**
 * The default a new record of the record type starts with: the record type's own for a picklist it
 * restricts, else the field's default — unless the record type does not offer that value, when none.
 */
export function recordTypePicklistDefault(
  picklists: RecordTypePicklists | undefined,
  fieldId: string,
  fieldDefault: string | null,
): string | null {
  const restriction = picklists?.[fieldId];
  if (!restriction) return fieldDefault || null;
  if (restriction.defaultValue) return restriction.defaultValue;
  if (!fieldDefault) return null;
  // A multi-select default is several keys; it stays only when the record type offers each.
  const keys = fieldDefault.split(';').filter(Boolean);
  return keys.every((key) => restriction.values.includes(key)) ? fieldDefault : null;
}

/**
 * The values of a record's picklist the record type does not offer; empty when each is offered (or the
 * picklist is not restricted). A multi-select value is several keys joined by ';'.
 */
export function valuesNotOffered(
  picklists: RecordTypePicklists | undefined,
  fieldId: string,
  value: unknown,
): string[] {
  const offered = offeredPicklistValues(picklists, fieldId);
  if (!offered || value === null || value === undefined || value === '') return [];
  const keys = Array.isArray(value) ? value.map(String) : String(value).split(';');
  return keys.filter((key) => key !== '' && !offered.includes(key));
}
