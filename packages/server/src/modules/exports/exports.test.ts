import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { envelopeFor, type TestUser } from '../../test-support/test-users.js';

/**
 * Exports of whole objects (issue 21): a background job writes every record the person may read, with the
 * fields they may see, as CSV or XLSX (numbers and dates as such, formulas made inert); the file is theirs
 * alone to download.
 */
describeEachDatabase('object exports', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'vela-exports-'));
  const as = (user: TestUser) => callsAs(() => app, user);
  let accountId = '';
  const stamp = Math.random().toString(36).slice(2, 7);

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { config: { dataDir } });
    org = await createAccessOrg(getDatabase().handle, () => app, `org_export_${stamp}`);
    const owd = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Opportunity',
      defaultAccess: 'private',
    });
    expect(owd.json.result, JSON.stringify(owd.json)).toBe(true);
    accountId = await as(org.rep).create('Account', { name: `Export Holdings ${stamp}` });
    await as(org.rep).create('Opportunity', {
      name: `=cmd|' /C calc'!A0 ${stamp}`,
      khmc: accountId,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount: 1234.5,
    });
    await as(org.rep).create('Opportunity', {
      name: `Plain deal, "quoted" ${stamp}`,
      khmc: accountId,
      stage: 'Prospecting',
      closedate: '2026-10-01',
      amount: -20,
    });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const exported = async (user: TestUser, request: Record<string, unknown>) => {
    const started = await as(user).ok('/exportFile/start', request);
    // The app's own job runner may already have taken it.
    expect(['queued', 'running', 'done']).toContain(started.status);
    await app.jobs.runJobsUntilIdle();
    const view = await as(user).ok('/exportFile/getExport', { exportId: started.id });
    expect(view.status, view.error).toBe('done');
    const response = await app.inject({
      method: 'POST',
      url: '/api/exportFile/download',
      payload: envelopeFor(user, { exportId: started.id }),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { view, response };
  };

  it('writes every readable record to XLSX: labels as headers, numbers and dates as such, formulas inert', async () => {
    const { view, response } = await exported(org.rep, {
      objectApi: 'Opportunity',
      format: 'xlsx',
      fields: ['name', 'khmc', 'amount', 'closedate', 'stage'],
    });
    expect(view).toMatchObject({ fieldCount: 5, progress: { done: 2, total: 2 } });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual(['Opportunity name', 'Customer', 'Amount', 'Close date', 'Stage']);
    const byName = new Map(rows.slice(1).map((row) => [String(row[1]), row.slice(1)]));
    const formula = byName.get(`'=cmd|' /C calc'!A0 ${stamp}`);
    expect(formula?.[1]).toBe(`Export Holdings ${stamp}`);
    expect(formula?.[2]).toBe(1234.5);
    expect(formula?.[3]).toEqual(new Date(Date.UTC(2026, 8, 30)));
    expect(byName.get(`Plain deal, "quoted" ${stamp}`)?.[2]).toBe(-20);
    expect(sheet.getCell('D2').numFmt).toBe('yyyy-mm-dd');
  });

  it('writes CSV with every field the person may see when none is chosen, and audits the export', async () => {
    const { response } = await exported(org.rep, { objectApi: 'Opportunity', format: 'csv' });
    const text = response.body;
    expect(text.startsWith('\uFEFF')).toBe(true);
    const header = text.slice(1).split('\r\n')[0] ?? '';
    expect(header).toContain('Opportunity name');
    expect(header).toContain('Amount');
    expect(text).toContain(`"Plain deal, ""quoted"" ${stamp}"`);
    expect(text).toContain(`'=cmd|' /C calc'!A0 ${stamp}`);
    expect(text).toContain(',-20,');
    const log = await as(org.admin).ok('/access/audit/list', { kind: 'export' });
    expect(JSON.stringify(log)).toContain('Opportunity');
  });

  it('exports only the rows a person may read, never a hidden field, and an export is its owner’s alone', async () => {
    const hide = await as(org.admin).call('/access/profile/saveFieldAccess', {
      profileId: 'standard_user',
      objectApi: 'Opportunity',
      fields: [{ field: 'amount', access: 'hidden' }],
    });
    expect(hide.json.result, JSON.stringify(hide.json)).toBe(true);
    try {
      const refused = await as(org.peer).call('/exportFile/start', {
        objectApi: 'Opportunity',
        format: 'csv',
        fields: ['name', 'amount'],
      });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.json)).toContain('amount');
      const peer = await exported(org.peer, { objectApi: 'Opportunity', format: 'csv' });
      expect(peer.response.body).not.toContain(stamp);
      expect(peer.response.body).not.toContain('Amount');
      const manager = await exported(org.manager, { objectApi: 'Opportunity', format: 'csv' });
      expect(manager.response.body).toContain(`Plain deal`);
      expect(manager.response.body).not.toContain('1234.5');
      // Someone else's export answers as a missing one, in every call.
      for (const url of ['/exportFile/getExport', '/exportFile/download']) {
        const other = await as(org.rep).call(url, { exportId: manager.view.id });
        expect(other.status, url).toBe(404);
      }
      const history = await as(org.rep).ok('/exportFile/listExports', {});
      expect(history.map((entry: { id: number }) => entry.id)).not.toContain(manager.view.id);
      expect(history.length).toBe(2);
    } finally {
      await as(org.admin).call('/access/profile/saveFieldAccess', {
        profileId: 'standard_user',
        objectApi: 'Opportunity',
        fields: [{ field: 'amount', access: 'editable' }],
      });
    }
  });

  it('names bad input: an unknown object, a bad format, a file asked for before it is written', async () => {
    const unknownObject = await as(org.rep).call('/exportFile/start', { objectApi: 'Nope', format: 'csv' });
    expect(unknownObject.status).toBe(404);
    const badFormat = await as(org.rep).call('/exportFile/start', { objectApi: 'Account', format: 'pdf' });
    expect(badFormat.status).toBe(400);
    const started = await as(org.rep).ok('/exportFile/start', { objectApi: 'Account', format: 'csv' });
    const early = await as(org.rep).call('/exportFile/download', { exportId: started.id });
    expect(early.status).toBe(400);
    expect(JSON.stringify(early.json)).toContain('not ready');
    await app.jobs.runJobsUntilIdle();
    const objects = await as(org.rep).ok('/exportFile/getObjects', {});
    expect(objects.map((object: { objectApi: string }) => object.objectApi)).toContain('Account');
  });
});
