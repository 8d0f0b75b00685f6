/** The public shapes of the formula language: what a compiled rule is and what it runs against. */

export type FormulaType =
  | 'number'
  | 'text'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'time'
  | 'picklist'
  | 'multipicklist'
  | 'null';

export interface FormulaFieldInfo {
  apiName: string;
  type: FormulaType;
}

/**
 * A value while a formula runs. Dates are `Date`s at UTC midnight, date-times are instants, times are
 * `Date`s on 1970-01-01 UTC; a multi-select picklist is the list of its selected values.
 */
export type FormulaValue = number | string | boolean | Date | string[] | null;

export interface FormulaContext {
  /** Current values by field api name (strings, numbers, booleans, ISO dates). */
  record: Record<string, unknown>;
  /** The saved values before this change; null or undefined while creating (ISNEW() is true). */
  priorRecord?: Record<string, unknown> | null;
  /** `$User.<Field>` values. */
  user?: Record<string, unknown>;
  /** For TODAY() and NOW(); defaults to the current time. */
  now?: Date;
  /** IANA zone in which TODAY() is the current date; defaults to 'UTC'. */
  timeZone?: string;
}

export interface CompiledFormula {
  returnType: FormulaType;
  /** Record fields the formula reads, as api names from the field list, each once, in order of use. */
  referencedFields: string[];
  /** Never throws: a runtime problem (division by zero, an invalid date, bad text for VALUE) gives null. */
  evaluate(context: FormulaContext): FormulaValue;
  source: string;
}

export interface CompileOptions {
  /** The type the formula must produce (validation rules: 'boolean'); null results are always allowed. */
  expectedType?: FormulaType;
  /** Longest accepted source, in characters; Salesforce's limit for validation rules is 3900. */
  maxLength?: number;
}
