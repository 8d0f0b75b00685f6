import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { seedShellForOrg } from './demo-seed.js';
import type { Application, MenuItem } from './schemas.js';

describeEachDatabase('shell: applications and menus', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let partner: TestUser;
  let apps: Application[];

  const db = () => getDatabase().handle.db;
  const post = (user: TestUser, url: string, body: unknown) =>
    app.inject({ method: 'POST', url, payload: envelopeFor(user, body) });
  const appNamed = (name: string) => {
    const found = apps.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no app named ${name}`);
    return found;
  };
  const menuOf = async (user: TestUser, appId?: string): Promise<MenuItem[]> => {
    const response = await post(user, '/api/application/showAllTabs', appId ? { appId } : {});
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const itemNamed = (items: MenuItem[], name: string): MenuItem => {
    const found = items.find((item) => item.name === name);
    if (!found) throw new Error(`no menu item named ${name}`);
    return found;
  };

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

  describe('POST /api/application/getApplicationList', () => {
    it('[S1-C-016][S1-D-004] lists every app of the organisation in launcher order, with state, colour and logo address', async () => {
      expect(apps.map((entry) => entry.name)).toEqual([
        'Sales',
        'Service Console',
        'Marketing',
        'Partner Portal',
        'Legacy Field Sales',
      ]);
      expect(appNamed('Sales')).toEqual({
        id: expect.stringMatching(/^02u/),
        name: 'Sales',
        appState: 1,
        bgcolor: '#0b5cab',
        logourl: `/api/application/getAppLogo?id=${appNamed('Sales').id}&bgcolor=%230b5cab`,
        navigationStyle: 'horizontal',
        description: expect.any(String),
        isDefault: true,
      });
      expect(appNamed('Service Console')).toMatchObject({ navigationStyle: 'console', bgcolor: '#2e844a' });
      expect(appNamed('Legacy Field Sales').appState).toBe(0);
    });

    it('shows a partner user only the apps flagged for partners', async () => {
      const response = await post(partner, '/api/application/getApplicationList', {});
      expect(response.json().data.map((entry: Application) => entry.name)).toEqual(['Partner Portal']);
    });

    it.each([
      { filter: { appState: 0 }, names: ['Legacy Field Sales'] },
      { filter: { navigationStyle: 'console' }, names: ['Service Console'] },
      { filter: { keyword: 'SALES' }, names: ['Sales', 'Legacy Field Sales'] },
    ])('narrows the list by $filter', async ({ filter, names }) => {
      const response = await post(admin, '/api/application/getApplicationList', filter);
      expect(response.json().data.map((entry: Application) => entry.name)).toEqual(names);
    });

    it.each([
      { body: { appState: 2 }, field: 'body.body.appState' },
      { body: { navigationStyle: 'vertical' }, field: 'body.body.navigationStyle' },
      { body: { keyword: 7 }, field: 'body.body.keyword' },
      { body: { orgId: 'other' }, field: 'orgId' },
    ])('refuses $body with a 400 naming $field', async ({ body, field }) => {
      const response = await post(admin, '/api/application/getApplicationList', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain(field);
    });
  });

  describe('POST /api/application/showAllTabs', () => {
    it('[S1-C-015][S1-D-005][S1-D-006][S1-D-007] answers the Sales menu items with every field of a menu item', async () => {
      const menu = await menuOf(admin, appNamed('Sales').id);
      expect(menu.map((item) => item.name)).toEqual([
        'Home',
        'Accounts',
        'Contacts',
        'Leads',
        'Opportunities',
        'Quotes',
        'Orders',
        'Reports',
        'Dashboards',
        'Calendar',
        'Sales assistant',
        'Help',
        'Territory check',
        'More',
      ]);
      const accounts = itemNamed(menu, 'Accounts');
      expect(accounts).toEqual({
        id: expect.stringMatching(/^01r/),
        name: 'Accounts',
        type: 'object',
        objectApi: 'Account',
        objId: 'account',
        prefix: '001',
        tabName: 'Accounts',
        viewId: '',
        layoutType: 'list',
        url: '',
        iscustom: false,
        lightningpageId: '',
        functionCode: '',
        level1Id: accounts.id,
        level2Id: '',
        isfixed: false,
        isDefaultLaunchTab: false,
        tabAction: ['new', 'import', 'export'],
        children: [],
        routerName: '',
        params: {},
        standardTabId: '',
        openPlace: '',
        openMode: '',
      });
      expect(itemNamed(menu, 'Home')).toMatchObject({
        type: '',
        standardTabId: 'homePage',
        isfixed: true,
        isDefaultLaunchTab: true,
      });
      expect(itemNamed(menu, 'Opportunities')).toMatchObject({
        objectApi: 'Opportunity',
        objId: 'opportunity',
        prefix: '006',
        layoutType: 'Kanban',
      });
      expect(itemNamed(menu, 'Quotes')).toMatchObject({ objectApi: 'quote', objId: 'quote', prefix: 'a0q' });
      expect(itemNamed(menu, 'Orders')).toMatchObject({ objId: 'velaorder', prefix: '801' });
      expect(itemNamed(menu, 'Reports').standardTabId).toBe('report');
      expect(itemNamed(menu, 'Sales assistant')).toMatchObject({ type: 'bot', functionCode: 'agent_sales' });
      expect(itemNamed(menu, 'Help')).toMatchObject({ type: 'web', url: '/help' });
      expect(itemNamed(menu, 'Territory check').type).toBe('script');
      // S1-D-007: the third layout type, splitscreen, on the console app's cases.
      const caseMenu = await menuOf(admin, appNamed('Service Console').id);
      expect(itemNamed(caseMenu, 'Cases')).toMatchObject({ type: 'object', layoutType: 'splitscreen' });
    });

    it('[S1-D-005] nests second-level items under their group, with level1Id the group and level2Id the item', async () => {
      const more = itemNamed(await menuOf(admin, appNamed('Sales').id), 'More');
      expect(more.children.map((child) => child.name)).toContain('Cases');
      const cases = itemNamed(more.children, 'Cases');
      expect(cases).toMatchObject({
        objectApi: 'velacase',
        objId: 'velacase',
        prefix: '500',
        level1Id: more.id,
        level2Id: cases.id,
        children: [],
      });
      expect(itemNamed(more.children, 'Client pool for leads')).toMatchObject({
        standardTabId: 'clientPoolLead',
        prefix: '004',
      });
    });

    it('[S1-B-057] answers the default enabled app when no appId is given and the user has opened none', async () => {
      const user = await createTestUser(getDatabase().handle);
      const menu = await menuOf(user);
      expect(menu.map((item) => item.name)).toContain('Opportunities');
      expect(menu[0]?.standardTabId).toBe('homePage');
    });

    it('[S1-B-057] answers the app the user last opened when no appId is given, but never a disabled one', async () => {
      const user = await createTestUser(getDatabase().handle);
      await menuOf(user, appNamed('Marketing').id);
      expect((await menuOf(user)).map((item) => item.name)).toEqual([
        'Campaigns',
        'Market form',
        'Social',
        'Landing pages',
      ]);
      await menuOf(user, appNamed('Legacy Field Sales').id);
      expect((await menuOf(user)).map((item) => item.name)).toContain('Market form');
    });

    it('[S1-B-057] falls back to the first enabled app when no app is the default', async () => {
      const user = await createTestUser(getDatabase().handle);
      await db()
        .updateTable('application')
        .set({ is_default: 0 })
        .where('org_id', '=', admin.orgId)
        .execute();
      await db()
        .updateTable('application')
        .set({ app_state: 0 })
        .where('id', '=', appNamed('Sales').id)
        .execute();
      try {
        const menu = await menuOf(user);
        expect(menu.map((item) => item.name)).toContain('Dispatching units');
      } finally {
        await db()
          .updateTable('application')
          .set({ is_default: 1, app_state: 1 })
          .where('id', '=', appNamed('Sales').id)
          .execute();
      }
    });

    it('answers the Service Console and Marketing menus as seeded', async () => {
      const console = await menuOf(admin, appNamed('Service Console').id);
      expect(console.map((item) => item.name)).toEqual([
        'Cases',
        'Accounts',
        'Contacts',
        'Knowledge',
        'Dispatching units',
        'Shift plan',
        'Service resources',
      ]);
      expect(itemNamed(console, 'Dispatching units').standardTabId).toBe('dispatchingUnits');
      expect(itemNamed(console, 'Shift plan')).toMatchObject({
        standardTabId: 'shiftPlan',
        objectApi: 'Shift',
      });
      const marketing = await menuOf(admin, appNamed('Marketing').id);
      expect(itemNamed(marketing, 'Market form').standardTabId).toBe('marketForm');
      expect(itemNamed(marketing, 'Campaigns')).toMatchObject({ openPlace: '', openMode: '' });
    });

    it('[S1-B-048] menu items carry their opening place and mode; one the shell does not know answers as the default, not an error', async () => {
      const more = itemNamed(await menuOf(admin, appNamed('Sales').id), 'More').children;
      // As seeded: a list in a dialog, and a list in a new browser tab.
      expect(itemNamed(more, 'Contact quick look')).toMatchObject({ openPlace: 'dialog', openMode: '' });
      expect(itemNamed(more, 'Leads in a new tab')).toMatchObject({ openPlace: 'tab', openMode: 'blank' });
      const id = itemNamed(more, 'Contact quick look').id;
      await db()
        .updateTable('menu_item')
        .set({ open_place: 'popup', open_mode: 'window' })
        .where('id', '=', id)
        .execute();
      try {
        const again = itemNamed(await menuOf(admin, appNamed('Sales').id), 'More').children;
        expect(itemNamed(again, 'Contact quick look')).toMatchObject({ openPlace: '', openMode: '' });
      } finally {
        await db()
          .updateTable('menu_item')
          .set({ open_place: 'dialog', open_mode: '' })
          .where('id', '=', id)
          .execute();
      }
    });

    it('lets a partner user open the partner app, answering it by default', async () => {
      const menu = await menuOf(partner);
      expect(menu.map((item) => item.name)).toEqual(['Accounts', 'Opportunities', 'Cases']);
    });

    it('answers 404 when a partner user asks for an app not flagged for partners', async () => {
      const response = await post(partner, '/api/application/showAllTabs', { appId: appNamed('Sales').id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ result: false, returnCode: '404' });
    });

    it('answers 404 for an app of another organisation', async () => {
      const outsider = await createTestUser(getDatabase().handle, { orgId: 'org_other' });
      const response = await post(outsider, '/api/application/showAllTabs', { appId: appNamed('Sales').id });
      expect(response.statusCode).toBe(404);
      expect((await menuOf(outsider)).length).toBe(0);
    });

    it.each([
      { body: { appId: 12 }, field: 'body.body.appId' },
      { body: { appId: '' }, field: 'body.body.appId' },
      { body: { appId: 'a b' }, field: 'body.body.appId' },
      { body: { appid: 'x' }, field: 'appid' },
    ])('refuses $body with a 400 naming $field', async ({ body, field }) => {
      const response = await post(admin, '/api/application/showAllTabs', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().returnInfo).toContain(field);
    });
  });
});
