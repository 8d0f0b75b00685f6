import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { generateRecords } from '../demo-data/index.js';
import { recordsDb } from '../records/index.js';

/** Records written in bulk, around the save pipeline, get their criteria-rule shares without the rule being saved again. */
describeEachDatabase('criteria-rule shares of bulk-written records', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_bulk_sharing');
  });
  afterAll(async () => {
    await app.close();
  });

  it('the generator queues the object’s criteria rules; after the background run every matching lead is shared', async () => {
    const { call } = callsAs(getApp, org.admin);
    await call('/access/owd/save', { objectApi: 'Lead', defaultAccess: 'private' });
    const rule = await call('/access/sharingRule/save', {
      objectApi: 'Lead',
      name: 'Open leads to Pia',
      kind: 'criteria',
      conditions: [{ field: 'status', operator: 'equals', value: 'Open' }],
      targetGroup: `user:${org.peer.userId}`,
      accessLevel: 'read',
    });
    expect(rule.json.result, JSON.stringify(rule.json)).toBe(true);
    await settleAccessJobs(app);

    await generateRecords(getDatabase().handle, {
      objectApi: 'Lead',
      count: 40,
      orgId: org.orgId,
      ownerIds: [org.rep.userId],
      seed: 11,
    });
    await settleAccessJobs(app);

    const leads = await recordsDb(getDatabase().handle)
      .selectFrom('obj_lead')
      .select(['id', 'status'])
      .where('ownerid', '=', org.rep.userId)
      .execute();
    const open = leads.filter((lead) => lead.status === 'Open');
    const closed = leads.filter((lead) => lead.status !== 'Open');
    expect(open.length).toBeGreaterThan(0);
    expect(closed.length).toBeGreaterThan(0);
    const shared = await getDatabase()
      .handle.db.selectFrom('record_share')
      .select('record_id')
      .where('group_id', '=', `user:${org.peer.userId}`)
      .execute();
    expect(new Set(shared.map((row) => row.record_id))).toEqual(new Set(open.map((lead) => lead.id)));
    const peer = callsAs(getApp, org.peer);
    expect((await peer.call('/objectdetail/getDetail', { id: open[0]?.id })).status).toBe(200);
    expect((await peer.call('/objectdetail/getDetail', { id: closed[0]?.id })).status).toBe(404);
  });
});
