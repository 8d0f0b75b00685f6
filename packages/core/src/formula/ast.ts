/** The syntax tree the parser builds. Every node keeps the offset where it starts, for error messages. */

export type BinaryOperator =
  | '+'
  | '-'
  | '*'
  | '/'
  | '^'
  | '&'
  | '='
  | '<>'
  | '<'
  | '>'
  | '<='
  | '>='
  | '&&'
  | '||';
export type UnaryOperator = '-' | '+' | '!';

export type FormulaNode =
  | { kind: 'number'; value: number; position: number }
  | { kind: 'text'; value: string; position: number }
  | { kind: 'boolean'; value: boolean; position: number }
  | { kind: 'null'; position: number }
  /** A record field, or a global such as `$User.Email` (the name then starts with `$`). */
  | { kind: 'field'; name: string; position: number }
  /** `name` is upper-cased: function names are case-insensitive. */
  | { kind: 'call'; name: string; args: FormulaNode[]; position: number }
  | { kind: 'unary'; operator: UnaryOperator; operand: FormulaNode; position: number }
  /** Positioned where its left operand starts. */
  | { kind: 'binary'; operator: BinaryOperator; left: FormulaNode; right: FormulaNode; position: number };
