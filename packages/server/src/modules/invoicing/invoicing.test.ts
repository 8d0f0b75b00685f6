import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { currentMetadata } from '../metadata/index.js';
import { recordsDb, recountInvoicedQuantities, transactionHandle } from '../records/index.js';

/** Order to invoice, receivables and required related lists (spec 2 §5, §7), on both databases. */
describeEachDatabase('order to invoice and receivables', (getDatabase) => {
  let app: FastifyInstance;
  let user: TestUser;
  let accountId: string;
  let productId: string;
  const { call, save, create } = recordCalls(
    () => app,
    () => user,
  );
  const orderLine = async (id: string) =>
    (await recordsDb(getDatabase().handle)
      .selectFrom('obj_velaorderdetail')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow()) as Record<string, unknown>;
  const newOrder = async (name: string, qty: number, account = accountId) => {
    const result = await save(
      'velaorder',
      { name, accountid: account, orderdate: '2026-11-01' },
      {
        masterdata: JSON.stringify([
          {
            objectApi: 'velaorderdetail',
            relatedField: 'orderid',
            data: [{ name: `${name} line`, product: productId, qty, listprice: '100' }],
          },
        ]),
      },
    );
    if (!result.isSaveSuccess) throw new Error(result.errormessage);
    return { orderId: result.id as string, lineId: result.lines[0].id as string };
  };
  const invoice = (name: string, lines: Array<{ orderdetailid: string; qty: number | string }>) =>
    save(
      'Invoices',
      { name, account_name: accountId, invoice_date: '2026-11-20' },
      {
        masterdata: JSON.stringify([
          {
            objectApi: 'invoicedetail',
            relatedField: 'invoiceid',
            data: lines.map((line, index) => ({
              name: `${name} ${index + 1}`,
              product: productId,
              listprice: '100',
              ...line,
            })),
          },
        ]),
      },
    );

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    user = await createTestUser(getDatabase().handle, { name: 'Invoicing User' });
    accountId = await create('Account', { name: 'Invoiced Customer' });
    productId = await create('product', { name: 'Gadget', productcode: 'G-1' });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('order to invoice', () => {
    it('[S2-C-002] [S2-D-004] starts an invoice from comma-joined orders with their lines at the quantity left', async () => {
      const first = await newOrder('ORD-A', 3);
      const second = await newOrder('ORD-B', 2);
      const { json } = await call('/newMaster/getMasterInfo', {
        objId: 'invoices',
        recordId: `${first.orderId},${second.orderId}`,
      });
      expect(json.data.objectApi).toBe('Invoices');
      expect(json.data.defaultData).toEqual({
        account_name: accountId,
        account_nameccname: 'Invoiced Customer',
        orderid: first.orderId,
        orderidccname: 'ORD-A',
        currency: 'USD',
        invoice_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      });
      expect(
        json.data.sourceLines.map((line: Record<string, unknown>) => [
          line.orderdetailid,
          line.qty,
          line.tobeinvoicedquantity,
        ]),
      ).toEqual([
        [first.lineId, '3.00', '3.00'],
        [second.lineId, '2.00', '2.00'],
      ]);
      expect(json.data.sourceLines[0]).toEqual(
        expect.objectContaining({ productccname: 'Gadget', orderName: 'ORD-A' }),
      );
    });

    it('refuses to make one invoice from orders of different accounts', async () => {
      const other = await create('Account', { name: 'Other Customer' });
      const mine = await newOrder('ORD-MINE', 1);
      const theirs = await newOrder('ORD-THEIRS', 1, other);
      const { status, json } = await call('/newMaster/getMasterInfo', {
        objId: 'invoices',
        recordId: `${mine.orderId},${theirs.orderId}`,
      });
      expect(status).toBe(400);
      expect(json.returnInfo).toContain('different accounts');
    });

    it('[S2-V-015] [S2-V-016] [S2-V-017] refuses with c332 a line asking for more than is left, counting the lines; nothing saved', async () => {
      const { lineId } = await newOrder('ORD-C332', 5);
      const result = await invoice('INV-TOO-MUCH', [
        { orderdetailid: lineId, qty: 6 },
        { orderdetailid: lineId, qty: 1 },
      ]);
      expect(result.isSaveSuccess).toBe(false);
      expect(result.messageKey).toBe('c332');
      expect(result.orderCheck).toBe(2);
      const stored = await recordsDb(getDatabase().handle)
        .selectFrom('obj_invoices')
        .select('id')
        .where('name', '=', 'INV-TOO-MUCH')
        .execute();
      expect(stored).toEqual([]);
      expect(Number((await orderLine(lineId)).invoicedquantity ?? 0)).toBe(0);
    });

    it('[S2-V-015] two invoices saved at once for the same order never over-invoice it', async () => {
      const { lineId } = await newOrder('ORD-RACE', 10);
      const results = await Promise.all([
        invoice('INV-RACE-1', [{ orderdetailid: lineId, qty: 6 }]),
        invoice('INV-RACE-2', [{ orderdetailid: lineId, qty: 6 }]),
        invoice('INV-RACE-3', [{ orderdetailid: lineId, qty: 3 }]),
      ]);
      const saved = results.filter((result) => result.isSaveSuccess);
      const refused = results.filter((result) => !result.isSaveSuccess);
      expect(refused.every((result) => result.messageKey === 'c332')).toBe(true);
      const row = await orderLine(lineId);
      const invoicedLines = await recordsDb(getDatabase().handle)
        .selectFrom('obj_invoicedetail')
        .select('qty')
        .where('orderdetailid', '=', lineId)
        .where('is_deleted', '=', 0)
        .execute();
      const invoiced = invoicedLines.reduce((sum, line) => sum + Number(line.qty), 0);
      expect(invoiced).toBeLessThanOrEqual(10);
      // 6 and 3 fit together, 6 and 6 never do: at least one of the sixes is refused.
      expect(refused.length).toBeGreaterThanOrEqual(1);
      expect(saved.length).toBeGreaterThanOrEqual(1);
      expect(Number(row.invoicedquantity)).toBe(invoiced);
      expect(Number(row.tobeinvoicedquantity)).toBe(10 - invoiced);
    });

    it("[S2-V-015] a second transaction waits for the first one's order-line lock, then counts its lines", async () => {
      const { lineId } = await newOrder('ORD-LOCK', 10);
      const handle = getDatabase().handle;
      const snapshot = await currentMetadata(handle);
      const at = new Date().toISOString();
      const addInvoiceLine = (trx: Kysely<Database>, id: string) =>
        recordsDb(transactionHandle(handle, trx))
          .insertInto('obj_invoicedetail')
          .values({
            id,
            name: id,
            ownerid: user.userId,
            createbyid: user.userId,
            createdate: at,
            lastmodifybyid: user.userId,
            lastmodifydate: at,
            is_deleted: 0,
            orderdetailid: lineId,
            qty: 6,
          })
          .execute();
      let releaseFirst = () => {};
      const firstHolds = new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      let firstCounted = (_over: string[]) => {};
      const firstCount = new Promise<string[]>((resolve) => {
        firstCounted = resolve;
      });
      const first = handle.db.transaction().execute(async (trx) => {
        await addInvoiceLine(trx, '032LOCKAAAAAAAAAAA');
        const { over } = await recountInvoicedQuantities(transactionHandle(handle, trx), snapshot, [lineId]);
        firstCounted(over);
        await firstHolds;
      });
      expect(await firstCount).toEqual([]);
      const second = handle.db.transaction().execute(async (trx) => {
        await addInvoiceLine(trx, '032LOCKBBBBBBBBBBB');
        return recountInvoicedQuantities(transactionHandle(handle, trx), snapshot, [lineId]);
      });
      const early = await Promise.race([
        second.then(() => 'counted'),
        new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
      ]);
      expect(early).toBe('waiting');
      releaseFirst();
      await first;
      // 6 + 6 of 10: the second count sees the first transaction's line and reports the order line over.
      expect((await second).over).toEqual([lineId]);
    });

    it('[S2-C-019] marks an order Invoiced once every line is invoiced; a deleted invoice line gives quantity back', async () => {
      const { orderId, lineId } = await newOrder('ORD-STATUS', 4);
      const part = await invoice('INV-PART', [{ orderdetailid: lineId, qty: 3 }]);
      expect(part.isSaveSuccess).toBe(true);
      let status = await call('/generateInvoiceNew/updateOrderStatus', { orderid: orderId });
      expect(status.json.data[0]).toEqual(
        expect.objectContaining({
          status: 'Draft',
          lines: [{ id: lineId, qty: 4, invoicedquantity: 3, tobeinvoicedquantity: 1 }],
        }),
      );
      const rest = await invoice('INV-REST', [{ orderdetailid: lineId, qty: 1 }]);
      expect(rest.isSaveSuccess).toBe(true);
      status = await call('/generateInvoiceNew/updateOrderStatus', { orderid: orderId });
      expect(status.json.data[0].status).toBe('Invoiced');
      const form = await call('/newMaster/getMasterInfo', { objId: 'invoices', recordId: orderId });
      expect(form.json.data.sourceLines).toEqual([]);

      const released = await save(
        'Invoices',
        { id: rest.id },
        { masterdeletedata: JSON.stringify([rest.lines[0].id]) },
      );
      expect(released.isSaveSuccess).toBe(true);
      expect(Number((await orderLine(lineId)).tobeinvoicedquantity)).toBe(1);
      expect((await call('/generateInvoiceNew/updateOrderStatus', { orderid: 'nonsense' })).status).toBe(400);
    });

    it('checks an invoice line saved on its own against its order line too', async () => {
      const { lineId } = await newOrder('ORD-SINGLE', 2);
      const invoiceId = await create('Invoices', {
        name: 'INV-SINGLE',
        account_name: accountId,
        invoice_date: '2026-11-21',
      });
      const line = {
        name: 'Single',
        invoiceid: invoiceId,
        product: productId,
        listprice: '100',
        orderdetailid: lineId,
      };
      expect((await save('invoicedetail', { ...line, qty: 3 })).messageKey).toBe('c332');
      expect((await save('invoicedetail', { ...line, qty: 2 })).isSaveSuccess).toBe(true);
      expect(Number((await orderLine(lineId)).tobeinvoicedquantity)).toBe(0);
    });
  });

  describe('invoice lines deleted outside the invoice form', () => {
    const toInvoice = async (lineId: string) => Number((await orderLine(lineId)).tobeinvoicedquantity);
    const invoiced = async (lineId: string) => Number((await orderLine(lineId)).invoicedquantity);

    it('[S2-V-015] a related-list delete gives the order line its quantity back at once; a restore past the quantity is refused', async () => {
      const { lineId } = await newOrder('ORD-RELATED-DELETE', 5);
      const first = await invoice('INV-RD-1', [{ orderdetailid: lineId, qty: 3 }]);
      expect(first.isSaveSuccess).toBe(true);
      expect([await invoiced(lineId), await toInvoice(lineId)]).toEqual([3, 2]);
      // The related list's delete is the record delete of one line.
      const deleted = await call('/objectdetail/delete', { id: first.lines[0].id });
      expect(deleted.json.result, JSON.stringify(deleted.json)).toBe(true);
      expect([await invoiced(lineId), await toInvoice(lineId)]).toEqual([0, 5]);

      // The freed quantity is invoiced again; bringing the old line back would invoice 8 of 5.
      const second = await invoice('INV-RD-2', [{ orderdetailid: lineId, qty: 5 }]);
      expect(second.isSaveSuccess).toBe(true);
      const restore = await call('/recycle/restore', { ids: [first.lines[0].id] });
      expect(restore.json.data.done).toEqual([]);
      expect(restore.json.data.failed[0].message).toContain('c332');
      expect([await invoiced(lineId), await toInvoice(lineId)]).toEqual([5, 0]);

      // Once the second invoice's line goes too, the first one may come back.
      await call('/objectdetail/delete', { id: second.lines[0].id });
      const restored = await call('/recycle/restore', { ids: [first.lines[0].id] });
      expect(restored.json.data.done).toEqual([first.lines[0].id]);
      expect([await invoiced(lineId), await toInvoice(lineId)]).toEqual([3, 2]);
    });

    it('[S2-V-015] deleting a whole invoice gives its order lines their quantities back; restoring it takes them again', async () => {
      const { lineId } = await newOrder('ORD-WHOLE-INVOICE', 4);
      const whole = await invoice('INV-WHOLE', [{ orderdetailid: lineId, qty: 3 }]);
      expect(whole.isSaveSuccess).toBe(true);
      expect(await toInvoice(lineId)).toBe(1);
      expect((await call('/objectdetail/delete', { id: whole.id })).json.result).toBe(true);
      expect([await invoiced(lineId), await toInvoice(lineId)]).toEqual([0, 4]);
      // While it is in the bin the order may be invoiced in full…
      const form = await call('/newMaster/getMasterInfo', {
        objId: 'invoices',
        recordId: (await orderLine(lineId)).orderid,
      });
      expect(
        form.json.data.sourceLines.map((line: { tobeinvoicedquantity: string }) => line.tobeinvoicedquantity),
      ).toEqual(['4.00']);
      const restored = await call('/recycle/restore', { ids: [whole.id] });
      expect(restored.json.data.done).toEqual([whole.id]);
      expect([await invoiced(lineId), await toInvoice(lineId)]).toEqual([3, 1]);
    });

    it("[S2-V-015] a list's mass delete of invoice lines updates every order line they invoiced", async () => {
      const a = await newOrder('ORD-MASS-A', 4);
      const b = await newOrder('ORD-MASS-B', 6);
      const both = await invoice('INV-MASS', [
        { orderdetailid: a.lineId, qty: 4 },
        { orderdetailid: b.lineId, qty: 2 },
      ]);
      expect(both.isSaveSuccess).toBe(true);
      expect([await toInvoice(a.lineId), await toInvoice(b.lineId)]).toEqual([0, 4]);
      const { json } = await call('/view/batchDelete', {
        objectApi: 'invoicedetail',
        ids: both.lines.map((line: { id: string }) => line.id),
      });
      expect(json.data.done).toHaveLength(2);
      expect([await toInvoice(a.lineId), await toInvoice(b.lineId)]).toEqual([4, 6]);
      expect([await invoiced(a.lineId), await invoiced(b.lineId)]).toEqual([0, 0]);
    });
  });

  describe('receivables', () => {
    const receivable = (name: string, amount: string, rows: string[]) =>
      save(
        'velaproceed',
        { name, account: accountId, amount, paymentdate: '2026-11-22' },
        rows.length > 0
          ? {
              masterdata: JSON.stringify([
                {
                  objectApi: 'velaproceeddetail',
                  relatedField: 'proceedid',
                  data: rows.map((rowAmount, index) => ({
                    name: `${name}-${index + 1}`,
                    account: accountId,
                    amount: rowAmount,
                    paymentmode: 'Card',
                    paymentdate: '2026-11-22',
                    paymentdetails: 'instalment',
                  })),
                },
              ]),
            }
          : {},
      );

    it('[S2-V-014] refuses with c56 payment details that do not add up to the amount; nothing saved', async () => {
      const result = await receivable('REC-SHORT', '100.00', ['60.00', '30.00']);
      expect(result.isSaveSuccess).toBe(false);
      expect(result.messageKey).toBe('c56');
      expect(result.messageParams).toEqual({ total: '90.00', expected: '100.00' });
      const rows = await recordsDb(getDatabase().handle)
        .selectFrom('obj_velaproceeddetail')
        .select('id')
        .where('name', 'like', 'REC-SHORT%')
        .execute();
      expect(rows).toEqual([]);
    });

    it('[S2-V-014] saves a receivable whose payment details add up to the cent', async () => {
      const result = await receivable('REC-EXACT', '100.00', ['33.33', '33.33', '33.34']);
      expect(result.isSaveSuccess).toBe(true);
      expect(result.lines).toHaveLength(3);
    });

    it('[S2-V-019] refuses with c3670 and the list name a receivable without payment details', async () => {
      const result = await receivable('REC-EMPTY', '10', []);
      expect(result.isSaveSuccess).toBe(false);
      expect(result.messageKey).toBe('c3670');
      expect(result.messageParams).toEqual({ list: 'Payment details' });
    });
  });
});
