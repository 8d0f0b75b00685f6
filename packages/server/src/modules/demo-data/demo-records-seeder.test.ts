import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachSeededDatabase } from '../../test-support/test-database.js';
import { createTestSession, type TestUser } from '../../test-support/test-users.js';
import { currentMetadata } from '../metadata/index.js';
import { recordsDb } from '../records/index.js';
import { dependentPicklists } from './demo-field-values.js';

describeEachSeededDatabase('demo records seeder', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  const calls = recordCalls(
    () => app,
    () => admin,
  );
  const rows = (table: string) => recordsDb(getDatabase().handle).selectFrom(table).selectAll().execute();

  beforeAll(async () => {
    const database = getDatabase().handle;
    app = await createTestApp(database, { seed: true });
    const user = await database.db
      .selectFrom('app_user')
      .select(['id', 'email'])
      .where('email', '=', 'admin@vela.local')
      .executeTakeFirstOrThrow();
    admin = {
      userId: user.id,
      orgId: 'org_demo',
      email: user.email,
      accessToken: await createTestSession(database, user.id),
    };
  });
  afterAll(async () => {
    await app.close();
  });

  it('fills the demo org with accounts, contacts, leads, deals, cases, activities and a project', async () => {
    const counts = Object.fromEntries(
      await Promise.all(
        [
          'obj_account',
          'obj_contact',
          'obj_lead',
          'obj_opportunity',
          'obj_velacase',
          'obj_event',
          'obj_task',
          'obj_product',
          'obj_pricebook',
          'obj_quote',
          'obj_velaorder',
          'obj_invoices',
          'obj_campaign',
          'obj_velakarticle',
          'obj_project',
          'obj_velamilestone',
          'obj_velasubtask',
        ].map(async (table) => [table, (await rows(table)).length]),
      ),
    );
    // The access demo adds 5 accounts (two partner accounts, Tina's, Rob's and Rita's), a lead and 2 deals.
    expect(counts).toMatchObject({ obj_account: 65, obj_contact: 120, obj_lead: 61, obj_opportunity: 52 });
    expect(counts).toMatchObject({ obj_velacase: 40, obj_project: 1, obj_velamilestone: 4 });
    for (const table of [
      'obj_event',
      'obj_task',
      'obj_product',
      'obj_quote',
      'obj_velaorder',
      'obj_invoices',
    ])
      expect(counts[table], table).toBeGreaterThan(0);
  });

  it('links contacts, deals and cases to accounts, and keeps dependent picklists consistent', async () => {
    const accounts = new Set((await rows('obj_account')).map((row) => row.id));
    for (const contact of await rows('obj_contact')) expect(accounts.has(contact.accountid)).toBe(true);
    for (const deal of await rows('obj_opportunity')) expect(accounts.has(deal.khmc)).toBe(true);
    const snapshot = await currentMetadata(getDatabase().handle);
    const caseReasons = dependentPicklists(snapshot, snapshot.byApi.get('velacase')!).get('reason')!;
    for (const row of await rows('obj_velacase'))
      expect(caseReasons.mapping[String(row.type)]).toContain(row.reason);
    const address = dependentPicklists(snapshot, snapshot.byApi.get('account')!);
    for (const row of await rows('obj_account')) {
      for (const level of ['01', '02', '03']) {
        const rule = address.get(`billingaddress${level}`)!;
        const value = row[`billingaddress${level}`];
        if (value !== null) expect(rule.mapping[String(row[rule.control])]).toContain(value);
      }
    }
  });

  it('spreads owners over the demo users, the partner included, and reads back through getDetail', async () => {
    const users = await getDatabase()
      .handle.db.selectFrom('app_user')
      .select(['id', 'email'])
      .where('org_id', '=', 'org_demo')
      // Client pools own their records through an inactive queue user that cannot sign in.
      .where('is_active', '=', 1)
      .execute();
    const owners = new Set((await rows('obj_account')).map((row) => row.ownerid));
    for (const user of users) expect(owners.has(user.id), user.email).toBe(true);
    const [account] = await rows('obj_account');
    const detail = await calls.detail(String(account?.id));
    expect(detail.data.name).toBe(account?.name);
    expect(detail.data.owneridccname).not.toBe('');
  });

  it('seeds the company currency, exchange rates, two taxes and the price-book switch', async () => {
    expect((await calls.call('/tax/listTax', {})).json.data).toHaveLength(2);
    const rate = await calls.call('/product/manage/getCurrencyRate', { recordCurrency: 'EUR' });
    expect(rate.json.data).toMatchObject({ companyCurrency: 'USD', rate: 0.92 });
  });

  it('prices every product in the standard book and gives each demo quote lines that add up to its total', async () => {
    const entries = await rows('obj_pricebookentry');
    expect(entries.length).toBeGreaterThanOrEqual(12);
    const quotes = await rows('obj_quote');
    const lines = await rows('obj_quotedetail');
    for (const quote of quotes) {
      const own = lines.filter((line) => line.quoteid === quote.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      const sum = own.reduce((total, line) => total + Math.round(Number(line.amount) * 100), 0);
      expect(Math.round(Number(quote.amount) * 100)).toBe(sum);
      expect(sum).toBeGreaterThan(0);
    }
  });
});
