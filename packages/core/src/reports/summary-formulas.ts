import { compileFormula } from '../formula/compile-formula.js';
import { FormulaError } from '../formula/errors.js';
import type { CompiledFormula } from '../formula/types.js';

/**
 * Summary formulas of a report (issue 19): arithmetic over a group's summaries, such as
 * SUM(amount) / RECORDCOUNT, evaluated once per group at every grouping level (and the grand total).
 * The aggregates are written FN(field) with FN one of SUM, AVG, MIN, MAX, UNIQUE; RECORDCOUNT is the
 * group's record count. Everything around them is the validation rules' formula language, compiled by
 * the same compiler, so a summary formula has the same functions, operators and blank rules.
 */
export const MAX_SUMMARY_FORMULAS = 5;
export const MAX_SUMMARY_FORMULA_LENGTH = 1000;

export type SummaryFormulaAggregate = 'sum' | 'avg' | 'min' | 'max' | 'unique';

export interface SummaryFormulaInput {
  /** The variable the compiled formula reads it as. */
  name: string;
  /** null: the record count. */
  fn: SummaryFormulaAggregate | null;
  field: string;
}

export interface CompiledSummaryFormula {
  compiled: CompiledFormula;
  inputs: SummaryFormulaInput[];
}

const AGGREGATE = /\b(SUM|AVG|MIN|MAX|UNIQUE)\s*\(\s*([A-Za-z_][A-Za-z0-9_]*)\s*\)|\bRECORDCOUNT\b/gi;

/**
 * Compiles a summary formula to a number formula over its aggregates; throws a FormulaError naming
 * the problem (an unknown function, text where a number belongs, a formula with no aggregate).
 */
export function compileSummaryFormula(source: string): CompiledSummaryFormula {
  if (source.length > MAX_SUMMARY_FORMULA_LENGTH)
    throw new FormulaError(
      'too-long',
      `The formula is ${source.length} characters long; the limit is ${MAX_SUMMARY_FORMULA_LENGTH}`,
      MAX_SUMMARY_FORMULA_LENGTH,
    );
  const inputs: SummaryFormulaInput[] = [];
  const nameOf = (fn: SummaryFormulaAggregate | null, field: string) => {
    const known = inputs.find((input) => input.fn === fn && input.field === field);
    if (known) return known.name;
    const name = `rs_aggregate_${inputs.length + 1}`;
    inputs.push({ name, fn, field });
    return name;
  };
  const rewritten = source.replace(AGGREGATE, (_match, fn: string | undefined, field: string | undefined) =>
    fn && field ? nameOf(fn.toLowerCase() as SummaryFormulaAggregate, field) : nameOf(null, ''),
  );
  if (inputs.length === 0)
    throw new FormulaError(
      'syntax',
      'A summary formula reads at least one summary: SUM(field), AVG(field), MIN(field), MAX(field), UNIQUE(field) or RECORDCOUNT',
      0,
    );
  const compiled = compileFormula(
    rewritten,
    inputs.map((input) => ({ apiName: input.name, type: 'number' as const })),
    { expectedType: 'number' },
  );
  return { compiled, inputs };
}

/** The formula's value for one group, given its inputs' values in `inputs` order; blank when any is. */
export function evaluateSummaryFormula(
  formula: CompiledSummaryFormula,
  values: ReadonlyArray<number | null>,
): number | null {
  const record: Record<string, unknown> = {};
  formula.inputs.forEach((input, index) => {
    record[input.name] = values[index] ?? null;
  });
  const result = formula.compiled.evaluate({ record });
  const number = typeof result === 'number' ? result : result === null ? null : Number(result);
  return number === null || !Number.isFinite(number) ? null : number;
}
