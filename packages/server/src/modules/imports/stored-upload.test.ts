import { open, stat } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import type { ModuleContext } from '../module.js';
import { IMPORT_BATCH_ROWS, runImportPhase } from './import-job.js';

/**
 * The stored upload (issue 21): a file of any size up to the organisation's import limit streamed to the
 * data folder as multipart (not base64 inside JSON), read batch by batch from it, a run resumed after a kill
 * from the byte its last batch stopped at, and the import size limit as an organisation setting.
 */
describeEachDatabase('import: the stored upload', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let user: TestUser = {} as TestUser;
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const as = (who: TestUser) => {
    user = who;
    return calls;
  };
  const stamp = Math.random().toString(36).slice(2, 7);
  const config = testConfig();

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    admin = await createTestUser(getDatabase().handle, { name: 'Stored Upload Admin' });
    as(admin);
  });
  afterAll(async () => {
    await as(admin).call('/importFile/saveSettings', { maxFileBytes: 200 * 1024 * 1024 });
    await app.close();
  });

  /** The raw upload as the wizard sends it: one multipart part `file`, the choices in the query. */
  const rawUpload = async (
    fileName: string,
    content: Buffer | string,
    who: TestUser = admin,
    query: Record<string, string> = { objectApi: 'Account', operation: 'insert' },
  ) => {
    const boundary = `----vela-import-${stamp}`;
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/importFile/uploadFile?${new URLSearchParams(query).toString()}`,
      headers: { accesstoken: who.accessToken, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    return { status: answer.statusCode, json: answer.json() };
  };
  const dryRunAndRun = async (importId: string, run = true) => {
    const proposal = await calls.ok('/importFile/getMapping', { importId });
    await calls.ok('/importFile/dryRun', {
      importId,
      mapping: proposal.mapping,
      dateFormat: proposal.dateFormat,
      numberFormat: proposal.numberFormat,
    });
    await app.jobs.runJobsUntilIdle();
    if (run) {
      await calls.ok('/importFile/run', { importId });
      await app.jobs.runJobsUntilIdle();
    }
    return calls.ok('/importFile/getImport', { importId });
  };
  const storedRun = (importId: string) =>
    getDatabase()
      .handle.db.selectFrom('import_run')
      .select(['file_path', 'rows_json', 'data_offset', 'resume_phase', 'resume_row', 'resume_offset'])
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();

  it('[S1-R-124] a file larger than the JSON call takes is streamed to the data folder and counted, its rows kept in the file, not the database', async () => {
    // 12 MB: over the JSON call's 10 MB body (and its 7 MB file), under the organisation's 200 MB default.
    const rows = 200_000;
    const lines = ['Account name;Phone;Description'];
    for (let index = 0; index < rows; index += 1)
      lines.push(`Big ${stamp} ${index};+1 555 ${index};${'ä'.repeat(20)} "quoted" text`);
    const csv = `${lines.join('\r\n')}\r\n`;
    expect(Buffer.byteLength(csv)).toBeGreaterThan(10 * 1024 * 1024);
    const answer = await rawUpload('big.csv', csv);
    expect(answer.status, JSON.stringify(answer.json).slice(0, 300)).toBe(200);
    const view = answer.json.data;
    expect(view).toMatchObject({ format: 'csv', encoding: 'UTF-8', delimiter: ';', rowCount: rows });
    expect(view.columns).toEqual(['Account name', 'Phone', 'Description']);
    expect(view.preview[1]).toEqual([`Big ${stamp} 1`, '+1 555 1', `${'ä'.repeat(20)} "quoted" text`]);
    const stored = await storedRun(view.id);
    expect(stored.rows_json).toBe('[]');
    expect((await stat(path.join(config.dataDir, stored.file_path))).size).toBe(Buffer.byteLength(csv));
  }, 120_000);

  it('[S1-R-127] a streamed file imports through the save pipeline, quoted newlines and an XLSX workbook included', async () => {
    const csv = `Account name,Description\n"Multi ${stamp}","line one\nline ""two"""\nPlain ${stamp},\n`;
    const view = (await rawUpload('multi.csv', csv)).json.data;
    expect(view.rowCount).toBe(2);
    const done = await dryRunAndRun(view.id);
    expect(done.counts).toEqual({ created: 2, updated: 0, failed: 0 });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Accounts');
    sheet.addRow(['Account name', 'Employees']);
    for (let index = 0; index < 450; index += 1) sheet.addRow([`Sheet ${stamp} ${index}`, index]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const xlsx = (await rawUpload('accounts.xlsx', bytes)).json.data;
    expect(xlsx).toMatchObject({ format: 'xlsx', rowCount: 450, columns: ['Account name', 'Employees'] });
    expect((await dryRunAndRun(xlsx.id)).counts).toEqual({ created: 450, updated: 0, failed: 0 });
  }, 120_000);

  it('[S1-R-124] [S1-R-127] a file whose lines end with CR alone (old Mac) is read as lines and imported', async () => {
    const csv = `\uFEFFAccount name;Description\rMac ${stamp} 1;"first\rsecond"\rMac ${stamp} 2;plain\r\rMac ${stamp} 3;last`;
    const answer = await rawUpload('old-mac.csv', csv);
    expect(answer.status, JSON.stringify(answer.json).slice(0, 300)).toBe(200);
    const view = answer.json.data;
    expect(view).toMatchObject({ delimiter: ';', rowCount: 3, columns: ['Account name', 'Description'] });
    // A line break inside a quoted value stays one, written as LF.
    expect(view.preview).toEqual([
      [`Mac ${stamp} 1`, 'first\nsecond'],
      [`Mac ${stamp} 2`, 'plain'],
      [`Mac ${stamp} 3`, 'last'],
    ]);
    const stored = await storedRun(view.id);
    expect((await stat(path.join(config.dataDir, stored.file_path))).size).toBe(Buffer.byteLength(csv));
    expect((await dryRunAndRun(view.id)).counts).toEqual({ created: 3, updated: 0, failed: 0 });
  }, 120_000);

  it('[S1-R-127] a run killed after a batch resumes from the byte its checkpoint names, not from the start of the file', async () => {
    const names = Array.from({ length: 450 }, (_, index) => `Resumed ${stamp} ${index}`);
    const view = (await rawUpload('resume.csv', `Account name\n${names.join('\n')}\n`)).json.data;
    await dryRunAndRun(view.id, false);
    await app.jobs.stop();
    await calls.ok('/importFile/run', { importId: view.id });
    const database = getDatabase().handle;
    const crash = new AbortController();
    const context = { database, config, now: () => new Date() } as ModuleContext;
    await expect(
      runImportPhase(context, { importId: view.id, phase: 'run' }, crash.signal, async (done) => {
        if (done > 0) crash.abort();
      }),
    ).rejects.toThrow();
    const checkpoint = await storedRun(view.id);
    expect(checkpoint.resume_phase).toBe('run');
    expect(checkpoint.resume_row).toBe(IMPORT_BATCH_ROWS + 1);
    // The checkpoint is the byte after the batch's last row: the header and 200 rows before it.
    const before = `Account name\n${names.slice(0, IMPORT_BATCH_ROWS).join('\n')}\n`;
    expect(Number(checkpoint.resume_offset)).toBe(Buffer.byteLength(before));
    // The rows before the checkpoint are spoiled in the file (an unclosed quote that would fail a read from
    // the start): the resumed run never reads them.
    const handle = await open(path.join(config.dataDir, checkpoint.file_path), 'r+');
    const start = Number(checkpoint.data_offset);
    await handle.write(
      Buffer.from(`"${'x'.repeat(Number(checkpoint.resume_offset) - start - 1)}`),
      0,
      undefined,
      start,
    );
    await handle.close();
    await app.jobs.start();
    await app.jobs.runJobsUntilIdle();
    const done = await calls.ok('/importFile/getImport', { importId: view.id });
    expect(done.status).toBe('done');
    expect(done.counts).toEqual({ created: 450, updated: 0, failed: 0 });
  }, 120_000);

  it('[S1-R-124] the import size limit is an organisation setting: bad values and non-administrators are refused, a file over it is refused naming it', async () => {
    expect(await as(admin).ok('/importFile/getSettings', {})).toEqual({ maxFileBytes: 200 * 1024 * 1024 });
    const refusals: Array<[unknown, RegExp]> = [
      [0, /at least 1 MB/],
      [1024, /at least 1 MB \(1048576 bytes\)/],
      [3 * 1024 * 1024 * 1024, /at most 2048 MB/],
      [1_500_000.5, /whole number of bytes/],
      ['big', /number of bytes/],
    ];
    for (const [value, reason] of refusals) {
      const answer = await as(admin).call('/importFile/saveSettings', { maxFileBytes: value });
      expect(answer.status, String(value)).toBe(400);
      expect(answer.json.returnInfo, String(value)).toMatch(reason);
    }
    const rep = await createTestUser(getDatabase().handle, { profileId: 'standard_user' });
    const forbidden = await as(rep).call('/importFile/saveSettings', { maxFileBytes: 5 * 1024 * 1024 });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json.returnInfo).toMatch(/Only a system administrator/);
    // Anyone may read it (the wizard checks a file against it before sending).
    expect((await as(rep).ok('/importFile/getSettings', {})).maxFileBytes).toBe(200 * 1024 * 1024);

    expect(await as(admin).ok('/importFile/saveSettings', { maxFileBytes: 1024 * 1024 })).toEqual({
      maxFileBytes: 1024 * 1024,
    });
    const over = await rawUpload('over.csv', `Account name\n${'Over the limit\n'.repeat(100_000)}`);
    expect(over.status).toBe(400);
    expect(over.json.returnInfo).toBe(
      "The file is larger than the organisation's import limit of 1 MB (1048576 bytes)",
    );
    const under = await rawUpload('under.csv', `Account name\nUnder ${stamp}\n`);
    expect(under.status).toBe(200);
    await as(admin).ok('/importFile/saveSettings', { maxFileBytes: 200 * 1024 * 1024 });
  });

  it('[S1-R-124] the raw upload refuses bad input as the JSON one does, and keeps nothing of it', async () => {
    const refusals: Array<[string, string, RegExp]> = [
      ['empty.csv', '', /empty/],
      ['notes.pdf', '%PDF-1.4', /not a CSV or XLSX/],
      ['quotes.csv', 'Name,City\n"Acme,Paris\nBeta,Rome', /Row 2: a quoted value is not closed/],
      ['twice.csv', 'Name,City,name\nA,B,C', /the column "name" appears twice/],
    ];
    for (const [fileName, content, reason] of refusals) {
      const answer = await rawUpload(fileName, content);
      expect(answer.status, fileName).toBe(400);
      expect(answer.json.returnInfo, fileName).toMatch(reason);
    }
    const wrongObject = await rawUpload('a.csv', 'Name\nA', admin, {
      objectApi: 'NoSuchObject',
      operation: 'insert',
    });
    expect(wrongObject.json.result).toBe(false);
    expect(wrongObject.json.returnInfo).toMatch(/NoSuchObject/);
    const badQuery = await rawUpload('a.csv', 'Name\nA', admin, { objectApi: 'Account', operation: 'merge' });
    expect(badQuery.status).toBe(400);
  });
});
