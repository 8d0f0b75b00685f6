import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { seedShellForOrg } from './demo-seed.js';

/** Every signed-in envelope call of the module, with a body it accepts. */
const ENVELOPE_CALLS: ReadonlyArray<{ url: string; body: (appId: string) => Record<string, unknown> }> = [
  { url: '/api/user/saveUserSetup', body: () => ({ inlineedit: 'true' }) },
  { url: '/api/user/getDeveloperSpacePermissions', body: () => ({}) },
  { url: '/api/user/pageLifecycleEvent', body: () => ({ event: 'created', page: 'home', pageId: 'p1' }) },
  { url: '/api/application/getApplicationList', body: () => ({}) },
  { url: '/api/application/showAllTabs', body: (appId) => ({ appId }) },
  { url: '/api/partnerSetup/getLogoid', body: () => ({}) },
  { url: '/api/consoleSaveTab', body: (appid) => ({ appid, opentab: '{}' }) },
  { url: '/api/consoleGetTab', body: (appid) => ({ appid }) },
  { url: '/api/ccchat/person/getSetupInfo', body: () => ({}) },
  { url: '/api/report/getReportEnableList', body: () => ({}) },
  { url: '/api/report/getExportReportURL', body: () => ({}) },
  { url: '/api/custom/pc/1.0/post/listCustomCompAddr', body: () => ({ loadModel: 'start' }) },
  { url: '/api/script/listClientScript', body: () => ({ usageScenario: 'PC' }) },
];
const GET_CALLS = ['/api/user/getUserInfo', '/api/user/getUserSetup'];

describeEachDatabase('shell: envelopes, bad input and signed-out callers', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let appId: string;

  beforeAll(async () => {
    const handle = getDatabase().handle;
    app = await createTestApp(handle);
    user = await createTestUser(handle);
    await seedShellForOrg(handle.db, user.orgId, new Date('2026-01-01T00:00:00Z'));
    const first = await handle.db
      .selectFrom('application')
      .select('id')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    appId = first.id;
  });
  afterAll(async () => {
    await app.close();
  });

  describe.each(ENVELOPE_CALLS)('POST $url', ({ url, body }) => {
    it('answers a well-formed envelope with a success envelope', async () => {
      const response = await app.inject({ method: 'POST', url, payload: envelopeFor(user, body(appId)) });
      expect(response.statusCode).toBe(200);
      expect(response.json().result).toBe(true);
    });

    it('refuses a body sent without the envelope with a 400 naming head', async () => {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { accesstoken: user.accessToken },
        payload: body(appId),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ result: false, returnCode: '400' });
      expect(response.json().returnInfo).toContain('body.head');
    });

    it('refuses a head of the wrong type with a 400 naming the field', async () => {
      const payload = envelopeFor(user, body(appId));
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { accesstoken: user.accessToken },
        payload: { ...payload, head: { ...payload.head, appType: 7 } },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain('body.head.appType');
    });

    it('refuses an unknown field beside head and body, and a body that is not an object', async () => {
      const unknownField = await app.inject({
        method: 'POST',
        url,
        payload: { ...envelopeFor(user, body(appId)), tenant: 'x' },
      });
      expect(unknownField.statusCode).toBe(400);
      expect(unknownField.json().returnInfo).toContain('tenant');
      const notObject = await app.inject({ method: 'POST', url, payload: envelopeFor(user, 'start') });
      expect(notObject.statusCode).toBe(400);
      expect(notObject.json().returnInfo).toContain('body.body');
    });

    it('[S1-P-001] refuses a caller without a token with a 401 envelope', async () => {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: { head: { appType: 'lightning-main', appVersion: '1.1.1' }, body: body(appId) },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ result: false, returnCode: '401' });
    });
  });

  describe.each(GET_CALLS)('GET %s', (url) => {
    it('[S1-P-001] refuses a caller without a token with a 401 envelope', async () => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ result: false, returnCode: '401' });
    });

    it('answers 10002 to a caller whose session was revoked', async () => {
      const revoked = await createTestUser(getDatabase().handle);
      await getDatabase()
        .handle.db.updateTable('session')
        .set({ revoked_at: new Date().toISOString() })
        .where('user_id', '=', revoked.userId)
        .execute();
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { accesstoken: revoked.accessToken },
      });
      expect(response.json()).toMatchObject({ result: false, returnCode: '10002' });
    });
  });

  it('lets a signed-out client report an error (the report of a 10002 has no valid token to send)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/reportClientError',
      payload: {
        head: { appType: 'lightning-main', appVersion: '1.1.1' },
        body: { requestId: 'r-1', path: '/api/x', returnCode: '10002', message: 'expired' },
      },
    });
    expect(response.statusCode).toBe(200);
  });
});
