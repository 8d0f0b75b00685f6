import { describe, expect, it } from 'vitest';
import { evaluateConditionLogic, parseConditionLogic } from './condition-logic.js';

function decide(expression: string, met: number[]): boolean {
  return evaluateConditionLogic(parseConditionLogic(expression, [1, 2, 3, 4]), (id) => met.includes(id));
}

describe('condition logic', () => {
  it.each([
    ['1 AND 2', [1, 2], true],
    ['1 AND 2', [1], false],
    ['1 OR 2', [2], true],
    ['1 OR 2', [], false],
    ['1 AND (2 OR 3)', [1, 3], true],
    ['1 AND (2 OR 3)', [2, 3], false],
    // AND binds tighter than OR.
    ['1 OR 2 AND 3', [1], true],
    ['1 OR 2 AND 3', [2], false],
    ['(1 OR 2) AND 3', [1], false],
    ['NOT 1', [], true],
    ['NOT (1 OR 2) AND 3', [3], true],
    ['1 and 2 or 4', [4], true],
    ['1 && (2 || !3)', [1], true],
    ['((1))', [1], true],
  ])('[S2-B-065] %s with %j met → %s', (expression, met, expected) => {
    expect(decide(expression, met as number[])).toBe(expected);
  });

  it.each([
    ['1 AND (2 OR 3', /unbalanced parentheses: "\(" at position 7 is not closed/],
    ['1 AND 2)', /unbalanced parentheses: unexpected "\)" at position 8/],
    [')1(', /unbalanced parentheses/],
    ['1 AND 5', /condition 5 does not exist \(conditions: 1, 2, 3, 4\)/],
    ['1 AND', /ends where a condition number was expected/],
    ['1 2', /AND or OR was expected before "2" at position 3/],
    ['1 XOR 2', /unexpected "XOR" at position 3/],
    ['', /empty/],
    ['AND 1', /a condition number was expected before "AND" at position 1/],
  ])('[S2-B-065] refuses %j with a message that names the problem', (expression, message) => {
    expect(() => parseConditionLogic(expression, [1, 2, 3, 4])).toThrow(message);
  });

  it('accepts any number when no condition ids are given', () => {
    expect(() => parseConditionLogic('7 OR 9')).not.toThrow();
  });
});
