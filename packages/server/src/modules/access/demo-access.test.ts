import { UNREADABLE_LOOKUP_NAME } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { callsAs } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestSession, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from '../records/index.js';

/** The demo org's access model: Maria manages Sam, deals and leads are private, Pat sees only Acme's records. */
describeEachDatabase('demo access model', (getDatabase) => {
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

  it("Maria sees and edits Sam's private deals; Sam does not see Maria's; Pat sees only Acme's", async () => {
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
});
