export { compileFormula, DEFAULT_MAX_FORMULA_LENGTH, evaluateValidationRule } from './compile-formula.js';
export { FormulaError, type FormulaErrorKind } from './errors.js';
export type {
  CompiledFormula,
  CompileOptions,
  FormulaContext,
  FormulaFieldInfo,
  FormulaType,
  FormulaValue,
} from './types.js';
