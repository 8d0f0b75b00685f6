/**
 * A report's filter logic ("1 AND (2 OR 3)"): how its numbered filters
 * combine. Without one, every filter must hold. AND and OR meeting at one
 * level need parentheses, so "1 AND 2 OR 3" never means something the
 * author did not intend; every filter must be named, and only those.
 */
export type FilterLogicNode =
  | { kind: 'filter'; index: number }
  | { kind: 'and' | 'or'; parts: FilterLogicNode[] }
  | { kind: 'not'; part: FilterLogicNode };

export type FilterLogicError =
  | { kind: 'syntax'; near: string }
  | { kind: 'unknownFilter'; number: number }
  | { kind: 'unusedFilter'; number: number }
  | { kind: 'mixed' };

export const MAX_FILTER_LOGIC_LENGTH = 500;

type Token = { type: 'num'; value: number; text: string } | { type: 'op' | 'paren'; text: string };

function tokenize(text: string): Token[] | FilterLogicError {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+)|(AND|OR|NOT)\b|([()]))/giy;
  let at = 0;
  while (at < text.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match || match[0].length === 0) {
      if (text.slice(at).trim() === '') break;
      return { kind: 'syntax', near: text.slice(at).trim().slice(0, 12) };
    }
    at = pattern.lastIndex;
    if (match[1]) tokens.push({ type: 'num', value: Number(match[1]), text: match[1] });
    else if (match[2]) tokens.push({ type: 'op', text: match[2].toUpperCase() });
    else if (match[3]) tokens.push({ type: 'paren', text: match[3] });
  }
  return tokens;
}

/** Parses filter logic over `filterCount` filters numbered from 1. */
export function parseFilterLogic(
  text: string,
  filterCount: number,
): { ok: true; tree: FilterLogicNode } | { ok: false; error: FilterLogicError } {
  const tokens = tokenize(text);
  if (!Array.isArray(tokens)) return { ok: false, error: tokens };
  let position = 0;
  const used = new Set<number>();
  const fail = (error: FilterLogicError): never => {
    throw error;
  };
  const nearHere = () => ({ kind: 'syntax' as const, near: tokens[position]?.text ?? '' });

  const factor = (): FilterLogicNode => {
    const token = tokens[position];
    if (!token) return fail(nearHere());
    if (token.type === 'op' && token.text === 'NOT') {
      position += 1;
      return { kind: 'not', part: factor() };
    }
    if (token.type === 'num') {
      position += 1;
      if (token.value < 1 || token.value > filterCount) fail({ kind: 'unknownFilter', number: token.value });
      used.add(token.value);
      return { kind: 'filter', index: token.value - 1 };
    }
    if (token.type === 'paren' && token.text === '(') {
      position += 1;
      const inner = expression();
      if (tokens[position]?.text !== ')') fail(nearHere());
      position += 1;
      return inner;
    }
    return fail(nearHere());
  };

  const expression = (): FilterLogicNode => {
    const parts = [factor()];
    let joiner: 'AND' | 'OR' | null = null;
    while (tokens[position]?.type === 'op' && tokens[position]?.text !== 'NOT') {
      const op = tokens[position]?.text as 'AND' | 'OR';
      if (joiner && op !== joiner) fail({ kind: 'mixed' });
      joiner = op;
      position += 1;
      parts.push(factor());
    }
    if (!joiner) return parts[0] as FilterLogicNode;
    return { kind: joiner === 'AND' ? 'and' : 'or', parts };
  };

  try {
    if (tokens.length === 0) fail({ kind: 'syntax', near: '' });
    const tree = expression();
    if (position < tokens.length) fail(nearHere());
    for (let number = 1; number <= filterCount; number += 1)
      if (!used.has(number)) fail({ kind: 'unusedFilter', number });
    return { ok: true, tree };
  } catch (error) {
    if (error && typeof error === 'object' && 'kind' in error)
      return { ok: false, error: error as FilterLogicError };
    throw error;
  }
}

/** The refusal in words (the server's message; the builder shows its own translation). */
export function describeFilterLogicError(error: FilterLogicError): string {
  switch (error.kind) {
    case 'syntax':
      return error.near === ''
        ? 'Filter logic: it ends too early; write filter numbers joined by AND or OR, like 1 AND (2 OR 3)'
        : `Filter logic: "${error.near}" is not understood; write filter numbers joined by AND or OR, like 1 AND (2 OR 3)`;
    case 'unknownFilter':
      return `Filter logic: there is no filter ${error.number}`;
    case 'unusedFilter':
      return `Filter logic: filter ${error.number} is not used; name every filter, or remove it`;
    case 'mixed':
      return 'Filter logic: AND and OR meet without parentheses; write 1 AND (2 OR 3) or (1 AND 2) OR 3';
  }
}
