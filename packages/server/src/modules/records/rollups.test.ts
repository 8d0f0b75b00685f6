import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CurrentUser } from '../../http/current-user.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import type { ModuleContext } from '../module.js';
import { saveRecordsBatch } from './index.js';
import { rollupLimits } from './rollup-job.js';

/**
 * Roll-up summary fields (issue 18): a parent's count, sum, min or max of its children, stored on the
 * parent and kept current by every child write, checked by core's rules when the field is added.
 */
describeEachDatabase('roll-up summary fields', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let member: TestUser;
  let current: CurrentUser;
  const calls = recordCalls(
    () => app,
    () => admin,
  );
  const asMember = recordCalls(
    () => app,
    () => member,
  );
  const rollupField = (api: string, type: string, rollup: Record<string, unknown>) =>
    calls.call('/metadata/addField', { objId: 'fund', field: { api, type, label: api, rollup } });
  const valuesOf = async (id: string) => {
    const row = await sql<Record<string, unknown>>`select * from obj_fund where id = ${id}`.execute(
      getDatabase().handle.db,
    );
    const found = row.rows[0] ?? {};
    const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
    return {
      pledges: number(found.pledges),
      won: number(found.wontotal),
      largest: number(found.largest),
      latest: found.latest ?? null,
    };
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    admin = await createTestUser(getDatabase().handle);
    member = await createTestUser(getDatabase().handle, { profileId: 'standard_user' });
    current = {
      userId: admin.userId,
      orgId: admin.orgId,
      email: admin.email,
      name: 'Roll-up Admin',
      isPartner: false,
      partnerAccountId: null,
      profileId: 'system_admin',
      roleId: null,
      sessionId: 'rollup-test',
      channelId: null,
    };
    await calls.ok('/metadata/createObject', { api: 'Fund', label: 'Fund', plural: 'Funds' });
    await calls.ok('/metadata/createObject', { api: 'Donor', label: 'Donor', plural: 'Donors' });
    await calls.ok('/metadata/createObject', {
      api: 'Pledge',
      label: 'Pledge',
      plural: 'Pledges',
      fields: [
        { api: 'fund', type: 'M', label: 'Fund', lookup: 'fund' },
        { api: 'donor', type: 'Y', label: 'Donor', lookup: 'donor' },
        { api: 'amount', type: 'c', label: 'Amount', length: 18, decimals: 2 },
        { api: 'note', type: 'S', label: 'Note' },
        { api: 'pledged', type: 'D', label: 'Pledged on' },
        {
          api: 'stage',
          type: 'L',
          label: 'Stage',
          options: [
            ['open', 'Open'],
            ['won', 'Closed Won'],
          ],
        },
      ],
    });
  });
  afterAll(async () => {
    rollupLimits.inlineChildren = 20_000;
    await app.close();
  });

  it('refuses a roll-up that sums a text field, follows a relationship to another object, or has the wrong type', async () => {
    const refused = async (type: string, rollup: Record<string, unknown>, message: string) => {
      const { status, json } = await rollupField('bad', type, rollup);
      expect(status).toBe(400);
      expect(json.returnInfo).toBe(message);
    };
    await refused(
      'c',
      { childObject: 'pledge', relationshipField: 'fund', function: 'sum', summarisedField: 'note' },
      'field.rollup.summarisedField: Note is not a number, currency or percent field, so it cannot be summed',
    );
    await refused(
      'N',
      { childObject: 'pledge', relationshipField: 'donor', function: 'count' },
      "field.rollup.relationshipField: Donor does not point at this object, so its records are not this object's children",
    );
    await refused(
      'N',
      { childObject: 'pledge', relationshipField: 'amount', function: 'count' },
      'field.rollup.relationshipField: Amount is no lookup or master-detail field; a roll-up follows one of those',
    );
    await refused(
      'N',
      { childObject: 'pledge', relationshipField: 'fund', function: 'sum', summarisedField: 'amount' },
      "field.rollup: this roll-up's value is a Currency (type c); the field must have that type, not N",
    );
    await refused(
      'N',
      { childObject: 'nothing', relationshipField: 'fund', function: 'count' },
      'field.rollup.childObject: there is no object nothing',
    );
    await refused(
      'N',
      {
        childObject: 'pledge',
        relationshipField: 'fund',
        function: 'count',
        filter: { field: 'amount', operator: 'equals', value: 'lots' },
      },
      'field.rollup.filter.value: Amount is a number; "lots" is not one',
    );
  });

  it('only a system administrator adds a roll-up', async () => {
    const { status } = await asMember.call('/metadata/addField', {
      objId: 'fund',
      field: {
        api: 'sneaky',
        type: 'N',
        label: 'Sneaky',
        rollup: { childObject: 'pledge', relationshipField: 'fund', function: 'count' },
      },
    });
    expect(status).toBe(403);
  });

  it('computes a new roll-up from the children already there, then keeps it current on create, change, re-parenting, delete and restore', async () => {
    const a = await calls.create('Fund', { name: 'Fund A' });
    const b = await calls.create('Fund', { name: 'Fund B' });
    const first = await calls.create('Pledge', {
      name: 'P1',
      fund: a,
      amount: 100,
      stage: 'won',
      pledged: '2026-01-05',
    });
    await calls.create('Pledge', { name: 'P2', fund: a, amount: 50, stage: 'open', pledged: '2026-03-01' });

    expect(
      (
        await rollupField('pledges', 'N', {
          childObject: 'pledge',
          relationshipField: 'fund',
          function: 'count',
        })
      ).json.result,
    ).toBe(true);
    await calls.ok('/metadata/addField', {
      objId: 'fund',
      field: {
        api: 'wonTotal',
        type: 'c',
        decimals: 2,
        label: 'Won total',
        rollup: {
          childObject: 'pledge',
          relationshipField: 'fund',
          function: 'sum',
          summarisedField: 'amount',
          filter: { field: 'stage', operator: 'equals', value: 'won' },
        },
      },
    });
    await rollupField('largest', 'c', {
      childObject: 'pledge',
      relationshipField: 'fund',
      function: 'max',
      summarisedField: 'Amount',
    });
    await rollupField('latest', 'D', {
      childObject: 'pledge',
      relationshipField: 'fund',
      function: 'max',
      summarisedField: 'pledged',
    });
    expect(await valuesOf(a)).toEqual({ pledges: 2, won: 100, largest: 100, latest: '2026-03-01' });
    expect(await valuesOf(b)).toEqual({ pledges: 0, won: 0, largest: null, latest: null });

    const third = await calls.create('Pledge', { name: 'P3', fund: a, amount: 70, stage: 'won' });
    expect(await valuesOf(a)).toMatchObject({ pledges: 3, won: 170 });

    // A change of the summarised field, then re-parenting: the old parent loses it, the new one gains it.
    expect((await calls.save('Pledge', { id: third, amount: 80 })).isSaveSuccess).toBe(true);
    expect(await valuesOf(a)).toMatchObject({ pledges: 3, won: 180 });
    expect((await calls.save('Pledge', { id: first, fund: b })).isSaveSuccess).toBe(true);
    expect(await valuesOf(a)).toMatchObject({ pledges: 2, won: 80, largest: 80 });
    expect(await valuesOf(b)).toEqual({ pledges: 1, won: 100, largest: 100, latest: '2026-01-05' });

    // Delete to the recycle bin and restore.
    await calls.ok('/objectdetail/delete', { id: third });
    expect(await valuesOf(a)).toMatchObject({ pledges: 1, won: 0, largest: 50 });
    await calls.ok('/objectdetail/restore', { id: third });
    expect(await valuesOf(a)).toMatchObject({ pledges: 2, won: 80, largest: 80 });

    // The value reads like any stored number, and a save of the parent cannot write it.
    const detail = await calls.detail(a);
    expect(detail.data.wonTotal).toBe(80);
    const items = JSON.stringify(detail.dataList);
    expect(items).toContain('"apiname":"wonTotal","fieldId"');
    expect(items).toMatch(/"apiname":"wonTotal"[^}]*"edit":false/);
    expect((await calls.save('Fund', { id: a, wonTotal: 999999 })).isSaveSuccess).toBe(true);
    expect(await valuesOf(a)).toMatchObject({ won: 80 });
  });

  it('keeps the roll-up right over an import batch', async () => {
    const fund = await calls.create('Fund', { name: 'Fund Import' });
    const context = { database: getDatabase().handle, now: () => new Date() } as ModuleContext;
    const results = await saveRecordsBatch(context, current, {
      objectApi: 'Pledge',
      records: Array.from({ length: 30 }, (_, index) => ({
        name: `Imported ${index}`,
        fund,
        amount: 10,
        stage: index % 2 === 0 ? 'won' : 'open',
      })),
    });
    expect(results.every((result) => result.isSaveSuccess)).toBe(true);
    expect(await valuesOf(fund)).toMatchObject({ pledges: 30, won: 150, largest: 10 });
  });

  it('keeps the total right when many children of one parent are saved at the same time', async () => {
    const fund = await calls.create('Fund', { name: 'Fund Busy' });
    const saves = Array.from({ length: 24 }, (_, index) =>
      calls.save('Pledge', { name: `Busy ${index}`, fund, amount: index + 1, stage: 'won' }),
    );
    const results = await Promise.all(saves);
    expect(results.every((result) => result.isSaveSuccess)).toBe(true);
    expect(await valuesOf(fund)).toMatchObject({ pledges: 24, won: 300, largest: 24 });
  });

  it('refuses a roll-up of a roll-up, and deleting a child field a roll-up reads', async () => {
    await calls.ok('/metadata/addField', {
      objId: 'donor',
      field: {
        api: 'given',
        type: 'c',
        label: 'Given',
        rollup: {
          childObject: 'pledge',
          relationshipField: 'donor',
          function: 'sum',
          summarisedField: 'amount',
        },
      },
    });
    await calls.ok('/metadata/addField', {
      objId: 'donor',
      field: { api: 'homeFund', type: 'Y', label: 'Home fund', lookup: 'fund' },
    });
    const { json } = await rollupField('nested', 'c', {
      childObject: 'donor',
      relationshipField: 'homeFund',
      function: 'sum',
      summarisedField: 'given',
    });
    expect(json.returnInfo).toBe(
      'field.rollup.summarisedField: Given is itself a roll-up summary; a roll-up of a roll-up is not allowed',
    );
    const amountId = await calls.fieldId('pledge', 'amount');
    const refused = await calls.call('/metadata/deleteField', { fieldId: amountId });
    expect(refused.json.result).toBe(false);
    expect(refused.json.returnInfo).toContain('roll-up summary "Won total" of Fund');
  });

  it('computes a roll-up over many children in a background job', async () => {
    rollupLimits.inlineChildren = 5;
    const fund = await calls.create('Fund', { name: 'Fund Job' });
    await calls.create('Pledge', { name: 'J1', fund, amount: 5 });
    const { json } = await rollupField('smallest', 'c', {
      childObject: 'pledge',
      relationshipField: 'fund',
      function: 'min',
      summarisedField: 'amount',
    });
    expect(json.result).toBe(true);
    const before = await sql<{ smallest: unknown }>`select smallest from obj_fund where id = ${fund}`.execute(
      getDatabase().handle.db,
    );
    expect(before.rows[0]?.smallest ?? null).toBeNull();
    await app.jobs.runJobsUntilIdle();
    const after = await sql<{ smallest: unknown }>`select smallest from obj_fund where id = ${fund}`.execute(
      getDatabase().handle.db,
    );
    expect(Number(after.rows[0]?.smallest)).toBe(5);
    rollupLimits.inlineChildren = 20_000;
  });
});
