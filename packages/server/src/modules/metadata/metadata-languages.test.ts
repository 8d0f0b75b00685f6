import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { seedShellForOrg } from '../shell/demo-seed.js';
import { syncObjectCatalogue } from './catalogue-sync.js';

interface Labels {
  object: string;
  plural: string;
  field: string;
  country: string;
  section: string;
  rating: string;
  app: string;
  menu: string[];
}

/**
 * The caller's language setting decides the words of every metadata label the server hands out: no
 * `language` in the body, the user's own setting is enough.
 */
describeEachDatabase('metadata labels in the caller language', (getDatabase) => {
  let app: FastifyInstance;
  const users: Record<string, TestUser> = {};
  const call = async (user: TestUser, url: string, body: unknown) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api${url}`,
      payload: envelopeFor(user, body),
    });
    expect(response.statusCode, url).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    const handle = getDatabase().handle;
    app = await createTestApp(handle);
    for (const language of ['en', 'de', 'zh-CN']) {
      const user = await createTestUser(handle);
      await handle.db.updateTable('app_user').set({ language }).where('id', '=', user.userId).execute();
      users[language] = user;
    }
    await seedShellForOrg(handle.db, users.en?.orgId ?? '', new Date('2026-01-01T00:00:00Z'));
  });
  afterAll(async () => {
    await app.close();
  });

  const labelsSeenBy = async (user: TestUser): Promise<Labels> => {
    const objects = await call(user, '/object/getAllObjectList', {});
    const account = objects.find((entry: { id: string }) => entry.id === 'account');
    const fields = await call(user, '/field/getFieldList', { objId: 'account' });
    const fieldNamed = (api: string) => fields.find((field: { apiname: string }) => field.apiname === api);
    const form = await call(user, '/master/getLayoutDetail', { objId: 'account', operation: 'NEW' });
    const rating = await call(user, '/view/getSelectValue', { fieldId: fieldNamed('rating').id });
    const apps = await call(user, '/application/getApplicationList', {});
    const sales = apps.find((entry: { isDefault: boolean }) => entry.isDefault);
    const menu = await call(user, '/application/showAllTabs', { appId: sales.id });
    return {
      object: account.labelname,
      plural: account.pluralLabel,
      field: fieldNamed('name').labelName,
      country: fieldNamed('billingaddress00').labelName,
      section: form.dataList[0].title,
      rating: rating[0].codevalue,
      app: sales.name,
      menu: menu.slice(0, 2).map((item: { name: string }) => item.name),
    };
  };

  it('answers an English caller in English', async () => {
    expect(await labelsSeenBy(users.en as TestUser)).toEqual({
      object: 'Account',
      plural: 'Accounts',
      field: 'Account name',
      country: 'Billing address: country',
      section: 'Account information',
      rating: 'Hot',
      app: 'Sales',
      menu: ['Home', 'Accounts'],
    });
  });

  it('[S1-K-034] answers a German caller in German', async () => {
    expect(await labelsSeenBy(users.de as TestUser)).toEqual({
      object: 'Account',
      plural: 'Accounts',
      field: 'Accountname',
      country: 'Rechnungsadresse: Land',
      section: 'Accountinformationen',
      rating: 'Heiß',
      app: 'Vertrieb',
      menu: ['Startseite', 'Accounts'],
    });
  });

  it('[S1-K-034] answers a Chinese caller in Chinese, and follows a change of language at once', async () => {
    const chinese = users['zh-CN'] as TestUser;
    expect(await labelsSeenBy(chinese)).toEqual({
      object: '客户',
      plural: '客户',
      field: '客户名称',
      country: '账单地址: 国家/地区',
      section: '客户信息',
      rating: '热',
      app: '销售',
      menu: ['首页', '客户'],
    });
    await call(chinese, '/user/saveLanguage', { language: 'en' });
    expect((await labelsSeenBy(chinese)).field).toBe('Account name');
  });

  it("[S1-K-034] names the standard list views in the caller's language; a view an administrator renamed keeps its name", async () => {
    const german = users.de as TestUser;
    const english = users.en as TestUser;
    const names = async (user: TestUser) =>
      (
        (await call(user, '/view/getViewList', { objectApi: 'Account' })).views as Array<{ name: string }>
      ).map((view) => view.name);
    expect(await names(english)).toEqual(
      expect.arrayContaining(['All accounts', 'My accounts', 'Recently modified accounts', 'Hot accounts']),
    );
    expect(await names(german)).toEqual(
      expect.arrayContaining([
        'Alle Accounts',
        'Meine Accounts',
        'Zuletzt geänderte Accounts',
        'Heiße Accounts',
      ]),
    );
    // The list page names its view the same way.
    expect(
      (await call(german, '/view/getViewListData', { objectApi: 'Account', pageSize: 1 })).view.name,
    ).toBe('Alle Accounts');
    const handle = getDatabase().handle;
    const allView = handle.db
      .updateTable('list_view')
      .where('org_id', '=', german.orgId)
      .where('object_id', '=', 'account')
      .where('name', '=', 'All accounts');
    await allView.set({ name: 'Every customer' }).execute();
    expect(await names(german)).toContain('Every customer');
    await handle.db
      .updateTable('list_view')
      .set({ name: 'All accounts' })
      .where('org_id', '=', german.orgId)
      .where('name', '=', 'Every customer')
      .execute();
  });

  it('brings the catalogue translations to a database that lacks them, keeping an administrator wording', async () => {
    const handle = getDatabase().handle;
    const nameField = handle.db
      .selectFrom('meta_field')
      .select('labels_json')
      .where('object_id', '=', 'account')
      .where('api_name', '=', 'name');
    const stored = (await nameField.executeTakeFirstOrThrow()).labels_json;
    await handle.db
      .updateTable('meta_field')
      .set({ labels_json: JSON.stringify({ de: 'Firmenname' }) })
      .where('object_id', '=', 'account')
      .where('api_name', '=', 'name')
      .execute();
    expect(await syncObjectCatalogue(handle)).toBe(true);
    const synced = JSON.parse((await nameField.executeTakeFirstOrThrow()).labels_json);
    expect(synced).toEqual(
      expect.objectContaining({ de: 'Firmenname', 'zh-CN': '客户名称', fr: 'Nom du compte' }),
    );
    expect(await syncObjectCatalogue(handle)).toBe(false);
    await handle.db
      .updateTable('meta_field')
      .set({ labels_json: stored })
      .where('object_id', '=', 'account')
      .where('api_name', '=', 'name')
      .execute();
  });
});
