import { FormulaError } from './errors.js';

export type TokenKind = 'number' | 'string' | 'identifier' | 'operator' | '(' | ')' | ',' | 'end';

export interface Token {
  kind: TokenKind;
  /** The source text of the token; for strings, the decoded value. */
  text: string;
  position: number;
}

/** Longest first, so `<=` is not read as `<` then `=`. */
const OPERATORS = [
  '==',
  '!=',
  '<>',
  '<=',
  '>=',
  '&&',
  '||',
  '+',
  '-',
  '*',
  '/',
  '^',
  '&',
  '=',
  '<',
  '>',
  '!',
];

const ESCAPES: Record<string, string> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  '"': '"',
  "'": "'",
  '\\': '\\',
};

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[A-Za-z0-9_]/;
const DIGIT = /[0-9]/;

function syntaxError(message: string, position: number): FormulaError {
  return new FormulaError('syntax', `Syntax error. ${message} at position ${position}`, position);
}

/** Splits a formula into tokens; whitespace and `/* … *\/` comments separate tokens and are dropped. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source.charAt(at);
    if (/\s/.test(char)) {
      at += 1;
    } else if (source.startsWith('/*', at)) {
      const end = source.indexOf('*/', at + 2);
      if (end < 0) throw syntaxError('Comment is not closed', at);
      at = end + 2;
    } else if (char === '"' || char === "'") {
      const token = readString(source, at);
      tokens.push(token.token);
      at = token.next;
    } else if (DIGIT.test(char) || (char === '.' && DIGIT.test(source.charAt(at + 1)))) {
      const match = /^(?:[0-9]+(?:\.[0-9]+)?|\.[0-9]+)/.exec(source.slice(at));
      const text = match?.[0] ?? char;
      tokens.push({ kind: 'number', text, position: at });
      at += text.length;
    } else if (IDENTIFIER_START.test(char)) {
      const next = readIdentifier(source, at);
      tokens.push({ kind: 'identifier', text: source.slice(at, next), position: at });
      at = next;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ kind: char, text: char, position: at });
      at += 1;
    } else {
      const operator = OPERATORS.find((candidate) => source.startsWith(candidate, at));
      if (!operator) throw syntaxError(`Found '${char}'`, at);
      tokens.push({ kind: 'operator', text: operator, position: at });
      at += operator.length;
    }
  }
  tokens.push({ kind: 'end', text: '', position: source.length });
  return tokens;
}

/** Names may be dotted (`$User.Email`, `Account.Name`); each part starts with a letter, `_` or `$`. */
function readIdentifier(source: string, start: number): number {
  let at = start + 1;
  for (;;) {
    while (at < source.length && IDENTIFIER_PART.test(source.charAt(at))) at += 1;
    if (source.charAt(at) === '.' && IDENTIFIER_START.test(source.charAt(at + 1))) at += 2;
    else return at;
  }
}

function readString(source: string, start: number): { token: Token; next: number } {
  const quote = source.charAt(start);
  let value = '';
  let at = start + 1;
  while (at < source.length) {
    const char = source.charAt(at);
    if (char === quote) return { token: { kind: 'string', text: value, position: start }, next: at + 1 };
    if (char === '\\') {
      const escaped = ESCAPES[source.charAt(at + 1)];
      if (escaped === undefined) {
        throw syntaxError(`Invalid escape sequence '\\${source.charAt(at + 1)}'`, at);
      }
      value += escaped;
      at += 2;
    } else {
      value += char;
      at += 1;
    }
  }
  throw syntaxError('Text is missing its closing quote', start);
}
