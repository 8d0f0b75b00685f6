import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/** /objectdetail/getRelatedListRows: one related list of a record, with its columns, for the record page. */
describeEachDatabase('related list rows', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  let account = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_related_lists');
    const { json } = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(json.result, JSON.stringify(json)).toBe(true);
    account = await as(org.rep).create('Account', { name: 'Related Lists Ltd' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-C-040] lists the contacts of an account with their columns, newest first, a page at a time', async () => {
    const { create, call } = as(org.rep);
    for (const [index, name] of ['Ann First', 'Bo Second', 'Cy Third'].entries())
      await create('Contact', {
        name,
        accountid: account,
        title: `Title ${index}`,
        email: `c${index}@x.example`,
      });
    await create('Contact', { name: 'Elsewhere', title: 'Not here' });
    const first = await call('/objectdetail/getRelatedListRows', {
      id: account,
      objectApi: 'Contact',
      fieldApi: 'accountid',
      pageSize: 2,
    });
    expect(first.status).toBe(200);
    expect(first.json.data).toMatchObject({
      objectApi: 'Contact',
      labelName: 'Contacts',
      fieldApi: 'accountid',
      totalCount: 3,
      page: 1,
      hasMore: true,
    });
    expect(first.json.data.columns.map((column: { apiName: string }) => column.apiName)).toEqual([
      'title',
      'email',
      'phone',
    ]);
    expect(first.json.data.dataList.map((row: { name: string }) => row.name)).toEqual([
      'Cy Third',
      'Bo Second',
    ]);
    expect(first.json.data.dataList[0]).toMatchObject({ title: 'Title 2', email: 'c2@x.example' });
    const second = await call('/objectdetail/getRelatedListRows', {
      id: account,
      objectApi: 'Contact',
      fieldApi: 'accountid',
      pageSize: 2,
      page: 2,
    });
    expect(second.json.data.dataList.map((row: { name: string }) => row.name)).toEqual(['Ann First']);
    expect(second.json.data.hasMore).toBe(false);
  });

  it('shows only the children the caller may read, and nothing of a parent they may not read', async () => {
    // Private opportunities: the rep's own deal and a peer's deal on the same account.
    const mine = await as(org.rep).create('Opportunity', {
      name: 'Rep deal',
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount: 1200,
    });
    await as(org.peer).create('Opportunity', {
      name: 'Peer deal',
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
    });
    const body = { id: account, objectApi: 'Opportunity', fieldApi: 'khmc' };
    const rep = await as(org.rep).call('/objectdetail/getRelatedListRows', body);
    expect(rep.json.data.dataList.map((row: { id: string }) => row.id)).toEqual([mine]);
    expect(rep.json.data.totalCount).toBe(1);
    expect(rep.json.data.dataList[0]).toMatchObject({
      stage: 'Prospecting',
      amount: 1200,
      closedate: '2026-09-30',
    });
    const admin = await as(org.admin).call('/objectdetail/getRelatedListRows', body);
    expect(admin.json.data.totalCount).toBe(2);

    // Partners see only what is shared to their account: the account itself answers as missing.
    const outsider = await as(org.partnerB).call('/objectdetail/getRelatedListRows', body);
    expect(outsider.status).toBe(404);
    expect(JSON.stringify(outsider.json)).not.toContain('Rep deal');
  });

  it('leaves out the columns field-level security hides', async () => {
    const { call } = as(org.admin);
    const saved = await call('/access/profile/saveFieldAccess', {
      profileId: 'standard_user',
      objectApi: 'Opportunity',
      fields: [{ field: 'amount', access: 'hidden' }],
    });
    expect(saved.json.result, JSON.stringify(saved.json)).toBe(true);
    try {
      const { json } = await as(org.rep).call('/objectdetail/getRelatedListRows', {
        id: account,
        objectApi: 'Opportunity',
        fieldApi: 'khmc',
      });
      expect(json.data.columns.map((column: { apiName: string }) => column.apiName)).toEqual([
        'stage',
        'closedate',
      ]);
      expect(json.data.dataList[0]).not.toHaveProperty('amount');
      expect(JSON.stringify(json)).not.toContain('1200');
    } finally {
      await call('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Opportunity',
        fields: [{ field: 'amount', access: 'editable' }],
      });
    }
  });

  it('a lookup that does not point at the record is a 400 that names it', async () => {
    const { json, status } = await as(org.rep).call('/objectdetail/getRelatedListRows', {
      id: account,
      objectApi: 'Contact',
      fieldApi: 'title',
    });
    expect(status).toBe(400);
    expect(json.returnInfo).toContain('body.fieldApi');
    expect(json.returnInfo).toContain('"title"');
    const missing = await as(org.rep).call('/objectdetail/getRelatedListRows', {
      id: account,
      objectApi: 'Contact',
    });
    expect(missing.status).toBe(400);
  });
});
