import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

interface Result {
  groups: Array<{ by: number[]; keys: Array<string | null>; count: number; values: unknown[] }>;
  total: { count: number; values: unknown[] };
  rows: Array<Record<string, unknown>>;
}

/** Report types (issue 19, route dataSource): related objects joined through lookups, each side's access applied. */
describeEachDatabase('report types', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const define = async (join: 'with' | 'withOrWithout') =>
    (await as(org.admin).ok('/report/saveReportTypeDefinition', {
      name: `Accounts ${join} opportunities`,
      primaryObject: 'Account',
      relations: [{ objectApi: 'Opportunity', lookupField: 'khmc', join }],
    })) as { id: string; relations: Array<{ objectLabel: string; lookupLabel: string }> };
  const run = async (user: TestUser, reportTypeId: string, definition: Record<string, unknown>) =>
    (await as(user).ok('/report/runReport', {
      definition: {
        objectApi: 'Account',
        reportTypeId,
        format: 'summary',
        columns: [],
        groupings: [{ field: 'name' }],
        filters: [],
        summaries: [{ field: 'Opportunity.amount', fn: 'sum' }],
        chart: null,
        ...definition,
      },
    })) as Result;
  const leaves = (result: Result) =>
    Object.fromEntries(
      result.groups
        .filter((group) => group.by.length === 1)
        .map((group) => [group.keys[0], [group.count, ...group.values]]),
    );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_report_types');
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(owd.json.result).toBe(true);
    const account = await as(org.rep).create('Account', { name: 'Joined Traders' });
    await as(org.rep).create('Account', { name: 'Quiet Traders' });
    const deal = (owner: TestUser, name: string, stage: string, amount: number) =>
      as(owner).create('Opportunity', { name, khmc: account, stage, amount, closedate: '2026-11-10' });
    await deal(org.rep, 'Rep deal A', 'Prospecting', 100);
    await deal(org.rep, 'Rep deal B', 'Prospecting', 200);
    await deal(org.rep, 'Rep deal C', 'Qualification', 50);
    await deal(org.peer, 'Peer secret deal', 'Prospecting', 1000);
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-073] a report on a report type joins each related record the caller may read: sums, filters and rows by Object.field', async () => {
    const type = await define('with');
    expect(type.relations).toEqual([
      expect.objectContaining({
        objectApi: 'Opportunity',
        lookupField: 'khmc',
        objectLabel: 'Opportunities',
      }),
    ]);
    // The peer's private deal is not joined for the rep; the administrator reads all four.
    expect(leaves(await run(org.rep, type.id, {}))).toEqual({ 'Joined Traders': [3, 350] });
    expect(leaves(await run(org.admin, type.id, {}))).toEqual({ 'Joined Traders': [4, 1350] });
    const filtered = await run(org.rep, type.id, {
      filters: [{ field: 'Opportunity.stage', operator: 'e', value: 'Prospecting' }],
    });
    expect(filtered.total).toEqual({ count: 2, values: [300] });
    const byStage = await run(org.rep, type.id, { groupings: [{ field: 'Opportunity.stage' }] });
    expect(leaves(byStage)).toEqual({ Prospecting: [2, 300], Qualification: [1, 50] });
    const rows = await run(org.rep, type.id, {
      format: 'tabular',
      groupings: [],
      summaries: [],
      columns: ['name', 'Opportunity.name', 'Opportunity.amount'],
    });
    expect(rows.rows.map((row) => [row.name, row['Opportunity.name'], row['Opportunity.amount']])).toEqual([
      ['Joined Traders', 'Rep deal A', 100],
      ['Joined Traders', 'Rep deal B', 200],
      ['Joined Traders', 'Rep deal C', 50],
    ]);
    const fields = (await as(org.rep).ok('/report/getReportFields', {
      objectApi: 'Account',
      reportTypeId: type.id,
    })) as { fields: Array<{ apiName: string }> };
    expect(fields.fields.map((field) => field.apiName)).toContain('Opportunity.amount');
    const offered = (await as(org.rep).ok('/report/getReportTypes', {})) as Array<{ reportTypeId?: string }>;
    expect(offered.some((entry) => entry.reportTypeId === type.id)).toBe(true);
  });

  it('"with or without" keeps the primary records that have no related record', async () => {
    const type = await define('withOrWithout');
    expect(leaves(await run(org.rep, type.id, {}))).toEqual({
      'Joined Traders': [3, 350],
      'Quiet Traders': [1, null],
    });
  });

  it('refuses a relation that is not a lookup to the object before it, and lets only administrators define types', async () => {
    const save = (user: TestUser, relations: unknown[]) =>
      as(user).call('/report/saveReportTypeDefinition', {
        name: 'Broken',
        primaryObject: 'Account',
        relations,
      });
    const notLookup = await save(org.admin, [
      { objectApi: 'Opportunity', lookupField: 'name', join: 'with' },
    ]);
    expect(notLookup.status).toBe(400);
    expect(notLookup.json.returnInfo).toMatch(/Related object 1: .* has no lookup field "name"/);
    const wrongTarget = await save(org.admin, [
      { objectApi: 'Opportunity', lookupField: 'khmc', join: 'with' },
      { objectApi: 'Opportunity', lookupField: 'khmc', join: 'with' },
    ]);
    expect(wrongTarget.status).toBe(400);
    expect(wrongTarget.json.returnInfo).toMatch(/Related object 2: .* does not point at Opportunity/);
    const tooMany = await save(
      org.admin,
      Array.from({ length: 4 }, () => ({ objectApi: 'Opportunity', lookupField: 'khmc', join: 'with' })),
    );
    expect(tooMany.status).toBe(400);
    expect((await save(org.rep, [])).status).toBe(403);
    const links = (await as(org.rep).ok('/report/getReportTypeLinks', { objectApi: 'Account' })) as Array<{
      objectApi: string;
      lookupField: string;
    }>;
    expect(links).toContainEqual(expect.objectContaining({ objectApi: 'Opportunity', lookupField: 'khmc' }));
  });

  it('a report type in use is not deleted; an unused one is', async () => {
    const type = await define('with');
    await as(org.admin).ok('/report/saveReport', {
      name: 'Joined deals',
      definition: {
        objectApi: 'Account',
        reportTypeId: type.id,
        format: 'tabular',
        columns: ['name', 'Opportunity.name'],
        groupings: [],
        filters: [],
        summaries: [],
        chart: null,
      },
    });
    const refused = await as(org.admin).call('/report/deleteReportTypeDefinition', { id: type.id });
    expect(refused.status).toBe(400);
    expect(refused.json.returnInfo).toMatch(/1 saved report\(s\) are built on it/);
    expect((await as(org.rep).call('/report/deleteReportTypeDefinition', { id: type.id })).status).toBe(403);
    const unused = await define('withOrWithout');
    await as(org.admin).ok('/report/deleteReportTypeDefinition', { id: unused.id });
    const listed = (await as(org.rep).ok('/report/getReportTypeDefinitions', {})) as {
      types: Array<{ id: string }>;
      canManage: boolean;
    };
    expect(listed.canManage).toBe(false);
    expect(listed.types.map((entry) => entry.id)).toContain(type.id);
    expect(listed.types.map((entry) => entry.id)).not.toContain(unused.id);
  });
});
