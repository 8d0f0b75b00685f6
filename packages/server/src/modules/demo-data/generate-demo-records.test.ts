import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import {
  createTestDatabase,
  describeEachSeededDatabase,
  type TestDatabase,
} from '../../test-support/test-database.js';
import { createTestSession, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from '../records/index.js';
import { generateRecords } from './generate-demo-records.js';

const COUNT = 2000;

describeEachSeededDatabase('generated records', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let other: TestDatabase | undefined;
  const calls = recordCalls(
    () => app,
    () => admin,
  );
  const generatedAccounts = (database = getDatabase()) =>
    recordsDb(database.handle)
      .selectFrom('obj_account')
      .selectAll()
      .where('accountnumber', 'like', 'G%')
      .orderBy('createdate')
      .execute();

  beforeAll(async () => {
    const database = getDatabase().handle;
    app = await createTestApp(database, { seed: true });
    const user = await database.db
      .selectFrom('app_user')
      .select(['id', 'email'])
      .where('email', '=', 'admin@vela.local')
      .executeTakeFirstOrThrow();
    admin = {
      userId: user.id,
      orgId: 'org_demo',
      email: user.email,
      accessToken: await createTestSession(database, user.id),
    };
    const result = await generateRecords(database, {
      objectApi: 'Account',
      count: COUNT,
      orgId: 'org_demo',
      seed: 7,
    });
    // The demo holds 65 accounts: 60 of the sales demo and 5 of the access demo.
    expect(result).toMatchObject({ count: COUNT, tableName: 'obj_account', firstNumber: 66 });
  });
  afterAll(async () => {
    await app.close();
    await other?.dispose();
  });

  it('writes the rows in the engine’s layout: owners of the org, record types, match keys, readable through getDetail', async () => {
    const rows = await generatedAccounts();
    expect(rows).toHaveLength(COUNT);
    const users = await getDatabase()
      .handle.db.selectFrom('app_user')
      .select('id')
      .where('org_id', '=', 'org_demo')
      // Active users own records; the client pools' queue users (never active) do not get generated ones.
      .where('is_active', '=', 1)
      .execute();
    expect(new Set(rows.map((row) => row.ownerid))).toEqual(new Set(users.map((user) => user.id)));
    expect(new Set(rows.map((row) => String(row.id).slice(0, 3)))).toEqual(new Set(['001']));
    const keys = await getDatabase()
      .handle.db.selectFrom('record_match_key')
      .select('record_id')
      .where(
        'record_id',
        'in',
        rows.slice(0, 50).map((row) => String(row.id)),
      )
      .execute();
    expect(keys).toHaveLength(50);
    for (const row of [rows[0], rows[999], rows[COUNT - 1]]) {
      const detail = await calls.detail(String(row?.id));
      expect(detail.data).toMatchObject({ id: row?.id, name: row?.name, accountnumber: row?.accountnumber });
      expect(detail.dataList.length).toBeGreaterThan(0);
    }
  });

  it('makes rows the save pipeline accepts: an edit of a generated record saves', async () => {
    const rows = await generatedAccounts();
    for (const row of [rows[1], rows[500], rows[1500]]) {
      const result = await calls.save('Account', {
        id: row?.id,
        lastmodifydate: row?.lastmodifydate,
        description: 'Checked by the generator test',
        rating: 'Hot',
      });
      expect(result.errormessage).toBe('');
      expect(result.isSaveSuccess).toBe(true);
    }
  });

  it('gives names that lookup search finds by their first letters', async () => {
    const rows = await generatedAccounts();
    const target = rows[1234];
    const name = String(target?.name);
    const { json } = await calls.call('/lookup/getLookupData', {
      objId: 'account',
      keyword: name.slice(0, name.length - 1),
      pageSize: 50,
    });
    expect(json.data.dataList.map((row: { id: string }) => row.id)).toContain(target?.id);
    const firstWord = name.split(' ')[0]?.toLowerCase() ?? '';
    const byWord = await calls.call('/lookup/getLookupData', {
      objId: 'account',
      keyword: firstWord.slice(0, 3),
    });
    expect(byWord.json.data.dataList.length).toBe(20);
    expect(byWord.json.data.hasMore).toBe(true);
  });

  it('numbers auto-number fields on from where saves left off', async () => {
    const database = getDatabase().handle;
    await generateRecords(database, { objectApi: 'velacase', count: 30, orgId: 'org_demo', seed: 3 });
    const numbers = (await recordsDb(database).selectFrom('obj_velacase').select('casenumber').execute())
      .map((row) => String(row.casenumber))
      .sort();
    expect(new Set(numbers).size).toBe(70);
    expect(numbers.at(-1)).toBe('C-000070');
    const saved = await calls.create('velacase', { subject: 'After the generator', status: 'New' });
    expect((await calls.detail(saved)).data.casenumber).toBe('C-000071');
  });

  it('makes the same values for the same seed, and other values for another seed', async () => {
    other = await createTestDatabase(getDatabase().dialect, { seeded: true });
    await generateRecords(other.handle, { objectApi: 'Account', count: COUNT, orgId: 'org_demo', seed: 7 });
    const comparable = (rows: Array<Record<string, unknown>>) =>
      rows.map((row) =>
        [row.name, row.industry, row.billingaddress02, row.email, row.annualrevenue, row.type].join('|'),
      );
    const here = comparable(await generatedAccounts());
    // The edits of the test above changed rating and description only.
    expect(comparable(await generatedAccounts(other))).toEqual(here);

    const third = await createTestDatabase(getDatabase().dialect, { seeded: true });
    try {
      await generateRecords(third.handle, { objectApi: 'Account', count: 50, orgId: 'org_demo', seed: 8 });
      const names = comparable(await generatedAccounts(third));
      expect(names).not.toEqual(here.slice(0, 50));
    } finally {
      await third.dispose();
    }
    // Two more databases (copies of the seeded template) generated into: a loaded machine needs more than 30 s.
  }, 90_000);

  it('refuses owners from another organisation and a count below 1', async () => {
    await expect(
      generateRecords(getDatabase().handle, {
        objectApi: 'Account',
        count: 1,
        orgId: 'org_demo',
        ownerIds: ['005nobody'],
      }),
    ).rejects.toThrow(/not an active user/);
    await expect(
      generateRecords(getDatabase().handle, { objectApi: 'Account', count: 0, orgId: 'org_demo' }),
    ).rejects.toThrow(/count/);
  });
});
