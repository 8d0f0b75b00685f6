import { describe, expect, it } from 'vitest';
import { formulaToSql } from './formula-sql.js';
import { FORMULA_TEST_FIELDS } from './test-support/formula-fixture.js';

const plan = (source: string) => formulaToSql(source, FORMULA_TEST_FIELDS);

describe('formula fields compiled to SQL (issue 18: filter and sort a list on a formula field)', () => {
  it.each([
    ['Amount * 2', 'number'],
    ['ROUND(Amount / 3, 2) + ABS(Months) - MIN(Amount, 5)', 'number'],
    ['Name & "-" & TEXT(Stage)', 'text'],
    ['IF(Active, LEFT(TRIM(Name), 3), RIGHT(Name, 2))', 'text'],
    ['Amount > 100 && NOT(ISBLANK(Name)) || CONTAINS(Name, "x")', 'boolean'],
    ['CASE(Stage, "Won", 1, "Lost", 0, 0.5)', 'number'],
    ['CloseDate + 7', 'date'],
    ['BLANKVALUE(CloseDate, DATE(2026, 1, 1))', 'date'],
    ['CloseDate - TODAY()', 'number'],
    ['ISPICKVAL(Stage, "Won") && BEGINS(Name, "A")', 'boolean'],
  ])('%s compiles to a %s plan', (source, type) => {
    const result = plan(source);
    expect(result).toMatchObject({ compilable: true, type });
  });

  it.each([
    ['TEXT(Amount)', 'function TEXT'],
    ['UPPER(Name)', 'function UPPER'],
    ['MOD(Amount, 3)', 'function MOD'],
    ['Amount ^ 2', 'operator ^'],
    ['Opened + 1', 'date-time values'],
    ['IF(ISNEW(), 1, 2)', 'function ISNEW'],
    ['$User.Email', '$User.Email'],
    ['Account.Name', 'cross-object path'],
    ['LEFT(Name, Amount)', 'function LEFT'],
    ['ROUND(Amount, Months)', 'function ROUND'],
    ['null', 'blank result'],
    ['Amount +', 'formula error'],
  ])('%s does not compile: %s', (source, blocker) => {
    const result = plan(source);
    expect(result.compilable).toBe(false);
    if (!result.compilable) {
      expect(result.blocker).toBe(blocker);
      expect(result.reason.length).toBeGreaterThan(blocker.length);
    }
  });

  it('says which fields the plan reads and whether it needs TODAY as a parameter', () => {
    expect(plan('CloseDate - TODAY() + Amount')).toMatchObject({
      fields: ['CloseDate', 'Amount'],
      usesToday: true,
    });
    expect(plan('Amount * 2')).toMatchObject({ usesToday: false });
  });

  it('folds constant dates and counts into the plan, so the SQL text is the same on every run', () => {
    expect(plan('CloseDate = DATE(2026, 2, 30)')).toMatchObject({ compilable: true });
    const result = plan('LEFT(Name, -2)');
    expect(result.compilable && result.root).toMatchObject({ op: 'left', count: 0 });
  });
});
