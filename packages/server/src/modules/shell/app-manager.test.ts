import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { seedShellForOrg } from './demo-seed.js';

interface MenuNode {
  id: string;
  name: string;
  kind: string;
  objectApi: string;
  children: MenuNode[];
}

/**
 * The app manager of setup (issue 18): an administrator creates an app, chooses who sees it and edits
 * its menu; users' next menu fetch shows it, bad input is refused naming the field, every change is
 * in the setup audit trail.
 */
describeEachDatabase('setup: app manager', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  let appId = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_app_manager');
    await as(org.admin).ok('/metadata/createObject', {
      api: 'Vessel',
      label: 'Vessel',
      plural: 'Vessels',
      fields: [{ api: 'imo', type: 'S', label: 'IMO number', length: 20 }],
    });
    const created = await as(org.admin).ok('/setup/apps/save', {
      app: {
        name: 'Harbour',
        labels: { de: 'Hafen', fr: '' },
        bgcolor: '#123456',
        profileIds: ['standard_user', 'system_admin'],
      },
    });
    appId = created.id;
  });
  afterAll(async () => {
    await app.close();
  });

  /** The rep's calls in German: their own language, set and set back. */
  const inGerman = async <T>(work: () => Promise<T>): Promise<T> => {
    await as(org.rep).ok('/user/saveLanguage', { language: 'de' });
    try {
      return await work();
    } finally {
      await as(org.rep).ok('/user/saveLanguage', { language: 'en' });
    }
  };
  const menuOf = async (user: TestUser): Promise<MenuNode[]> =>
    (await as(user).ok('/application/showAllTabs', { appId })) as MenuNode[];

  it('[issue 18] creates an app seen by the profiles chosen, named in the user’s language', async () => {
    const list = await as(org.admin).ok('/setup/apps/list', {});
    expect(list).toContainEqual(
      expect.objectContaining({
        id: appId,
        name: 'Harbour',
        labels: { de: 'Hafen' },
        appState: 1,
        bgcolor: '#123456',
        profileIds: ['standard_user', 'system_admin'],
        itemCount: 0,
      }),
    );
    const repApps = await as(org.rep).ok('/application/getApplicationList', {});
    expect(repApps.map((one: { id: string }) => one.id)).toContain(appId);
    const partnerApps = await as(org.partnerA).ok('/application/getApplicationList', {});
    expect(partnerApps.map((one: { id: string }) => one.id)).not.toContain(appId);

    const german = await inGerman(() => as(org.rep).ok('/application/getApplicationList', {}));
    expect(german.find((one: { id: string }) => one.id === appId)?.name).toBe('Hafen');

    // Only administrators now: the rep's next launcher no longer lists it.
    await as(org.admin).ok('/setup/apps/save', {
      appId,
      app: { name: 'Harbour', labels: { de: 'Hafen' }, bgcolor: '#123456', profileIds: ['system_admin'] },
    });
    const after = await as(org.rep).ok('/application/getApplicationList', {});
    expect(after.map((one: { id: string }) => one.id)).not.toContain(appId);
    expect((await as(org.rep).call('/application/showAllTabs', { appId })).status).toBe(404);
    await as(org.admin).ok('/setup/apps/save', {
      appId,
      app: { name: 'Harbour', labels: { de: 'Hafen' }, bgcolor: '#123456', profileIds: [] },
    });
  });

  it('[issue 18] adds a custom and a standard object tab, a group, a standard tab; reorders; users see it at once', async () => {
    const admin = as(org.admin);
    const { menu } = await admin.ok('/setup/apps/saveMenu', {
      appId,
      items: [
        { kind: 'standard', name: 'Home', standardTabId: 'homePage', isDefaultLaunchTab: true },
        { kind: 'object', name: 'Vessels', labels: { de: 'Schiffe' }, objectApi: 'vessel' },
        { kind: 'object', name: 'Accounts', objectApi: 'Account', openPlace: 'tab', openMode: 'blank' },
        {
          kind: 'group',
          name: 'More',
          children: [
            { kind: 'standard', name: 'Reports', standardTabId: 'report' },
            { kind: 'web', name: 'Help', url: '/help' },
          ],
        },
      ],
    });
    expect(menu.map((item: MenuNode) => [item.kind, item.name])).toEqual([
      ['standard', 'Home'],
      ['object', 'Vessels'],
      ['object', 'Accounts'],
      ['group', 'More'],
    ]);
    // The custom object is stored by its real API name, as the shell opens it.
    expect(menu[1].objectApi).toBe('Vessel');

    const seen = await menuOf(org.rep);
    expect(seen.map((item) => item.name)).toEqual(['Home', 'Vessels', 'Accounts', 'More']);
    expect(seen[1]).toMatchObject({ type: 'object', objectApi: 'Vessel', objId: 'vessel' });
    expect(seen[2]).toMatchObject({ openPlace: 'tab', openMode: 'blank' });
    expect(seen[3]?.children.map((item) => item.name)).toEqual(['Reports', 'Help']);
    const german = await inGerman(() => menuOf(org.rep));
    expect(german[1]?.name).toBe('Schiffe');

    // Move Accounts up, rename it, take Help out of the group to the end, drop Reports.
    const [home, vessels, accounts, more] = menu as MenuNode[];
    const help = more?.children[1];
    await admin.ok('/setup/apps/saveMenu', {
      appId,
      items: [
        { id: home?.id, kind: 'standard', name: 'Home', standardTabId: 'homePage' },
        { id: accounts?.id, kind: 'object', name: 'Customers', objectApi: 'Account' },
        { id: vessels?.id, kind: 'object', name: 'Vessels', objectApi: 'Vessel' },
        { id: more?.id, kind: 'group', name: 'More', children: [] },
        { id: help?.id, kind: 'web', name: 'Help', url: '/help' },
      ],
    });
    const next = await menuOf(org.rep);
    expect(next.map((item) => item.name)).toEqual(['Home', 'Customers', 'Vessels', 'More', 'Help']);
    // Kept items keep their ids; the removed one is gone.
    expect(next[1]?.id).toBe(accounts?.id);
    expect(next[4]?.id).toBe(help?.id);
    expect(next[3]?.children).toEqual([]);
    expect((await admin.ok('/setup/apps/get', { appId })).app.itemCount).toBe(5);
  });

  it('[issue 18] refuses bad input naming the field, and changes nothing', async () => {
    const admin = as(org.admin);
    const before = await menuOf(org.rep);
    const refusal = async (items: unknown[]) => {
      const { status, json } = await admin.call('/setup/apps/saveMenu', { appId, items });
      expect(status, JSON.stringify(json)).toBe(400);
      return String(json.returnInfo);
    };
    expect(await refusal([{ kind: 'object', name: 'Ghosts', objectApi: 'Ghost' }])).toMatch(
      /items\.0\.objectApi: no object "Ghost"/,
    );
    expect(
      await refusal([
        { kind: 'object', name: 'Accounts', objectApi: 'Account' },
        { kind: 'object', name: 'Accounts again', objectApi: 'account' },
      ]),
    ).toMatch(/items\.1: "Accounts again" opens the same as items\.0/);
    expect(await refusal([{ kind: 'object', name: '  ', objectApi: 'Account' }])).toMatch(
      /items\.0\.name: write a label/,
    );
    expect(await refusal([{ kind: 'standard', name: 'Nowhere', standardTabId: 'nowhere' }])).toMatch(
      /items\.0\.standardTabId: no standard tab "nowhere"/,
    );
    expect(await refusal([{ kind: 'web', name: 'Bad', url: 'javascript:alert(1)' }])).toMatch(
      /items\.0\.url/,
    );
    expect(
      await refusal([{ kind: 'group', name: 'G', children: [{ kind: 'group', name: 'Inner' }] }]),
    ).toMatch(/items\.0\.children\.0\.kind/);
    expect(await refusal([{ id: 'nope', kind: 'object', name: 'X', objectApi: 'Account' }])).toMatch(
      /items\.0\.id: "nope" is not an item of this app/,
    );
    const badApp = await admin.call('/setup/apps/save', { app: { name: 'Bad', profileIds: ['ghost'] } });
    expect(badApp.status).toBe(400);
    expect(String(badApp.json.returnInfo)).toMatch(/app\.profileIds\.0: no profile "ghost"/);
    const noName = await admin.call('/setup/apps/save', { app: { name: '' } });
    expect(String(noName.json.returnInfo)).toMatch(/app\.name: write a name/);
    expect(await menuOf(org.rep)).toEqual(before);
  });

  it('[issue 18] only an administrator manages apps; each change is in the setup audit trail', async () => {
    for (const user of [org.rep, org.manager, org.partnerA]) {
      expect((await as(user).call('/setup/apps/list', {})).status, user.email).toBe(403);
      expect((await as(user).call('/setup/apps/get', { appId })).status, user.email).toBe(403);
      expect((await as(user).call('/setup/apps/save', { app: { name: 'Mine' } })).status, user.email).toBe(
        403,
      );
      expect((await as(user).call('/setup/apps/saveMenu', { appId, items: [] })).status, user.email).toBe(
        403,
      );
    }
    const admin = as(org.admin);
    await admin.ok('/setup/apps/saveMenu', {
      appId,
      items: [{ kind: 'object', name: 'Vessels', objectApi: 'Vessel' }],
    });
    const trail = await admin.ok('/setup/auditTrail', { area: 'apps' });
    const entry = trail.rows[0];
    expect(entry).toMatchObject({ area: 'apps', action: '/setup/apps/saveMenu', target: 'Harbour › menu' });
    expect(JSON.parse(entry.before)).toContain('Customers (object Account)');
    expect(JSON.parse(entry.after)).toEqual(['Vessels (object Vessel)']);
    expect(trail.rows.some((row: { action: string }) => row.action === '/setup/apps/save')).toBe(true);
  });

  it('[issue 18] the demo apps’ menus, saved back unchanged, stay as they were: bots, scripts, routes, pages and params kept', async () => {
    await seedShellForOrg(getDatabase().handle.db, org.orgId, new Date('2026-11-28T12:00:00Z'));
    const apps = await as(org.admin).ok('/setup/apps/list', {});
    for (const one of apps as Array<{ id: string; name: string }>) {
      const before = await as(org.admin).ok('/application/showAllTabs', { appId: one.id });
      const { menu } = await as(org.admin).ok('/setup/apps/get', { appId: one.id });
      await as(org.admin).ok('/setup/apps/saveMenu', { appId: one.id, items: menu });
      expect(await as(org.admin).ok('/application/showAllTabs', { appId: one.id }), one.name).toEqual(before);
    }
  });
});
