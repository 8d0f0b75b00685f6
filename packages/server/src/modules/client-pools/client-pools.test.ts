import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/** Client pools of leads (spec 1 §2.1 clientPool/…, §2.7): claim, return, assign, and who sees pooled records. */
describeEachDatabase('client pools', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  let poolId = '';
  const leads: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_client_pools');
    const owd = await as(org.admin).call('/access/owd/save', { objectApi: 'Lead', defaultAccess: 'private' });
    expect(owd.json.result, JSON.stringify(owd.json)).toBe(true);
    const saved = await as(org.admin).call('/clientPool/savePool', {
      objectApi: 'Lead',
      name: 'East leads',
      claimLimit: 2,
      members: [
        { userId: org.rep.userId, isManager: false },
        { userId: org.peer.userId, isManager: false },
        { userId: org.manager.userId, isManager: true },
      ],
    });
    expect(saved.json.result, JSON.stringify(saved.json)).toBe(true);
    poolId = saved.json.data.id;
    for (const name of ['Pool Lead One', 'Pool Lead Two', 'Pool Lead Three', 'Pool Lead Four'])
      leads.push(await as(org.rep).create('Lead', { name, company: `${name} Ltd`, status: 'Open' }));
  });
  afterAll(async () => {
    await app.close();
  });

  const returnLead = (user: TestUser, id: string, reason: string) =>
    as(user).call('/clientPool/return', { objectApi: 'Lead', poolId, id, reason });
  const poolNames = async (user: TestUser) => {
    const { json } = await as(user).call('/clientPool/getRecords', { poolId });
    return json;
  };

  it("leaves the pool's queue user out of the administrator's user list: it is no person to manage", async () => {
    const { json } = await as(org.admin).call('/access/user/list', {});
    const pool = await getDatabase()
      .handle.db.selectFrom('client_pool')
      .select('queue_user_id')
      .where('id', '=', poolId)
      .executeTakeFirstOrThrow();
    const ids = (json.data as Array<{ id: string }>).map((user) => user.id);
    expect(ids).toContain(org.rep.userId);
    expect(ids).not.toContain(pool.queue_user_id);
  });

  it('[S1-R-033] refuses a return without a reason, naming it, and moves nothing', async () => {
    const { status, json } = await returnLead(org.rep, leads[0] as string, '   ');
    expect(status).toBe(400);
    expect(json.returnInfo).toContain('reason');
    expect((await as(org.rep).detail(leads[0] as string)).data.ownerid).toBe(org.rep.userId);
  });

  it('[S1-R-033] returns records to the pool with a reason: the owner becomes the pool, marketsea is set', async () => {
    for (const id of leads) {
      const { json } = await returnLead(org.rep, id, 'No budget this year');
      expect(json.result, JSON.stringify(json)).toBe(true);
    }
    const page = await poolNames(org.rep);
    expect(page.result).toBe(true);
    expect(page.data.totalCount).toBe(4);
    for (const row of page.data.dataList) {
      expect(row.owneridccname).toBe('East leads');
      expect(row.ownerid).not.toBe(org.rep.userId);
    }
    const detail = (await as(org.rep).detail(leads[0] as string)).data;
    expect(detail.marketsea).toBe(true);
    expect(detail.owneridccname).toBe('East leads');
    const again = await returnLead(org.rep, leads[0] as string, 'twice');
    expect(again.json.result).toBe(false);
    expect(again.json.returnInfo).toContain('already in East leads');
  });

  it('[S1-R-033] shows pooled records to pool members only: anyone else gets them as missing', async () => {
    expect((await poolNames(org.peer)).data.totalCount).toBe(4);
    const peerDetail = await as(org.peer).call('/objectdetail/getDetail', { id: leads[0] });
    expect(peerDetail.status).toBe(200);
    // A standard user of the same organisation who is not in the pool (nor above its owner).
    const outsider = await createTestUser(getDatabase().handle, {
      orgId: org.orgId,
      name: 'Oscar Outsider',
      profileId: 'standard_user',
    });
    const pageAsOutsider = await as(outsider).call('/clientPool/getRecords', { poolId });
    expect(pageAsOutsider.status).toBe(404);
    expect((await as(outsider).call('/objectdetail/getDetail', { id: leads[1] })).status).toBe(404);
    expect((await as(outsider).call('/clientPool/getPools', { objectApi: 'Lead' })).json.data).toEqual([]);
    const claim = await as(outsider).call('/clientPool/claim', {
      objectApi: 'Lead',
      poolId,
      ids: [leads[1]],
    });
    expect(claim.status).toBe(404);
  });

  it('[S1-R-033] claims up to the per-user limit and refuses the claim that would pass it', async () => {
    const first = await as(org.rep).call('/clientPool/claim', {
      objectApi: 'Lead',
      poolId,
      ids: [leads[0], leads[1]],
    });
    expect(first.json.result, JSON.stringify(first.json)).toBe(true);
    expect(first.json.data).toMatchObject({ held: 2, claimLimit: 2 });
    const detail = (await as(org.rep).detail(leads[0] as string)).data;
    expect(detail.ownerid).toBe(org.rep.userId);
    expect(detail.marketsea).toBe(false);
    expect(detail.assignstate).toBe('Claimed');
    const over = await as(org.rep).call('/clientPool/claim', { objectApi: 'Lead', poolId, ids: [leads[2]] });
    expect(over.json.result).toBe(false);
    expect(over.json.returnInfo).toContain('at most 2 records');
    expect((await poolNames(org.rep)).data.totalCount).toBe(2);
    // Returning one frees a place under the limit.
    expect((await returnLead(org.rep, leads[0] as string, 'Wrong region')).json.result).toBe(true);
    const after = await as(org.rep).call('/clientPool/claim', { objectApi: 'Lead', poolId, ids: [leads[2]] });
    expect(after.json.result, JSON.stringify(after.json)).toBe(true);
    expect(after.json.data.held).toBe(2);
  });

  it('[S1-R-033] a record another member claimed first is no longer claimable', async () => {
    const { json } = await as(org.peer).call('/clientPool/claim', {
      objectApi: 'Lead',
      poolId,
      ids: [leads[2]],
    });
    expect(json.result).toBe(false);
    expect(json.returnInfo).toContain('no longer in East leads');
  });

  it('[S1-R-033] only a pool manager assigns, only to a member, and assignments do not count against the limit', async () => {
    const byMember = await as(org.rep).call('/clientPool/assign', {
      objectApi: 'Lead',
      poolId,
      ids: [leads[3]],
      userId: org.peer.userId,
    });
    expect(byMember.status).toBe(403);
    const toOutsider = await as(org.manager).call('/clientPool/assign', {
      objectApi: 'Lead',
      poolId,
      ids: [leads[3]],
      userId: org.admin.userId,
    });
    expect(toOutsider.status).toBe(400);
    expect(toOutsider.json.returnInfo).toContain('not an active member');
    const assigned = await as(org.manager).call('/clientPool/assign', {
      objectApi: 'Lead',
      poolId,
      ids: [leads[3]],
      userId: org.rep.userId,
    });
    expect(assigned.json.result, JSON.stringify(assigned.json)).toBe(true);
    const detail = (await as(org.rep).detail(leads[3] as string)).data;
    expect(detail.ownerid).toBe(org.rep.userId);
    expect(detail.assignstate).toBe('Assigned');
    const pools = await as(org.rep).call('/clientPool/getPools', { objectApi: 'Lead' });
    expect(pools.json.data).toEqual([
      expect.objectContaining({ name: 'East leads', held: 2, claimLimit: 2, isManager: false }),
    ]);
  });

  it('refuses pools on objects that have none, and pool settings from non-administrators', async () => {
    const wrong = await as(org.rep).call('/clientPool/getPools', { objectApi: 'Opportunity' });
    expect(wrong.status).toBe(400);
    const notAdmin = await as(org.manager).call('/clientPool/savePool', {
      objectApi: 'Lead',
      name: 'Mine',
      claimLimit: 1,
      members: [],
    });
    expect(notAdmin.status).toBe(403);
  });
});
