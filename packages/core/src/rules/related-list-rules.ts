/**
 * Related lists edited inside a record form (spec 2 §5, S2-V-018/019): a list
 * with rows that fail their own checks refuses the save with c3684; a list
 * the object requires that has no rows refuses it with c3670 naming the list.
 */
export interface RelatedListRule {
  parentApi: string;
  childApi: string;
  relatedField: string;
}

/** The related lists a record must have rows in before it saves. */
export const REQUIRED_RELATED_LISTS: readonly RelatedListRule[] = [
  { parentApi: 'velaproceed', childApi: 'velaproceeddetail', relatedField: 'proceedid' },
];

export function requiredRelatedListsOf(parentApi: string): RelatedListRule[] {
  const key = parentApi.toLowerCase();
  return REQUIRED_RELATED_LISTS.filter((rule) => rule.parentApi.toLowerCase() === key);
}

export interface RelatedListState {
  /** The list's name as the form shows it ("Payment details"). */
  label: string;
  required: boolean;
  /** Live rows after the save (kept, added, minus removed). */
  rowCount: number;
  /** Rows failing their own checks. */
  invalidRows: number;
}

export type RelatedListVerdict =
  | { ok: true }
  | { ok: false; key: 'c3684'; list: string; invalidRows: number }
  | { ok: false; key: 'c3670'; list: string };

/** The first failing list decides: rows that fail (c3684) before a required list left empty (c3670). */
export function validateRelatedLists(lists: readonly RelatedListState[]): RelatedListVerdict {
  for (const list of lists)
    if (list.invalidRows > 0)
      return { ok: false, key: 'c3684', list: list.label, invalidRows: list.invalidRows };
  for (const list of lists)
    if (list.required && list.rowCount === 0) return { ok: false, key: 'c3670', list: list.label };
  return { ok: true };
}
