import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/**
 * The app editor's logo and deleting an app (issue 18): an uploaded PNG or JPEG becomes the logo the
 * launcher serves, a wrong file is refused by name, '' brings the monogram back; an app is deleted with
 * its menu and audience, the default app and the last enabled one are refused, every change audited.
 */
describeEachDatabase('setup: app logo and deleting an app', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  const logoServed = async (appId: string, user: TestUser) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/application/getAppLogo?id=${appId}`,
      headers: { accesstoken: user.accessToken },
    });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_app_logo');
  });
  afterAll(async () => {
    await app.close();
  });

  it('[issue 18] an uploaded logo is served to users; a file that is not a PNG or JPEG is refused; blank brings the monogram back', async () => {
    const admin = as(org.admin);
    const made = await admin.ok('/setup/apps/save', { app: { name: 'Quay', logo: PNG } });
    expect(made.logo).toBe(PNG);
    const served = await logoServed(made.id, org.rep);
    expect(served).toContain(`<image href="${PNG}"`);
    expect(served).not.toContain('<script');

    // Saving other properties without a logo keeps it.
    const renamed = await admin.ok('/setup/apps/save', { appId: made.id, app: { name: 'Quay side' } });
    expect(renamed.logo).toBe(PNG);

    for (const [logo, reason] of [
      ['data:image/svg+xml;base64,PHN2Zy8+', 'app.logo: the logo must be a PNG or JPEG image'],
      [
        'data:image/png;base64,SGVsbG8gd29ybGQ=',
        "app.logo: the logo's file is not the PNG or JPEG image it says it is",
      ],
      ['<svg onload="alert(1)"/>', 'app.logo: the logo must be a PNG or JPEG image'],
    ] as const) {
      const { status, json } = await admin.call('/setup/apps/save', {
        appId: made.id,
        app: { name: 'Quay side', logo },
      });
      expect(status, logo).toBe(400);
      expect(json.returnInfo).toContain(reason);
    }
    expect((await admin.ok('/setup/apps/get', { appId: made.id })).app.logo).toBe(PNG);

    const cleared = await admin.ok('/setup/apps/save', {
      appId: made.id,
      app: { name: 'Quay side', logo: '' },
    });
    expect(cleared.logo).toBe('');
    expect(await logoServed(made.id, org.rep)).not.toContain('<image');

    // The trail keeps the logo's kind and size, not the picture.
    const trail = await admin.ok('/setup/auditTrail', { area: 'apps' });
    const first = trail.rows.find((row: { after: string }) => row.after?.includes('image/png'));
    expect(first, 'an audited logo').toBeTruthy();
    expect(first.after).not.toContain('base64');
  });

  it('[issue 18] deletes an app with its menu and audience; refuses the default app and the only enabled one', async () => {
    const admin = as(org.admin);
    const kept = await admin.ok('/setup/apps/save', { app: { name: 'Keeper', isDefault: true } });
    const doomed = await admin.ok('/setup/apps/save', {
      app: { name: 'Doomed', profileIds: ['standard_user'] },
    });
    await admin.ok('/setup/apps/saveMenu', {
      appId: doomed.id,
      items: [
        { kind: 'standard', name: 'Home', standardTabId: 'homePage' },
        {
          kind: 'group',
          name: 'More',
          children: [{ kind: 'standard', name: 'Reports', standardTabId: 'report' }],
        },
      ],
    });
    // The rep opened it: their current app is remembered.
    await as(org.rep).ok('/application/showAllTabs', { appId: doomed.id });

    const refusal = async (appId: string) => {
      const { status, json } = await admin.call('/setup/apps/delete', { appId });
      expect(status, JSON.stringify(json)).toBe(400);
      return String(json.returnInfo);
    };
    expect(await refusal(kept.id)).toContain(
      '"Keeper" is the default app; make another app the default first',
    );
    expect((await admin.call('/setup/apps/delete', { appId: 'ghost' })).status).toBe(404);
    for (const user of [org.rep, org.partnerA])
      expect((await as(user).call('/setup/apps/delete', { appId: doomed.id })).status, user.email).toBe(403);

    expect(await admin.ok('/setup/apps/delete', { appId: doomed.id })).toEqual({
      appId: doomed.id,
      deleted: true,
    });
    const list = (await admin.ok('/setup/apps/list', {})) as Array<{ id: string }>;
    expect(list.map((one) => one.id)).not.toContain(doomed.id);
    expect((await as(org.rep).call('/application/showAllTabs', { appId: doomed.id })).status).toBe(404);
    const repApps = (await as(org.rep).ok('/application/getApplicationList', {})) as Array<{ id: string }>;
    expect(repApps.map((one) => one.id)).not.toContain(doomed.id);
    const { db } = getDatabase().handle;
    expect(await db.selectFrom('menu_item').select('id').where('app_id', '=', doomed.id).execute()).toEqual(
      [],
    );

    const trail = await admin.ok('/setup/auditTrail', { area: 'apps' });
    const entry = trail.rows.find((row: { action: string }) => row.action === '/setup/apps/delete');
    expect(entry).toMatchObject({ target: 'Doomed' });
    expect(JSON.parse(entry.before).menu).toContain('Home (standard homePage)');

    // The last enabled app stays: every other one is disabled or deleted first.
    for (const one of list.filter((entry) => entry.id !== kept.id))
      await admin.ok('/setup/apps/delete', { appId: one.id });
    const alone = (await admin.ok('/setup/apps/list', {})) as Array<{ id: string }>;
    expect(alone.map((one) => one.id)).toEqual([kept.id]);
    // A disabled app takes the default flag: Keeper may now go, but it is the only enabled one.
    await admin.ok('/setup/apps/save', { app: { name: 'Other', isDefault: true, appState: 0 } });
    expect(await refusal(kept.id)).toBe(
      'appId: "Keeper" is the only enabled app; users would have none to open',
    );
  });
});
