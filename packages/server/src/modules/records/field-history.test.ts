import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';

describeEachDatabase('/objectdetail/getFieldHistory', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let accountId: string;
  const { call, save, create } = recordCalls(
    () => app,
    () => user,
  );
  const history = (body: Record<string, unknown>) => call('/objectdetail/getFieldHistory', body);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Hanna History' });
    accountId = await create('Account', { name: 'History Co', fax: '+1 555 0100' });
    for (const change of [
      { name: 'History Co 2' },
      { type: 'Partner', fax: '+1 555 0199' },
      { name: 'History Co 3' },
    ]) {
      const result = await save('Account', { id: accountId, ...change });
      if (!result.isSaveSuccess) throw new Error(result.errormessage);
    }
  });
  afterAll(async () => {
    await app.close();
  });

  it("answers a record's tracked-field changes newest first: field, old, new, who and when; its creation last", async () => {
    const { status, json } = await history({ id: accountId });
    expect(status).toBe(200);
    expect(json.data.totalCount).toBe(4);
    expect(json.data.hasMore).toBe(false);
    const list = json.data.dataList as Array<Record<string, string>>;
    expect(list.map((entry) => [entry.fieldApi, entry.oldValue, entry.newValue])).toEqual([
      ['name', 'History Co 2', 'History Co 3'],
      ['type', 'Customer', 'Partner'],
      ['name', 'History Co', 'History Co 2'],
      ['', null, null],
    ]);
    expect(list[3]).toEqual(
      expect.objectContaining({ created: true, changedById: user.userId, changedByName: 'Hanna History' }),
    );
    expect(list[0]).toEqual(
      expect.objectContaining({
        fieldLabel: 'Account name',
        changedById: user.userId,
        changedByName: 'Hanna History',
        oldText: 'History Co 2',
        newText: 'History Co 3',
      }),
    );
    const times = list.map((entry) => entry.changedAt as string);
    expect([...times].sort().reverse()).toEqual(times);
    // The fax is not tracked: its change left no history.
    expect(list.some((entry) => entry.fieldApi === 'fax')).toBe(false);
  });

  it('pages, and narrows to one field', async () => {
    const first = (await history({ id: accountId, pageSize: 2 })).json.data;
    expect(first.dataList).toHaveLength(2);
    expect(first).toEqual(expect.objectContaining({ totalCount: 4, hasMore: true, page: 1, pageSize: 2 }));
    const second = (await history({ id: accountId, pageSize: 2, page: 2 })).json.data;
    expect(
      second.dataList.map((entry: { newValue: string; created: boolean }) => [entry.newValue, entry.created]),
    ).toEqual([
      ['History Co 2', false],
      [null, true],
    ]);
    expect(second.hasMore).toBe(false);
    const typeOnly = (await history({ id: accountId, fieldApi: 'type' })).json.data;
    expect(typeOnly.dataList.map((entry: { fieldApi: string }) => entry.fieldApi)).toEqual(['type']);
  });

  it('answers only the creation for a record without changes, and nothing for one field', async () => {
    const fresh = await create('Account', { name: 'Never Changed' });
    const all = (await history({ id: fresh })).json.data;
    expect(all).toEqual(expect.objectContaining({ totalCount: 1, hasMore: false }));
    expect(all.dataList).toEqual([expect.objectContaining({ created: true, changedById: user.userId })]);
    expect((await history({ id: fresh, fieldApi: 'name' })).json.data).toEqual(
      expect.objectContaining({ dataList: [], totalCount: 0, hasMore: false }),
    );
  });

  it('refuses an unknown field, a missing record and a record the caller may not read', async () => {
    const badField = await history({ id: accountId, fieldApi: 'nothing' });
    expect(badField.status).toBe(400);
    expect(badField.json.returnInfo).toBe('body.fieldApi: Account has no field "nothing"');
    const missing = await history({ id: '001AAAAAAAAAAAAAAA' });
    expect(missing.status).toBe(404);
    const badPage = await history({ id: accountId, page: 0 });
    expect(badPage.status).toBe(400);
    const stranger = await createTestUser(getDatabase().handle, { orgId: 'org_elsewhere' });
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/objectdetail/getFieldHistory',
      payload: envelopeFor(stranger, { id: accountId }),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().data).toBeNull();
  });
});
