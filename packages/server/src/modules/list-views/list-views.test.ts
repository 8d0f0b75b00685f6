import { newRecordId } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildKeywordIndexes } from '../../test-support/keyword-indexes.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from '../records/index.js';

/** A custom object with one field of every filterable type, and 30 rows of known values. */
const GADGET_FIELDS = [
  { api: 's_text', type: 'S', label: 'Code', length: 80 },
  { api: 'x_long', type: 'X', label: 'Notes', length: 4000 },
  { api: 'e_mail', type: 'E', label: 'E-mail', length: 80 },
  { api: 'h_phone', type: 'H', label: 'Phone', length: 40 },
  { api: 'u_url', type: 'U', label: 'Site', length: 255 },
  { api: 'n_num', type: 'N', label: 'Units', length: 8, decimals: 0 },
  { api: 'p_pct', type: 'P', label: 'Share', length: 5, decimals: 2 },
  { api: 'c_money', type: 'c', label: 'Price', length: 18, decimals: 2 },
  { api: 'd_date', type: 'D', label: 'Due' },
  { api: 'f_time', type: 'F', label: 'Seen' },
  { api: 'b_flag', type: 'B', label: 'Active' },
  { api: 't_time', type: 'T', label: 'Opens' },
  {
    api: 'l_pick',
    type: 'L',
    label: 'Colour',
    options: [
      ['red', 'Red'],
      ['green', 'Green'],
      ['blue', 'Blue'],
    ],
  },
  {
    api: 'q_multi',
    type: 'Q',
    label: 'Tags',
    options: [
      ['a', 'A'],
      ['b', 'B'],
      ['bb', 'BB'],
    ],
  },
  { api: 'y_owner2', type: 'Y', label: 'Buddy', lookup: 'user' },
  { api: 'mr_people', type: 'MR', label: 'People', lookup: 'user' },
];

const COLOURS = ['red', 'green', 'blue'];
const TAGS = ['a', 'a;b', 'bb', null];

describeEachDatabase('list views', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let other: TestUser;
  let caller: TestUser;
  const { call, ok, create } = recordCalls(
    () => app,
    () => caller,
  );
  const page = (body: Record<string, unknown>) =>
    ok('/view/getViewListData', { objectApi: 'Gadget', ...body });
  const names = (rows: Array<{ name: string }>) => rows.map((row) => row.name);
  const filtered = async (field: string, operator: string, value?: string | string[]) =>
    names(
      (
        await page({
          pageSize: 200,
          sort: { field: 'name', order: 'asc' },
          filters: { criteria: [{ field, operator, ...(value === undefined ? {} : { value }) }] },
        })
      ).rows,
    );

  beforeAll(async () => {
    const database = getDatabase().handle;
    app = await createTestApp(database);
    admin = await createTestUser(database, { name: 'Ada Admin' });
    other = await createTestUser(database, {
      name: 'Olly Other',
      orgId: admin.orgId,
      profileId: 'standard_user',
    });
    caller = admin;
    await ok('/metadata/createObject', {
      api: 'Gadget',
      prefix: 'g01',
      label: 'Gadget',
      plural: 'Gadgets',
      fields: GADGET_FIELDS,
    });
    const now = new Date('2026-03-01T10:00:00.000Z');
    const rows = Array.from({ length: 30 }, (_, index) => {
      const n = index + 1;
      const at = new Date(now.getTime() + n * 3_600_000).toISOString();
      return {
        id: newRecordId('g01', now.getTime() + n),
        name: `Gadget ${String(n).padStart(2, '0')}`,
        ownerid: n % 3 === 0 ? other.userId : admin.userId,
        createbyid: admin.userId,
        createdate: at,
        lastmodifybyid: admin.userId,
        lastmodifydate: at,
        recordtype: null,
        is_deleted: 0,
        s_text: n % 5 === 0 ? null : `code-${n}`,
        x_long: `notes about gadget ${n}`,
        e_mail: `g${n}@example.com`,
        h_phone: `+1 555 01${String(n).padStart(2, '0')}`,
        u_url: `https://g${n}.example.com`,
        n_num: n % 7 === 0 ? null : n * 10,
        p_pct: n,
        c_money: n * 1.5,
        d_date: `2026-04-${String(n).padStart(2, '0')}`,
        f_time: `2026-05-${String((n % 3) + 1).padStart(2, '0')}T0${n % 10}:00:00.000Z`,
        b_flag: n % 2,
        t_time: `${String(n % 24).padStart(2, '0')}:00`,
        l_pick: COLOURS[n % 3] ?? null,
        q_multi: TAGS[n % 4] ?? null,
        y_owner2: n === 1 ? other.userId : null,
        mr_people: n === 2 ? `${admin.userId};${other.userId}` : null,
      };
    });
    await recordsDb(database).insertInto('obj_gadget').values(rows).execute();
    // The Gadget object was created above: its keyword index is built by its job, run here.
    await buildKeywordIndexes(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-K-027] answers 25 rows by default, sorted, with system views All and My', async () => {
    const catalogue = await ok('/view/getViewList', { objectApi: 'Gadget' });
    expect(catalogue.views.map((view: { name: string }) => view.name)).toEqual([
      'All gadgets',
      'My gadgets',
      'Recently modified gadgets',
    ]);
    expect(catalogue.maximum).toBe(15);
    const codeField = catalogue.fields.find((field: { apiName: string }) => field.apiName === 's_text');
    expect(codeField.operators).toEqual(['e', 'n', 'c', 'k', 's', 'empty', 'notempty']);
    const first = await page({});
    expect(first.rows).toHaveLength(25);
    expect(first.view.name).toBe('All gadgets');
    expect(names(first.rows).slice(0, 3)).toEqual(['Gadget 01', 'Gadget 02', 'Gadget 03']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await page({ cursor: first.nextCursor });
    expect(names(second.rows)).toEqual(['Gadget 26', 'Gadget 27', 'Gadget 28', 'Gadget 29', 'Gadget 30']);
    expect(second.nextCursor).toBeNull();
  });

  it('pages by keyset on every sort, asc and desc, nullable columns included, without gaps or repeats', async () => {
    for (const field of [
      'name',
      'n_num',
      's_text',
      'lastmodifydate',
      'c_money',
      'f_time',
      'l_pick',
      'b_flag',
    ]) {
      for (const order of ['asc', 'desc'] as const) {
        const seen: string[] = [];
        let cursor: string | undefined;
        do {
          const answer = await page({ pageSize: 4, sort: { field, order }, ...(cursor ? { cursor } : {}) });
          seen.push(...names(answer.rows));
          cursor = answer.nextCursor ?? undefined;
        } while (cursor);
        expect(new Set(seen).size, `${field} ${order}`).toBe(30);
        const all = names((await page({ pageSize: 200, sort: { field, order } })).rows);
        expect(seen, `${field} ${order}`).toEqual(all);
      }
    }
    const byUnits = (await page({ pageSize: 200, sort: { field: 'n_num', order: 'asc' } })).rows;
    // Empty values first going up: 7, 14, 21 and 28 have no units.
    expect(byUnits.slice(0, 4).map((row: { n_num: unknown }) => row.n_num)).toEqual([null, null, null, null]);
    expect(Number(byUnits[4].n_num)).toBe(10);
    const byUnitsDown = (await page({ pageSize: 3, sort: { field: 'n_num', order: 'desc' } })).rows;
    expect(byUnitsDown.map((row: { n_num: unknown }) => Number(row.n_num))).toEqual([300, 290, 270]);
  });

  it('sorts a picklist column in the picklist’s own order, not alphabetically (issue 26 item 15)', async () => {
    const colours = async (order: 'asc' | 'desc') =>
      // The view's columns need not hold the colour: each row's colour follows from its number.
      names((await page({ pageSize: 200, sort: { field: 'l_pick', order } })).rows).map(
        (name) => COLOURS[Number(name.slice(-2)) % 3],
      );
    const up = await colours('asc');
    // Defined as red, green, blue: alphabetically blue would come first.
    expect(up.indexOf('red')).toBe(0);
    expect(up.lastIndexOf('red')).toBeLessThan(up.indexOf('green'));
    expect(up.lastIndexOf('green')).toBeLessThan(up.indexOf('blue'));
    expect((await colours('desc'))[0]).toBe('blue');
  });

  describe('filters of every field type', () => {
    const table: Array<[string, string, string | string[] | undefined, (n: number) => boolean]> = [
      ['s_text', 'e', 'CODE-4', (n) => n === 4],
      ['s_text', 'n', 'code-4', (n) => n !== 4],
      ['s_text', 'c', 'de-1', (n) => n % 5 !== 0 && String(n).startsWith('1')],
      ['s_text', 'k', '-1', (n) => n % 5 === 0 || !String(n).startsWith('1')],
      ['s_text', 's', 'code-2', (n) => n % 5 !== 0 && String(n).startsWith('2')],
      ['s_text', 'empty', undefined, (n) => n % 5 === 0],
      ['s_text', 'notempty', undefined, (n) => n % 5 !== 0],
      ['x_long', 'c', 'gadget 3', (n) => String(n).startsWith('3')],
      ['e_mail', 'e', 'G7@Example.com', (n) => n === 7],
      ['h_phone', 's', '+1 555 011', (n) => n >= 10 && n <= 19],
      ['u_url', 'c', 'g2', (n) => String(n).startsWith('2')],
      ['n_num', 'g', '250', (n) => n % 7 !== 0 && n * 10 > 250],
      ['n_num', 'm', '30', (n) => n % 7 !== 0 && n * 10 <= 30],
      ['n_num', 'n', '10', (n) => n !== 1],
      ['n_num', 'empty', undefined, (n) => n % 7 === 0],
      ['p_pct', 'l', '3', (n) => n < 3],
      ['p_pct', 'h', '29', (n) => n >= 29],
      ['c_money', 'e', '4.5', (n) => n === 3],
      ['d_date', 'g', '2026-04-28', (n) => n > 28],
      ['d_date', 'e', '2026-04-05', (n) => n === 5],
      ['f_time', 'e', '2026-05-02', (n) => n % 3 === 1],
      ['f_time', 'l', '2026-05-02', (n) => n % 3 === 0],
      ['f_time', 'h', '2026-05-03T05:00:00Z', (n) => n % 3 === 2 && n % 10 >= 5],
      ['b_flag', 'e', 'true', (n) => n % 2 === 1],
      ['b_flag', 'n', 'true', (n) => n % 2 === 0],
      ['t_time', 'e', '05:00', (n) => n % 24 === 5],
      ['l_pick', 'e', 'red', (n) => n % 3 === 0],
      ['l_pick', 'in', ['red', 'blue'], (n) => n % 3 !== 1],
      ['l_pick', 'notin', ['red'], (n) => n % 3 !== 0],
      ['q_multi', 'includes', ['b'], (n) => n % 4 === 1],
      ['q_multi', 'includes', ['bb', 'b'], (n) => n % 4 === 1 || n % 4 === 2],
      ['q_multi', 'excludes', ['a'], (n) => n % 4 === 2 || n % 4 === 3],
      ['q_multi', 'empty', undefined, (n) => n % 4 === 3],
      ['y_owner2', 'notempty', undefined, (n) => n === 1],
      ['ownerid', 'e', '__other__', (n) => n % 3 === 0],
    ];
    const expected = (keep: (n: number) => boolean) =>
      Array.from({ length: 30 }, (_, index) => index + 1)
        .filter(keep)
        .map((n) => `Gadget ${String(n).padStart(2, '0')}`);
    it.each(table)('%s %s %j', async (field, operator, value, keep) => {
      const resolved = value === '__other__' ? other.userId : value;
      expect(await filtered(field, operator, resolved)).toEqual(expected(keep));
    });
    it('multi lookups include a chosen person', async () => {
      expect(await filtered('mr_people', 'includes', [other.userId])).toEqual(['Gadget 02']);
    });
  });

  it('combines criteria with AND/OR logic and parentheses', async () => {
    const criteria = [
      { field: 'l_pick', operator: 'e', value: 'red' },
      { field: 'b_flag', operator: 'e', value: 'true' },
      { field: 'n_num', operator: 'l', value: '50' },
    ];
    const run = async (logic: string, only = criteria) =>
      names((await page({ pageSize: 200, filters: { criteria: only, logic } })).rows);
    expect(await run('1 AND 2', criteria.slice(0, 2))).toEqual([
      'Gadget 03',
      'Gadget 09',
      'Gadget 15',
      'Gadget 21',
      'Gadget 27',
    ]);
    expect(await run('(1 AND 2) OR 3')).toEqual([
      'Gadget 01',
      'Gadget 02',
      'Gadget 03',
      'Gadget 04',
      'Gadget 09',
      'Gadget 15',
      'Gadget 21',
      'Gadget 27',
    ]);
    expect(await run('1 and not (2 or 3)')).toEqual([
      'Gadget 06',
      'Gadget 12',
      'Gadget 18',
      'Gadget 24',
      'Gadget 30',
    ]);
    expect(await run('')).toEqual(['Gadget 03']);
  });

  it('refuses unknown fields, wrong operators, bad values and bad logic with a clear 400', async () => {
    const refusal = async (filters: unknown, extra: Record<string, unknown> = {}) => {
      const { status, json } = await call('/view/getViewListData', {
        objectApi: 'Gadget',
        filters,
        ...extra,
      });
      expect(status).toBe(400);
      expect(json.result).toBe(false);
      return json.returnInfo as string;
    };
    expect(await refusal({ criteria: [{ field: 'nope', operator: 'e', value: 'x' }] })).toBe(
      'Filter 1: Gadget has no field "nope"',
    );
    expect(await refusal({ criteria: [{ field: 'h_phone', operator: 'g', value: '1' }] })).toMatch(
      /^Filter 1: operator "g" does not apply to Phone \(text\); use one of e, n, c, k, s, empty, notempty$/,
    );
    expect(await refusal({ criteria: [{ field: 'n_num', operator: 'e', value: 'ten' }] })).toMatch(
      /needs a number/,
    );
    expect(await refusal({ criteria: [{ field: 'd_date', operator: 'e', value: '01/02/2026' }] })).toMatch(
      /YYYY-MM-DD/,
    );
    expect(await refusal({ criteria: [{ field: 'b_flag', operator: 'e', value: 'maybe' }] })).toMatch(
      /true or false/,
    );
    expect(await refusal({ criteria: [{ field: 'l_pick', operator: 'e' }] })).toMatch(/needs a value/);
    const two = [
      { field: 'l_pick', operator: 'e', value: 'red' },
      { field: 'b_flag', operator: 'e', value: 'true' },
    ];
    expect(await refusal({ criteria: two, logic: '1 AND 3' })).toMatch(/criterion 3, but there are 2/);
    expect(await refusal({ criteria: two, logic: '1' })).toMatch(/leaves out criterion 2/);
    expect(await refusal({ criteria: two, logic: '1 AND (2' })).toMatch(/expected "\)"/);
    expect(await refusal(undefined, { sort: { field: 'nope', order: 'asc' } })).toMatch(
      /no sortable field "nope"/,
    );
    expect(await refusal(undefined, { cursor: 'garbage' })).toMatch(/^cursor:/);
  });

  it('searches by keyword in names, e-mails and phones, and finds a record saved afterwards', async () => {
    expect(names((await page({ keyword: 'gadget 1', pageSize: 200 })).rows)).toContain('Gadget 12');
    expect(names((await page({ keyword: 'g17@example' })).rows)).toEqual(['Gadget 17']);
    expect(names((await page({ keyword: '555 0123' })).rows)).toEqual(['Gadget 23']);
    expect((await page({ keyword: 'zzzz' })).rows).toEqual([]);
    await create('Gadget', { name: 'Quokka Special', e_mail: 'quokka@zoo.example' });
    expect(names((await page({ keyword: 'quokka' })).rows)).toEqual(['Quokka Special']);
    expect(names((await page({ keyword: 'QUOK' })).rows)).toEqual(['Quokka Special']);
  });

  it('counts exactly below the limit, and filtered', async () => {
    const all = await ok('/view/getViewCount', { objectApi: 'Gadget' });
    expect(all).toEqual({ count: 31, estimated: false, exactLimit: 2_000 });
    const red = await ok('/view/getViewCount', {
      objectApi: 'Gadget',
      filters: { criteria: [{ field: 'l_pick', operator: 'e', value: 'red' }] },
    });
    expect(red.count).toBe(10);
    const search = await ok('/view/getViewCount', { objectApi: 'Gadget', keyword: 'quokka' });
    expect(search.count).toBe(1);
  });

  it('scopes to my records, and views a user makes are theirs until shared', async () => {
    const catalogue = await ok('/view/getViewList', { objectApi: 'Gadget' });
    const mine = catalogue.views.find((view: { name: string }) => view.name === 'My gadgets');
    const myCount = await ok('/view/getViewCount', { objectApi: 'Gadget', viewId: mine.id });
    expect(myCount.count).toBe(21); // 20 of the 30 plus the saved Quokka
    const created = await ok('/view/saveView', {
      objectApi: 'Gadget',
      name: 'Red ones',
      columns: ['name', 'l_pick', 'n_num'],
      criteria: [{ field: 'l_pick', operator: 'e', value: 'red' }],
      sort: { field: 'n_num', order: 'desc' },
    });
    const red = await page({ viewId: created.id });
    expect(red.columns.map((column: { apiName: string }) => column.apiName)).toEqual([
      'name',
      'l_pick',
      'n_num',
    ]);
    expect(red.rows).toHaveLength(10);
    expect(Object.keys(red.rows[0]).sort()).toEqual(
      ['id', 'l_pick', 'n_num', 'name', 'ownerid', 'owneridccname'].sort(),
    );
    caller = other;
    const othersView = (await ok('/view/getViewList', { objectApi: 'Gadget' })).views.map(
      (view: { name: string }) => view.name,
    );
    expect(othersView).not.toContain('Red ones');
    expect((await call('/view/getViewListData', { objectApi: 'Gadget', viewId: created.id })).status).toBe(
      404,
    );
    caller = admin;
    await ok('/view/shareView', { id: created.id, shared: true });
    await ok('/view/renameView', { id: created.id, name: 'Red gadgets' });
    caller = other;
    const shared = (await ok('/view/getViewList', { objectApi: 'Gadget' })).views.find(
      (view: { name: string }) => view.name === 'Red gadgets',
    );
    expect(shared).toMatchObject({ shared: true, canEdit: false });
    expect((await call('/view/deleteView', { id: created.id })).status).toBe(403);
    caller = admin;
    const system = (await ok('/view/getViewList', { objectApi: 'Gadget' })).views[0];
    expect((await call('/view/deleteView', { id: system.id })).json.returnInfo).toMatch(/standard view/);
    await ok('/view/deleteView', { id: created.id });
    expect((await call('/view/deleteView', { id: created.id })).status).toBe(404);
  });

  it('refuses a view with a column, sort or filter it could not run', async () => {
    const { status, json } = await call('/view/saveView', {
      objectApi: 'Gadget',
      name: 'Broken',
      criteria: [{ field: 'n_num', operator: 'c', value: '1' }],
    });
    expect(status).toBe(400);
    expect(json.returnInfo).toMatch(/operator "c" does not apply to Units/);
    expect(
      (await call('/view/saveView', { objectApi: 'Gadget', name: 'x', columns: ['ghost'] })).json.returnInfo,
    ).toBe('columns: Gadget has no field "ghost"');
  });

  it('remembers column choice and widths per user, and forgets them on reset', async () => {
    const viewId = (await ok('/view/getViewList', { objectApi: 'Gadget' })).views[0].id;
    await ok('/view/updateViewFieldMemory', {
      viewId,
      columns: [
        { field: 'name', width: 240 },
        { field: 'e_mail', width: 180 },
      ],
    });
    const remembered = await page({ viewId });
    expect(remembered.columns).toEqual([
      { apiName: 'name', label: 'Name', type: 'S', width: 240 },
      { apiName: 'e_mail', label: 'E-mail', type: 'E', width: 180 },
    ]);
    expect(remembered.remembered).toBe(true);
    caller = other;
    expect((await page({ viewId })).columns.length).toBeGreaterThan(2);
    caller = admin;
    await ok('/view/resettingViewFieldMemory', { viewId });
    const reset = await page({ viewId });
    expect(reset.remembered).toBe(false);
    expect(reset.columns.length).toBeGreaterThan(2);
  });

  it('transfers owners and deletes to the recycle bin in bulk, skipping what is not there', async () => {
    const rows = (await page({ pageSize: 3, sort: { field: 'name', order: 'asc' } })).rows as Array<{
      id: string;
    }>;
    const ids = rows.map((row) => row.id);
    const moved = await ok('/view/batchTransferOwner', {
      objectApi: 'Gadget',
      ids: [...ids, 'g01NOPE'],
      ownerId: other.userId,
    });
    expect(moved).toEqual({ done: ids, skipped: ['g01NOPE'] });
    const ownerFilter = await filtered('ownerid', 'e', other.userId);
    expect(ownerFilter.slice(0, 3)).toEqual(['Gadget 01', 'Gadget 02', 'Gadget 03']);
    expect(
      (await call('/view/batchTransferOwner', { objectApi: 'Gadget', ids, ownerId: '005NOBODY' })).json
        .returnInfo,
    ).toMatch(/not an active user/);
    const deleted = await ok('/view/batchDelete', { objectApi: 'Gadget', ids: ids.slice(0, 2) });
    expect(deleted).toEqual({ done: ids.slice(0, 2), skipped: [], refused: [] });
    expect(names((await page({ pageSize: 2 })).rows)).toEqual(['Gadget 03', 'Gadget 04']);
    const again = await ok('/view/batchDelete', { objectApi: 'Gadget', ids: ids.slice(0, 2) });
    expect(again).toEqual({ done: [], skipped: ids.slice(0, 2), refused: [] });
    const restore = await call('/objectdetail/restore', { id: ids[0] });
    expect(restore.status).toBe(200);
  });

  it('leaves out fields the caller may not see: not a column, not a filter, not in the rows', async () => {
    await ok('/access/profile/saveFieldAccess', {
      profileId: 'standard_user',
      objectApi: 'Gadget',
      fields: [{ field: 'e_mail', access: 'hidden' }],
    });
    caller = other;
    try {
      const catalogue = await ok('/view/getViewList', { objectApi: 'Gadget' });
      expect(catalogue.fields.map((field: { apiName: string }) => field.apiName)).not.toContain('e_mail');
      const refused = await call('/view/getViewListData', {
        objectApi: 'Gadget',
        filters: { criteria: [{ field: 'e_mail', operator: 'c', value: 'example' }] },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.returnInfo).toBe('Filter 1: Gadget has no field "e_mail"');
      const sorted = await call('/view/getViewListData', {
        objectApi: 'Gadget',
        sort: { field: 'e_mail', order: 'asc' },
      });
      expect(sorted.status).toBe(400);
      await ok('/view/updateViewFieldMemory', {
        viewId: catalogue.views[0].id,
        columns: [{ field: 'name' }, { field: 'e_mail' }],
      });
      const remembered = await page({ viewId: catalogue.views[0].id });
      expect(remembered.columns.map((column: { apiName: string }) => column.apiName)).toEqual(['name']);
      for (const row of remembered.rows) expect(row).not.toHaveProperty('e_mail');
    } finally {
      caller = admin;
    }
  });

  it('[S1-K-028] lists at most 15 views when the organisation set no maximum, and says how many there are', async () => {
    caller = await createTestUser(getDatabase().handle, { name: 'Many Views' });
    try {
      for (let index = 1; index <= 16; index += 1) {
        await ok('/view/saveView', { objectApi: 'Gadget', name: `Mine ${index}`, columns: ['name'] });
      }
      const catalogue = await ok('/view/getViewList', { objectApi: 'Gadget' });
      expect(catalogue.maximum).toBe(15);
      expect(catalogue.total).toBeGreaterThanOrEqual(18);
      expect(catalogue.views).toHaveLength(15);
    } finally {
      caller = admin;
    }
  });
});

describeEachDatabase('list view counts past the exact limit', (getDatabase) => {
  it('answers an estimate marked as one', async () => {
    const database = getDatabase().handle;
    const app = await createTestApp(database);
    const user = await createTestUser(database);
    const caller = recordCalls(
      () => app,
      () => user,
    );
    const now = Date.now();
    const rows = Array.from({ length: 6_000 }, (_, index) => ({
      id: newRecordId('001', now + index),
      name: `Bulk ${index}`,
      ownerid: user.userId,
      createbyid: user.userId,
      createdate: new Date(now).toISOString(),
      lastmodifybyid: user.userId,
      lastmodifydate: new Date(now).toISOString(),
      recordtype: null,
      is_deleted: 0,
    }));
    for (let start = 0; start < rows.length; start += 500) {
      await recordsDb(database)
        .insertInto('obj_account')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    const { json } = await caller.call('/view/getViewCount', { objectApi: 'Account' });
    expect(json.data.estimated).toBe(true);
    expect(json.data.count).toBeGreaterThan(2_000);
    expect(json.data.count).toBeGreaterThanOrEqual(3_000);
    expect(json.data.count).toBeLessThan(20_000);
    await app.close();
  });
});
