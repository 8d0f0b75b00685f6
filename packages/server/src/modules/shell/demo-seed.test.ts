import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { createTestDatabase, describeEachDatabase } from '../../test-support/test-database.js';
import { createTestSession } from '../../test-support/test-users.js';
import { PARTNER_ACME_LOGO_ID } from './demo-menus.js';
import { shellDemoSeeder } from './demo-seed.js';

it('does nothing, and does not fail, when there is no demo organisation to give apps to', async () => {
  const database = await createTestDatabase('sqlite');
  try {
    await shellDemoSeeder.seed({ database: database.handle, config: testConfig(), now: new Date() });
    const apps = await database.handle.db.selectFrom('application').selectAll().execute();
    expect(apps).toEqual([]);
  } finally {
    await database.dispose();
  }
});

describeEachDatabase('shell: the demo org', (getDatabase) => {
  let app: FastifyInstance;

  const sessionFor = async (email: string) => {
    const user = await getDatabase()
      .handle.db.selectFrom('app_user')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return createTestSession(getDatabase().handle, user.id);
  };
  const post = async (email: string, url: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url,
      payload: {
        head: { appType: 'lightning-main', appVersion: '1.1.1', accessToken: await sessionFor(email) },
        body,
      },
    });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true });
  });
  afterAll(async () => {
    await app.close();
  });

  it('gives the demo admin the five demo apps and lands them in Sales', async () => {
    const apps = (await post('admin@vela.local', '/api/application/getApplicationList', {})).json().data;
    expect(apps.map((entry: { name: string }) => entry.name)).toEqual([
      'Sales',
      'Service Console',
      'Marketing',
      'Partner Portal',
      'Legacy Field Sales',
    ]);
    const menu = (await post('sam.sales@vela.local', '/api/application/showAllTabs', {})).json().data;
    expect(menu.map((item: { name: string }) => item.name)).toContain('Opportunities');
  });

  it('gives the demo partner only the partner app, and the Acme partner logo', async () => {
    const apps = (await post('pat.partner@vela.local', '/api/application/getApplicationList', {})).json()
      .data;
    expect(apps.map((entry: { name: string }) => entry.name)).toEqual(['Partner Portal']);
    const logo = (await post('pat.partner@vela.local', '/api/partnerSetup/getLogoid', {})).json().data;
    expect(logo.logoId).toBe(PARTNER_ACME_LOGO_ID);
  });

  it('seeds the two client scripts and the report flags', async () => {
    const scripts = (
      await post('admin@vela.local', '/api/script/listClientScript', { usageScenario: 'PC' })
    ).json().data;
    expect(scripts.map((script: { phase: string }) => script.phase)).toEqual(['onLoad', 'beforeSave']);
    const flags = (await post('admin@vela.local', '/api/report/getReportEnableList', {})).json().data;
    // Three report kinds, and the demo report that runs but may not be exported (the setup screen's example).
    expect(flags).toHaveLength(4);
    expect(flags).toContainEqual(expect.objectContaining({ run: true, export: false }));
  });

  it('seeds the Sales desk custom page, reached from two menu items: one with the hash marker, one without', async () => {
    const menu = (await post('admin@vela.local', '/api/application/showAllTabs', {})).json().data;
    const more = menu.find((item: { name: string }) => item.name === 'More');
    const named = (name: string) => more.children.find((item: { name: string }) => item.name === name);
    const plain = named('Sales desk');
    const marked = named('Sales desk (embedded)');
    expect(plain).toMatchObject({ iscustom: true, lightningpageId: expect.stringMatching(/^0cp/) });
    expect(marked.lightningpageId).toBe(`#${plain.lightningpageId}`);
    const page = (
      await post('admin@vela.local', '/api/customPage/getCustomPage', { page: plain.lightningpageId })
    ).json().data;
    expect(page.name).toBe('Sales desk');
    expect(page.components.map((component: { kind: string }) => component.kind)).toEqual([
      'richText',
      'listView',
      'listView',
    ]);
  });
});
