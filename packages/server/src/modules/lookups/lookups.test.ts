import type { FastifyInstance } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildKeywordIndexes } from '../../test-support/keyword-indexes.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { nameOrder, namePrefixCondition } from '../metadata/index.js';
import { recordsDb } from '../records/index.js';

describeEachDatabase('lookup calls', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let accountField: string;
  const ids: Record<string, string> = {};
  const { call, create, fieldId } = recordCalls(
    () => app,
    () => user,
  );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Lookup User' });
    for (const [name, industry] of [
      ['Northwind Traders', 'Retail'],
      ['northern Lights', 'Energy'],
      ['Nordic Steel', 'Manufacturing'],
      ['Contoso', 'Retail'],
      ['100% Cotton', 'Retail'],
    ] as const) {
      ids[name] = await create('Account', { name, industry, phone: `+1 555 01${name.length}` });
    }
    accountField = await fieldId('contact', 'accountid');
    ids['Blue Harbor Logistics'] = await create('Account', {
      name: 'Blue Harbor Logistics',
      email: 'desk@blueharbor.example',
      phone: '+1 555 0142',
    });
    ids['Harbour Inn'] = await create('Account', { name: 'Harbour Inn' });
    await buildKeywordIndexes(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-C-010] finds records by case-insensitive name prefix, in name order', async () => {
    const { json } = await call('/lookup/getLookupData', { fieldId: accountField, keyword: 'nor' });
    expect(json.data.dataList.map((row: { queryname: string }) => row.queryname)).toEqual([
      'Nordic Steel',
      'northern Lights',
      'Northwind Traders',
    ]);
    expect(json.data.dataList[0]).toEqual({
      id: ids['Nordic Steel'],
      name: 'Nordic Steel',
      queryname: 'Nordic Steel',
      columns: [{ field: 'phone', label: 'Phone', value: '+1 555 0112' }],
    });
  });

  it('[S2-C-010] finds a word inside the name after the names that begin with it, with the key columns', async () => {
    const { json } = await call('/lookup/getLookupData', { fieldId: accountField, keyword: 'harb' });
    expect(json.data.dataList.map((row: { name: string }) => row.name)).toEqual([
      'Harbour Inn',
      'Blue Harbor Logistics',
    ]);
    expect(json.data.dataList[1].columns).toEqual([
      { field: 'phone', label: 'Phone', value: '+1 555 0142' },
      { field: 'email', label: 'E-mail', value: 'desk@blueharbor.example' },
    ]);
    const second = await call('/lookup/getLookupData', {
      fieldId: accountField,
      keyword: 'harb',
      pageSize: 1,
      page: 2,
    });
    expect(second.json.data.dataList.map((row: { name: string }) => row.name)).toEqual([
      'Blue Harbor Logistics',
    ]);
    expect(second.json.data.hasMore).toBe(false);
    const first = await call('/lookup/getLookupData', {
      fieldId: accountField,
      keyword: 'harb',
      pageSize: 1,
    });
    expect(first.json.data.dataList.map((row: { name: string }) => row.name)).toEqual(['Harbour Inn']);
    expect(first.json.data.hasMore).toBe(true);
  });

  it('[S2-C-010] finds a record by its search fields (an e-mail, a phone), not only its name', async () => {
    const byMail = await call('/lookup/getLookupData', { fieldId: accountField, keyword: 'desk@blueharbor' });
    expect(byMail.json.data.dataList.map((row: { name: string }) => row.name)).toEqual([
      'Blue Harbor Logistics',
    ]);
    const byPhone = await call('/lookup/getLookupData', { fieldId: accountField, keyword: '0142' });
    expect(byPhone.json.data.dataList.map((row: { name: string }) => row.name)).toEqual([
      'Blue Harbor Logistics',
    ]);
  });

  it('treats % and _ in the keyword as text', async () => {
    const { json } = await call('/lookup/getLookupData', { fieldId: accountField, keyword: '100%' });
    expect(json.data.dataList.map((row: { name: string }) => row.name)).toEqual(['100% Cotton']);
  });

  it('[S2-C-010] narrows a search by lkdp filter values and pages it', async () => {
    const filtered = await call('/lookup/getLookupData', {
      fieldId: accountField,
      keyword: 'nor',
      lkdp: '{"industry":"Retail"}',
    });
    expect(filtered.json.data.dataList.map((row: { name: string }) => row.name)).toEqual([
      'Northwind Traders',
    ]);
    const page = await call('/lookup/getLookupData', {
      fieldId: accountField,
      keyword: 'nor',
      pageSize: 2,
      page: 2,
    });
    expect(page.json.data.dataList.map((row: { name: string }) => row.name)).toEqual(['Northwind Traders']);
    expect(page.json.data.hasMore).toBe(false);
  });

  it('[S2-C-010] pages in name order past many names the caller may not see', async () => {
    const outsider = await createTestUser(getDatabase().handle, {
      name: 'Far Away',
      orgId: 'org_far_lookup',
    });
    const asOutsider = recordCalls(
      () => app,
      () => outsider,
    );
    // Sixty names of another organisation sort before the caller's: the first window sees only them.
    for (let i = 10; i < 70; i++) await asOutsider.create('Account', { name: `Noa Hidden ${i}` });
    const names = async (pageSize: number) => {
      const { json } = await call('/lookup/getLookupData', {
        fieldId: accountField,
        keyword: 'no',
        pageSize,
      });
      return {
        names: json.data.dataList.map((row: { name: string }) => row.name),
        hasMore: json.data.hasMore,
      };
    };
    expect(await names(2)).toEqual({ names: ['Nordic Steel', 'northern Lights'], hasMore: true });
    // Where the first window holds a full page, that page is the answer.
    const near = await call('/lookup/getLookupData', { fieldId: accountField, keyword: 'nor', pageSize: 2 });
    expect(near.json.data.dataList.map((row: { name: string }) => row.name)).toEqual([
      'Nordic Steel',
      'northern Lights',
    ]);
    expect(near.json.data.hasMore).toBe(true);
    expect(await names(20)).toEqual({
      names: ['Nordic Steel', 'northern Lights', 'Northwind Traders'],
      hasMore: false,
    });
  });

  it('refuses bad lkdp, a field that is no lookup, and an unknown field', async () => {
    expect((await call('/lookup/getLookupData', { fieldId: accountField, lkdp: 'nope' })).status).toBe(400);
    expect(
      (await call('/lookup/getLookupData', { fieldId: accountField, lkdp: '{"nosuch":"x"}' })).json
        .returnInfo,
    ).toContain('nosuch');
    const name = await fieldId('contact', 'name');
    expect((await call('/lookup/getLookupData', { fieldId: name })).json.returnInfo).toBe(
      'Name is not a lookup field',
    );
    expect((await call('/lookup/getLookupData', { fieldId: 'fldnone' })).status).toBe(404);
  });

  it('does not find deleted records', async () => {
    const id = await create('Account', { name: 'Norway Gone' });
    await call('/objectdetail/delete', { id });
    const { json } = await call('/lookup/getLookupData', { fieldId: accountField, keyword: 'norway' });
    expect(json.data.dataList).toEqual([]);
  });

  it('searches users for owner lookups', async () => {
    const owner = await fieldId('account', 'ownerid');
    const { json } = await call('/lookup/getLookupData', { fieldId: owner, keyword: 'look' });
    expect(json.data.dataList).toEqual([{ id: user.userId, name: 'Lookup User', queryname: 'Lookup User' }]);
    const middle = await call('/lookup/getLookupData', { fieldId: owner, keyword: 'kup us' });
    expect(middle.json.data.dataList.map((row: { id: string }) => row.id)).toEqual([user.userId]);
  });

  it('[S2-C-009] answers the lookup dialog info with settings and rows', async () => {
    const { json } = await call('/lookup/getLookupInfo', { fieldId: accountField, keyword: 'Contoso' });
    expect(json.data).toEqual(
      expect.objectContaining({
        objectApi: 'Account',
        prefix: '001',
        isquickcreated: 'true',
        dataList: [expect.objectContaining({ name: 'Contoso' })],
      }),
    );
  });

  it('[S2-C-008] answers the lookup filter settings', async () => {
    const { json } = await call('/lookup/getLookupFilterSetting', {
      fieldId: accountField,
      objId: 'contact',
      prefix: '003',
    });
    expect(json.data).toEqual({
      isEnableFilter: 'false',
      filterFieldIds: '',
      isAutoCompleted: 'true',
      isquickcreated: 'true',
      isQuery: 'true',
      objectApi: 'Account',
    });
  });

  it('[S2-C-011] answers values to copy from the chosen record', async () => {
    const fieldJson = JSON.stringify([
      { fieldrelateid: 'phone', id: ids.Contoso, expression: 'phone', iscover: 'false' },
    ]);
    const { json } = await call('/lookup/getLookupRelatedFieldValue', { objId: 'contact', fieldJson });
    expect(json.data).toEqual([{ fieldrelateid: 'phone', iscover: 'false', value: '+1 555 017', lkid: '' }]);
    const owner = JSON.stringify([{ fieldrelateid: 'x', id: ids.Contoso, expression: 'ownerid' }]);
    expect((await call('/lookup/getLookupRelatedFieldValue', { fieldJson: owner })).json.data[0]).toEqual(
      expect.objectContaining({ value: 'Lookup User', lkid: user.userId }),
    );
    const bad = JSON.stringify([{ fieldrelateid: 'x', id: ids.Contoso, expression: 'nosuch' }]);
    expect((await call('/lookup/getLookupRelatedFieldValue', { fieldJson: bad })).status).toBe(400);
    expect((await call('/lookup/getLookupRelatedFieldValue', { fieldJson: '{' })).status).toBe(400);
  });

  it('reads a name-prefix search from the name index in order, without sorting the matches', async () => {
    const { handle } = getDatabase();
    const query = recordsDb(handle)
      .selectFrom('obj_account')
      .select(['id', 'name'])
      .where(namePrefixCondition(handle.dialect, 'nor'))
      .orderBy(nameOrder(handle.dialect))
      .limit(21);
    const compiled = query.compile();
    if (handle.dialect === 'sqlite') {
      const plan = await handle.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      const steps = plan.rows.map((row) => row.detail).join('\n');
      expect(steps).toContain('USING INDEX obj_account_name_idx');
      expect(steps).not.toContain('TEMP B-TREE');
      return;
    }
    // A few test rows would make a sequential scan cheapest; forbid it (and sorting) so the plan
    // shows whether the index can serve the range in order at all.
    const plan = await handle.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      await sql`set local enable_sort = off`.execute(trx);
      return trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
      );
    });
    const steps = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    // Either name index serves it: the object's own, or the list's sort index the keyword-index job adds.
    expect(steps).toMatch(/Index Scan using obj_account_(lv_)?name_idx/);
    expect(steps).not.toContain('Sort');
  });
});
