import { KEYWORD_BOUND_HEADER, newRecordId } from '@vela/core';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildKeywordIndexes } from '../../test-support/keyword-indexes.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { recordsDb } from '../records/index.js';
import { KEYWORD_CANDIDATE_LIMIT } from './list-query.js';

/**
 * A keyword search sorts at most the first KEYWORD_CANDIDATE_LIMIT matches,
 * and the table says so. The other places the list is shown say it too: the
 * printed table (its document, hence the HTML page and the PDF) and the
 * export (a header the web's toast reads, and the audit log).
 */
describeEachDatabase('list views: the keyword bound said in print and export', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  const { ok } = recordCalls(
    () => app,
    () => admin,
  );
  const printTable = (body: Record<string, unknown>) =>
    ok('/print/getPrintTable', { objectApi: 'Account', pageNum: 1, pageSize: 25, ...body });
  const exportFile = (body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/view/exportList',
      payload: envelopeFor(admin, { objectApi: 'Account', sort: { field: 'name', order: 'asc' }, ...body }),
    });
  /** The first cell (the name) of each data row of a CSV export. */
  const csvNames = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);

  beforeAll(async () => {
    const database = getDatabase().handle;
    app = await createTestApp(database);
    admin = await createTestUser(database, { name: 'Ada Admin' });
    const now = Date.now();
    const row = (name: string, index: number) => ({
      id: newRecordId('001', now + index),
      name,
      ownerid: admin.userId,
      createbyid: admin.userId,
      createdate: new Date(now + index).toISOString(),
      lastmodifybyid: admin.userId,
      lastmodifydate: new Date(now + index).toISOString(),
      recordtype: null,
      is_deleted: 0,
    });
    // More "Pulsar" accounts than a keyword search sorts, so the bound is reached; two "Comet" ones.
    const rows = [
      ...Array.from({ length: KEYWORD_CANDIDATE_LIMIT + 30 }, (_, index) =>
        row(`Pulsar ${String(index).padStart(4, '0')}`, index),
      ),
      row('Comet Halley', 10_001),
      row('Comet Encke', 10_002),
    ];
    for (let start = 0; start < rows.length; start += 200)
      await recordsDb(database)
        .insertInto('obj_account')
        .values(rows.slice(start, start + 200))
        .execute();
    await buildKeywordIndexes(app);
  });
  afterAll(async () => {
    await app.close();
  });

  it('marks a printed table whose keyword search reached the bound, as the list does, and no other', async () => {
    const bounded = await printTable({ keyword: 'pulsar' });
    expect(bounded.searchBound).toBe(KEYWORD_CANDIDATE_LIMIT);
    expect(bounded.table.rows).toHaveLength(25);
    const list = await ok('/view/getViewListData', { objectApi: 'Account', keyword: 'pulsar' });
    expect(list.keywordCandidates).toEqual({ limit: bounded.searchBound, reached: true });

    expect((await printTable({ keyword: 'comet' })).searchBound).toBeUndefined();
    expect((await printTable({})).searchBound).toBeUndefined();
    // "The name equals the keyword" is a filter, not the keyword search: nothing bounds it.
    expect((await printTable({ keyword: 'Pulsar 0003', exact: true })).searchBound).toBeUndefined();
  });

  it("says the bound in the printed table's PDF, in the reader's words", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/print/downloadTablePdf',
      headers: { accessToken: admin.accessToken },
      payload: {
        objectApi: 'Account',
        pageNum: 1,
        pageSize: 25,
        keyword: 'pulsar',
        language: 'de',
        words: { searchBounded: 'Sortiert unter den ersten {limit} Treffern' },
      },
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain(`Sortiert unter den ersten ${KEYWORD_CANDIDATE_LIMIT} Treffern`);

    const plain = await app.inject({
      method: 'POST',
      url: '/api/print/downloadTablePdf',
      headers: { accessToken: admin.accessToken },
      payload: { objectApi: 'Account', pageNum: 1, pageSize: 25, keyword: 'comet' },
    });
    expect((await pdfText(plain.rawPayload)).text).not.toContain('Sorted among the first');
  });

  it('exports the matches the list sorts among and says so in a header and the audit log', async () => {
    const csv = await exportFile({ format: 'csv', keyword: 'pulsar' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers[KEYWORD_BOUND_HEADER]).toBe(String(KEYWORD_CANDIDATE_LIMIT));
    const rows = csvNames(csv.body);
    expect(rows).toHaveLength(KEYWORD_CANDIDATE_LIMIT);
    expect(rows).toEqual([...rows].sort());
    const log = await ok('/access/audit/list', { kind: 'export' });
    expect(JSON.parse(log.dataList[0].detail)).toMatchObject({
      keyword: 'pulsar',
      rows: KEYWORD_CANDIDATE_LIMIT,
      keywordBound: KEYWORD_CANDIDATE_LIMIT,
    });

    const xlsx = await exportFile({ format: 'xlsx', keyword: 'pulsar' });
    expect(xlsx.headers[KEYWORD_BOUND_HEADER]).toBe(String(KEYWORD_CANDIDATE_LIMIT));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect((workbook.worksheets[0]?.rowCount ?? 0) - 1).toBe(KEYWORD_CANDIDATE_LIMIT);
  });

  it('exports every match with no header when the search stays under the bound, or there is none', async () => {
    const few = await exportFile({ format: 'csv', keyword: 'comet' });
    expect(few.headers[KEYWORD_BOUND_HEADER]).toBeUndefined();
    expect(csvNames(few.body)).toEqual(['Comet Encke', 'Comet Halley']);
    const log = await ok('/access/audit/list', { kind: 'export' });
    expect(JSON.parse(log.dataList[0].detail)).not.toHaveProperty('keywordBound');

    const all = await exportFile({ format: 'csv' });
    expect(all.headers[KEYWORD_BOUND_HEADER]).toBeUndefined();
    expect(csvNames(all.body).length).toBeGreaterThanOrEqual(KEYWORD_CANDIDATE_LIMIT + 32);
  });
});
