import { describe, expect, it } from 'vitest';
import { describeFilterLogicError, parseFilterLogic } from './filter-logic.js';

describe('report filter logic', () => {
  it('parses AND, OR, NOT and parentheses over numbered filters', () => {
    expect(parseFilterLogic('1 AND (2 or 3)', 3)).toEqual({
      ok: true,
      tree: {
        kind: 'and',
        parts: [
          { kind: 'filter', index: 0 },
          {
            kind: 'or',
            parts: [
              { kind: 'filter', index: 1 },
              { kind: 'filter', index: 2 },
            ],
          },
        ],
      },
    });
    expect(parseFilterLogic('NOT 1 OR 2', 2)).toEqual({
      ok: true,
      tree: {
        kind: 'or',
        parts: [
          { kind: 'not', part: { kind: 'filter', index: 0 } },
          { kind: 'filter', index: 1 },
        ],
      },
    });
  });

  it('refuses with the problem named', () => {
    const refusal = (text: string, count: number) => {
      const parsed = parseFilterLogic(text, count);
      return parsed.ok ? 'parsed' : describeFilterLogicError(parsed.error);
    };
    expect(refusal('1 AND 2 OR 3', 3)).toContain('AND and OR meet without parentheses');
    expect(refusal('1 AND 4', 2)).toBe('Filter logic: there is no filter 4');
    expect(refusal('1 OR 2', 3)).toBe('Filter logic: filter 3 is not used; name every filter, or remove it');
    expect(refusal('1 AND (2 OR 3', 3)).toContain('ends too early');
    expect(refusal('1 XOR 2', 2)).toContain('"XOR 2" is not understood');
    expect(refusal('1; drop table', 1)).toContain('"; drop table" is not understood');
    expect(refusal('', 1)).toContain('ends too early');
  });
});
