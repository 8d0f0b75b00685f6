import type { FormulaType } from './types.js';

export type FormulaErrorKind =
  | 'syntax'
  | 'type'
  | 'unknown-field'
  | 'unknown-function'
  | 'arity'
  | 'too-long';

/**
 * Everything wrong with a formula is found when it is compiled (when the rule is saved), never while it
 * runs. `position` is the 0-based character offset into the source where the problem starts.
 */
export class FormulaError extends Error {
  readonly position: number;
  readonly kind: FormulaErrorKind;

  constructor(kind: FormulaErrorKind, message: string, position: number) {
    super(message);
    this.name = 'FormulaError';
    this.kind = kind;
    this.position = position;
  }
}

/** The names Salesforce's own error messages use for types. */
const TYPE_LABELS: Record<FormulaType, string> = {
  number: 'Number',
  text: 'Text',
  boolean: 'Boolean',
  date: 'Date',
  datetime: 'DateTime',
  time: 'Time',
  picklist: 'Picklist',
  multipicklist: 'Multi-Select Picklist',
  null: 'Null',
};

export function typeLabel(type: FormulaType): string {
  return TYPE_LABELS[type];
}

export function typeLabels(types: readonly FormulaType[]): string {
  return types.map(typeLabel).join(', ');
}

/** A message that also says where: "<what> (at position N)". */
export function atPosition(message: string, position: number): string {
  return `${message} (at position ${position})`;
}
