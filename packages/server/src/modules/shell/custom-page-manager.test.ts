import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';

/**
 * Setup's custom page manager (issue 18, `costomui/pageList`): an administrator builds a page from text,
 * list views and records, makes it the organisation's default (`defaultCustomPage`), and cannot delete
 * a page a menu opens; every change is in the setup audit trail; bad input is refused by name.
 */
describeEachDatabase('setup: custom page manager', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const as = (user: TestUser) => callsAs(() => app, user);
  const text = { kind: 'richText', blocks: [{ style: 'heading', text: 'Welcome' }] };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_custom_pages');
  });
  afterAll(async () => {
    await app.close();
  });

  it('[issue 18] builds a page, opens it as users see it, and changes it for the next opening', async () => {
    const admin = as(org.admin);
    const saved = await admin.ok('/customPage/save', {
      name: 'Sales corner',
      // The id and prefix of a list are taken from the object, whatever the editor sent.
      components: [text, { kind: 'listView', objectApi: 'account', objId: 'x', prefix: 'zzz' }],
    });
    expect(saved).toMatchObject({ name: 'Sales corner', componentCount: 2, isDefault: false, usedBy: [] });
    const opened = await as(org.rep).ok('/customPage/getCustomPage', { page: saved.id });
    expect(opened.components[1]).toEqual({
      kind: 'listView',
      objectApi: 'Account',
      objId: 'account',
      prefix: '001',
    });

    await admin.ok('/customPage/save', { id: saved.id, name: 'Sales corner', components: [text] });
    expect((await as(org.rep).ok('/customPage/getCustomPage', { page: saved.id })).components).toEqual([
      text,
    ]);
    const listed = await admin.ok('/customPage/list', {});
    expect(listed.pages.map((page: { name: string }) => page.name)).toContain('Sales corner');
  });

  it('[issue 18] one default page per organisation, the one chosen last; none before', async () => {
    const admin = as(org.admin);
    expect(await as(org.rep).ok('/customPage/getDefault', {})).toEqual({ page: null });
    const first = await admin.ok('/customPage/save', { name: 'First', components: [text], isDefault: true });
    const second = await admin.ok('/customPage/save', {
      name: 'Second',
      components: [text],
      isDefault: true,
    });
    const defaults = (await admin.ok('/customPage/list', {})).pages.filter(
      (page: { isDefault: boolean }) => page.isDefault,
    );
    expect(defaults.map((page: { id: string }) => page.id)).toEqual([second.id]);
    expect((await as(org.rep).ok('/customPage/getDefault', {})).page).toMatchObject({
      id: second.id,
      name: 'Second',
    });
    await admin.ok('/customPage/delete', { id: second.id });
    expect(await as(org.rep).ok('/customPage/getDefault', {})).toEqual({ page: null });
    await admin.ok('/customPage/delete', { id: first.id });
  });

  it('[issue 18] a page a menu opens cannot be deleted, naming the app; once out of the menu it can', async () => {
    const admin = as(org.admin);
    const page = await admin.ok('/customPage/save', { name: 'Menu page', components: [text] });
    const harbour = await admin.ok('/setup/apps/save', {
      app: { name: 'Harbour', profileIds: ['standard_user'] },
    });
    await admin.ok('/setup/apps/saveMenu', {
      appId: harbour.id,
      items: [{ kind: 'customPage', name: 'Corner', customPageId: page.id }],
    });
    expect(
      (await admin.ok('/customPage/list', {})).pages.find((one: { id: string }) => one.id === page.id).usedBy,
    ).toEqual(['Harbour']);
    const refused = await admin.call('/customPage/delete', { id: page.id });
    expect(refused.status).toBe(400);
    expect(String(refused.json.returnInfo)).toMatch(/"Menu page" is opened by the menu of Harbour/);
    await admin.ok('/setup/apps/saveMenu', { appId: harbour.id, items: [] });
    await admin.ok('/customPage/delete', { id: page.id });
    expect((await as(org.rep).call('/customPage/getCustomPage', { page: page.id })).status).toBe(404);
  });

  it('[issue 18] refuses bad pages by name and writes nothing', async () => {
    const admin = as(org.admin);
    const before = await admin.ok('/customPage/list', {});
    const refusal = async (body: unknown) => {
      const { status, json } = await admin.call('/customPage/save', body);
      expect(status, JSON.stringify(json)).toBe(400);
      return String(json.returnInfo);
    };
    expect(await refusal({ name: '', components: [] })).toMatch(/name/);
    expect(
      await refusal({
        name: 'X',
        components: [{ kind: 'listView', objectApi: 'Ghost', objId: 'g', prefix: 'g01' }],
      }),
    ).toMatch(/components\.0\.objectApi: no object "Ghost"/);
    expect(await refusal({ name: 'X', components: [{ kind: 'richText', blocks: [] }] })).toMatch(
      /components\.0\.blocks: write some text/,
    );
    expect(await refusal({ name: 'X', components: [{ kind: 'html', html: '<script>' }] })).toMatch(
      /components/,
    );
    expect(await refusal({ name: 'X', components: Array.from({ length: 21 }, () => text) })).toMatch(
      /components/,
    );
    const ghost = await admin.call('/customPage/save', { id: '0cp999999999999', name: 'X', components: [] });
    expect(ghost.status).toBe(404);
    expect((await admin.call('/customPage/delete', { id: '0cp999999999999' })).status).toBe(404);
    expect(await admin.ok('/customPage/list', {})).toEqual(before);
  });

  it('[issue 18] only an administrator manages pages; each change is in the setup audit trail', async () => {
    for (const user of [org.rep, org.manager, org.partnerA]) {
      expect((await as(user).call('/customPage/list', {})).status, user.email).toBe(403);
      expect((await as(user).call('/customPage/save', { name: 'Mine', components: [] })).status).toBe(403);
      expect((await as(user).call('/customPage/delete', { id: 'x' })).status).toBe(403);
    }
    const admin = as(org.admin);
    const page = await admin.ok('/customPage/save', { name: 'Audited', components: [text] });
    await admin.ok('/customPage/save', { id: page.id, name: 'Audited twice', components: [] });
    const trail = await admin.ok('/setup/auditTrail', { area: 'apps' });
    expect(trail.rows[0]).toMatchObject({
      action: '/customPage/save',
      target: 'Custom page › Audited twice',
    });
    expect(JSON.parse(trail.rows[0].before)).toMatchObject({ name: 'Audited' });
    expect(JSON.parse(trail.rows[0].after)).toMatchObject({ name: 'Audited twice', components: [] });
  });
});
