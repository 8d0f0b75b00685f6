import { todayIn } from './date-values.js';
import type { EvaluationArgument, FormulaRuntime } from './functions/function-definition.js';
import { evaluateBinary, evaluateUnary } from './operators.js';
import { readRecordValue, toFormulaValue } from './record-values.js';
import type { CheckedNode } from './type-checker.js';
import type { FormulaContext, FormulaValue } from './types.js';

/** Everything a formula reads while it runs, taken from the caller's context. */
export function createRuntime(context: FormulaContext): FormulaRuntime & { context: FormulaContext } {
  const now = context.now instanceof Date && !Number.isNaN(context.now.getTime()) ? context.now : new Date();
  const isNew = context.priorRecord == null;
  return {
    context,
    isNew,
    now,
    today: () => todayIn(now, context.timeZone ?? 'UTC'),
    currentValue: (apiName, type) => toFormulaValue(readRecordValue(context.record, apiName), type),
    priorValue: (apiName, type) => toFormulaValue(readRecordValue(context.priorRecord, apiName), type),
  };
}

export function evaluateNode(
  node: CheckedNode,
  runtime: FormulaRuntime & { context: FormulaContext },
): FormulaValue {
  switch (node.kind) {
    case 'literal':
      return node.value;
    case 'field':
      return runtime.currentValue(node.apiName, node.type);
    case 'user':
      return toFormulaValue(readRecordValue(runtime.context.user, node.name), node.type);
    case 'unary':
      return evaluateUnary(node.operator, evaluateNode(node.operand, runtime));
    case 'binary':
      return evaluateBinary(
        node.operator,
        node.left.type,
        node.right.type,
        () => evaluateNode(node.left, runtime),
        () => evaluateNode(node.right, runtime),
      );
    case 'call': {
      const args = node.args.map(
        (arg): EvaluationArgument => ({
          type: arg.type,
          ...(arg.kind === 'field' ? { fieldName: arg.apiName } : {}),
          value: () => evaluateNode(arg, runtime),
        }),
      );
      return node.definition.evaluate(args, runtime);
    }
  }
}
