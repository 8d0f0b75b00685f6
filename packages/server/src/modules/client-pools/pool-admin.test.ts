import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

interface AdminPool {
  id: string;
  name: string;
  objectApi: string;
  claimLimit: number;
  isActive: boolean;
  recordCount: number;
  members: Array<{ userId: string; isManager: boolean }>;
}

/** Client pool administration (spec 1 §2.1 clientPool/…, §2.7): list, create, edit, deactivate; refusals. */
describeEachDatabase('client pool administration', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const adminPools = async () => {
    const { json } = await as(org.admin).call('/clientPool/adminPools', {});
    expect(json.result, JSON.stringify(json)).toBe(true);
    return json.data as {
      pools: AdminPool[];
      objects: Array<{ objectApi: string }>;
      users: Array<{ id: string }>;
    };
  };
  const savePool = (user: TestUser, body: Record<string, unknown>) =>
    as(user).call('/clientPool/savePool', body);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_pool_admin');
    const owd = await as(org.admin).call('/access/owd/save', { objectApi: 'Lead', defaultAccess: 'private' });
    expect(owd.json.result, JSON.stringify(owd.json)).toBe(true);
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-033] an administrator creates a pool of accounts, edits its name, limit and members, and lists it with its records', async () => {
    const created = await savePool(org.admin, {
      objectApi: 'Account',
      name: 'North accounts',
      claimLimit: 3,
      members: [{ userId: org.rep.userId, isManager: false }],
    });
    expect(created.json.result, JSON.stringify(created.json)).toBe(true);
    const id = created.json.data.id as string;
    const account = await as(org.rep).create('Account', { name: 'Pooled Pumps' });
    const returned = await as(org.rep).call('/clientPool/return', {
      objectApi: 'Account',
      poolId: id,
      id: account,
      reason: 'Not my territory',
    });
    expect(returned.json.result, JSON.stringify(returned.json)).toBe(true);
    const edited = await savePool(org.admin, {
      id,
      objectApi: 'Account',
      name: 'North and west accounts',
      claimLimit: 7,
      members: [
        { userId: org.rep.userId, isManager: false },
        { userId: org.manager.userId, isManager: true },
      ],
    });
    expect(edited.json.result, JSON.stringify(edited.json)).toBe(true);
    const listed = (await adminPools()).pools.find((pool) => pool.id === id);
    expect(listed).toMatchObject({
      name: 'North and west accounts',
      objectApi: 'Account',
      claimLimit: 7,
      isActive: true,
      recordCount: 1,
    });
    expect(listed?.members.map((member) => [member.userId, member.isManager]).sort()).toEqual(
      [
        [org.rep.userId, false],
        [org.manager.userId, true],
      ].sort(),
    );
    const { objects, users } = await adminPools();
    expect(objects.map((object) => object.objectApi)).toEqual(['Lead', 'Account']);
    // Partners are never offered as members.
    expect(users.map((user) => user.id)).toContain(org.rep.userId);
    expect(users.map((user) => user.id)).not.toContain(org.partnerA.userId);
  });

  it('[S1-R-033] a deactivated pool disappears for its members, gives no claims and hides its records; switched on, it is back', async () => {
    const created = await savePool(org.admin, {
      objectApi: 'Lead',
      name: 'Dormant leads',
      claimLimit: 5,
      members: [{ userId: org.peer.userId, isManager: false }],
    });
    const id = created.json.data.id as string;
    const lead = await as(org.peer).create('Lead', {
      name: 'Dora Dormant',
      company: 'Dormant Ltd',
      status: 'Open',
    });
    await as(org.peer).call('/clientPool/return', {
      objectApi: 'Lead',
      poolId: id,
      id: lead,
      reason: 'Later',
    });
    const off = await as(org.admin).call('/clientPool/setPoolActive', { id, active: false });
    expect(off.json.data).toEqual({ id, isActive: false });
    const pools = (await as(org.peer).call('/clientPool/getPools', { objectApi: 'Lead' })).json.data;
    expect(pools.map((pool: { id: string }) => pool.id)).not.toContain(id);
    const claim = await as(org.peer).call('/clientPool/claim', {
      objectApi: 'Lead',
      poolId: id,
      ids: [lead],
    });
    expect(claim.status).toBe(404);
    expect((await as(org.peer).call('/objectdetail/getDetail', { id: lead })).status).toBe(404);
    expect((await adminPools()).pools.find((pool) => pool.id === id)?.isActive).toBe(false);
    await as(org.admin).call('/clientPool/setPoolActive', { id, active: true });
    const back = await as(org.peer).call('/clientPool/claim', { objectApi: 'Lead', poolId: id, ids: [lead] });
    expect(back.json.result, JSON.stringify(back.json)).toBe(true);
  });

  it('refuses pool administration to anyone but a system administrator (403)', async () => {
    for (const user of [org.manager, org.rep, org.partnerA]) {
      expect((await as(user).call('/clientPool/adminPools', {})).status).toBe(403);
      const saved = await savePool(user, { objectApi: 'Lead', name: 'Mine', claimLimit: 1, members: [] });
      expect(saved.status).toBe(403);
      const pool = (await adminPools()).pools[0] as AdminPool;
      expect((await as(user).call('/clientPool/setPoolActive', { id: pool.id, active: false })).status).toBe(
        403,
      );
    }
    expect((await adminPools()).pools.every((pool) => pool.isActive)).toBe(true);
  });

  it('refuses bad limits, empty names, unknown or pool-less objects, unknown pools and unknown or partner members, naming each', async () => {
    const base = { objectApi: 'Lead', name: 'Bad pool', claimLimit: 2, members: [] };
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ ...base, claimLimit: 0 }, 400, 'claimLimit: at least 1'],
      [{ ...base, claimLimit: 10_001 }, 400, 'claimLimit: at most 10000'],
      [{ ...base, claimLimit: 2.5 }, 400, 'claimLimit'],
      [{ ...base, claimLimit: '3' }, 400, 'claimLimit'],
      [{ ...base, name: '   ' }, 400, 'name: the pool needs a name'],
      [{ ...base, objectApi: 'Opportunity' }, 400, 'have no client pools'],
      [{ ...base, objectApi: 'NoSuchObject' }, 404, 'NoSuchObject'],
      [{ ...base, id: '0plNOSUCHPOOL' }, 404, '0plNOSUCHPOOL'],
      [{ ...base, members: [{ userId: 'nobody', isManager: false }] }, 400, 'no active internal user nobody'],
      [
        { ...base, members: [{ userId: org.partnerA.userId, isManager: false }] },
        400,
        `no active internal user ${org.partnerA.userId}`,
      ],
    ];
    const before = (await adminPools()).pools.length;
    for (const [body, status, message] of cases) {
      const { json, status: got } = await savePool(org.admin, body);
      expect(got, JSON.stringify(body)).toBe(status);
      expect(json.returnInfo, JSON.stringify(body)).toContain(message);
    }
    expect((await adminPools()).pools.length).toBe(before);
    const lead = (await adminPools()).pools.find((pool) => pool.objectApi === 'Lead') as AdminPool;
    const moved = await savePool(org.admin, { ...base, id: lead.id, objectApi: 'Account' });
    expect(moved.status).toBe(400);
    expect(moved.json.returnInfo).toContain('its object cannot change');
    const unknown = await as(org.admin).call('/clientPool/setPoolActive', {
      id: '0plNOSUCHPOOL',
      active: false,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.returnInfo).toContain('0plNOSUCHPOOL');
  });
});
