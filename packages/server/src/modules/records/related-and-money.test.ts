import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';

describeEachDatabase('related items, event conflicts and money settings', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  const { call, create } = recordCalls(
    () => app,
    () => user,
  );
  const get = async (url: string) =>
    (
      await app.inject({ method: 'GET', url: `/api${url}`, headers: { accesstoken: user.accessToken } })
    ).json();

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle);
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S2-C-043] pages through records by name', async () => {
    for (const name of ['Query A1', 'Query A2', 'Query B1']) await create('Account', { name });
    const { json } = await call('/objectdetail/queryMoreDataByName', {
      objId: 'account',
      name: 'query a',
      pageSize: 1,
      page: 2,
    });
    expect(json.data).toEqual({ dataList: [expect.objectContaining({ name: 'Query A2' })], hasMore: false });
  });

  it('[S2-C-040] lists the related records of a record by object', async () => {
    const account = await create('Account', { name: 'Related Parent' });
    await create('Contact', { name: 'Child One', accountid: account });
    await create('Contact', { name: 'Child Two', accountid: account });
    const { json } = await call('/objectdetail/getDetailRelatedItems', { id: account });
    const contacts = json.data.find(
      (list: { objId: string; fieldApi: string }) =>
        list.objId === 'contact' && list.fieldApi === 'accountid',
    );
    expect(contacts.totalCount).toBe(2);
    expect(contacts.dataList.map((row: { name: string }) => row.name).sort()).toEqual([
      'Child One',
      'Child Two',
    ]);
    expect((await call('/objectdetail/getDetailRelatedItems', { id: '001AAAAAAAAAAAAAAA' })).status).toBe(
      404,
    );
  });

  it('[S2-C-016] [S2-D-029] answers code 400 with the overlapping events, paged by page and pagesize', async () => {
    await create('Event', {
      subject: 'Standup',
      begintime: '2026-06-01 09:00:00',
      endtime: '2026-06-01 10:00:00',
    });
    await create('Event', {
      subject: 'Review',
      begintime: '2026-06-01T09:30:00Z',
      endtime: '2026-06-01T11:00:00Z',
    });
    await create('Event', {
      subject: 'Lunch',
      begintime: '2026-06-01 12:00:00',
      endtime: '2026-06-01 13:00:00',
    });
    const payload = {
      objectApi: 'Event',
      data: JSON.stringify([
        { subject: 'New', begintime: '2026-06-01 09:45:00', endtime: '2026-06-01 10:15:00' },
      ]),
      page: 1,
      pagesize: 1,
    };
    const { json } = await call('/objectInfo/checkEventConflict', payload);
    expect(json.data.code).toBe('400');
    expect(json.data.totalCount).toBe(2);
    expect(json.data.data).toEqual([
      expect.objectContaining({
        subject: 'Standup',
        begintime: '2026-06-01 09:00:00',
        endtime: '2026-06-01 10:00:00',
      }),
    ]);
    const free = await call('/objectInfo/checkEventConflict', {
      ...payload,
      data: JSON.stringify([
        { subject: 'Free', begintime: '2026-06-01 14:00:00', endtime: '2026-06-01 15:00:00' },
      ]),
    });
    expect(free.json.data).toEqual({ code: '200', data: [], totalCount: 0 });
    const bad = await call('/objectInfo/checkEventConflict', {
      objectApi: 'Event',
      data: '[{"subject":"x"}]',
    });
    expect(bad.status).toBe(400);
  });

  it('[S2-C-027] [S2-C-025] [S2-C-026] answers the company currency and converts with its rates', async () => {
    const db = getDatabase().handle.db;
    await db
      .insertInto('currency_rate')
      .values({ org_id: user.orgId, currency_code: 'EUR', rate: 0.9, is_active: 1 })
      .execute();
    expect((await get('/master/getCompanyCurrency')).data).toEqual({ currency: 'USD' });
    const rate = await call('/product/manage/getCurrencyRate', { recordCurrency: 'EUR', objId: 'quote' });
    expect(rate.json.data).toEqual({ currency: 'EUR', companyCurrency: 'USD', rate: 0.9 });
    const price = await call('/product/manage/getExchangePrice', {
      recordCurrency: 'EUR',
      objId: 'quote',
      price: 100,
    });
    expect(price.json.data.price).toBe(90);
    const missing = await call('/product/manage/getCurrencyRate', { recordCurrency: 'JPY' });
    expect(missing.json).toMatchObject({
      result: false,
      returnCode: '11400',
      returnInfo: 'No exchange rate is set for JPY',
    });
    expect((await call('/product/manage/getCurrencyRate', { recordCurrency: 'euro' })).status).toBe(400);
  });

  it("[S2-C-028] [S2-C-029] [S2-C-030] lists taxes, a product's taxes and the price-book switch", async () => {
    const db = getDatabase().handle.db;
    await db
      .insertInto('tax')
      .values([
        { id: 'tx1', org_id: user.orgId, name: 'VAT 13%', rate: 13, is_active: 1, sort_order: 0 },
        { id: 'tx2', org_id: user.orgId, name: 'Service 6%', rate: 6, is_active: 1, sort_order: 1 },
      ])
      .execute();
    const product = await create('product', { name: 'Taxed' });
    await db.insertInto('tax_product').values({ tax_id: 'tx2', product_id: product }).execute();
    const all = await app.inject({ method: 'POST', url: '/api/tax/listTax', payload: envelopeFor(user, {}) });
    expect(all.json().data.map((tax: { name: string }) => tax.name)).toEqual(['VAT 13%', 'Service 6%']);
    const related = await call('/tax/listRelatedTax', { productId: product });
    expect(related.json.data).toEqual([{ id: 'tx2', name: 'Service 6%', rate: 6 }]);
    expect((await get('/transaction/getEnablePriceBook')).data).toEqual({ enablePriceBook: 'true' });
    await db.insertInto('commerce_setting').values({ org_id: user.orgId, enable_price_book: 0 }).execute();
    expect((await get('/transaction/getEnablePriceBook')).data).toEqual({ enablePriceBook: 'false' });
  });
});
