/**
 * What a record's duplicate check compares (issue 7, cnki from the record
 * page): the object's duplicate rules when it has any; otherwise, when its
 * name is a text field people type, the same name (any case);
 * otherwise nothing, and the record page offers no "Find duplicates".
 */
export type DuplicateBasis = 'rules' | 'name' | null;

/** Name fields typed by people (text); an auto-number or formula name would match nothing useful. */
const TYPED_NAME_TYPES: ReadonlySet<string> = new Set(['S']);

export function duplicateBasis(ruleCount: number, nameFieldType: string | undefined): DuplicateBasis {
  if (ruleCount > 0) return 'rules';
  return nameFieldType && TYPED_NAME_TYPES.has(nameFieldType) ? 'name' : null;
}

/** "Find duplicates" leads on to a merge, which changes the record: offered to who may edit it. */
export function offersFindDuplicates(basis: DuplicateBasis, canEdit: boolean): boolean {
  return basis !== null && canEdit;
}

/** The name as the name basis compares it: names are stored trimmed, so case is what differs. */
export function duplicateNameKey(name: string): string {
  return name.trim().toLowerCase();
}
