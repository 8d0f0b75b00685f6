import type { ColumnMapping, ImportField } from '@vela/core';
import { type FieldModel, isLookupType, labelIn, type ObjectModel } from '../metadata/index.js';

/** Written by the system or not a single value: never a column of an import. */
const NOT_IMPORTED_TYPES = new Set(['V', 'Z', 'AD', 'LT', 'file', 'IMG']);
const SYSTEM_COLUMNS = new Set([
  'createbyid',
  'createdate',
  'lastmodifybyid',
  'lastmodifydate',
  'recordtype',
]);

/** The record id: the key of an update, mapped like a field. */
export const ID_FIELD = 'id';

/** The fields a file may set, in the object's order. */
export function importableFields(object: ObjectModel): FieldModel[] {
  return object.fields.filter(
    (field) =>
      field.columnName !== null &&
      field.editable &&
      !NOT_IMPORTED_TYPES.has(field.typeCode) &&
      !SYSTEM_COLUMNS.has(field.apiName.toLowerCase()) &&
      field.apiName.toLowerCase() !== ID_FIELD,
  );
}

export function importFieldViews(object: ObjectModel, language: string | undefined): ImportField[] {
  const idField: ImportField = { apiName: ID_FIELD, label: 'ID', type: 'S', required: false, lookup: false };
  return [
    idField,
    ...importableFields(object).map((field) => ({
      apiName: field.apiName,
      label: labelIn(field.labels, field.label, language),
      type: field.typeCode,
      // The owner defaults to the importer and a field with a default gets it: neither needs a column.
      required: field.required && field.apiName.toLowerCase() !== 'ownerid' && field.defaultValue === '',
      lookup: isLookupType(field.typeCode),
    })),
  ];
}

/** Fields an upsert may match on: unique ones, and text fields named like an external id. */
export function matchFieldsOf(object: ObjectModel): FieldModel[] {
  return importableFields(object).filter(
    (field) => field.unique || (/extern|external_?id/i.test(field.apiName) && !isLookupType(field.typeCode)),
  );
}

/** Headers and labels compared without case, spaces, dashes or underscores ("E-mail" = "email"). */
export function matchKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_\-.*:：]+/g, '');
}

/**
 * Each column's field: the mapping saved last time for a column of the same
 * name, else the field whose api name or label (in any language the org's
 * catalogue holds) matches the header. A field is taken by one column only.
 */
export function proposeMapping(
  object: ObjectModel,
  columns: readonly string[],
  saved: readonly ColumnMapping[],
): ColumnMapping[] {
  const byKey = new Map<string, string>();
  const fields = importableFields(object);
  // Api names first, then labels, so a label never hides another field's api name.
  for (const field of fields) byKey.set(matchKey(field.apiName), field.apiName);
  for (const field of fields) {
    for (const label of [field.label, ...Object.values(field.labels)]) {
      const key = matchKey(label);
      if (key && !byKey.has(key)) byKey.set(key, field.apiName);
    }
  }
  byKey.set(matchKey(ID_FIELD), ID_FIELD);
  byKey.set(matchKey('record id'), ID_FIELD);
  const savedByColumn = new Map(saved.map((entry) => [matchKey(entry.column), entry.field]));
  const known = new Set([ID_FIELD, ...fields.map((field) => field.apiName)]);
  const taken = new Set<string>();
  return columns.map((column) => {
    const fromSaved = savedByColumn.get(matchKey(column));
    const field =
      fromSaved !== undefined && (fromSaved === '' || known.has(fromSaved))
        ? fromSaved
        : (byKey.get(matchKey(column)) ?? '');
    if (field === '' || taken.has(field)) return { column, field: '' };
    taken.add(field);
    return { column, field };
  });
}
