import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

const PIPELINE = {
  objectApi: 'Opportunity',
  format: 'summary',
  columns: ['name', 'amount'],
  groupings: [{ field: 'stage' }, { field: 'ownerid' }],
  filters: [{ field: 'closedate', operator: 'within', value: 'this_year' }],
  summaries: [{ field: 'amount', fn: 'sum' }],
  chart: { type: 'bar', measure: 0 },
};

/** Report templates (issue 19, setup pages reportTemplate, newTemplate and editTemplate). */
describeEachDatabase('report templates', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_report_templates');
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-187] [S1-R-188] [S1-R-189] an administrator keeps templates (list, create, edit, delete); a user starts a report from one', async () => {
    const created = await as(org.admin).ok('/reportTemplate/save', {
      name: '  Pipeline by stage and owner ',
      description: 'Grouped twice, charted',
      definition: { ...PIPELINE, objectApi: 'opportunity' },
    });
    expect(created).toMatchObject({
      name: 'Pipeline by stage and owner',
      description: 'Grouped twice, charted',
      objectApi: 'Opportunity',
      format: 'summary',
    });
    expect(created.definition.groupings).toEqual(PIPELINE.groupings);
    const edited = await as(org.admin).ok('/reportTemplate/save', {
      id: created.id,
      name: 'Pipeline',
      definition: { ...PIPELINE, format: 'tabular', groupings: [], chart: null },
    });
    expect(edited).toMatchObject({ id: created.id, name: 'Pipeline', format: 'tabular', description: '' });
    const forAdmin = await as(org.admin).ok('/reportTemplate/list', {});
    expect(forAdmin.canManage).toBe(true);
    expect(forAdmin.templates.map((t: { name: string }) => t.name)).toEqual(['Pipeline']);

    // A sales rep sees it and starts from it: their report is their own, in no folder, private.
    const forRep = await as(org.rep).ok('/reportTemplate/list', {});
    expect(forRep.canManage).toBe(false);
    expect(forRep.templates.map((t: { id: string }) => t.id)).toEqual([created.id]);
    const template = await as(org.rep).ok('/reportTemplate/get', { id: created.id });
    const report = await as(org.rep).ok('/report/saveReport', {
      name: 'My pipeline',
      definition: template.definition,
    });
    expect(report).toMatchObject({ ownerId: org.rep.userId, folderId: null, isPublic: false });
    expect(report.definition.columns).toEqual(['name', 'amount']);

    await as(org.admin).ok('/reportTemplate/delete', { id: created.id });
    expect((await as(org.admin).ok('/reportTemplate/list', {})).templates).toEqual([]);
    expect((await as(org.rep).call('/reportTemplate/get', { id: created.id })).status).toBe(404);
    // The report started from it stays.
    expect((await as(org.rep).ok('/report/getReport', { id: report.id })).name).toBe('My pipeline');
  });

  describe('bad input and access', () => {
    it('[S1-R-188] a blank or taken name, an unknown object or field, a grouping on a long text: refused, naming the problem', async () => {
      const kept = await as(org.admin).ok('/reportTemplate/save', { name: 'Kept', definition: PIPELINE });
      const refusal = async (body: Record<string, unknown>) => {
        const answer = await as(org.admin).call('/reportTemplate/save', {
          name: 'Another',
          definition: PIPELINE,
          ...body,
        });
        expect(answer.status, JSON.stringify(answer.json)).toBe(400);
        return String(answer.json.returnInfo);
      };
      expect(await refusal({ name: '   ' })).toMatch(/Template name: enter a name/);
      expect(await refusal({ name: 'x'.repeat(81) })).toMatch(/at most 80 characters/);
      expect(await refusal({ name: 'kept' })).toMatch(/"kept" is taken/);
      expect(await refusal({ definition: { ...PIPELINE, objectApi: 'Nothing' } })).toMatch(
        /there is no object "Nothing"/,
      );
      expect(await refusal({ definition: { ...PIPELINE, columns: ['nosuchfield'] } })).toMatch(/nosuchfield/);
      expect(await refusal({ definition: { ...PIPELINE, groupings: [{ field: 'description' }] } })).toMatch(
        /description|group/i,
      );
      expect(
        (await as(org.admin).call('/reportTemplate/save', { id: 'missing', name: 'X', definition: PIPELINE }))
          .status,
      ).toBe(404);
      await as(org.admin).ok('/reportTemplate/delete', { id: kept.id });
    });

    it('[S1-R-187] only administrators change templates; a profile that may not create reports does not list them', async () => {
      const kept = await as(org.admin).ok('/reportTemplate/save', { name: 'Locked', definition: PIPELINE });
      for (const user of [org.rep, org.manager, org.peer, org.partnerA])
        for (const [url, body] of [
          ['/reportTemplate/save', { name: 'Mine', definition: PIPELINE }],
          ['/reportTemplate/save', { id: kept.id, name: 'Taken over', definition: PIPELINE }],
          ['/reportTemplate/delete', { id: kept.id }],
        ] as const)
          expect((await as(user).call(url, body)).status, `${user.email} ${url}`).toBe(403);
      // Partner users' profile does not create reports (flag new off): no templates for them.
      expect((await as(org.partnerA).call('/reportTemplate/list', {})).status).toBe(403);
      expect((await as(org.partnerA).call('/reportTemplate/get', { id: kept.id })).status).toBe(403);
      expect((await as(org.admin).ok('/reportTemplate/get', { id: kept.id })).name).toBe('Locked');
      await as(org.admin).ok('/reportTemplate/delete', { id: kept.id });
    });
  });
});
