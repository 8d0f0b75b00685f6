import type { BinaryOperator, FormulaNode, UnaryOperator } from './ast.js';
import { atPosition, FormulaError } from './errors.js';
import { FORMULA_FUNCTIONS, type FunctionDefinition } from './functions/index.js';
import { binaryResultType, unaryResultType } from './operators.js';
import type { FormulaFieldInfo, FormulaType, FormulaValue } from './types.js';
import { USER_FIELDS } from './user-fields.js';

/** The syntax tree with every node's type known and every name resolved. */
export type CheckedNode =
  | { kind: 'literal'; type: FormulaType; value: FormulaValue }
  | { kind: 'field'; type: FormulaType; apiName: string }
  | { kind: 'user'; type: FormulaType; name: string }
  | { kind: 'call'; type: FormulaType; definition: FunctionDefinition; args: CheckedNode[] }
  | { kind: 'unary'; type: FormulaType; operator: UnaryOperator; operand: CheckedNode }
  | { kind: 'binary'; type: FormulaType; operator: BinaryOperator; left: CheckedNode; right: CheckedNode };

export interface CheckedFormula {
  root: CheckedNode;
  referencedFields: string[];
}

/** Where a picklist may appear: only the slots some functions open for it. */
interface Slot {
  picklist: boolean;
  multiPicklist: boolean;
}

const CLOSED: Slot = { picklist: false, multiPicklist: false };

export function checkFormula(root: FormulaNode, fields: readonly FormulaFieldInfo[]): CheckedFormula {
  const byName = new Map(fields.map((field) => [field.apiName.toLowerCase(), field]));
  const referenced = new Set<string>();

  function check(node: FormulaNode, slot: Slot): CheckedNode {
    const checked = checkNode(node);
    if (
      (checked.type === 'picklist' && !slot.picklist) ||
      (checked.type === 'multipicklist' && !slot.multiPicklist)
    ) {
      throw picklistMisuse(node, checked);
    }
    return checked;
  }

  function checkNode(node: FormulaNode): CheckedNode {
    switch (node.kind) {
      case 'number':
        return { kind: 'literal', type: 'number', value: node.value };
      case 'text':
        return { kind: 'literal', type: 'text', value: node.value };
      case 'boolean':
        return { kind: 'literal', type: 'boolean', value: node.value };
      case 'null':
        return { kind: 'literal', type: 'null', value: null };
      case 'field':
        return resolveName(node.name, node.position);
      case 'unary': {
        const operand = check(node.operand, CLOSED);
        const type = unaryResultType(node.operator, { type: operand.type, position: node.operand.position });
        return { kind: 'unary', type, operator: node.operator, operand };
      }
      case 'binary': {
        const left = check(node.left, CLOSED);
        const right = check(node.right, CLOSED);
        const type = binaryResultType(
          node.operator,
          { type: left.type, position: node.left.position },
          { type: right.type, position: node.right.position },
        );
        return { kind: 'binary', type, operator: node.operator, left, right };
      }
      case 'call':
        return checkCall(node);
    }
  }

  function resolveName(name: string, position: number): CheckedNode {
    if (name.startsWith('$')) {
      const [global = '', field = ''] = name.split('.', 2);
      const userField = global.toLowerCase() === '$user' ? USER_FIELDS.get(field.toLowerCase()) : undefined;
      if (userField) return { kind: 'user', type: userField.type, name: userField.name };
    } else {
      const field = byName.get(name.toLowerCase());
      if (field) {
        referenced.add(field.apiName);
        return { kind: 'field', type: field.type, apiName: field.apiName };
      }
    }
    throw new FormulaError('unknown-field', `Unknown field "${name}" at position ${position}`, position);
  }

  function checkCall(node: Extract<FormulaNode, { kind: 'call' }>): CheckedNode {
    const definition = FORMULA_FUNCTIONS.get(node.name);
    if (!definition) {
      throw new FormulaError(
        'unknown-function',
        `Unknown function "${node.name}" at position ${node.position}`,
        node.position,
      );
    }
    checkArity(definition, node.args.length, node.position);
    const args = node.args.map((arg, index) => {
      if (definition.fieldArgs && arg.kind !== 'field') {
        throw new FormulaError(
          'type',
          atPosition(`${definition.name} expects a field, not an expression`, arg.position),
          arg.position,
        );
      }
      const opens = (rule: 'first' | 'all' | undefined) =>
        rule === 'all' || (rule === 'first' && index === 0);
      return check(arg, {
        picklist: opens(definition.picklistArgs),
        multiPicklist: opens(definition.multiPicklistArgs),
      });
    });
    const type = definition.returns(
      args.map((arg, index) => {
        const source = node.args[index]!;
        return {
          type: arg.type,
          position: source.position,
          ...(arg.kind === 'field' ? { fieldName: arg.apiName } : {}),
          ...(source.kind === 'text' ? { literal: source.value } : {}),
        };
      }),
    );
    return { kind: 'call', type, definition, args };
  }

  const checked = check(root, CLOSED);
  return { root: checked, referencedFields: [...referenced] };
}

function checkArity(definition: FunctionDefinition, count: number, position: number): void {
  const { name, minArgs, maxArgs } = definition;
  const plural = (n: number) => `${n} argument${n === 1 ? '' : 's'}`;
  let expected: string | null = null;
  if (count < minArgs || count > maxArgs) {
    if (minArgs === maxArgs) expected = minArgs === 0 ? 'no arguments' : plural(minArgs);
    else if (maxArgs === Number.POSITIVE_INFINITY) expected = `at least ${plural(minArgs)}`;
    else expected = `${minArgs} to ${maxArgs} arguments`;
  } else {
    expected = definition.arityProblem?.(count) ?? null;
  }
  if (expected !== null) {
    throw new FormulaError(
      'arity',
      atPosition(`${name} expects ${expected}, got ${count}`, position),
      position,
    );
  }
}

function picklistMisuse(node: FormulaNode, checked: CheckedNode): FormulaError {
  const subject =
    checked.kind === 'field'
      ? `Field ${checked.apiName} is a ${checked.type === 'picklist' ? 'picklist' : 'multi-select picklist'} field`
      : `This expression is a ${checked.type === 'picklist' ? 'picklist' : 'multi-select picklist'} value`;
  const functions =
    checked.type === 'picklist'
      ? 'ISPICKVAL, TEXT, CASE, ISCHANGED and PRIORVALUE'
      : 'INCLUDES, ISBLANK, ISNULL, ISCHANGED and PRIORVALUE';
  const kind = checked.type === 'picklist' ? 'Picklist' : 'Multi-select picklist';
  return new FormulaError(
    'type',
    atPosition(
      `${subject}. ${kind} fields are only supported in certain functions (${functions})`,
      node.position,
    ),
    node.position,
  );
}
