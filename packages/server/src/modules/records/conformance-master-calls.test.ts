import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from './record-store.js';

/**
 * Spec 2 §7: the form's calls for a record's lines and payments on their own — `/master/saveMaster`
 * (S2-C-014), the related payment details save (S2-C-018) and `/master/deleteRelatedProductInfo`
 * (S2-C-020) — on both databases.
 */
describeEachDatabase('record lines and payments on their own (spec 2 §7)', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let stranger: TestUser;
  let accountId: string;
  let productId: string;
  const mine = recordCalls(
    () => app,
    () => user,
  );
  const theirs = recordCalls(
    () => app,
    () => stranger,
  );
  const rows = async (table: string, column: string, value: string) =>
    (await recordsDb(getDatabase().handle)
      .selectFrom(table)
      .selectAll()
      .where(column, '=', value)
      .execute()) as Array<Record<string, unknown>>;
  const quoteLines = (data: Array<Record<string, unknown>>) =>
    JSON.stringify([{ objectApi: 'quotedetail', relatedField: 'quoteid', data }]);
  const orderLines = (data: Array<Record<string, unknown>>) =>
    JSON.stringify([{ objectApi: 'velaorderdetail', relatedField: 'orderid', data }]);
  const line = (name: string, qty = 2) => ({ name, product: productId, qty });

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Lines Owner' });
    stranger = await createTestUser(getDatabase().handle, { orgId: 'org_master_other', name: 'Other Org' });
    accountId = await mine.create('Account', { name: 'Master Customer' });
    productId = await mine.create('product', { name: 'Gadget', productcode: 'G-1' });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('/master/saveMaster', () => {
    it("[S2-C-014] saves a record's lines alone in one transaction: added, changed and dropped; the record's fields stay", async () => {
      const quote = await mine.save(
        'quote',
        { name: 'Master quote', khmc: accountId },
        { masterdata: quoteLines([line('Keep'), line('Drop')]) },
      );
      expect(quote.isSaveSuccess).toBe(true);
      const stored = await rows('obj_quotedetail', 'quoteid', quote.id);
      const keep = stored.find((row) => row.name === 'Keep');
      const drop = stored.find((row) => row.name === 'Drop');
      const result = await mine.ok('/master/saveMaster', {
        objectApi: 'quote',
        recordId: quote.id,
        masterdata: quoteLines([{ id: keep?.id, qty: 7 }, line('Added', 1)]),
        masterdeletedata: JSON.stringify([drop?.id]),
      });
      expect(result).toMatchObject({ id: quote.id, isSaveSuccess: true });
      const live = (await rows('obj_quotedetail', 'quoteid', quote.id)).filter(
        (row) => Number(row.is_deleted) === 0,
      );
      expect(live.map((row) => [row.name, Number(row.qty)]).sort()).toEqual([
        ['Added', 1],
        ['Keep', 7],
      ]);
      const [record] = await rows('obj_quote', 'id', quote.id);
      expect(record?.name).toBe('Master quote');
    });

    it('[S2-C-014] a line that breaks a rule saves nothing; a record of another object, no lines, bad lines and a stranger are refused by name', async () => {
      const quote = await mine.save(
        'quote',
        { name: 'Guarded quote', khmc: accountId },
        { masterdata: quoteLines([line('Only')]) },
      );
      const broken = await mine.ok('/master/saveMaster', {
        objectApi: 'quote',
        recordId: quote.id,
        masterdata: quoteLines([line('Fine'), { name: 'No product', qty: 1 }]),
      });
      expect(broken.isSaveSuccess).toBe(false);
      expect(broken.errormessage).toMatch(/line 2/);
      expect((await rows('obj_quotedetail', 'name', 'Fine')).length).toBe(0);

      const otherObject = await mine.call('/master/saveMaster', {
        objectApi: 'quote',
        recordId: accountId,
        masterdata: quoteLines([line('Stray')]),
      });
      expect(otherObject.status).toBe(400);
      expect(otherObject.json.returnInfo).toContain('body.recordId');
      const nothing = await mine.call('/master/saveMaster', { objectApi: 'quote', recordId: quote.id });
      expect(nothing.status).toBe(400);
      expect(nothing.json.returnInfo).toContain('body.masterdata');
      const notJson = await mine.call('/master/saveMaster', {
        objectApi: 'quote',
        recordId: quote.id,
        masterdata: 'lines',
      });
      expect(notJson.status).toBe(400);
      expect(notJson.json.returnInfo).toContain('body.masterdata');
      const foreign = await theirs.call('/master/saveMaster', {
        objectApi: 'quote',
        recordId: quote.id,
        masterdata: quoteLines([line('Foreign')]),
      });
      expect(foreign.status === 404 || foreign.json.data?.isSaveSuccess === false).toBe(true);
      expect((await rows('obj_quotedetail', 'name', 'Foreign')).length).toBe(0);
    });
  });

  describe('the related payment details save', () => {
    it('[S2-C-018] saves a receivable’s payment rows alone (data, recordId): the amounts must still add up (c56)', async () => {
      const receivable = await mine.save(
        'velaproceed',
        { name: 'R-1', account: accountId, amount: 100 },
        {
          masterdata: JSON.stringify([
            {
              objectApi: 'velaproceeddetail',
              relatedField: 'proceedid',
              data: [{ name: 'P-1', amount: 100, paymentdate: '2026-11-01' }],
            },
          ]),
        },
      );
      expect(receivable.isSaveSuccess, receivable.errormessage).toBe(true);
      const [first] = await rows('obj_velaproceeddetail', 'proceedid', receivable.id);
      const split = await mine.ok('/master/savePaymentDetails', {
        recordId: receivable.id,
        data: JSON.stringify([
          { id: first?.id, amount: 60 },
          { name: 'P-2', amount: 40, paymentdate: '2026-11-15' },
        ]),
      });
      expect(split.isSaveSuccess, split.errormessage).toBe(true);
      const payments = await rows('obj_velaproceeddetail', 'proceedid', receivable.id);
      expect(payments.map((row) => Number(row.amount)).sort((a, b) => a - b)).toEqual([40, 60]);

      const short = await mine.ok('/master/savePaymentDetails', {
        recordId: receivable.id,
        data: JSON.stringify([{ id: first?.id, amount: 10 }]),
      });
      expect(short.isSaveSuccess).toBe(false);
      const kept = await rows('obj_velaproceeddetail', 'id', String(first?.id));
      expect(Number(kept[0]?.amount)).toBe(60);

      const notList = await mine.call('/master/savePaymentDetails', {
        recordId: receivable.id,
        data: '{"a":1}',
      });
      expect(notList.status).toBe(400);
      expect(notList.json.returnInfo).toContain('body.data');
      const notReceivable = await mine.call('/master/savePaymentDetails', {
        recordId: accountId,
        data: '[]',
      });
      expect(notReceivable.status).toBe(400);
      expect(notReceivable.json.returnInfo).toContain('body.recordId');
    });
  });

  describe('/master/deleteRelatedProductInfo', () => {
    it("[S2-C-020] when an order is deleted, its product lines go to the recycle bin; another organisation's user finds nothing and deletes nothing", async () => {
      const order = await mine.save(
        'velaorder',
        { name: 'Order to delete', accountid: accountId, orderdate: '2026-11-20' },
        { masterdata: orderLines([line('Line 1'), line('Line 2')]) },
      );
      expect(order.isSaveSuccess, order.errormessage).toBe(true);
      const lineIds = (await rows('obj_velaorderdetail', 'orderid', order.id))
        .map((row) => String(row.id))
        .sort();
      expect(lineIds).toHaveLength(2);

      const foreign = await theirs.call('/master/deleteRelatedProductInfo', {
        objId: 'velaorder',
        recordId: order.id,
      });
      expect(foreign.status).toBe(404);
      expect(
        (await rows('obj_velaorderdetail', 'orderid', order.id)).every((row) => Number(row.is_deleted) === 0),
      ).toBe(true);

      await mine.ok('/objectdetail/delete', { id: order.id });
      const answer = await mine.ok('/master/deleteRelatedProductInfo', {
        objId: 'velaorder',
        recordId: order.id,
      });
      expect([...answer.deleted].sort()).toEqual(lineIds);
      expect(
        (await rows('obj_velaorderdetail', 'orderid', order.id)).every((row) => Number(row.is_deleted) === 1),
      ).toBe(true);
      // Again: nothing left to delete.
      expect(
        (await mine.ok('/master/deleteRelatedProductInfo', { objId: 'velaorder', recordId: order.id }))
          .deleted,
      ).toEqual([]);

      const noLines = await mine.call('/master/deleteRelatedProductInfo', {
        objId: 'account',
        recordId: accountId,
      });
      expect(noLines.status).toBe(400);
      expect(noLines.json.returnInfo).toContain('has no product lines');
    });
  });
});
