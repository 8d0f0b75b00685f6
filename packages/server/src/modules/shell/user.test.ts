import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';

describeEachDatabase('shell: user info, setup and client logs', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let partner: TestUser;
  let standard: TestUser;

  const db = () => getDatabase().handle.db;
  const setStoredSetup = (user: TestUser, setup: unknown) =>
    db()
      .updateTable('app_user')
      .set({ setup_json: JSON.stringify(setup) })
      .where('id', '=', user.userId)
      .execute();
  const get = (user: TestUser, url: string) =>
    app.inject({ method: 'GET', url, headers: { accesstoken: user.accessToken } });
  const post = (user: TestUser, url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: envelopeFor(user, body) });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    admin = await createTestUser(getDatabase().handle, { name: 'Ada Admin' });
    partner = await createTestUser(getDatabase().handle, { isPartner: true, profileId: 'partner_user' });
    standard = await createTestUser(getDatabase().handle, { profileId: 'standard_user' });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/user/getUserInfo', () => {
    it('[S1-C-010][S1-D-001] answers the user info fields, with the organisation base title and developer permissions', async () => {
      const response = await get(admin, '/api/user/getUserInfo');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({ result: true, returnCode: '1' });
      expect(body.data).toEqual({
        userId: admin.userId,
        userName: 'Ada Admin',
        email: admin.email,
        language: 'en',
        ispartner: false,
        countryCode: 'US',
        currencyCode: 'USD',
        timeZone: 'UTC',
        loadingSrc: '',
        faviconIcon: '/favicon.svg',
        baseTitle: 'Vela',
        orgId: admin.orgId,
        orgName: 'Test org',
        profileId: 'system_admin',
        developerPermission: {
          isDeveloper: true,
          canEditScripts: true,
          canEditCustomPages: true,
          canManageObjects: true,
        },
      });
    });

    it("falls back to the organisation's language and time zone when the user has none, and keeps the user's own otherwise", async () => {
      await db()
        .updateTable('organization')
        .set({ default_language: 'de', time_zone: 'Europe/Berlin' })
        .where('id', '=', admin.orgId)
        .execute();
      await db().updateTable('app_user').set({ time_zone: '' }).where('id', '=', admin.userId).execute();
      await db().updateTable('app_user').set({ language: 'fr' }).where('id', '=', standard.userId).execute();
      try {
        const adminInfo = (await get(admin, '/api/user/getUserInfo')).json().data;
        expect(adminInfo).toMatchObject({ language: 'de', timeZone: 'Europe/Berlin' });
        const standardInfo = (await get(standard, '/api/user/getUserInfo')).json().data;
        expect(standardInfo).toMatchObject({ language: 'fr', timeZone: 'UTC' });
      } finally {
        await db()
          .updateTable('organization')
          .set({ default_language: 'en', time_zone: 'UTC' })
          .where('id', '=', admin.orgId)
          .execute();
        await db().updateTable('app_user').set({ time_zone: 'UTC' }).where('id', '=', admin.userId).execute();
      }
    });

    it('takes the loading image and favicon from the organisation settings when set', async () => {
      await db()
        .updateTable('organization')
        .set({
          settings_json: JSON.stringify({ loadingSrc: '/brand/loading.gif', faviconIcon: '/brand/icon.png' }),
        })
        .where('id', '=', admin.orgId)
        .execute();
      try {
        const info = (await get(admin, '/api/user/getUserInfo')).json().data;
        expect(info).toMatchObject({ loadingSrc: '/brand/loading.gif', faviconIcon: '/brand/icon.png' });
      } finally {
        await db()
          .updateTable('organization')
          .set({ settings_json: '{}' })
          .where('id', '=', admin.orgId)
          .execute();
      }
    });

    it('[S1-D-001] marks a partner user as ispartner', async () => {
      const info = (await get(partner, '/api/user/getUserInfo')).json().data;
      expect(info).toMatchObject({ userId: partner.userId, ispartner: true, profileId: 'partner_user' });
    });
  });

  describe('GET /api/user/getUserSetup', () => {
    it('[S1-C-011][S1-D-002][S1-D-003] answers the defaults, flags as the strings true/false, when nothing is stored', async () => {
      await setStoredSetup(standard, {});
      const response = await get(standard, '/api/user/getUserSetup');
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        tabStyle: '0',
        detailLayoutStyle: 'tab',
        isEnableWaterMark: 'false',
        inlineedit: 'true',
        relatedList: 'true',
        isEnableSubmitApprovalComments: 'false',
      });
    });

    it('[S1-D-002] answers what is stored, and the default for a stored value that is not allowed', async () => {
      await setStoredSetup(standard, {
        tabStyle: '1',
        detailLayoutStyle: 'flow',
        isEnableWaterMark: 'true',
        inlineedit: 'yes please',
        relatedList: 'false',
        isEnableSubmitApprovalComments: 'true',
      });
      expect((await get(standard, '/api/user/getUserSetup')).json().data).toEqual({
        tabStyle: '1',
        detailLayoutStyle: 'flow',
        isEnableWaterMark: 'true',
        inlineedit: 'true',
        relatedList: 'false',
        isEnableSubmitApprovalComments: 'true',
      });
    });

    it('answers the defaults when the stored setup is not JSON at all', async () => {
      await db()
        .updateTable('app_user')
        .set({ setup_json: 'not json' })
        .where('id', '=', standard.userId)
        .execute();
      expect((await get(standard, '/api/user/getUserSetup')).json().data.tabStyle).toBe('0');
    });

    it.each([
      { who: 'a non-partner user', stored: '1', expected: '1', isPartner: false },
      { who: 'a partner user', stored: '1', expected: '0', isPartner: true },
      { who: 'a partner user', stored: '0', expected: '0', isPartner: true },
    ])(
      '[S1-B-056][S1-P-002] answers tabStyle $expected to $who whose stored tabStyle is $stored',
      async ({ stored, expected, isPartner }) => {
        const user = isPartner ? partner : standard;
        await setStoredSetup(user, { tabStyle: stored });
        expect((await get(user, '/api/user/getUserSetup')).json().data.tabStyle).toBe(expected);
      },
    );
  });

  describe('POST /api/user/saveUserSetup', () => {
    it('changes only the given fields and keeps other keys already in the stored setup', async () => {
      await setStoredSetup(standard, { tabStyle: '0', relatedList: 'false', lastReportFolder: 'f1' });
      const response = await post(standard, '/api/user/saveUserSetup', {
        tabStyle: '1',
        inlineedit: 'false',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        tabStyle: '1',
        inlineedit: 'false',
        relatedList: 'false',
      });
      const row = await db()
        .selectFrom('app_user')
        .select('setup_json')
        .where('id', '=', standard.userId)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.setup_json)).toMatchObject({
        tabStyle: '1',
        inlineedit: 'false',
        relatedList: 'false',
        lastReportFolder: 'f1',
      });
      expect((await get(standard, '/api/user/getUserSetup')).json().data.tabStyle).toBe('1');
    });

    it("[S1-P-002] answers tabStyle '0' to a partner user who saves '1'", async () => {
      const response = await post(partner, '/api/user/saveUserSetup', { tabStyle: '1' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.tabStyle).toBe('0');
      expect((await get(partner, '/api/user/getUserSetup')).json().data.tabStyle).toBe('0');
    });

    it.each([
      { body: { tabStyle: '2' }, field: 'body.body.tabStyle' },
      { body: { tabStyle: 1 }, field: 'body.body.tabStyle' },
      { body: { inlineedit: true }, field: 'body.body.inlineedit' },
      { body: { detailLayoutStyle: 'grid' }, field: 'body.body.detailLayoutStyle' },
      { body: { tabstyle: '1' }, field: 'tabstyle' },
    ])('refuses $body with a 400 that names $field', async ({ body, field }) => {
      const response = await post(standard, '/api/user/saveUserSetup', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ result: false, returnCode: '400' });
      expect(response.json().returnInfo).toContain(field);
    });
  });

  describe('POST /api/user/saveLanguage', () => {
    it("[S1-K-034] keeps the user's own language: the next getUserInfo (every later startup) answers it", async () => {
      try {
        const response = await post(standard, '/api/user/saveLanguage', { language: 'ja' });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ result: true, returnCode: '1', data: { language: 'ja' } });
        expect((await get(standard, '/api/user/getUserInfo')).json().data.language).toBe('ja');
        // Another user's language is theirs alone.
        expect((await get(admin, '/api/user/getUserInfo')).json().data.language).toBe('en');
      } finally {
        await db().updateTable('app_user').set({ language: '' }).where('id', '=', standard.userId).execute();
      }
    });

    it.each([
      { body: { language: 'xx' }, field: 'body.body.language' },
      { body: { language: 'EN' }, field: 'body.body.language' },
      { body: { language: 7 }, field: 'body.body.language' },
      { body: {}, field: 'body.body.language' },
      { body: { language: 'de', lang: 'de' }, field: 'lang' },
    ])('refuses $body with a 400 that names $field, and keeps the language', async ({ body, field }) => {
      const response = await post(standard, '/api/user/saveLanguage', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ result: false, returnCode: '400' });
      expect(response.json().returnInfo).toContain(field);
      expect((await get(standard, '/api/user/getUserInfo')).json().data.language).toBe('en');
    });
  });

  describe('POST /api/user/getDeveloperSpacePermissions', () => {
    it.each([
      { who: 'a system administrator', user: () => admin, allowed: true },
      { who: 'a standard user', user: () => standard, allowed: false },
      { who: 'a partner user', user: () => partner, allowed: false },
    ])(
      '[S1-C-018][S1-P-003] gives $who allowed=$allowed for every developer-space permission',
      async ({ user, allowed }) => {
        const response = await post(user(), '/api/user/getDeveloperSpacePermissions', {});
        expect(response.statusCode).toBe(200);
        expect(response.json().data).toEqual({
          isDeveloper: allowed,
          canEditScripts: allowed,
          canEditCustomPages: allowed,
          canManageObjects: allowed,
        });
      },
    );
  });

  describe('page lifecycle events and client errors', () => {
    it('[S1-B-085] records a page lifecycle event for the signed-in user', async () => {
      const response = await post(standard, '/api/user/pageLifecycleEvent', {
        event: 'load',
        page: 'commonObjects/views/table',
        pageId: 'page-42',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ result: true, data: null });
      const rows = await db()
        .selectFrom('page_event')
        .selectAll()
        .where('user_id', '=', standard.userId)
        .execute();
      expect(rows).toEqual([
        expect.objectContaining({ event: 'load', page: 'commonObjects/views/table', page_id: 'page-42' }),
      ]);
    });

    it('keeps the usage events of saves (create or edit) the client uploads in batches', async () => {
      const at = new Date().toISOString();
      const response = await post(standard, '/api/user/trackUsage', {
        events: [
          { event: 'create', objectApi: 'Account', at },
          { event: 'edit', objectApi: 'Lead', at },
        ],
      });
      expect(response.statusCode).toBe(200);
      const rows = await db()
        .selectFrom('page_event')
        .select(['event', 'page'])
        .where('user_id', '=', standard.userId)
        .where('event', 'like', 'usage.%')
        .orderBy('event')
        .execute();
      expect(rows).toEqual([
        { event: 'usage.create', page: 'Account' },
        { event: 'usage.edit', page: 'Lead' },
      ]);
      const refused = await post(standard, '/api/user/trackUsage', {
        events: [{ event: 'delete', objectApi: 'x', at }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().returnInfo).toContain('body.body.events.0.event');
    });

    it('refuses an unknown lifecycle event with a 400 naming the field', async () => {
      const response = await post(standard, '/api/user/pageLifecycleEvent', {
        event: 'unload',
        page: 'x',
        pageId: 'y',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain('body.body.event');
    });

    it('keeps a client error report with its request id, even from a caller whose token is gone', async () => {
      const report = {
        requestId: 'req-0001-abcd',
        path: '/api/objectInfo/save',
        returnCode: '10002',
        message: 'token expired',
      };
      const response = await app.inject({
        method: 'POST',
        url: '/api/user/reportClientError',
        headers: { 'user-agent': 'vitest' },
        payload: { head: { appType: 'lightning-main', appVersion: '1.1.1' }, body: report },
      });
      expect(response.statusCode).toBe(200);
      const row = await db()
        .selectFrom('client_error')
        .selectAll()
        .where('request_id', '=', 'req-0001-abcd')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        path: '/api/objectInfo/save',
        return_code: '10002',
        message: 'token expired',
        user_agent: 'vitest',
      });
    });

    it('keeps the reporter with a client error report sent with a valid token', async () => {
      const response = await post(standard, '/api/user/reportClientError', {
        requestId: 'req-0002-abcd',
        path: '/api/x',
        returnCode: 'API-SERVICE-1',
        message: 'boom',
      });
      expect(response.statusCode).toBe(200);
      const row = await db()
        .selectFrom('client_error')
        .select('user_id')
        .where('request_id', '=', 'req-0002-abcd')
        .executeTakeFirstOrThrow();
      expect(row.user_id).toBe(standard.userId);
    });

    it('refuses a client error report over 4000 characters with a 400 naming the field', async () => {
      const response = await post(standard, '/api/user/reportClientError', {
        requestId: 'r',
        path: '/x',
        returnCode: '1',
        message: 'x'.repeat(4001),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain('body.body.message');
    });
  });
});
