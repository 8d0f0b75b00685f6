import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from '../records/index.js';

/** Price-book lists, product search and prices, and the server re-pricing lines on save. */
describeEachDatabase('product lines', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let customer: string;
  let standard: string;
  let europe: string;
  const products: Record<string, string> = {};
  const { call, save, create } = recordCalls(
    () => app,
    () => user,
  );
  const stored = async (table: string, id: string) =>
    (await recordsDb(getDatabase().handle)
      .selectFrom(table)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst()) as Record<string, unknown> | undefined;
  const quoteLines = (data: Array<Record<string, unknown>>) =>
    JSON.stringify([{ objectApi: 'quotedetail', relatedField: 'quoteid', data }]);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Lines Seller' });
    await getDatabase()
      .handle.db.insertInto('currency_rate')
      .values([
        { org_id: user.orgId, currency_code: 'EUR', rate: 0.92, is_active: 1 },
        { org_id: user.orgId, currency_code: 'GBP', rate: 0.79, is_active: 1 },
      ])
      .execute();
    customer = await create('Account', { name: 'Price Customer' });
    for (const [key, name, code, price, active] of [
      ['licence', 'Console licence', 'VC-100', 1200, true],
      ['support', 'Annual support', 'VC-110', 240, true],
      ['scanner', 'Barcode scanner', 'HW-802', 180, true],
      ['retired', 'Retired gadget', 'HW-000', 99, false],
    ] as const) {
      products[key] = await create('product', {
        name,
        productcode: code,
        listprice: price,
        isactive: active,
        currency: 'USD',
      });
    }
    standard = await create('pricebook', {
      name: 'Standard',
      isstandard: true,
      isactive: true,
      currency: 'USD',
    });
    europe = await create('pricebook', { name: 'Europe', isactive: true, currency: 'EUR' });
    for (const key of ['licence', 'support', 'scanner', 'retired'])
      await create('pricebookentry', {
        name: key,
        pricebook2id: standard,
        product: products[key],
        unitprice: key === 'licence' ? 1150 : 100,
      });
    await create('pricebookentry', {
      name: 'licence eur',
      pricebook2id: europe,
      product: products.licence,
      unitprice: 1104,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('price-book calls', () => {
    it("[S2-C-038] lists a price book's active products at their price in the record's currency", async () => {
      const { status, json } = await call('/pricebook/queryProductPricebookItems', {
        objectApi: 'quote',
        pricebookId: standard,
        customerId: customer,
        recordCurrency: 'EUR',
      });
      expect(status).toBe(200);
      expect(json.data.totalCount).toBe(3);
      expect(json.data.pricebook).toEqual({ id: standard, name: 'Standard', currency: 'USD' });
      expect(json.data.pricebooks).toEqual([
        { id: standard, name: 'Standard', currency: 'USD', isStandard: true },
        { id: europe, name: 'Europe', currency: 'EUR', isStandard: false },
      ]);
      const unchosen = await call('/pricebook/queryProductPricebookItems', {
        objectApi: 'quote',
        customerId: customer,
        recordCurrency: 'USD',
        pageSize: 1,
        page: 2,
      });
      expect(unchosen.json.data.pricebook.id).toBe(standard);
      expect(unchosen.json.data.totalCount).toBe(3);
      expect(unchosen.json.data.dataList.map((row: { productName: string }) => row.productName)).toEqual([
        'Barcode scanner',
      ]);
      expect(json.data.dataList.map((row: { productName: string }) => row.productName)).toEqual([
        'Annual support',
        'Barcode scanner',
        'Console licence',
      ]);
      expect(json.data.dataList[2]).toEqual(
        expect.objectContaining({
          productId: products.licence,
          productCode: 'VC-100',
          unitPrice: 1150,
          sourceCurrency: 'USD',
          price: 1058,
          currency: 'EUR',
          exchangeRate: '0.920000',
        }),
      );
      const euro = await call('/pricebook/queryProductPricebookItems', {
        objectApi: 'quote',
        pricebookId: europe,
        customerId: customer,
        recordCurrency: 'GBP',
        keyword: 'vc-1',
      });
      // 1104 EUR is 1200 USD is 948 GBP.
      expect(euro.json.data.dataList).toEqual([
        expect.objectContaining({ unitPrice: 1104, price: 948, currency: 'GBP' }),
      ]);
    });

    it('[S2-V-021] refuses a price list without the customer, naming its field (c2575)', async () => {
      const missing = await call('/pricebook/queryProductPricebookItems', {
        objectApi: 'velaorder',
        pricebookId: standard,
        recordCurrency: 'USD',
      });
      expect(missing.status).toBe(400);
      expect(missing.json.returnInfo).toBe('c2575: choose Account first');
      const unknown = await call('/pricebook/queryProductPricebookItems', {
        objectApi: 'quote',
        pricebookId: standard,
        customerId: '001AAAAAAAAAAAAAAA',
        recordCurrency: 'USD',
      });
      expect(unknown.status).toBe(404);
      const noLines = await call('/pricebook/queryProductPricebookItems', {
        objectApi: 'Account',
        pricebookId: standard,
        customerId: customer,
        recordCurrency: 'USD',
      });
      expect(noLines.status).toBe(400);
      expect(noLines.json.returnInfo).toContain('has no product lines');
      const noBook = await call('/pricebook/queryProductPricebookItems', {
        objectApi: 'quote',
        pricebookId: '01sAAAAAAAAAAAAAAA',
        customerId: customer,
        recordCurrency: 'USD',
      });
      expect(noBook.status).toBe(404);
      const badCurrency = await call('/pricebook/queryProductPricebookItems', {
        objectApi: 'quote',
        pricebookId: standard,
        customerId: customer,
        recordCurrency: 'JPY',
      });
      expect(badCurrency.json).toMatchObject({
        result: false,
        returnInfo: 'No exchange rate is set for JPY',
      });
    });

    it('[S2-C-037] finds active products by name or code at their list price', async () => {
      const { json } = await call('/master/searchProducts', { keyword: 'hw-', recordCurrency: 'USD' });
      expect(json.data).toEqual({
        totalCount: 1,
        dataList: [expect.objectContaining({ productName: 'Barcode scanner', price: 180, id: '' })],
      });
      const percent = await call('/master/searchProducts', { keyword: '%', recordCurrency: 'USD' });
      expect(percent.json.data.totalCount).toBe(0);
    });

    it('[S2-C-036] prices one product from the price book, else from its list price', async () => {
      const inBook = await call('/master/relatedProductPrice', {
        productId: products.licence,
        pricebookId: europe,
        recordCurrency: 'EUR',
      });
      expect(inBook.json.data).toEqual(expect.objectContaining({ price: 1104, pricebookId: europe }));
      const listPrice = await call('/master/relatedProductPrice', {
        productId: products.support,
        recordCurrency: 'EUR',
      });
      expect(listPrice.json.data).toEqual(expect.objectContaining({ price: 220.8, unitPrice: 240 }));
      const notInBook = await call('/master/relatedProductPrice', {
        productId: products.support,
        pricebookId: europe,
        recordCurrency: 'EUR',
      });
      expect(notInBook.status).toBe(404);
      expect(notInBook.json.returnInfo).toBe('Annual support is not in the price book Europe');
      const retired = await call('/master/relatedProductPrice', {
        productId: products.retired,
        recordCurrency: 'USD',
      });
      expect(retired.status).toBe(404);
    });

    it('[S2-C-039] hides "add from price book" when price books are off', async () => {
      const shown = await call('/pricebook/hideAddPricebookButton', { objectApi: 'quote' });
      expect(shown.json.data).toEqual({
        hide: false,
        reason: '',
        customerField: 'khmc',
        lineObjectApi: 'quotedetail',
      });
      const db = getDatabase().handle.db;
      await db.insertInto('commerce_setting').values({ org_id: user.orgId, enable_price_book: 0 }).execute();
      try {
        const hidden = await call('/pricebook/hideAddPricebookButton', { objectApi: 'quote' });
        expect(hidden.json.data).toEqual(
          expect.objectContaining({ hide: true, reason: 'price books are off' }),
        );
      } finally {
        await db.deleteFrom('commerce_setting').where('org_id', '=', user.orgId).execute();
      }
      const account = await call('/pricebook/hideAddPricebookButton', { objectApi: 'Account' });
      expect(account.json.data.hide).toBe(true);
    });
  });

  describe('saving lines', () => {
    const threeLines = (): Array<Record<string, unknown>> => [
      {
        name: 'Licence',
        product: products.licence,
        qty: 2,
        listprice: 1200,
        selectdiscount: '1',
        discount: 10,
        tax: 20,
      },
      { name: 'Support', product: products.support, qty: 1, listprice: 240, tax: 20 },
      {
        name: 'Scanner',
        product: products.scanner,
        qty: 3,
        listprice: '19.99',
        discountamount: '5.97',
        tax: '8.25',
      },
    ];

    it('[S1-D-013] computes each line and the record total on the server', async () => {
      const result = await save(
        'quote',
        { name: 'Three lines', khmc: customer },
        { masterdata: quoteLines(threeLines()) },
      );
      expect(result.isSaveSuccess).toBe(true);
      expect(Number((await stored('obj_quote', result.id))?.amount)).toBe(2938.46);
      const lines = await Promise.all(
        (result.lines as Array<{ id: string }>).map((line) => stored('obj_quotedetail', line.id)),
      );
      expect(lines.map((line) => Number(line?.amount))).toEqual([2592, 288, 58.46]);
      // The derived figures are the server's: percent mode fills the amount, amount mode the percent.
      expect(Number(lines[0]?.discountamount)).toBe(240);
      expect(Number(lines[2]?.discount)).toBe(9.95);
      expect(
        lines.map((line) => [
          line?.currency,
          Number(line?.exchangerate),
          line?.ratetype,
          line?.selectdiscount,
        ]),
      ).toEqual([
        ['USD', 1, '1', '1'],
        ['USD', 1, '1', '2'],
        ['USD', 1, '1', '2'],
      ]);
    });

    it('[S2-C-035] reads the lines of a record back for its form', async () => {
      const result = await save(
        'quote',
        { name: 'Read back', khmc: customer },
        { masterdata: quoteLines(threeLines()) },
      );
      const { json } = await call('/master/masterRecordDetailInfo', { recordId: result.id });
      expect(json.data).toEqual(
        expect.objectContaining({
          lineObjectApi: 'quotedetail',
          relatedField: 'quoteid',
          customerField: 'khmc',
        }),
      );
      expect(
        json.data.lines.map((line: Record<string, unknown>) => [
          line.name,
          line.productccname,
          Number(line.amount),
        ]),
      ).toEqual([
        ['Licence', 'Console licence', 2592],
        ['Support', 'Annual support', 288],
        ['Scanner', 'Barcode scanner', 58.46],
      ]);
      const notLines = await call('/master/masterRecordDetailInfo', { recordId: customer });
      expect(notLines.status).toBe(400);
      const missing = await call('/master/masterRecordDetailInfo', {
        recordId: `${result.id.slice(0, 3)}AAAAAAAAAAAAAAA`,
      });
      expect(missing.status).toBe(404);
    });

    it('refuses a line whose sent amount disagrees, saving nothing', async () => {
      const lines = threeLines();
      lines[1] = { ...lines[1], amount: 250 };
      const result = await save(
        'quote',
        { name: 'Wrong amount', khmc: customer },
        { masterdata: quoteLines(lines) },
      );
      expect(result.isSaveSuccess).toBe(false);
      expect(result.errormessage).toBe(
        "Quote line line 2: Amount 250 does not match the line's figures (288.00)",
      );
      expect(result.lines[0]).toEqual(expect.objectContaining({ index: 1, errorField: 'amount' }));
      const quotes = await recordsDb(getDatabase().handle)
        .selectFrom('obj_quote')
        .select('id')
        .where('name', '=', 'Wrong amount')
        .execute();
      expect(quotes).toEqual([]);
    });

    it.each([
      [{ qty: 0 }, 'qty', 'Quantity must be above 0'],
      [{ discountamount: 5000 }, 'discountamount', 'Discount amount must be between 0 and 240'],
      [{ selectdiscount: '1', discount: 150 }, 'discount', 'Discount must be between 0 and 100'],
      [{ currency: 'EUR' }, 'currency', "Currency EUR is not the record's currency USD"],
      [{ ratetype: '9' }, 'ratetype', "Tax type must be '1' (added) or '2' (included)"],
    ])('refuses a line with %o', async (change, field, message) => {
      const lines = threeLines();
      lines[1] = { ...lines[1], ...change };
      const result = await save(
        'quote',
        { name: 'Refused line', khmc: customer },
        { masterdata: quoteLines(lines) },
      );
      expect(result.isSaveSuccess).toBe(false);
      expect(result.errormessage).toBe(`Quote line line 2: ${message}`);
      expect(result.lines[0].errorField).toBe(field);
    });

    it('prices lines in the record currency at its 6-decimal rate', async () => {
      const result = await save(
        'quote',
        { name: 'Euro quote', khmc: customer, currency: 'EUR' },
        {
          masterdata: quoteLines([
            { name: 'Licence', product: products.licence, qty: 1, listprice: 1104, currency: 'EUR' },
          ]),
        },
      );
      expect(result.isSaveSuccess).toBe(true);
      const line = await stored('obj_quotedetail', result.lines[0].id);
      expect([line?.currency, Number(line?.exchangerate)]).toEqual(['EUR', 0.92]);
      const noRate = await save(
        'quote',
        { name: 'Yen quote', khmc: customer, currency: 'CNY' },
        { masterdata: quoteLines([{ name: 'Licence', product: products.licence, qty: 1, listprice: 10 }]) },
      );
      expect(noRate.isSaveSuccess).toBe(false);
      expect(noRate.errormessage).toBe('No exchange rate is set for CNY');
    });

    it('keeps the total right as lines change, are deleted or are saved on their own', async () => {
      const first = await save(
        'quote',
        { name: 'Changing quote', khmc: customer },
        { masterdata: quoteLines(threeLines()) },
      );
      const [licence, support, scanner] = first.lines as Array<{ id: string }>;
      const changed = await save(
        'quote',
        { id: first.id, name: 'Changing quote' },
        {
          masterdata: quoteLines([{ id: licence?.id, qty: 1 }]),
          masterdeletedata: JSON.stringify([scanner?.id]),
        },
      );
      expect(changed.isSaveSuccess).toBe(true);
      // Licence 1 × 1200 − 10 % + 20 % tax = 1296, support 288.
      expect(Number((await stored('obj_quote', first.id))?.amount)).toBe(1584);
      const alone = await save('quotedetail', { id: support?.id, qty: 2 });
      expect(alone.isSaveSuccess).toBe(true);
      expect(Number((await stored('obj_quote', first.id))?.amount)).toBe(1872);
      const refused = await save('quotedetail', { id: support?.id, qty: 2, amount: 1 });
      expect(refused).toEqual(expect.objectContaining({ isSaveSuccess: false, errorField: 'amount' }));
      const added = await save('quotedetail', {
        name: 'Extra',
        quoteid: first.id,
        product: products.scanner,
        qty: 1,
        listprice: 100,
      });
      expect(added.isSaveSuccess).toBe(true);
      expect(Number((await stored('obj_quote', first.id))?.amount)).toBe(1972);
    });

    it('a line deleted or restored on its own page takes its amount out of, and back into, the total', async () => {
      const quote = await save(
        'quote',
        { name: 'Delete a line', khmc: customer },
        { masterdata: quoteLines(threeLines()) },
      );
      const support = (quote.lines as Array<{ id: string }>)[1]?.id;
      expect((await call('/objectdetail/delete', { id: support })).status).toBe(200);
      expect(Number((await stored('obj_quote', quote.id))?.amount)).toBe(2650.46);
      expect((await call('/objectdetail/restore', { id: support })).status).toBe(200);
      expect(Number((await stored('obj_quote', quote.id))?.amount)).toBe(2938.46);
      const [licence, , scanner] = quote.lines as Array<{ id: string }>;
      const mass = await call('/view/batchDelete', {
        objectApi: 'quotedetail',
        ids: [licence?.id, scanner?.id],
      });
      expect(mass.json.data.done).toHaveLength(2);
      expect(Number((await stored('obj_quote', quote.id))?.amount)).toBe(288);
    });

    it('totals a 002 sales order into jine', async () => {
      const result = await save(
        'salesorder',
        { name: 'SO-1', accountid: customer },
        {
          masterdata: JSON.stringify([
            {
              objectApi: 'salesorderdetail',
              relatedField: 'salesorderid',
              data: [{ name: 'Licence', product: products.licence, qty: 2, listprice: 50 }],
            },
          ]),
        },
      );
      expect(result.isSaveSuccess).toBe(true);
      expect(Number((await stored('obj_salesorder', result.id))?.jine)).toBe(100);
    });
  });
});
