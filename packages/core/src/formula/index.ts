/**
 * The validation-rule formula language: Salesforce's syntax and semantics, so rules come over unchanged.
 *
 *   const rule = compileFormula(source, fields, { expectedType: 'boolean' }); // throws FormulaError
 *   if (evaluateValidationRule(rule, { record, priorRecord, user })) refuseTheSave();
 *
 * Compiling finds every error (syntax, unknown names, argument counts and types, picklists outside
 * ISPICKVAL/TEXT/CASE/ISCHANGED/PRIORVALUE); evaluating never throws. Blanks are blanks: arithmetic
 * with a blank number, date or time is blank and comparisons with one are false, while text,
 * picklists and checkboxes are never blank-as-null (blank text is ""). Runtime failures such as
 * division by zero, DATE(2023, 2, 30) or VALUE("abc") give blank.
 */
export { compileFormula, DEFAULT_MAX_FORMULA_LENGTH, evaluateValidationRule } from './compile-formula.js';
export { FormulaError, type FormulaErrorKind } from './errors.js';
export {
  type FormulaSqlNode,
  type FormulaSqlPlan,
  type FormulaSqlType,
  formulaToSql,
  SQL_COMPILABLE_FUNCTIONS,
  sqlNullable,
  sqlNumberText,
  TRIMMED_CHARACTERS,
  todayForSql,
} from './formula-sql.js';
export { FORMULA_FUNCTIONS } from './functions/index.js';
export type {
  CompiledFormula,
  CompileOptions,
  FormulaContext,
  FormulaFieldInfo,
  FormulaType,
  FormulaValue,
} from './types.js';
