import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

interface Group {
  by: number[];
  keys: Array<string | null>;
  labels: string[];
  count: number;
  values: Array<number | string | null>;
}

const summaryByStage = {
  objectApi: 'Opportunity',
  format: 'summary',
  columns: ['name', 'amount'],
  groupings: [{ field: 'stage' }],
  filters: [],
  summaries: [{ field: 'amount', fn: 'sum' }],
  chart: { type: 'bar', measure: 0 },
};

/** Reports (issue 19): aggregated in SQL, through the record engine's access filter, on both databases. */
describeEachDatabase('reports', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const run = async (user: TestUser, definition: Record<string, unknown>) =>
    (await as(user).ok('/report/runReport', { definition: { ...summaryByStage, ...definition } })) as {
      groups: Group[];
      total: { count: number; values: Array<number | string | null> };
      rows: Array<Record<string, unknown>>;
      hasMore: boolean;
    };
  const refusal = async (user: TestUser, definition: Record<string, unknown>) => {
    const { status, json } = await as(user).call('/report/runReport', {
      definition: { ...summaryByStage, ...definition },
    });
    expect(status, JSON.stringify(json)).toBe(400);
    return json.returnInfo as string;
  };
  const leaves = (groups: Group[]) =>
    Object.fromEntries(
      groups
        .filter((group) => group.by.length === 1)
        .map((group) => [group.keys[0], [group.count, ...group.values]]),
    );

  beforeAll(async () => {
    // 27 November 2026 ("this month" is November, "this quarter" Q4) at the real time of day: the
    // test sessions expire an hour after they are made, by the real clock.
    const now = () => new Date(`2026-11-27T${new Date().toISOString().slice(11)}`);
    app = await createTestApp(getDatabase().handle, { now });
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_reports');
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(owd.json.result).toBe(true);
    const account = await as(org.rep).create('Account', { name: 'Report Traders' });
    const deal = (owner: TestUser, name: string, stage: string, amount: number, closedate: string) =>
      as(owner).create('Opportunity', { name, khmc: account, stage, amount, closedate });
    await deal(org.rep, 'Rep deal A', 'Prospecting', 100, '2026-11-10');
    await deal(org.rep, 'Rep deal B', 'Prospecting', 200, '2026-12-05');
    await deal(org.rep, 'Rep deal C', 'Qualification', 50, '2026-02-01');
    await deal(org.peer, 'Peer secret deal', 'Prospecting', 1000, '2026-11-20');
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-074] a summary report groups in SQL and counts only the rows each user may read', async () => {
    const byRep = await run(org.rep, {});
    expect(leaves(byRep.groups)).toEqual({ Prospecting: [2, 300], Qualification: [1, 50] });
    expect(byRep.total).toEqual({ count: 3, values: [350] });
    expect(byRep.groups.find((group) => group.keys[0] === 'Prospecting')?.labels).toEqual(['Prospecting']);
    // The manager is above the rep; the peer sees only their own deal; the administrator all of them.
    expect((await run(org.manager, {})).total).toEqual({ count: 3, values: [350] });
    expect(leaves((await run(org.peer, {})).groups)).toEqual({ Prospecting: [1, 1000] });
    expect(leaves((await run(org.admin, {})).groups)).toEqual({
      Prospecting: [3, 1300],
      Qualification: [1, 50],
    });
    // A partner of another account reads none of them.
    expect((await run(org.partnerB, {})).total.count).toBe(0);
  });

  it('summaries: sum, average, min, max and count, over two grouping levels with subtotals', async () => {
    const result = await run(org.admin, {
      groupings: [{ field: 'stage' }, { field: 'closedate', dateGranularity: 'quarter' }],
      summaries: [
        { field: 'amount', fn: 'sum' },
        { field: 'amount', fn: 'avg' },
        { field: 'amount', fn: 'min' },
        { field: 'amount', fn: 'max' },
        { field: 'amount', fn: 'count' },
        { field: 'closedate', fn: 'max' },
      ],
    });
    expect(result.total).toEqual({ count: 4, values: [1350, 337.5, 50, 1000, 4, '2026-12-05'] });
    const cell = (stage: string, quarter: string | null) =>
      result.groups.find((group) => group.keys[0] === stage && group.keys[1] === quarter);
    expect(cell('Prospecting', '2026-Q4')?.values).toEqual([1300, 1300 / 3, 100, 1000, 3, '2026-12-05']);
    expect(cell('Qualification', '2026-Q1')?.count).toBe(1);
    // The subtotal of a stage is its own group, keyed by the stage only.
    const subtotal = result.groups.find((group) => group.by.length === 1 && group.keys[0] === 'Prospecting');
    expect(subtotal?.values[0]).toBe(1300);
  });

  it('date groupings by month, quarter and year', async () => {
    const byMonth = await run(org.rep, { groupings: [{ field: 'closedate', dateGranularity: 'month' }] });
    expect(leaves(byMonth.groups)).toEqual({ '2026-02': [1, 50], '2026-11': [1, 100], '2026-12': [1, 200] });
    const byQuarter = await run(org.rep, { groupings: [{ field: 'closedate', dateGranularity: 'quarter' }] });
    expect(leaves(byQuarter.groups)).toEqual({ '2026-Q1': [1, 50], '2026-Q4': [2, 300] });
    const byYear = await run(org.rep, { groupings: [{ field: 'closedate', dateGranularity: 'year' }] });
    expect(leaves(byYear.groups)).toEqual({ '2026': [3, 350] });
  });

  it('filters with AND logic and relative dates (this month, last 90 days, next month)', async () => {
    const thisMonth = await run(org.admin, {
      filters: [{ field: 'closedate', operator: 'within', value: 'this_month' }],
    });
    expect(thisMonth.total).toEqual({ count: 2, values: [1100] });
    const both = await run(org.admin, {
      filters: [
        { field: 'closedate', operator: 'within', value: 'last_90_days' },
        { field: 'amount', operator: 'l', value: '500' },
      ],
    });
    expect(both.total).toEqual({ count: 1, values: [100] });
    const next = await run(org.rep, {
      filters: [{ field: 'closedate', operator: 'within', value: 'next_month' }],
    });
    expect(leaves(next.groups)).toEqual({ Prospecting: [1, 200] });
  });

  it('filter logic: OR, NOT and parentheses over numbered filters, inside each user’s access', async () => {
    const filters = [
      { field: 'stage', operator: 'e', value: 'Qualification' },
      { field: 'amount', operator: 'g', value: '150' },
      { field: 'closedate', operator: 'within', value: 'this_month' },
    ];
    // Qualification (C: 50), or over 150 closing this month (the peer's 1000 on 20 November).
    const either = await run(org.admin, { filters, filterLogic: '1 OR (2 AND 3)' });
    expect(either.total).toEqual({ count: 2, values: [1050] });
    expect(leaves(either.groups)).toEqual({ Prospecting: [1, 1000], Qualification: [1, 50] });
    // Not Qualification and over 150: B (200) and the peer's 1000.
    const negated = await run(org.admin, { filters: filters.slice(0, 2), filterLogic: 'not 1 and 2' });
    expect(negated.total).toEqual({ count: 2, values: [1200] });
    // The rep's OR never reaches past their access: the peer's 1000 stays out.
    const repEither = await run(org.rep, { filters: filters.slice(0, 2), filterLogic: '1 OR 2' });
    expect(repEither.total).toEqual({ count: 2, values: [250] });
    expect(await refusal(org.rep, { filters, filterLogic: '1 AND 2 OR 3' })).toContain(
      'Filter logic: AND and OR meet without parentheses',
    );
    expect(await refusal(org.rep, { filters, filterLogic: '1 OR 4' })).toContain('there is no filter 4');
    expect(await refusal(org.rep, { filters, filterLogic: '1 OR 2' })).toContain('filter 3 is not used');
    expect(await refusal(org.rep, { filters, filterLogic: '1) OR (2 AND 3' })).toContain(
      '")" is not understood',
    );
  });

  it('a tabular report pages detail rows with lookup names; a matrix answers cells and both totals', async () => {
    const tabular = await run(org.rep, {
      format: 'tabular',
      groupings: [],
      columns: ['name', 'amount', 'khmc', 'stage'],
      chart: null,
    });
    expect(tabular.rows.map((row) => row.name)).toEqual(['Rep deal A', 'Rep deal B', 'Rep deal C']);
    expect(tabular.rows[0]).toMatchObject({
      amount: 100,
      khmcccname: 'Report Traders',
      stage: 'Prospecting',
    });
    expect(tabular.hasMore).toBe(false);
    expect(tabular.total).toEqual({ count: 3, values: [350] });
    // The rows alone (the screen asks for the totals beside them): no scan of every matching row.
    const rowsOnly = await as(org.rep).ok('/report/runReport', {
      definition: { ...summaryByStage, format: 'tabular', groupings: [], columns: ['name'], chart: null },
      rowsOnly: true,
    });
    expect(rowsOnly.total).toBeNull();
    expect(rowsOnly.rows.map((row: { name: string }) => row.name)).toEqual([
      'Rep deal A',
      'Rep deal B',
      'Rep deal C',
    ]);
    const matrix = await run(org.admin, {
      format: 'matrix',
      groupings: [{ field: 'stage' }, { field: 'closedate', dateGranularity: 'month' }],
    });
    const columnTotal = matrix.groups.find((group) => group.by.join() === '1' && group.keys[1] === '2026-11');
    expect(columnTotal).toMatchObject({ count: 2, values: [1100] });
    const rowTotal = matrix.groups.find(
      (group) => group.by.join() === '0' && group.keys[0] === 'Qualification',
    );
    expect(rowTotal).toMatchObject({ count: 1, values: [50] });
  });

  it('bad input is refused with a message naming the problem, and nothing runs', async () => {
    expect(await refusal(org.rep, { groupings: [{ field: 'loss_reason' }] })).toContain(
      'Loss reason cannot group',
    );
    expect(await refusal(org.rep, { columns: ['nosuchfield'] })).toContain(
      'Column 1: Opportunity has no field "nosuchfield"',
    );
    expect(
      await refusal(org.rep, { filters: [{ field: 'closedate', operator: 'within', value: 'someday' }] }),
    ).toContain('Filter 1: "someday" is not a relative date');
    expect(
      await refusal(org.rep, {
        filters: [
          { field: 'stage', operator: 'e', value: 'Prospecting' },
          { field: 'amount', operator: 'g', value: 'lots' },
        ],
      }),
    ).toContain('Filter 2: Amount needs a number');
    expect(await refusal(org.rep, { summaries: [{ field: 'stage', fn: 'sum' }] })).toContain(
      'Summary 1: "sum" does not apply to Stage',
    );
    expect(await refusal(org.rep, { format: 'tabular' })).toContain('a tabular report has none');
    expect(await refusal(org.rep, { objectApi: 'NoSuchObject' })).toContain('no object "NoSuchObject"');
  });

  it('field-level security: a hidden field cannot be grouped, filtered or summed, nor is it offered', async () => {
    const hide = (access: string) =>
      as(org.admin).ok('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Opportunity',
        fields: [{ field: 'amount', access }],
      });
    await hide('hidden');
    try {
      expect(await refusal(org.rep, {})).toContain(
        'Column 2: Opportunity has no field "amount" that you may read',
      );
      expect(await refusal(org.rep, { columns: ['name'] })).toContain(
        'Summary 1: Opportunity has no field "amount"',
      );
      expect(
        await refusal(org.rep, {
          columns: ['name'],
          summaries: [],
          chart: null,
          filters: [{ field: 'amount', operator: 'g', value: '1' }],
        }),
      ).toContain('Filter 1: Opportunity has no field "amount"');
      const fields = (await as(org.rep).ok('/report/getReportFields', { objectApi: 'Opportunity' })) as {
        fields: Array<{ apiName: string }>;
      };
      expect(fields.fields.map((field) => field.apiName)).not.toContain('amount');
      const tabular = await run(org.rep, {
        format: 'tabular',
        columns: ['name', 'stage'],
        groupings: [],
        summaries: [],
        chart: null,
      });
      expect(JSON.stringify(tabular)).not.toContain('"amount"');
      // The administrator's profile still reads it.
      expect((await run(org.admin, {})).total.values).toEqual([1350]);
    } finally {
      await hide('editable');
    }
  });

  it('[S1-R-072][S1-K-025][S1-K-026] saved reports: private to their owner unless shared; the list pages 10 from page 1 and searches', async () => {
    const saved = await as(org.rep).ok('/report/saveReport', {
      name: 'My pipeline',
      definition: summaryByStage,
    });
    expect(saved).toMatchObject({
      name: 'My pipeline',
      canEdit: true,
      isPublic: false,
      objectLabel: 'Opportunities',
    });
    expect((await as(org.peer).call('/report/getReport', { id: saved.id })).status).toBe(404);
    expect((await as(org.peer).call('/report/runReport', { id: saved.id })).status).toBe(404);
    const shared = await as(org.rep).ok('/report/saveReport', {
      id: saved.id,
      name: 'Shared pipeline',
      isPublic: true,
      definition: summaryByStage,
    });
    expect(shared.id).toBe(saved.id);
    // Shared: the peer runs the same report and counts only their own deal.
    const peerRun = await as(org.peer).ok('/report/runReport', { id: saved.id });
    expect(peerRun.total).toEqual({ count: 1, values: [1000] });
    const edit = await as(org.peer).call('/report/saveReport', {
      id: saved.id,
      name: 'Mine now',
      definition: summaryByStage,
    });
    expect(edit.json.returnInfo).toContain('only its owner, an administrator or an editor of its folder');
    for (let index = 0; index < 11; index += 1)
      await as(org.rep).ok('/report/saveReport', { name: `Filler ${index}`, definition: summaryByStage });
    const first = await as(org.rep).ok('/report/getReportList', {});
    expect(first.total).toBe(12);
    expect(first.reports).toHaveLength(10);
    const second = await as(org.rep).ok('/report/getReportList', { pageIndex: 2 });
    expect(second.reports).toHaveLength(2);
    const found = await as(org.peer).ok('/report/getReportList', { keyword: 'PIPE' });
    expect(found.reports.map((report: { name: string }) => report.name)).toEqual(['Shared pipeline']);
    const blank = await as(org.rep).call('/report/saveReport', { name: '  ', definition: summaryByStage });
    expect(blank.json.returnInfo).toContain('Report name');
    expect((await as(org.peer).call('/report/deleteReport', { id: saved.id })).status).toBe(400);
    await as(org.rep).ok('/report/deleteReport', { id: saved.id });
    expect((await as(org.rep).call('/report/getReport', { id: saved.id })).status).toBe(404);
  });
});
