import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';

/** Spec 2 §6: isquickcreated and isQuery on lookups follow the user's rights on the target object. */
describeEachDatabase('lookup rights', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let accountField = '';
  const getApp = () => app;

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_lookup_rights');
    accountField = await callsAs(getApp, org.admin).fieldId('contact', 'accountid');
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-P-001] [S2-P-002] quick-create is offered only with the create permission, isQuery only with read', async () => {
    const { call } = callsAs(getApp, org.admin);
    const asPeer = callsAs(getApp, org.peer);
    const before = await asPeer.call('/lookup/getLookupInfo', { fieldId: accountField });
    expect(before.json.data).toMatchObject({ isquickcreated: 'true', isQuery: 'true' });
    await call('/access/profile/save', { id: 'account_reader', name: 'Account reader' });
    const readOnly = {
      read: true,
      create: false,
      edit: false,
      delete: false,
      viewAll: false,
      modifyAll: false,
    };
    await call('/access/profile/saveObjectPermissions', {
      profileId: 'account_reader',
      objectApi: 'Account',
      ...readOnly,
    });
    await call('/access/user/assign', { userId: org.peer.userId, profileId: 'account_reader' });
    const reader = await asPeer.call('/lookup/getLookupInfo', { fieldId: accountField });
    expect(reader.json.data).toMatchObject({ isquickcreated: 'false', isQuery: 'true' });
    const settings = await asPeer.call('/lookup/getLookupFilterSetting', { fieldId: accountField });
    expect(settings.json.data.isquickcreated).toBe('false');
    await call('/access/profile/saveObjectPermissions', {
      profileId: 'account_reader',
      objectApi: 'Account',
      ...readOnly,
      read: false,
    });
    const blind = await asPeer.call('/lookup/getLookupInfo', { fieldId: accountField });
    expect(blind.json.data).toMatchObject({ isquickcreated: 'false', isQuery: 'false', dataList: [] });
  });
});
