import type { BinaryOperator, FormulaNode, UnaryOperator } from './ast.js';
import { FormulaError } from './errors.js';
import { type Token, tokenize } from './lexer.js';

/**
 * Binding strength of the binary operators, weakest first; all associate to the left. `&` sits with `+`
 * and `-` and unary minus binds tighter than `^` (so `-2^2` is 4 and `2^3^2` is 64), as in Salesforce,
 * Excel and formulon.
 */
const PRECEDENCE: Record<string, number> = {
  '||': 1,
  '&&': 2,
  '=': 3,
  '==': 3,
  '<>': 3,
  '!=': 3,
  '<': 4,
  '>': 4,
  '<=': 4,
  '>=': 4,
  '+': 5,
  '-': 5,
  '&': 5,
  '*': 6,
  '/': 6,
  '^': 7,
};

/** Synonyms are folded so later stages see one spelling. */
const CANONICAL: Record<string, BinaryOperator> = { '==': '=', '!=': '<>' };

/** Deep enough for any real rule, shallow enough that the recursive stages cannot overflow the stack. */
export const MAX_NESTING = 100;
/** `1+1+1…` nests to the left, one level per operator: the same concern, a separate limit. */
export const MAX_OPERATOR_CHAIN = 1000;

export function parseFormula(source: string): FormulaNode {
  return new Parser(tokenize(source)).parseAll();
}

class Parser {
  private index = 0;
  private depth = 0;

  constructor(private readonly tokens: readonly Token[]) {}

  parseAll(): FormulaNode {
    if (this.peek().kind === 'end') throw this.error('The formula is empty', 0);
    const node = this.parseBinary(1);
    const rest = this.peek();
    if (rest.kind !== 'end') throw this.unexpected(rest);
    return node;
  }

  private peek(): Token {
    return this.tokens[this.index] ?? this.tokens[this.tokens.length - 1]!;
  }

  private take(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }

  private parseBinary(minPrecedence: number): FormulaNode {
    let left = this.parseUnary();
    for (let chain = 1; ; chain += 1) {
      const token = this.peek();
      const precedence = token.kind === 'operator' ? PRECEDENCE[token.text] : undefined;
      if (precedence === undefined || precedence < minPrecedence) return left;
      if (chain > MAX_OPERATOR_CHAIN) {
        throw this.error(`More than ${MAX_OPERATOR_CHAIN} operators in a row`, token.position);
      }
      this.take();
      const right = this.nested(() => this.parseBinary(precedence + 1));
      const operator = CANONICAL[token.text] ?? (token.text as BinaryOperator);
      left = { kind: 'binary', operator, left, right, position: left.position };
    }
  }

  private parseUnary(): FormulaNode {
    const token = this.peek();
    if (token.kind === 'operator' && (token.text === '-' || token.text === '+' || token.text === '!')) {
      this.take();
      const operand = this.nested(() => this.parseUnary());
      return { kind: 'unary', operator: token.text as UnaryOperator, operand, position: token.position };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): FormulaNode {
    const token = this.take();
    switch (token.kind) {
      case 'number':
        return { kind: 'number', value: Number(token.text), position: token.position };
      case 'string':
        return { kind: 'text', value: token.text, position: token.position };
      case '(': {
        const inner = this.nested(() => this.parseBinary(1));
        this.expect(')');
        return inner;
      }
      case 'identifier':
        return this.parseName(token);
      default:
        throw this.unexpected(token);
    }
  }

  private parseName(token: Token): FormulaNode {
    if (this.peek().kind === '(') {
      this.take();
      const args: FormulaNode[] = [];
      if (this.peek().kind !== ')') {
        for (;;) {
          args.push(this.nested(() => this.parseBinary(1)));
          if (this.peek().kind !== ',') break;
          this.take();
        }
      }
      this.expect(')');
      return { kind: 'call', name: token.text.toUpperCase(), args, position: token.position };
    }
    const upper = token.text.toUpperCase();
    if (upper === 'TRUE' || upper === 'FALSE') {
      return { kind: 'boolean', value: upper === 'TRUE', position: token.position };
    }
    if (upper === 'NULL') return { kind: 'null', position: token.position };
    return { kind: 'field', name: token.text, position: token.position };
  }

  private expect(kind: ')'): void {
    const token = this.peek();
    if (token.kind === kind) {
      this.take();
      return;
    }
    if (token.kind === 'end') throw this.error("Missing ')'", token.position);
    throw this.unexpected(token);
  }

  private nested<T>(parse: () => T): T {
    this.depth += 1;
    if (this.depth > MAX_NESTING) {
      throw this.error(`The formula is nested more than ${MAX_NESTING} levels deep`, this.peek().position);
    }
    try {
      return parse();
    } finally {
      this.depth -= 1;
    }
  }

  private unexpected(token: Token): FormulaError {
    if (token.kind === 'end') return this.error('The formula ends too early', token.position);
    const shown = token.kind === 'string' ? 'text' : `'${token.text}'`;
    return this.error(`Found ${shown}`, token.position);
  }

  private error(message: string, position: number): FormulaError {
    return new FormulaError('syntax', `Syntax error. ${message} at position ${position}`, position);
  }
}
