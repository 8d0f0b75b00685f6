import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/**
 * setuppage/userPageSetup (issue 18): an administrator sets a user's page setup; the user's own startup
 * call (user/getUserSetup) answers it next; partners never get the vertical menu; the change is audited.
 */
describeEachDatabase('setup: user page setup', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_page_setup');
  });
  afterAll(async () => {
    await app.close();
  });

  const ownSetup = async (user: TestUser) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/user/getUserSetup',
        headers: { accesstoken: user.accessToken },
      })
    ).json().data;

  it("[S1-R-165] an administrator changes a user's page setup; the user's next startup reads it", async () => {
    const admin = as(org.admin);
    const start = await admin.ok('/setup/userPageSetup', {});
    expect(start.userId).toBe(org.admin.userId);
    expect(start.users.map((user: { id: string }) => user.id)).toContain(org.rep.userId);
    const saved = await admin.ok('/setup/saveUserPageSetup', {
      userId: org.rep.userId,
      setup: { tabStyle: '1', detailLayoutStyle: 'flow', inlineedit: 'false' },
    });
    expect(saved.setup).toEqual(
      expect.objectContaining({ tabStyle: '1', detailLayoutStyle: 'flow', inlineedit: 'false' }),
    );
    expect(await ownSetup(org.rep)).toEqual(saved.setup);
    // Other fields keep their value.
    expect(saved.setup.relatedList).toBe('true');
    // A partner user never gets the vertical menu, whatever is stored.
    const partner = await admin.ok('/setup/saveUserPageSetup', {
      userId: org.partnerA.userId,
      setup: { tabStyle: '1' },
    });
    expect(partner.setup.tabStyle).toBe('0');
    const audit = await admin.ok('/setup/auditTrail', { area: 'apps', page: 1, pageSize: 20 });
    expect(audit.rows.some((row: { target: string }) => row.target === `User ${org.rep.userId}`)).toBe(true);
  });

  it('refuses anyone but an administrator, unknown users and values the shell does not know, naming them', async () => {
    for (const outsider of [org.rep, org.partnerA]) {
      expect((await as(outsider).call('/setup/userPageSetup', {})).status).toBe(403);
      expect(
        (
          await as(outsider).call('/setup/saveUserPageSetup', {
            userId: outsider.userId,
            setup: { tabStyle: '1' },
          })
        ).status,
      ).toBe(403);
    }
    const admin = as(org.admin);
    const unknown = await admin.call('/setup/saveUserPageSetup', {
      userId: 'usr_nobody',
      setup: { tabStyle: '1' },
    });
    expect(unknown.json.returnInfo).toContain('no user usr_nobody');
    const bad = await admin.call('/setup/saveUserPageSetup', {
      userId: org.rep.userId,
      setup: { tabStyle: '7' },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('tabStyle');
  });
});
