import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { csvField } from './list-export.js';

/**
 * Issue 7's list actions on the catalogue's Opportunity (stage picklist,
 * amount currency, the "Lost needs a reason" validation rule): the kanban
 * board and its moves, export to CSV and XLSX, and mass edit.
 */
describeEachDatabase('list actions: kanban, export, mass edit', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let seller: TestUser;
  let caller: TestUser;
  const { call, ok, create } = recordCalls(
    () => app,
    () => caller,
  );
  const ids: Record<string, string> = {};
  let viewId = '';
  const exportFile = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/view/exportList',
      payload: envelopeFor(caller, { objectApi: 'Opportunity', viewId, ...body }),
    });
  const board = (body: Record<string, unknown> = {}) =>
    ok('/view/getKanbanData', { objectApi: 'Opportunity', viewId, ...body });
  type Column = { value: string; count: number; sum: number; cards: Array<{ id: string; name: string }> };
  const column = (answer: { columns: Column[] }, value: string) =>
    answer.columns.find((entry) => entry.value === value);

  beforeAll(async () => {
    const database = getDatabase().handle;
    app = await createTestApp(database);
    admin = await createTestUser(database, { name: 'Ada Admin' });
    seller = await createTestUser(database, {
      name: 'Sam Seller',
      orgId: admin.orgId,
      profileId: 'standard_user',
    });
    caller = admin;
    const account = await create('Account', { name: 'Kanban Holder' });
    const deals: Array<[string, string, number, string?]> = [
      ['Deal A', 'Prospecting', 100],
      ['Deal B', 'Prospecting', 250.5],
      ['Deal C', 'Proposal', 1000],
      ['Deal D', 'Negotiation', 40],
      ['Deal E', 'Negotiation', 60, 'Price too high'],
      ['Deal "F", quoted', 'Qualification', 7],
    ];
    for (const [name, stage, amount, lossReason] of deals) {
      ids[name] = await create('Opportunity', {
        name,
        khmc: account,
        stage,
        amount,
        closedate: '2026-12-31',
        ...(lossReason ? { loss_reason: lossReason } : {}),
      });
    }
    const catalogue = await ok('/view/getViewList', { objectApi: 'Opportunity' });
    viewId = catalogue.views[0].id;
    await ok('/view/updateViewFieldMemory', {
      viewId,
      columns: [{ field: 'name' }, { field: 'stage' }, { field: 'amount' }, { field: 'loss_reason' }],
    });
  });
  afterAll(async () => {
    await app.close();
  });

  describe('kanban', () => {
    it('[S1-R-003] shows a column per stage in picklist order, with counts, amount sums and cards', async () => {
      const answer = await board();
      expect(answer.groupField.apiName).toBe('stage');
      expect(answer.sumField.apiName).toBe('amount');
      expect(answer.columns.map((entry: Column) => entry.value)).toEqual([
        'Prospecting',
        'Qualification',
        'Proposal',
        'Negotiation',
        'Closed won',
        'Closed lost',
      ]);
      expect(column(answer, 'Prospecting')).toMatchObject({ count: 2, sum: 350.5 });
      expect(column(answer, 'Negotiation')).toMatchObject({ count: 2, sum: 100 });
      expect(column(answer, 'Closed won')).toMatchObject({ count: 0, sum: 0, cards: [] });
      expect(column(answer, 'Prospecting')?.cards.map((card) => card.name)).toEqual(['Deal A', 'Deal B']);
      expect(answer.cardFields.map((field: { apiName: string }) => field.apiName)).toEqual([
        'amount',
        'loss_reason',
      ]);
      const filtered = await board({
        filters: { criteria: [{ field: 'amount', operator: 'g', value: '50' }] },
      });
      expect(column(filtered, 'Prospecting')).toMatchObject({ count: 2, sum: 350.5 });
      expect(column(filtered, 'Negotiation')).toMatchObject({ count: 1, sum: 60 });
      const other = await board({ groupField: 'leadsource', sumField: '' });
      expect(other.sumField).toBeNull();
      expect(other.columns.at(-1)).toMatchObject({ value: '', count: 6 });
      const bad = await call('/view/getKanbanData', { objectApi: 'Opportunity', groupField: 'amount' });
      expect(bad.status).toBe(400);
      expect(bad.json.returnInfo).toBe('groupField: Opportunity has no picklist field "amount"');
    });

    it('[S1-R-003] moves a card through the save rules: a refused move names the rule, an allowed one saves', async () => {
      const refused = await ok('/view/batchUpdateField', {
        objectApi: 'Opportunity',
        ids: [ids['Deal D']],
        field: 'stage',
        value: 'Closed lost',
      });
      expect(refused.done).toEqual([]);
      expect(refused.failed).toEqual([
        {
          id: ids['Deal D'],
          name: 'Deal D',
          message: 'Give the reason the opportunity was lost',
          errorField: 'loss_reason',
        },
      ]);
      const moved = await ok('/view/batchUpdateField', {
        objectApi: 'Opportunity',
        ids: [ids['Deal D']],
        field: 'stage',
        value: 'Closed won',
      });
      expect(moved).toEqual({ done: [{ id: ids['Deal D'], name: 'Deal D' }], failed: [] });
      const after = await board();
      expect(column(after, 'Closed won')).toMatchObject({ count: 1, sum: 40 });
      expect(column(after, 'Negotiation')).toMatchObject({ count: 1, sum: 60 });
      const notAValue = await ok('/view/batchUpdateField', {
        objectApi: 'Opportunity',
        ids: [ids['Deal D']],
        field: 'stage',
        value: 'Dreaming',
      });
      expect(notAValue.failed[0].message).toMatch(/Dreaming/);
    });
  });

  describe('export', () => {
    it('exports CSV of the view as seen: its columns, sort and filters, quoted safely, and audits it', async () => {
      const response = await exportFile({
        format: 'csv',
        sort: { field: 'amount', order: 'desc' },
        filters: { criteria: [{ field: 'amount', operator: 'l', value: '500' }] },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename=".*\.csv"/);
      const lines = response.body
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n');
      expect(lines).toEqual([
        'Opportunity name,Stage,Amount,Loss reason',
        'Deal B,Prospecting,250.5,',
        'Deal A,Prospecting,100,',
        'Deal E,Negotiation,60,Price too high',
        'Deal D,Closed won,40,',
        '"Deal ""F"", quoted",Qualification,7,',
      ]);
      const log = await ok('/access/audit/list', { kind: 'export' });
      expect(log.dataList[0]).toMatchObject({ kind: 'export', actorId: admin.userId });
      expect(log.dataList[0].target).toMatch(/\.csv$/);
      expect(JSON.parse(log.dataList[0].detail)).toMatchObject({
        object: 'Opportunity',
        format: 'csv',
        rows: 5,
        columns: ['name', 'stage', 'amount', 'loss_reason'],
        viewId,
      });
    });

    it('exports XLSX whose rows match the table, numbers as numbers', async () => {
      const response = await exportFile({ format: 'xlsx', sort: { field: 'name', order: 'asc' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const rows: unknown[][] = [];
      sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      expect(rows[0]).toEqual(['Opportunity name', 'Stage', 'Amount', 'Loss reason']);
      expect(rows.slice(1).map((row) => row[0])).toEqual([
        'Deal "F", quoted',
        'Deal A',
        'Deal B',
        'Deal C',
        'Deal D',
        'Deal E',
      ]);
      expect(rows[2]).toEqual(['Deal A', 'Prospecting', 100]);
      const table = await ok('/view/getViewListData', {
        objectApi: 'Opportunity',
        viewId,
        sort: { field: 'name', order: 'asc' },
      });
      expect(rows.length - 1).toBe(table.rows.length);
    });

    it('never exports a field hidden from the caller, nor a record they may not read', async () => {
      await ok('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Opportunity',
        fields: [{ field: 'amount', access: 'hidden' }],
      });
      caller = seller;
      try {
        const account = await create('Account', { name: 'Seller Holder' });
        await create('Opportunity', {
          name: 'Seller deal',
          khmc: account,
          stage: 'Proposal',
          closedate: '2026-12-31',
        });
        const catalogue = await ok('/view/getViewList', { objectApi: 'Opportunity' });
        const mine = catalogue.views.find((view: { scope: string }) => view.scope === 'mine');
        const response = await app.inject({
          method: 'POST',
          url: '/api/view/exportList',
          payload: envelopeFor(seller, { objectApi: 'Opportunity', viewId: mine.id, format: 'csv' }),
        });
        expect(response.statusCode).toBe(200);
        const text = response.body.replace(/^\uFEFF/, '');
        expect(text.split('\r\n')[0]).not.toMatch(/Amount/);
        expect(text).toContain('Seller deal');
        expect(text).not.toContain('Deal A');
        const table = await ok('/view/getViewListData', { objectApi: 'Opportunity', pageSize: 200 });
        const all = await app.inject({
          method: 'POST',
          url: '/api/view/exportList',
          payload: envelopeFor(seller, { objectApi: 'Opportunity', format: 'csv' }),
        });
        const lines = all.body
          .replace(/^\uFEFF/, '')
          .trimEnd()
          .split('\r\n');
        expect(lines.length - 1).toBe(table.rows.length);
        expect(all.body).not.toMatch(/Amount|250\.5/);
        const board = await ok('/view/getKanbanData', { objectApi: 'Opportunity' });
        expect(board.sumField).toBeNull();
        expect(board.sumChoices).toEqual([]);
      } finally {
        caller = admin;
        await ok('/access/profile/saveFieldAccess', {
          profileId: 'standard_user',
          objectApi: 'Opportunity',
          fields: [{ field: 'amount', access: 'editable' }],
        });
      }
    });

    it('refuses a bad export question with a clear error before any file starts', async () => {
      const badFormat = await exportFile({ format: 'pdf' });
      expect(badFormat.statusCode).toBe(400);
      expect(badFormat.json().returnInfo).toMatch(/format/);
      const badSort = await exportFile({ format: 'csv', sort: { field: 'nothing', order: 'asc' } });
      expect(badSort.statusCode).toBe(400);
      expect(badSort.json().returnInfo).toBe('sort: Opportunity has no sortable field "nothing"');
      expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    });
  });

  describe('mass edit', () => {
    it('sets one field on every selected record through the save rules: refusals listed, the rest saved', async () => {
      const chosen = [ids['Deal A'], ids['Deal E'], ids['Deal C'], '006NOTAREALIDXXXX'];
      const answer = await ok('/view/batchUpdateField', {
        objectApi: 'Opportunity',
        ids: chosen,
        field: 'stage',
        value: 'Closed lost',
      });
      expect(answer.done).toEqual([{ id: ids['Deal E'], name: 'Deal E' }]);
      expect(answer.failed.map((entry: { id: string }) => entry.id)).toEqual([
        ids['Deal A'],
        ids['Deal C'],
        '006NOTAREALIDXXXX',
      ]);
      expect(answer.failed[0]).toMatchObject({
        name: 'Deal A',
        message: 'Give the reason the opportunity was lost',
        errorField: 'loss_reason',
      });
      expect(answer.failed[2].message).toMatch(/not the id of a Opportunity record/);
      const after = await board();
      expect(column(after, 'Closed lost')?.cards.map((card) => card.name)).toEqual(['Deal E']);
      expect(column(after, 'Prospecting')?.count).toBe(2);
      const reason = await ok('/view/batchUpdateField', {
        objectApi: 'Opportunity',
        ids: [ids['Deal A'], ids['Deal B']],
        field: 'loss_reason',
        value: 'Budget cut',
      });
      expect(reason.done).toHaveLength(2);
    });

    it('refuses a field that cannot be set in bulk with a clear 400', async () => {
      for (const field of ['createdate', 'nothing', 'id']) {
        const refused = await call('/view/batchUpdateField', {
          objectApi: 'Opportunity',
          ids: [ids['Deal A']],
          field,
          value: 'x',
        });
        expect(refused.status, field).toBe(400);
        expect(refused.json.returnInfo).toBe(
          `field: Opportunity has no field "${field}" you may change in bulk`,
        );
      }
      const catalogue = await ok('/view/getViewList', { objectApi: 'Opportunity' });
      const flags = Object.fromEntries(
        catalogue.fields.map((field: { apiName: string; editable: boolean }) => [
          field.apiName,
          field.editable,
        ]),
      );
      expect(flags).toMatchObject({ stage: true, amount: true, createdate: false });
    });
  });
});
