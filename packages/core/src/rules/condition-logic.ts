/**
 * The boolean expression that combines numbered conditions, e.g.
 * '1 AND (2 OR NOT 3)'. AND binds tighter than OR; `&&`, `||` and `!` are
 * accepted as spellings of AND, OR and NOT.
 */
export type ConditionLogic =
  | { kind: 'condition'; id: number }
  | { kind: 'not'; operand: ConditionLogic }
  | { kind: 'and' | 'or'; left: ConditionLogic; right: ConditionLogic };

export class ConditionLogicError extends Error {
  constructor(
    message: string,
    readonly expression: string,
  ) {
    super(message);
    this.name = 'ConditionLogicError';
  }
}

type Token =
  | { type: 'number'; value: number; at: number }
  | { type: 'and' | 'or' | 'not' | '(' | ')'; at: number };

function tokenize(expression: string): Token[] {
  const tokens: Token[] = [];
  const pattern = /\s*(?:(\d+)|(AND\b|&&)|(OR\b|\|\|)|(NOT\b|!)|(\()|(\))|(\S+))/giy;
  let match = pattern.exec(expression);
  while (match && match[0] !== '') {
    const at = match.index + (match[0].length - match[0].trimStart().length) + 1;
    if (match[1] !== undefined) tokens.push({ type: 'number', value: Number(match[1]), at });
    else if (match[2] !== undefined) tokens.push({ type: 'and', at });
    else if (match[3] !== undefined) tokens.push({ type: 'or', at });
    else if (match[4] !== undefined) tokens.push({ type: 'not', at });
    else if (match[5] !== undefined) tokens.push({ type: '(', at });
    else if (match[6] !== undefined) tokens.push({ type: ')', at });
    else throw new ConditionLogicError(`unexpected "${match[7]}" at position ${at}`, expression);
    match = pattern.exec(expression);
  }
  return tokens;
}

/**
 * Parses a condition expression. With `knownIds`, a number that names no
 * condition is an error. Messages name the problem and where it is.
 */
export function parseConditionLogic(expression: string, knownIds?: Iterable<number>): ConditionLogic {
  const tokens = tokenize(expression);
  const known = knownIds ? new Set(knownIds) : null;
  let position = 0;
  const fail = (message: string): never => {
    throw new ConditionLogicError(message, expression);
  };
  const describe = (token: Token | undefined) =>
    token
      ? `"${token.type === 'number' ? token.value : token.type.toUpperCase()}" at position ${token.at}`
      : 'the end';

  const parseOr = (): ConditionLogic => {
    let left = parseAnd();
    while (tokens[position]?.type === 'or') {
      position += 1;
      left = { kind: 'or', left, right: parseAnd() };
    }
    return left;
  };
  const parseAnd = (): ConditionLogic => {
    let left = parseUnary();
    while (tokens[position]?.type === 'and') {
      position += 1;
      left = { kind: 'and', left, right: parseUnary() };
    }
    return left;
  };
  const parseUnary = (): ConditionLogic => {
    const token = tokens[position];
    if (!token) return fail('the expression ends where a condition number was expected');
    position += 1;
    if (token.type === 'not') return { kind: 'not', operand: parseUnary() };
    if (token.type === 'number') {
      if (known && !known.has(token.value)) {
        const list = [...known].sort((a, b) => a - b).join(', ') || 'none';
        fail(`condition ${token.value} does not exist (conditions: ${list})`);
      }
      return { kind: 'condition', id: token.value };
    }
    if (token.type === '(') {
      const inner = parseOr();
      if (tokens[position]?.type !== ')') {
        fail(`unbalanced parentheses: "(" at position ${token.at} is not closed`);
      }
      position += 1;
      return inner;
    }
    if (token.type === ')') return fail(`unbalanced parentheses: unexpected ")" at position ${token.at}`);
    return fail(`a condition number was expected before ${describe(token)}`);
  };

  if (tokens.length === 0) fail('the expression is empty');
  const tree = parseOr();
  const rest = tokens[position];
  if (rest) {
    if (rest.type === ')') fail(`unbalanced parentheses: unexpected ")" at position ${rest.at}`);
    fail(`AND or OR was expected before ${describe(rest)}`);
  }
  return tree;
}

export function evaluateConditionLogic(logic: ConditionLogic, isMet: (id: number) => boolean): boolean {
  switch (logic.kind) {
    case 'condition':
      return isMet(logic.id);
    case 'not':
      return !evaluateConditionLogic(logic.operand, isMet);
    case 'and':
      return evaluateConditionLogic(logic.left, isMet) && evaluateConditionLogic(logic.right, isMet);
    case 'or':
      return evaluateConditionLogic(logic.left, isMet) || evaluateConditionLogic(logic.right, isMet);
  }
}

/** The default when a rule gives no logic: every condition must hold. */
export function allConditionsLogic(ids: readonly number[]): ConditionLogic | null {
  const [first, ...rest] = ids;
  if (first === undefined) return null;
  return rest.reduce<ConditionLogic>(
    (left, id) => ({ kind: 'and', left, right: { kind: 'condition', id } }),
    { kind: 'condition', id: first },
  );
}
