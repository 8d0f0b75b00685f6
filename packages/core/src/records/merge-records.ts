/**
 * Merging duplicate records (spec 1 §2.1 `combination`, `cnki`): two or three
 * records of one object become one. The survivor (master) keeps its id; for
 * each field the person picks which record's value survives; the others go
 * to the recycle bin.
 */
export const MERGE_MIN_RECORDS = 2;
export const MERGE_MAX_RECORDS = 3;

export type MergeValue = string | number | boolean | null;

export interface MergeSelection {
  masterId: string;
  /** Every record taking part, the master included. */
  recordIds: readonly string[];
  /** Field api name → id of the record whose value survives; fields left out keep the master's value. */
  choices: Readonly<Record<string, string>>;
}

/** What is wrong with a merge request, or null when it can go ahead. */
export function mergeSelectionProblem(selection: MergeSelection): string | null {
  const ids = new Set(selection.recordIds);
  if (ids.size !== selection.recordIds.length) return 'A record is named twice in the merge';
  if (ids.size < MERGE_MIN_RECORDS || ids.size > MERGE_MAX_RECORDS)
    return `A merge takes ${MERGE_MIN_RECORDS} to ${MERGE_MAX_RECORDS} records; ${ids.size} were given`;
  if (!ids.has(selection.masterId)) return 'The record to keep must be one of the merged records';
  for (const [field, source] of Object.entries(selection.choices)) {
    if (!ids.has(source)) return `The value of ${field} is taken from ${source}, which is not being merged`;
  }
  return null;
}

/**
 * The survivor's changed values: for each chosen field whose source is not
 * the master and whose value differs, the source's value. `records` maps id
 * to values by field api name.
 */
export function mergedChanges(
  selection: MergeSelection,
  records: ReadonlyMap<string, Readonly<Record<string, MergeValue>>>,
): Record<string, MergeValue> {
  const master = records.get(selection.masterId) ?? {};
  const changes: Record<string, MergeValue> = {};
  for (const [field, source] of Object.entries(selection.choices)) {
    if (source === selection.masterId) continue;
    const value = records.get(source)?.[field] ?? null;
    if ((master[field] ?? null) !== value) changes[field] = value;
  }
  return changes;
}

/**
 * The default choice per field: the master's value, unless it is empty and
 * another record has one (first in the given order).
 */
export function defaultMergeChoices(
  masterId: string,
  recordIds: readonly string[],
  fields: readonly string[],
  records: ReadonlyMap<string, Readonly<Record<string, MergeValue>>>,
): Record<string, string> {
  const empty = (value: MergeValue | undefined) => value === null || value === undefined || value === '';
  const choices: Record<string, string> = {};
  for (const field of fields) {
    let source = masterId;
    if (empty(records.get(masterId)?.[field])) {
      source = recordIds.find((id) => !empty(records.get(id)?.[field])) ?? masterId;
    }
    choices[field] = source;
  }
  return choices;
}
