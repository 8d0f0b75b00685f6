import {
  compileFormula,
  type FormulaContext,
  FormulaError,
  type FormulaFieldInfo,
  type FormulaValue,
} from '../index.js';

/**
 * The fields the formula tests compile against: one schema for every test
 * file, so a test reads as the formula and the record it runs on. `Blank…`
 * fields are left empty by the records of the tests.
 */
export const FORMULA_TEST_FIELDS: readonly FormulaFieldInfo[] = [
  { apiName: 'Amount', type: 'number' },
  { apiName: 'Blank', type: 'number' },
  { apiName: 'Months', type: 'number' },
  { apiName: 'Name', type: 'text' },
  { apiName: 'BlankText', type: 'text' },
  { apiName: 'Active', type: 'boolean' },
  { apiName: 'CloseDate', type: 'date' },
  { apiName: 'BlankDate', type: 'date' },
  { apiName: 'Opened', type: 'datetime' },
  { apiName: 'Closed', type: 'datetime' },
  { apiName: 'Starts', type: 'time' },
  { apiName: 'Stage', type: 'picklist' },
  { apiName: 'BlankStage', type: 'picklist' },
  { apiName: 'Colors', type: 'multipicklist' },
  { apiName: 'NoColors', type: 'multipicklist' },
];

/** Compiles `source` against the test schema. */
export const compileTestFormula = (source: string) => compileFormula(source, [...FORMULA_TEST_FIELDS]);

export interface FormulaRunner {
  /** Compiles and evaluates `source` against the runner's record. */
  run(source: string, extra?: Partial<FormulaContext>): FormulaValue;
  /** The compile error `source` must raise; fails the test when it compiles. */
  compileError(source: string): FormulaError;
}

export function formulaRunner(context: FormulaContext): FormulaRunner {
  return {
    run: (source, extra = {}) => compileTestFormula(source).evaluate({ ...context, ...extra }),
    compileError(source) {
      try {
        compileTestFormula(source);
      } catch (error) {
        if (error instanceof FormulaError) return error;
        throw error;
      }
      throw new Error(`"${source}" compiled, but should not`);
    },
  };
}

/** Midnight UTC of an ISO date, the value DATE-typed formulas produce. */
export const utcDay = (iso: string): Date => new Date(`${iso}T00:00:00.000Z`);
