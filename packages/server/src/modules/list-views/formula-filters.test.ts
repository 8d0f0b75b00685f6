import {
  compileFormula,
  type FormulaFieldInfo,
  type FormulaValue,
  formulaToSql,
  newRecordId,
  todayForSql,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from '../records/index.js';
import { renderFormulaSql } from './formula-sql-render.js';

/**
 * Issue 18: formula fields in list filters and sorts, computed by the database from core's SQL plan. The
 * differential table checks the SQL against the evaluator; the list tests go through the list routes.
 */

// ---- Differential: the same formula and record give the same value by SQL and by the evaluator ----

const FIELDS: FormulaFieldInfo[] = [
  { apiName: 'amount', type: 'number' },
  { apiName: 'qty', type: 'number' },
  { apiName: 'title', type: 'text' },
  { apiName: 'note', type: 'text' },
  { apiName: 'flag', type: 'boolean' },
  { apiName: 'due', type: 'date' },
  { apiName: 'due2', type: 'date' },
  { apiName: 'stage', type: 'picklist' },
];

type Row = Record<string, string | number | null>;
const ROWS: Row[] = [
  {
    amount: 150.25,
    qty: 4,
    title: 'Alpha',
    note: '  hi\t',
    flag: 1,
    due: '2026-04-01',
    due2: '2026-04-15',
    stage: 'won',
  },
  {
    amount: 0.1,
    qty: 0,
    title: 'Banana',
    note: '',
    flag: 0,
    due: '2026-02-28',
    due2: '2026-03-01',
    stage: 'lost',
  },
  { amount: null, qty: null, title: null, note: null, flag: null, due: null, due2: null, stage: null },
  {
    amount: -1.5,
    qty: 3,
    title: 'élan Ünï',
    note: 'x',
    flag: 1,
    due: '2024-02-29',
    due2: '2023-12-31',
    stage: null,
  },
  {
    amount: 1.005,
    qty: 10.5,
    title: 'Al',
    note: null,
    flag: 0,
    due: null,
    due2: '2026-01-01',
    stage: 'open',
  },
  {
    amount: 2.675,
    qty: 0.2,
    title: 'an',
    note: '\u00a0pad ',
    flag: 1,
    due: '2026-12-31',
    due2: null,
    stage: 'won',
  },
];

const FORMULAS = [
  // numbers
  'amount * 2',
  'amount + qty',
  'amount - qty * 3',
  'amount / qty',
  'amount / 0',
  '0.1 + 0.2',
  'amount * 1.1',
  '-amount',
  'ROUND(amount, 2)',
  'ROUND(amount / 3, 1)',
  'ROUND(1.005, 2)',
  'ROUND(amount, 2) * 100',
  'ROUND(-1.5, 0)',
  'ROUND(1234.5, -2)',
  'ABS(amount - 100)',
  'MIN(amount, qty)',
  'MAX(amount, qty, 5)',
  'MAX(amount)',
  'LEN(title)',
  'LEN(title) / 2',
  'BLANKVALUE(amount, -1)',
  'NULLVALUE(qty, 0) + 1',
  'IF(flag, amount, qty)',
  'CASE(stage, "won", 1, "lost", 0, 0.5)',
  'CASE(amount, 0.1, 1, 150.25, 2, 3)',
  'due2 - due',
  'due - TODAY()',
  // text
  'title & "-" & note',
  'title + note',
  'LEFT(title, 3)',
  'RIGHT(title, 2)',
  'RIGHT(title, 0)',
  'RIGHT(title, 10)',
  'TRIM(note)',
  'IF(flag, title, null)',
  'BLANKVALUE(note, "none")',
  'NULLVALUE(note, "none")',
  'TEXT(stage)',
  'TEXT(due)',
  'CASE(stage, "won", "W", "L")',
  '"it\'s " & title',
  // true / false
  'amount > 100',
  'amount = qty',
  'amount <> qty',
  'flag && amount > 0',
  'OR(flag, ISBLANK(title))',
  'NOT(flag)',
  '!flag',
  'ISBLANK(amount)',
  'ISNULL(qty)',
  'ISBLANK(note)',
  'ISNULL(IF(flag, title, null))',
  'CONTAINS(title, "an")',
  'CONTAINS(title, "")',
  'BEGINS(title, "Al")',
  'ISPICKVAL(stage, "won")',
  'due < due2',
  'due = DATE(2026, 4, 1)',
  'due >= TODAY()',
  'title = "Alpha"',
  'title = null',
  'amount * 3 = 0.3',
  '0.1 + 0.2 = 0.3',
  'amount + 0.2 = 0.3',
  'ROUND(amount, 2) = 1.01',
  'ROUND(amount, 2) = 2.68',
  'IF(flag, true, null)',
  // dates
  'due + 7',
  'due - 1.5',
  'due + amount',
  'BLANKVALUE(due, DATE(2026, 1, 1))',
  'IF(flag, due, due2)',
  'DATEVALUE("2026-02-03")',
  'DATEVALUE(due)',
  'TODAY()',
];

const NOW = new Date('2026-04-01T12:00:00.000Z');

/** Both sides in one form: numbers as numbers, dates as YYYY-MM-DD, true/false as booleans. */
function normalise(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (type === 'number') return Number(value);
  if (type === 'boolean') return value === true || value === 1 || value === '1';
  return value;
}

function same(sqlValue: unknown, formulaValue: unknown): boolean {
  if (typeof sqlValue === 'number' && typeof formulaValue === 'number') {
    return Math.abs(sqlValue - formulaValue) <= Math.abs(formulaValue) * 1e-12;
  }
  return sqlValue === formulaValue;
}

describeEachDatabase('formula fields compiled to SQL', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let other: TestUser;
  let caller: TestUser;
  const { call, ok } = recordCalls(
    () => app,
    () => caller,
  );

  beforeAll(async () => {
    const database = getDatabase().handle;
    const number = database.dialect === 'postgres' ? sql`numeric` : sql`real`;
    await sql`create table formula_probe (id integer primary key, amount ${number}, qty ${number}, title text, note text, flag integer, due text, due2 text, stage text)`.execute(
      database.db,
    );
    for (const [index, row] of ROWS.entries()) {
      await sql`insert into formula_probe values (${index}, ${row.amount}, ${row.qty}, ${row.title}, ${row.note}, ${row.flag}, ${row.due}, ${row.due2}, ${row.stage})`.execute(
        database.db,
      );
    }

    app = await createTestApp(database);
    admin = await createTestUser(database, { name: 'Ada Admin' });
    other = await createTestUser(database, {
      name: 'Olly Other',
      orgId: admin.orgId,
      profileId: 'standard_user',
    });
    caller = admin;
    await ok('/metadata/createObject', {
      api: 'Widget',
      prefix: 'w01',
      label: 'Widget',
      plural: 'Widgets',
      fields: [
        { api: 'amount', type: 'N', label: 'Amount', length: 12, decimals: 2 },
        { api: 'title', type: 'S', label: 'Title', length: 80 },
        { api: 'flag', type: 'B', label: 'Flag' },
        { api: 'due', type: 'D', label: 'Due' },
        { api: 'f_double', type: 'Z', label: 'Double', formula: 'amount * 2' },
        { api: 'f_label', type: 'Z', label: 'Label', formula: 'title & "/" & LEFT(title, 1)' },
        { api: 'f_big', type: 'Z', label: 'Big and flagged', formula: 'amount > 100 && flag' },
        { api: 'f_week', type: 'Z', label: 'A week later', formula: 'due + 7' },
        { api: 'f_words', type: 'Z', label: 'In words', formula: 'TEXT(amount) & " units"' },
      ],
    });
    const base = new Date('2026-03-01T10:00:00.000Z').getTime();
    const rows = Array.from({ length: 12 }, (_, index) => {
      const n = index + 1;
      const at = new Date(base + n * 60_000).toISOString();
      return {
        id: newRecordId('w01', base + n),
        name: `Widget ${String(n).padStart(2, '0')}`,
        ownerid: n % 3 === 0 ? other.userId : admin.userId,
        createbyid: admin.userId,
        createdate: at,
        lastmodifybyid: admin.userId,
        lastmodifydate: at,
        recordtype: null,
        is_deleted: 0,
        amount: n === 12 ? null : n * 12.5,
        title: n === 11 ? null : `t${String.fromCharCode(96 + n)}`,
        flag: n % 2,
        due: n === 10 ? null : `2026-04-${String(n * 2).padStart(2, '0')}`,
      };
    });
    await recordsDb(database).insertInto('obj_widget').values(rows).execute();
  });
  afterAll(async () => {
    await app.close();
  });

  describe('differential: SQL answers what the evaluator answers', () => {
    it.each(FORMULAS)('%s', async (source) => {
      const database = getDatabase().handle;
      const plan = formulaToSql(source, FIELDS);
      if (!plan.compilable) throw new Error(`${source} did not compile: ${plan.reason}`);
      const compiled = compileFormula(source, FIELDS);
      const expression = renderFormulaSql(plan.root, {
        dialect: database.dialect,
        columnOf: (api) => api,
        today: todayForSql(NOW),
      });
      const { rows } = await sql<{
        id: number;
        v: unknown;
      }>`select id, ${expression} as v from formula_probe order by id`.execute(database.db);
      const differences = rows.flatMap((row) => {
        const record = ROWS[row.id]!;
        const expected = normalise(compiled.evaluate({ record, now: NOW }) as FormulaValue, plan.type);
        const actual = normalise(row.v, plan.type);
        return same(actual, expected) ? [] : [{ row: row.id, sql: actual, formula: expected }];
      });
      expect(differences).toEqual([]);
    });
  });

  const page = (body: Record<string, unknown>) =>
    ok('/view/getViewListData', { objectApi: 'Widget', pageSize: 50, ...body });
  const names = (data: { rows: Array<{ name: string }> }) => data.rows.map((row) => row.name);
  const filtered = async (field: string, operator: string, value?: string) =>
    names(
      await page({
        sort: { field: 'name', order: 'asc' },
        filters: { criteria: [{ field, operator, ...(value === undefined ? {} : { value }) }] },
      }),
    );
  const widgets = (...numbers: number[]) => numbers.map((n) => `Widget ${String(n).padStart(2, '0')}`);

  it('filters a list on a number formula (amount * 2)', async () => {
    caller = admin;
    // amount * 2 = n * 25: above 200 from n = 9; the record without an amount has no value.
    expect(await filtered('f_double', 'g', '200')).toEqual(widgets(9, 10, 11));
    expect(await filtered('f_double', 'e', '50')).toEqual(widgets(2));
    expect(await filtered('f_double', 'empty')).toEqual(widgets(12));
  });

  it('sorts a list on a number formula, blanks first going up, and pages through it', async () => {
    caller = admin;
    const first = await page({ sort: { field: 'f_double', order: 'desc' }, pageSize: 5 });
    expect(names(first)).toEqual(widgets(11, 10, 9, 8, 7));
    const second = await page({
      sort: { field: 'f_double', order: 'desc' },
      pageSize: 5,
      cursor: first.nextCursor,
    });
    expect(names(second)).toEqual(widgets(6, 5, 4, 3, 2));
    const up = await page({ sort: { field: 'f_double', order: 'asc' }, pageSize: 3 });
    expect(names(up)).toEqual(widgets(12, 1, 2));
  });

  it('filters and sorts on a text formula, case-insensitively as text columns do', async () => {
    caller = admin;
    expect(await filtered('f_label', 'e', 'TC/T')).toEqual(widgets(3));
    expect(await filtered('f_label', 's', 'tj')).toEqual(widgets(10));
    // The record without a title has "/" as its label.
    expect(await filtered('f_label', 'e', '/')).toEqual(widgets(11));
    const sorted = await page({ sort: { field: 'f_label', order: 'desc' }, pageSize: 3 });
    expect(names(sorted)).toEqual(widgets(12, 10, 9));
  });

  it('filters on a true/false formula and on a date formula', async () => {
    caller = admin;
    // amount > 100 (n ≥ 9) and flag (odd n).
    expect(await filtered('f_big', 'e', 'true')).toEqual(widgets(9, 11));
    expect(await filtered('f_big', 'e', 'false')).toHaveLength(10);
    // due + 7: April 2n + 7, so before 2026-04-15 for n ≤ 3.
    expect(await filtered('f_week', 'l', '2026-04-15')).toEqual(widgets(1, 2, 3));
    expect(await filtered('f_week', 'empty')).toEqual(widgets(10));
    const sorted = await page({ sort: { field: 'f_week', order: 'desc' }, pageSize: 2 });
    expect(names(sorted)).toEqual(widgets(12, 11));
  });

  it('refuses filtering or sorting on a formula the database cannot compute, naming the function', async () => {
    caller = admin;
    const filter = await call('/view/getViewListData', {
      objectApi: 'Widget',
      filters: { criteria: [{ field: 'f_words', operator: 'e', value: '5 units' }] },
    });
    expect(filter.status).toBe(400);
    expect(JSON.stringify(filter.json)).toContain('function TEXT');
    const sort = await call('/view/getViewListData', {
      objectApi: 'Widget',
      sort: { field: 'f_words', order: 'asc' },
    });
    expect(sort.status).toBe(400);
    expect(JSON.stringify(sort.json)).toContain('function TEXT');
  });

  it('offers compilable formula fields in the filter panel with their result type, not the others', async () => {
    caller = admin;
    const catalogue = await ok('/view/getViewList', { objectApi: 'Widget' });
    const byApi = new Map(
      catalogue.fields.map((field: { apiName: string; valueType?: string; operators: string[] }) => [
        field.apiName,
        field,
      ]),
    );
    expect(byApi.get('f_double')).toMatchObject({ type: 'Z', valueType: 'N' });
    expect(byApi.get('f_label')).toMatchObject({ type: 'Z', valueType: 'S' });
    expect(byApi.get('f_big')).toMatchObject({ type: 'Z', valueType: 'B', operators: ['e', 'n'] });
    expect(byApi.get('f_week')).toMatchObject({ type: 'Z', valueType: 'D' });
    expect(byApi.has('f_words')).toBe(false);
  });

  it('a saved view with a formula filter and sort is stored and lists by it', async () => {
    caller = admin;
    const saved = await ok('/view/saveView', {
      objectApi: 'Widget',
      name: 'Doubled over 100',
      criteria: [{ field: 'f_double', operator: 'g', value: '100' }],
      logic: '',
      sort: { field: 'f_double', order: 'asc' },
    });
    const listed = await page({ viewId: saved.id });
    expect(names(listed)).toEqual(widgets(5, 6, 7, 8, 9, 10, 11));
  });

  it('a filter on a formula still lists only the records the caller may see, and not a formula reading a hidden field', async () => {
    caller = other;
    const all = names(await page({ sort: { field: 'name', order: 'asc' } }));
    expect(await filtered('f_double', 'g', '0')).toEqual(all.filter((name) => name !== 'Widget 12'));
    caller = admin;
    await ok('/access/profile/saveFieldAccess', {
      profileId: 'standard_user',
      objectApi: 'Widget',
      fields: [{ field: 'amount', access: 'hidden' }],
    });
    caller = other;
    try {
      const catalogue = await ok('/view/getViewList', { objectApi: 'Widget' });
      const offered = catalogue.fields.map((field: { apiName: string }) => field.apiName);
      expect(offered).not.toContain('f_double');
      expect(offered).toContain('f_label');
      const refused = await call('/view/getViewListData', {
        objectApi: 'Widget',
        filters: { criteria: [{ field: 'f_double', operator: 'g', value: '0' }] },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.returnInfo).toContain('reads a field you cannot see');
    } finally {
      caller = admin;
      await ok('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Widget',
        fields: [{ field: 'amount', access: 'editable' }],
      });
    }
  });
});
