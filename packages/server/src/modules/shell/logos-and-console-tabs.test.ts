import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { PARTNER_ACME_LOGO_ID, PARTNER_ACME_LOGO_SVG } from './demo-menus.js';
import { seedShellForOrg } from './demo-seed.js';
import { type Application, OPENTAB_MAX_BYTES } from './schemas.js';

function decodeDataUrl(url: string): string {
  const prefix = 'data:image/svg+xml;base64,';
  expect(url.startsWith(prefix)).toBe(true);
  return Buffer.from(url.slice(prefix.length), 'base64').toString('utf8');
}

describeEachDatabase('shell: logos and console tabs', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let partner: TestUser;
  let apps: Application[];

  const db = () => getDatabase().handle.db;
  const post = (user: TestUser, url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: envelopeFor(user, body) });
  const appId = (name: string) => {
    const found = apps.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no app named ${name}`);
    return found.id;
  };
  const logo = (query: Record<string, string>) =>
    app.inject({
      method: 'GET',
      url: `/api/application/getAppLogo?${new URLSearchParams(query).toString()}`,
    });

  beforeAll(async () => {
    const handle = getDatabase().handle;
    app = await createTestApp(handle);
    admin = await createTestUser(handle);
    partner = await createTestUser(handle, { isPartner: true, profileId: 'partner_user' });
    await db()
      .updateTable('app_user')
      .set({ partner_account_id: 'partner_acme' })
      .where('id', '=', partner.userId)
      .execute();
    await seedShellForOrg(db(), admin.orgId, new Date('2026-01-01T00:00:00Z'));
    apps = (await post(admin, '/api/application/getApplicationList', {})).json().data;
  });
  afterAll(async () => {
    await app.close();
  });

  describe('GET /api/application/getAppLogo', () => {
    it("[S1-C-020] serves an app's stored logo as SVG to the holder of the token in the query", async () => {
      const response = await logo({ id: appId('Sales'), bgcolor: '#0b5cab', accessToken: admin.accessToken });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['content-security-policy']).toContain("default-src 'none'");
      expect(response.body).toMatch(/^<svg /);
      expect(response.body).toContain('aria-label="Sales"');
      expect(response.body).toContain('<path');
    });

    it('[S1-C-020] draws a monogram of the app name on the bgcolor asked for when the app has no stored logo', async () => {
      const response = await logo({
        id: appId('Service Console'),
        bgcolor: '#ABC',
        accessToken: admin.accessToken,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('fill="#aabbcc"');
      expect(response.body).toContain('>SC</text>');
    });

    it("uses the app's own colour when no bgcolor is given", async () => {
      const response = await logo({ id: appId('Marketing'), accessToken: admin.accessToken });
      expect(response.body).toContain('fill="#b45309"');
      expect(response.body).toContain('>M</text>');
    });

    it('also accepts the token in the accessToken header', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/application/getAppLogo?id=${appId('Marketing')}`,
        headers: { accesstoken: admin.accessToken },
      });
      expect(response.statusCode).toBe(200);
    });

    it.each([
      { case: 'no token', token: undefined, status: 401, code: '401' },
      { case: 'an unknown token', token: 'not-a-session', status: 401, code: '10002' },
    ])('refuses a caller with $case', async ({ token, status, code }) => {
      const response = await logo({ id: appId('Sales'), ...(token ? { accessToken: token } : {}) });
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ result: false, returnCode: code });
    });

    it('refuses a revoked session', async () => {
      const user = await createTestUser(getDatabase().handle);
      await db()
        .updateTable('session')
        .set({ revoked_at: new Date().toISOString() })
        .where('user_id', '=', user.userId)
        .execute();
      const response = await logo({ id: appId('Sales'), accessToken: user.accessToken });
      expect(response.json().returnCode).toBe('10002');
    });

    it('answers 404 to a partner user for an app not flagged for partners, and for an unknown id', async () => {
      expect((await logo({ id: appId('Sales'), accessToken: partner.accessToken })).statusCode).toBe(404);
      expect((await logo({ id: appId('Partner Portal'), accessToken: partner.accessToken })).statusCode).toBe(
        200,
      );
      expect((await logo({ id: 'nope', accessToken: admin.accessToken })).statusCode).toBe(404);
    });

    it.each<{ query: Record<string, string>; field: string }>([
      { query: { bgcolor: 'red' }, field: 'bgcolor' },
      { query: { bgcolor: '#12345' }, field: 'bgcolor' },
      { query: { id: '<script>' }, field: 'id' },
      { query: { size: '64' }, field: 'size' },
    ])('refuses the query $query with a 400 naming $field', async ({ query, field }) => {
      const response = await logo({ id: appId('Sales'), accessToken: admin.accessToken, ...query });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain(field);
    });
  });

  describe('POST /api/partnerSetup/getLogoid', () => {
    it("[S1-C-019][S1-B-094] answers a partner user their partner account's logo", async () => {
      const response = await post(partner, '/api/partnerSetup/getLogoid', {});
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data.logoId).toBe(PARTNER_ACME_LOGO_ID);
      expect(decodeDataUrl(data.logoUrl)).toBe(PARTNER_ACME_LOGO_SVG);
    });

    it("[S1-C-019] answers anyone else the organisation's logo, a monogram of its name", async () => {
      const data = (await post(admin, '/api/partnerSetup/getLogoid', {})).json().data;
      expect(data.logoId).toBe('org');
      expect(decodeDataUrl(data.logoUrl)).toContain('aria-label="Test org"');
    });

    it("answers the organisation's logo to a partner whose account has no logo", async () => {
      const other = await createTestUser(getDatabase().handle, { isPartner: true });
      await db()
        .updateTable('app_user')
        .set({ partner_account_id: 'partner_without_logo' })
        .where('id', '=', other.userId)
        .execute();
      expect((await post(other, '/api/partnerSetup/getLogoid', {})).json().data.logoId).toBe('org');
    });

    it('refuses a body with fields', async () => {
      const response = await post(admin, '/api/partnerSetup/getLogoid', { partnerId: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain('partnerId');
    });
  });

  describe('POST /api/consoleSaveTab and /api/consoleGetTab', () => {
    const tabs = JSON.stringify({ level1Id: 't1', tabs: [{ id: 't1', children: [{ id: 't1-a' }] }] });

    it('[S1-C-023] saves the serialized console tabs per user and app, and gives them back', async () => {
      const saved = await post(admin, '/api/consoleSaveTab', {
        appid: appId('Service Console'),
        opentab: tabs,
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().data).toMatchObject({
        appid: appId('Service Console'),
        updatedAt: expect.any(String),
      });
      const restored = await post(admin, '/api/consoleGetTab', { appid: appId('Service Console') });
      expect(restored.json().data).toMatchObject({ opentab: tabs });
    });

    it('[S1-C-023] replaces the earlier state on the next save', async () => {
      await post(admin, '/api/consoleSaveTab', { appid: appId('Sales'), opentab: '{"v":1}' });
      await post(admin, '/api/consoleSaveTab', { appid: appId('Sales'), opentab: '{"v":2}' });
      const restored = await post(admin, '/api/consoleGetTab', { appid: appId('Sales') });
      expect(restored.json().data.opentab).toBe('{"v":2}');
    });

    it("keeps one user's tabs from another user and from another app", async () => {
      await post(admin, '/api/consoleSaveTab', { appid: appId('Marketing'), opentab: 'mine' });
      const colleague = await createTestUser(getDatabase().handle);
      expect(
        (await post(colleague, '/api/consoleGetTab', { appid: appId('Marketing') })).json().data,
      ).toEqual({
        opentab: null,
        updatedAt: null,
      });
      expect(
        (await post(admin, '/api/consoleGetTab', { appid: appId('Partner Portal') })).json().data.opentab,
      ).toBe(null);
    });

    it('accepts exactly 200 KB and refuses one byte more with a 400 naming opentab', async () => {
      const atLimit = await post(admin, '/api/consoleSaveTab', {
        appid: appId('Sales'),
        opentab: 'x'.repeat(OPENTAB_MAX_BYTES),
      });
      expect(atLimit.statusCode).toBe(200);
      const over = await post(admin, '/api/consoleSaveTab', {
        appid: appId('Sales'),
        opentab: 'x'.repeat(OPENTAB_MAX_BYTES + 1),
      });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toMatchObject({ result: false, returnCode: '400' });
      expect(over.json().returnInfo).toContain('body.body.opentab');
    });

    it('counts the 200 KB in UTF-8 bytes, not characters', async () => {
      const response = await post(admin, '/api/consoleSaveTab', {
        appid: appId('Sales'),
        opentab: 'é'.repeat(OPENTAB_MAX_BYTES / 2 + 1),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain('body.body.opentab');
    });

    it('answers 404 when saving tabs for an app the user may not open', async () => {
      const response = await post(partner, '/api/consoleSaveTab', { appid: appId('Sales'), opentab: '{}' });
      expect(response.statusCode).toBe(404);
    });

    it.each([
      { url: '/api/consoleSaveTab', body: { appid: 'x' }, field: 'body.body.opentab' },
      { url: '/api/consoleSaveTab', body: { appid: 'x', opentab: { tabs: [] } }, field: 'body.body.opentab' },
      { url: '/api/consoleSaveTab', body: { opentab: '{}' }, field: 'body.body.appid' },
      { url: '/api/consoleSaveTab', body: { appid: 'x', opentab: '{}', level1Id: 't' }, field: 'level1Id' },
      { url: '/api/consoleGetTab', body: {}, field: 'body.body.appid' },
      { url: '/api/consoleGetTab', body: { appid: ['x'] }, field: 'body.body.appid' },
    ])('refuses $url with $body: a 400 naming $field', async ({ url, body, field }) => {
      const response = await post(admin, url, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain(field);
    });
  });
});
