import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

interface Result {
  groups: Array<{ by: number[]; keys: Array<string | null>; count: number; values: unknown[] }>;
  total: { count: number; values: unknown[] };
}

/** Charts on record detail pages (issue 19, setup pages reportChart and detailsPageChart). */
describeEachDatabase('detail page charts', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let account = '';
  let otherAccount = '';
  let reportId = '';
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const leaves = (result: Result) =>
    Object.fromEntries(
      result.groups.filter((g) => g.by.length === 1).map((g) => [g.keys[0], [g.count, ...g.values]]),
    );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_detail_charts');
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(owd.json.result).toBe(true);
    account = await as(org.rep).create('Account', { name: 'Charted Traders' });
    otherAccount = await as(org.rep).create('Account', { name: 'Other Traders' });
    const deal = (owner: TestUser, name: string, stage: string, amount: number, khmc: string) =>
      as(owner).create('Opportunity', { name, khmc, stage, amount, closedate: '2026-11-10' });
    await deal(org.rep, 'Chart deal A', 'Prospecting', 100, account);
    await deal(org.rep, 'Chart deal B', 'Prospecting', 250, account);
    await deal(org.rep, 'Chart deal C', 'Qualification', 40, account);
    await deal(org.rep, 'Elsewhere deal', 'Prospecting', 9000, otherAccount);
    await deal(org.peer, 'Peer secret deal', 'Prospecting', 5000, account);
    const report = await as(org.admin).ok('/report/saveReport', {
      name: 'Pipeline by stage',
      isPublic: true,
      definition: {
        objectApi: 'Opportunity',
        format: 'summary',
        columns: ['name'],
        groupings: [{ field: 'stage' }],
        filters: [{ field: 'amount', operator: 'g', value: '10' }],
        filterLogic: '1',
        summaries: [{ field: 'amount', fn: 'sum' }],
        chart: { type: 'bar', measure: 0 },
      },
    });
    reportId = report.id;
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-202] [S1-R-203] an administrator puts a report chart on the account page; each viewer sees the rows of that account they may read', async () => {
    const chart = await as(org.admin).ok('/detailChart/save', {
      objectApi: 'Account',
      reportId,
      linkField: 'khmc',
      label: 'Pipeline',
    });
    expect(chart).toMatchObject({
      objectApi: 'Account',
      reportName: 'Pipeline by stage',
      linkField: 'khmc',
      label: 'Pipeline',
    });
    const listed = await as(org.rep).ok('/detailChart/list', { objectApi: 'account' });
    expect(listed.charts.map((c: { id: string }) => c.id)).toEqual([chart.id]);
    expect(listed.canManage).toBe(false);
    const forRep = (await as(org.rep).ok('/detailChart/run', { id: chart.id, recordId: account })) as Result;
    // Hand-computed: the rep's three deals of this account, not the other account's, not the peer's private one.
    expect(leaves(forRep)).toEqual({ Prospecting: [2, 350], Qualification: [1, 40] });
    expect(forRep.total.count).toBe(3);
    const forAdmin = (await as(org.admin).ok('/detailChart/run', {
      id: chart.id,
      recordId: account,
    })) as Result;
    expect(leaves(forAdmin)).toEqual({ Prospecting: [3, 5350], Qualification: [1, 40] });
    const elsewhere = (await as(org.admin).ok('/detailChart/run', {
      id: chart.id,
      recordId: otherAccount,
    })) as Result;
    expect(leaves(elsewhere)).toEqual({ Prospecting: [1, 9000] });
    const all = await as(org.admin).ok('/detailChart/list', {});
    expect(all.canManage).toBe(true);
    expect(all.charts).toHaveLength(1);
  });

  describe('bad input', () => {
    it('[S1-R-203] a report without a chart, a lookup that points elsewhere, an unknown object or report: refused, naming the problem', async () => {
      const plain = await as(org.admin).ok('/report/saveReport', {
        name: 'No chart',
        isPublic: true,
        definition: {
          objectApi: 'Opportunity',
          format: 'summary',
          columns: [],
          groupings: [{ field: 'stage' }],
          filters: [],
          summaries: [],
          chart: null,
        },
      });
      const refusal = async (body: Record<string, unknown>) => {
        const answer = await as(org.admin).call('/detailChart/save', {
          objectApi: 'Account',
          reportId,
          linkField: 'khmc',
          ...body,
        });
        expect(answer.status).toBe(400);
        return String(answer.json.returnInfo);
      };
      expect(await refusal({ reportId: plain.id })).toMatch(/"No chart" has no chart/);
      expect(await refusal({ linkField: 'nosuchfield' })).toMatch(/Lookup: .* has no field "nosuchfield"/);
      expect(await refusal({ linkField: 'stage' })).toMatch(/does not point at/);
      expect(await refusal({ objectApi: 'Contact' })).toMatch(/does not point at/);
      expect(await refusal({ objectApi: 'Nothing' })).toMatch(/there is no object "Nothing"/);
      expect(await refusal({ reportId: 'missing' })).toMatch(/there is no report "missing"/);
    });

    it('[S1-R-202] only administrators set charts or list them all; a chart on a report the viewer may not run is neither listed nor run', async () => {
      for (const user of [org.rep, org.manager, org.peer, org.partnerA]) {
        for (const [url, body] of [
          ['/detailChart/save', { objectApi: 'Account', reportId, linkField: 'khmc' }],
          ['/detailChart/list', {}],
          ['/detailChart/delete', { id: 'x' }],
        ] as const)
          expect((await as(user).call(url, body)).status, `${user.email} ${url}`).toBe(403);
      }
      const privateReport = await as(org.admin).ok('/report/saveReport', {
        name: 'Admin only',
        isPublic: false,
        definition: {
          objectApi: 'Opportunity',
          format: 'summary',
          columns: [],
          groupings: [{ field: 'stage' }],
          filters: [],
          summaries: [],
          chart: { type: 'pie', measure: -1 },
        },
      });
      const hidden = await as(org.admin).ok('/detailChart/save', {
        objectApi: 'Account',
        reportId: privateReport.id,
        linkField: 'khmc',
      });
      const listed = await as(org.rep).ok('/detailChart/list', { objectApi: 'Account' });
      expect(listed.charts.map((c: { id: string }) => c.id)).not.toContain(hidden.id);
      expect((await as(org.rep).call('/detailChart/run', { id: hidden.id, recordId: account })).status).toBe(
        404,
      );
      await as(org.admin).ok('/detailChart/delete', { id: hidden.id });
      expect(
        (await as(org.admin).call('/detailChart/run', { id: hidden.id, recordId: account })).status,
      ).toBe(404);
    });
  });
});
