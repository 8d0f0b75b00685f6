/**
 * Filter logic such as '1 AND (2 OR 3)': numbers name criteria (1-based),
 * AND binds tighter than OR, NOT negates. Parsed to a tree the SQL builder
 * walks; an empty text means every criterion must hold.
 */
export type LogicNode =
  | { kind: 'criterion'; index: number }
  | { kind: 'and' | 'or'; left: LogicNode; right: LogicNode }
  | { kind: 'not'; operand: LogicNode };

export class FilterLogicError extends Error {}

const TOKEN = /\s*(\d+|AND\b|OR\b|NOT\b|\(|\))/iy;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  let position = 0;
  while (position < text.length) {
    if (/^\s*$/.test(text.slice(position))) break;
    TOKEN.lastIndex = position;
    const match = TOKEN.exec(text);
    if (!match?.[1]) {
      throw new FilterLogicError(`filter logic: cannot read "${text.slice(position).trim()}"`);
    }
    tokens.push(match[1].toUpperCase());
    position = TOKEN.lastIndex;
  }
  return tokens;
}

export function parseFilterLogic(text: string, criteriaCount: number): LogicNode | null {
  if (text.trim() === '') return defaultLogic(criteriaCount);
  const tokens = tokenize(text);
  let at = 0;
  const used = new Set<number>();
  const peek = () => tokens[at];
  const expect = (token: string) => {
    if (tokens[at] !== token) throw new FilterLogicError(`filter logic: expected "${token}" in "${text}"`);
    at += 1;
  };
  const primary = (): LogicNode => {
    const token = peek();
    if (token === undefined) throw new FilterLogicError(`filter logic "${text}" ends too early`);
    if (token === '(') {
      at += 1;
      const inner = orExpression();
      expect(')');
      return inner;
    }
    if (token === 'NOT') {
      at += 1;
      return { kind: 'not', operand: primary() };
    }
    if (/^\d+$/.test(token)) {
      at += 1;
      const index = Number(token);
      if (index < 1 || index > criteriaCount) {
        throw new FilterLogicError(`filter logic names criterion ${index}, but there are ${criteriaCount}`);
      }
      used.add(index);
      return { kind: 'criterion', index };
    }
    throw new FilterLogicError(`filter logic: unexpected "${token}" in "${text}"`);
  };
  const andExpression = (): LogicNode => {
    let left = primary();
    while (peek() === 'AND') {
      at += 1;
      left = { kind: 'and', left, right: primary() };
    }
    return left;
  };
  const orExpression = (): LogicNode => {
    let left = andExpression();
    while (peek() === 'OR') {
      at += 1;
      left = { kind: 'or', left, right: andExpression() };
    }
    return left;
  };
  const tree = orExpression();
  if (at < tokens.length) throw new FilterLogicError(`filter logic: unexpected "${tokens[at]}" in "${text}"`);
  for (let index = 1; index <= criteriaCount; index += 1) {
    if (!used.has(index)) throw new FilterLogicError(`filter logic "${text}" leaves out criterion ${index}`);
  }
  return tree;
}

function defaultLogic(criteriaCount: number): LogicNode | null {
  let tree: LogicNode | null = null;
  for (let index = 1; index <= criteriaCount; index += 1) {
    const node: LogicNode = { kind: 'criterion', index };
    tree = tree ? { kind: 'and', left: tree, right: node } : node;
  }
  return tree;
}
