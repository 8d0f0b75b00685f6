import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { forgetCachedCallers } from '../auth/index.js';

/** Issue 4: partner accounts are account records; administrators manage their partner users, partners see their own. */
describeEachDatabase('partner accounts and external users', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let accountId = '';
  const getApp = () => app;
  const as = (user: AccessOrg['admin']) => callsAs(getApp, user);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_partner_accounts');
    accountId = await as(org.admin).create('Account', { name: 'Initech Partners' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('an administrator enables a partner user for an account; the user signs in to that account only', async () => {
    const enabled = await as(org.admin).call('/externalUsers/enable', {
      recordId: accountId,
      name: 'Ivy Initech',
      email: 'Ivy@Initech.example',
      password: 'first-Pass-2026',
    });
    expect(enabled.json.result, JSON.stringify(enabled.json)).toBe(true);
    const listed = await as(org.admin).call('/externalUsers/list', { recordId: accountId });
    expect(listed.json.data.record).toMatchObject({
      id: accountId,
      name: 'Initech Partners',
      objectApi: 'Account',
    });
    expect(listed.json.data.users).toEqual([
      {
        id: enabled.json.data.id,
        name: 'Ivy Initech',
        email: 'ivy@initech.example',
        isActive: true,
        profileId: 'partner_user',
      },
    ]);
    const row = await getDatabase()
      .handle.db.selectFrom('app_user')
      .select(['is_partner', 'partner_account_id', 'must_change_password'])
      .where('id', '=', enabled.json.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_partner: 1, partner_account_id: accountId, must_change_password: 1 });
    const users = await as(org.admin).call('/access/user/list', {});
    expect(users.json.data).toContainEqual({
      id: enabled.json.data.id,
      name: 'Ivy Initech',
      email: 'ivy@initech.example',
      profileId: 'partner_user',
      roleId: null,
      isPartner: true,
      partnerAccountId: accountId,
      isActive: true,
    });
    expect((await as(org.rep).call('/access/user/list', {})).status).toBe(403);
  });

  it('explains bad input by the field: a weak password, a taken e-mail, an unknown record', async () => {
    const weak = await as(org.admin).call('/externalUsers/enable', {
      recordId: accountId,
      name: 'W',
      email: 'w@initech.example',
      password: 'short',
    });
    expect(weak.json).toMatchObject({ result: false, returnCode: '400' });
    expect(weak.json.returnInfo).toContain('body.password');
    const taken = await as(org.admin).call('/externalUsers/enable', {
      recordId: accountId,
      name: 'Again',
      email: 'ivy@initech.example',
      password: 'first-Pass-2026',
    });
    expect(taken.json.returnInfo).toContain('body.email');
    const unknown = await as(org.admin).call('/externalUsers/list', { recordId: '001zzzzzzzzzzzzzzz' });
    expect(unknown.status).toBe(404);
  });

  it("[S1-B-001] a partner user sees their own partner account page and never another's; staff who are not administrators are refused", async () => {
    const partnerAccount = await getDatabase()
      .handle.db.selectFrom('app_user')
      .select('partner_account_id')
      .where('id', '=', org.partnerA.userId)
      .executeTakeFirstOrThrow();
    // The test org's partner accounts are bare ids, not records: the page names no such record.
    const own = await as(org.partnerA).call('/partnerAccount/detail', {});
    expect(own.status).toBe(404);
    await getDatabase()
      .handle.db.updateTable('app_user')
      .set({ partner_account_id: accountId })
      .where('partner_account_id', '=', String(partnerAccount.partner_account_id))
      .execute();
    // Written behind the app's back: the app's own user changes forget the cached callers, as here.
    forgetCachedCallers(getDatabase().handle);
    const mine = await as(org.partnerA).call('/partnerAccount/detail', {});
    expect(mine.json.data.name).toBe('Initech Partners');
    expect(mine.json.data.users.map((user: { name: string }) => user.name)).toContain('Paul Partner');
    const guessed = await as(org.partnerB).call('/partnerAccount/detail', { partnerAccountId: accountId });
    expect(guessed.status).toBe(404);
    expect(JSON.stringify(guessed.json)).not.toContain('Initech');
    expect((await as(org.rep).call('/partnerAccount/detail', { partnerAccountId: accountId })).status).toBe(
      403,
    );
    expect((await as(org.partnerA).call('/externalUsers/list', { recordId: accountId })).status).toBe(403);
  });

  it('turning a partner user off ends their sessions; the partner page no longer lists them', async () => {
    const off = await as(org.admin).call('/externalUsers/setActive', {
      userId: org.partnerA2.userId,
      active: false,
    });
    expect(off.json.result).toBe(true);
    const mine = await as(org.partnerA).call('/partnerAccount/detail', {});
    expect(mine.json.data.users.map((user: { name: string }) => user.name)).not.toContain('Petra Partner');
    expect((await as(org.partnerA2).call('/partnerAccount/detail', {})).status).toBe(401);
    const notPartner = await as(org.admin).call('/externalUsers/setActive', {
      userId: org.rep.userId,
      active: false,
    });
    expect(notPartner.status).toBe(404);
  });
});
