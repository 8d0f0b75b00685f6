import { atPosition, FormulaError, typeLabel } from './errors.js';
import { createRuntime, evaluateNode } from './evaluator.js';
import { parseFormula } from './parser.js';
import { checkFormula } from './type-checker.js';
import type {
  CompiledFormula,
  CompileOptions,
  FormulaContext,
  FormulaFieldInfo,
  FormulaValue,
} from './types.js';

/** Salesforce's limit on a validation rule's error condition formula. */
export const DEFAULT_MAX_FORMULA_LENGTH = 3900;

/**
 * Parses and type-checks a formula against the object's fields. Every problem — syntax, unknown names,
 * wrong argument counts or types, picklists where they are not allowed — is thrown here as a
 * FormulaError, so a rule that compiles cannot fail when it runs.
 */
export function compileFormula(
  source: string,
  fields: readonly FormulaFieldInfo[],
  options: CompileOptions = {},
): CompiledFormula {
  if (typeof source !== 'string')
    throw new FormulaError('syntax', 'Syntax error. The formula is not text at position 0', 0);
  const maxLength = options.maxLength ?? DEFAULT_MAX_FORMULA_LENGTH;
  if (source.length > maxLength) {
    throw new FormulaError(
      'too-long',
      `The formula is ${source.length} characters long; the limit is ${maxLength} (at position ${maxLength})`,
      maxLength,
    );
  }
  const { root, referencedFields } = checkFormula(parseFormula(source), fields);
  const expected = options.expectedType;
  if (expected && root.type !== expected && root.type !== 'null') {
    throw new FormulaError(
      'type',
      atPosition(
        `Formula result is data type (${typeLabel(root.type)}), incompatible with expected data type (${typeLabel(expected)})`,
        0,
      ),
      0,
    );
  }
  return {
    returnType: root.type,
    referencedFields,
    source,
    evaluate(context: FormulaContext): FormulaValue {
      try {
        return evaluateNode(root, createRuntime(context ?? { record: {} }));
      } catch {
        // A compiled formula has no run-time errors by design; should a defect slip through, a blank
        // result is safer for a save than an exception.
        return null;
      }
    },
  };
}

/**
 * True when the rule fires, which refuses the save (Salesforce semantics: the formula describes the
 * error condition). A blank result does not fire.
 */
export function evaluateValidationRule(compiled: CompiledFormula, context: FormulaContext): boolean {
  if (compiled.returnType !== 'boolean' && compiled.returnType !== 'null') {
    throw new FormulaError(
      'type',
      `A validation rule must produce true or false, this one produces ${typeLabel(compiled.returnType)} (at position 0)`,
      0,
    );
  }
  return compiled.evaluate(context) === true;
}
