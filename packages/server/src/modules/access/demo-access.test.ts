import { UNREADABLE_LOOKUP_NAME } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callsAs } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachSeededDatabase } from '../../test-support/test-database.js';
import { createTestSession, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from '../records/index.js';

/** The demo org's access model: Maria manages Sam, deals and leads are private, Pat sees only Acme's records. */
describeEachSeededDatabase('demo access model', (getDatabase) => {
  let app: FastifyInstance;
  const users: Record<string, TestUser> = {};
  const getApp = () => app;

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { seed: true });
    const rows = await getDatabase()
      .handle.db.selectFrom('app_user')
      .select(['id', 'org_id', 'email'])
      .execute();
    for (const row of rows) {
      const key = row.email.split(/[.@]/)[0] ?? row.email;
      users[key] = {
        userId: row.id,
        orgId: row.org_id,
        email: row.email,
        accessToken: await createTestSession(getDatabase().handle, row.id),
      };
    }
  });
  afterAll(async () => {
    await app.close();
  });

  const dealsOwnedBy = async (email: string) => {
    const owner = Object.values(users).find((user) => user.email === email);
    return recordsDb(getDatabase().handle)
      .selectFrom('obj_opportunity')
      .select(['id', 'name'])
      .where('ownerid', '=', owner?.userId ?? '')
      .where('is_deleted', '=', 0)
      .execute();
  };

  it("[S1-C-024] Maria sees and edits Sam's private deals; Sam does not see Maria's; Pat sees only Acme's (the record permission call)", async () => {
    const [samDeal] = await dealsOwnedBy('sam.sales@vela.local');
    const [mariaDeal] = await dealsOwnedBy('maria.manager@vela.local');
    const [patDeal] = await dealsOwnedBy('pat.partner@vela.local');
    expect(samDeal && mariaDeal && patDeal).toBeTruthy();
    const rights = async (user: TestUser | undefined, id: string) => {
      const { status, json } = await callsAs(getApp, user as TestUser).call(
        '/objectdetail/getPermissionById',
        { id },
      );
      return status === 200 ? json.data : null;
    };
    expect(await rights(users.maria, String(samDeal?.id))).toMatchObject({
      isQuery: true,
      isEdit: true,
      isDelete: true,
    });
    expect(await rights(users.sam, String(mariaDeal?.id))).toBeNull();
    expect(await rights(users.admin, String(mariaDeal?.id))).toMatchObject({ isQuery: true, isEdit: true });
    expect(await rights(users.pat, String(samDeal?.id))).toBeNull();
    expect(await rights(users.pat, String(patDeal?.id))).toMatchObject({ isQuery: true, isEdit: true });
  });

  it("Pat never sees an account's annual revenue; standard users may not change a deal's probability", async () => {
    const [patAccount] = await recordsDb(getDatabase().handle)
      .selectFrom('obj_account')
      .select(['id'])
      .where('ownerid', '=', users.pat?.userId ?? '')
      .execute();
    const detail = await callsAs(getApp, users.pat as TestUser).detail(String(patAccount?.id));
    expect(detail.data.name).toBeTruthy();
    expect(detail.data).not.toHaveProperty('annualrevenue');
    const [samDeal] = await dealsOwnedBy('sam.sales@vela.local');
    const refused = await callsAs(getApp, users.sam as TestUser).save('Opportunity', {
      id: samDeal?.id,
      probability: 99,
    });
    expect(refused).toMatchObject({ isSaveSuccess: false, errorField: 'probability' });
  });

  it('every object of the demo org lists with no parameters but its name, sorted by its name field where it has one', async () => {
    const admin = callsAs(getApp, users.admin as TestUser);
    const objects: Array<{ objectapi: string }> = await admin.ok('/object/getAllObjectList', {});
    expect(objects.length).toBeGreaterThan(20);
    const refused: string[] = [];
    for (const { objectapi } of objects) {
      const { status, json } = await admin.call('/view/getViewListData', { objectApi: objectapi });
      if (status !== 200 || !json.result) refused.push(`${objectapi}: ${json.returnInfo}`);
    }
    expect(refused).toEqual([]);
    // A case is named by its subject; the list comes back in subject order.
    const cases = await admin.ok('/view/getViewListData', { objectApi: 'velacase', pageSize: 50 });
    const subjects: string[] = cases.rows.map((row: { subject: string }) => row.subject.toLowerCase());
    expect(subjects.length).toBeGreaterThan(1);
    expect(subjects).toEqual([...subjects].sort());
  });

  it("Sam's default lists show a deal or order he may not read as its id and the placeholder, never its name", async () => {
    const sam = callsAs(getApp, users.sam as TestUser);
    // A payment detail everyone reads, naming an order of Maria's that Sam may not read.
    const [mariasOrder] = await recordsDb(getDatabase().handle)
      .selectFrom('obj_velaorder')
      .select(['id'])
      .where('ownerid', '=', users.maria?.userId ?? '')
      .where('is_deleted', '=', 0)
      .execute();
    const detail = await callsAs(getApp, users.admin as TestUser).save('velaproceeddetail', {
      name: 'PAY-LEAK-CHECK',
      paymentdate: '2026-11-02',
      amount: 10,
      velaorder: mariasOrder?.id,
    });
    expect(detail.isSaveSuccess, detail.errormessage).toBe(true);
    const shown = new Map<string, Set<string>>();
    for (const objectApi of ['quote', 'Invoices', 'velaproceed', 'velaproceeddetail']) {
      const { json } = await sam.call('/view/getViewListData', { objectApi, pageSize: 200 });
      expect(json.result, JSON.stringify(json).slice(0, 300)).toBe(true);
      for (const row of json.data.rows as Array<Record<string, unknown>>) {
        for (const [key, value] of Object.entries(row)) {
          const id = row[key.replace(/ccname$/, '')];
          if (!key.endsWith('ccname') || typeof id !== 'string' || !/^(006|801)/.test(id)) continue;
          shown.set(id, (shown.get(id) ?? new Set()).add(String(value)));
        }
      }
    }
    const names = new Map<string, string>();
    for (const table of ['obj_opportunity', 'obj_velaorder']) {
      const rows = await recordsDb(getDatabase().handle).selectFrom(table).select(['id', 'name']).execute();
      for (const row of rows) names.set(String(row.id), String(row.name));
    }
    let hiddenSeen = 0;
    for (const [id, values] of shown) {
      const { status } = await sam.call('/objectdetail/getPermissionById', { id });
      if (status === 200) {
        expect([...values], id).toEqual([names.get(id)]);
      } else {
        hiddenSeen += 1;
        expect([...values], id).toEqual([UNREADABLE_LOOKUP_NAME]);
      }
    }
    expect(hiddenSeen).toBeGreaterThan(0);
  });

  it("[S1-P-005] controlled by parent: Sam reads no quote, quote line or invoice of a deal or order he may not read, and does read his own deal's quotes", async () => {
    const sam = callsAs(getApp, users.sam as TestUser);
    const admin = callsAs(getApp, users.admin as TestUser);
    const reads = async (id: string) =>
      (await sam.call('/objectdetail/getPermissionById', { id })).status === 200;
    const db = recordsDb(getDatabase().handle);
    const children = [
      { table: 'obj_quote', parent: 'opportunityid' },
      { table: 'obj_quotedetail', parent: 'quoteid' },
      { table: 'obj_invoices', parent: 'orderid' },
      { table: 'obj_velaorderdetail', parent: 'orderid' },
    ];
    const seen = { hidden: 0, shown: 0 };
    for (const { table, parent } of children) {
      const rows = await db
        .selectFrom(table)
        .select(['id', parent])
        .where('is_deleted', '=', 0)
        .where(parent, 'is not', null)
        .limit(40)
        .execute();
      for (const row of rows) {
        const parentId = String(row[parent]);
        const parentReadable = await reads(parentId);
        expect(await reads(String(row.id)), `${table} ${row.id} of ${parentId}`).toBe(parentReadable);
        seen[parentReadable ? 'shown' : 'hidden'] += 1;
      }
    }
    expect(seen.hidden).toBeGreaterThan(0);
    expect(seen.shown).toBeGreaterThan(0);
    // The list says the same as the record: no quote of an unreadable deal in Sam's quotes.
    const quotes = await sam.ok('/view/getViewListData', { objectApi: 'quote', pageSize: 200 });
    for (const row of quotes.rows as Array<{ id: string; opportunityid: string | null }>)
      if (row.opportunityid) expect(await reads(row.opportunityid), row.id).toBe(true);
    // An administrator who says otherwise for quotes opens them to everyone again.
    await admin.ok('/access/owd/save', { objectApi: 'quote', defaultAccess: 'publicReadOnly' });
    try {
      const [quote] = await db.selectFrom('obj_quote').select(['id']).where('is_deleted', '=', 0).execute();
      expect(await reads(String(quote?.id))).toBe(true);
    } finally {
      await admin.ok('/access/owd/save', { objectApi: 'quote', defaultAccess: 'controlledByParent' });
    }
  });

  it("[S1-P-001] object access follows the profile, not the app menu: Pat opens the Leads list by its address and sees only his partner account's leads", async () => {
    const pat = callsAs(getApp, users.pat as TestUser);
    const list = await pat.ok('/view/getViewListData', { objectApi: 'Lead', pageSize: 200 });
    const partnerUsers = new Set(
      (
        await getDatabase()
          .handle.db.selectFrom('app_user')
          .select(['id'])
          .where('partner_account_id', '=', users.pat?.userId ? await partnerAccountOf(users.pat.userId) : '')
          .execute()
      ).map((row) => row.id),
    );
    const everyLead = await recordsDb(getDatabase().handle)
      .selectFrom('obj_lead')
      .select(['id'])
      .where('is_deleted', '=', 0)
      .execute();
    expect(list.rows.length).toBeLessThan(everyLead.length);
    for (const row of list.rows as Array<{ id: string; ownerid: string }>)
      expect(partnerUsers.has(row.ownerid), `lead ${row.id} owned by ${row.ownerid}`).toBe(true);
  });

  async function partnerAccountOf(userId: string): Promise<string> {
    const row = await getDatabase()
      .handle.db.selectFrom('app_user')
      .select(['partner_account_id'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return String(row.partner_account_id);
  }
});
