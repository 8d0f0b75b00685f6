import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp, testConfig } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import type { ModuleContext } from '../module.js';
import { recordsDb } from '../records/index.js';
import { cleanOldFiles } from './file-cleanup.js';

/**
 * The import's next part (issue 21): rolling an import back (created records to the recycle bin, updated
 * fields back to what they were, refused when records changed since or the window has passed, audited),
 * the finished-import notification, the failure file as XLSX, and the clean-up of old files.
 */
describeEachDatabase('import rollback, notice, XLSX failure file and clean-up', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let dataDir: string;
  const calls = recordCalls(
    () => app,
    () => admin,
  );
  const stamp = Math.random().toString(36).slice(2, 7);

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'vela-import-rollback-'));
    app = await createTestApp(getDatabase().handle, { config: { dataDir, fileRetentionDays: 30 } });
    admin = await createTestUser(getDatabase().handle, { name: 'Rolling Admin' });
    // The notices come in the importer's language.
    await getDatabase()
      .handle.db.updateTable('app_user')
      .set({ language: 'de' })
      .where('id', '=', admin.userId)
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Uploads, maps as proposed, dry-runs and runs; answers the import's id. */
  const imported = async (fileName: string, text: string, operation = 'insert') => {
    const view = await calls.ok('/importFile/upload', {
      objectApi: 'Account',
      operation,
      matchField: '',
      fileName,
      contentBase64: Buffer.from(text, 'utf8').toString('base64'),
    });
    const proposal = await calls.ok('/importFile/getMapping', { importId: view.id });
    await calls.ok('/importFile/dryRun', {
      importId: view.id,
      mapping: proposal.mapping,
      dateFormat: proposal.dateFormat,
      numberFormat: proposal.numberFormat,
    });
    await app.jobs.runJobsUntilIdle();
    await calls.ok('/importFile/run', { importId: view.id });
    await app.jobs.runJobsUntilIdle();
    return view.id as string;
  };
  const accountTable = async () =>
    resolveObject(await currentMetadata(getDatabase().handle), { objectApi: 'Account' }).tableName;
  const account = async (id: string) =>
    recordsDb(getDatabase().handle)
      .selectFrom(await accountTable())
      .select(['name', 'phone', 'is_deleted', 'lastmodifydate'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const summary = async (importId: string) =>
    (await calls.ok('/importFile/listImports', {})).find((entry: { id: string }) => entry.id === importId);

  it('[S1-R-127] rolls an import back: created records go to the recycle bin, updated fields get their old values, notified and audited', async () => {
    const kept = await calls.create('Account', { name: `Kept ${stamp}`, phone: '111' });
    const createdImport = await imported(
      'new.csv',
      `Account name,Phone\nFirst ${stamp},201\nSecond ${stamp},202\n`,
    );
    const updateImport = await imported('update.csv', `Id,Phone\n${kept},999\n${kept},998\n`, 'update');
    expect((await account(kept)).phone).toBe('998');

    const notices = await calls.ok('/approval/getNotifications', { markRead: false });
    const texts = notices.items.map((item: { text: string }) => item.text);
    expect(texts).toContain('Import von new.csv abgeschlossen: 2 angelegt, 0 geändert, 0 fehlgeschlagen');
    expect(notices.items.find((item: { text: string }) => item.text.includes('update.csv')).recordId).toBe(
      updateImport,
    );

    const before = await summary(updateImport);
    expect(before).toMatchObject({ status: 'done', canRollBack: true, rollback: null });
    const started = await calls.ok('/importFile/rollback', { importId: updateImport });
    expect(started.status).toBe('rollingBack');
    await app.jobs.runJobsUntilIdle();
    // Two rows wrote the same record: it goes back to what it was before the first.
    expect((await account(kept)).phone).toBe('111');
    expect(await summary(updateImport)).toMatchObject({
      status: 'rolledBack',
      canRollBack: false,
      rollback: { done: 1, total: 1, failed: 0 },
    });

    await calls.ok('/importFile/rollback', { importId: createdImport });
    await app.jobs.runJobsUntilIdle();
    const view = await calls.ok('/importFile/getImport', { importId: createdImport });
    expect(view.status).toBe('rolledBack');
    const made = await recordsDb(getDatabase().handle)
      .selectFrom(await accountTable())
      .select(['name', 'is_deleted'])
      .where('name', 'in', [`First ${stamp}`, `Second ${stamp}`])
      .execute();
    expect(made.map((row) => Number(row.is_deleted))).toEqual([1, 1]);

    const again = await calls.call('/importFile/rollback', { importId: createdImport });
    expect(again.status).toBe(400);
    expect(again.json.returnInfo).toMatch(/already rolled back/);
    const audit = await getDatabase()
      .handle.db.selectFrom('access_audit')
      .select(['kind', 'target', 'actor_id'])
      .where('kind', '=', 'import-rollback')
      .where('actor_id', '=', admin.userId)
      .execute();
    expect(audit.map((row) => row.target).sort()).toEqual(['new.csv', 'update.csv']);
    const rolledNotice = (await calls.ok('/approval/getNotifications', { markRead: false })).items.find(
      (item: { text: string }) => item.text.startsWith('Import von new.csv zurückgenommen'),
    );
    expect(rolledNotice.text).toBe(
      'Import von new.csv zurückgenommen: 2 Datensätze zurückgesetzt, 0 nicht möglich',
    );
  });

  /** Makes the database refuse to store a rollback's outcome for one record: a real database error. */
  const refuseRollbackOf = async (recordId: string, name: string) => {
    const { handle } = getDatabase();
    if (handle.dialect === 'sqlite') {
      await sql
        .raw(
          `create trigger ${name} before insert on import_row when new.phase = 'rollback' and new.record_id = '${recordId}' begin select raise(abort, 'the disk refused the write'); end`,
        )
        .execute(handle.db);
      return async () => void (await sql.raw(`drop trigger ${name}`).execute(handle.db));
    }
    await sql
      .raw(
        `create function ${name}() returns trigger as $$ begin if new.phase = 'rollback' and new.record_id = '${recordId}' then raise exception 'the disk refused the write'; end if; return new; end $$ language plpgsql`,
      )
      .execute(handle.db);
    await sql
      .raw(`create trigger ${name} before insert on import_row for each row execute function ${name}()`)
      .execute(handle.db);
    return async () => {
      await sql.raw(`drop trigger ${name} on import_row`).execute(handle.db);
      await sql.raw(`drop function ${name}()`).execute(handle.db);
    };
  };

  /** Runs the import's jobs until none is left, retries included (each retry made due at once). */
  const runWithRetries = async () => {
    for (let round = 0; round < 5; round += 1) {
      await app.jobs.runJobsUntilIdle();
      const waiting = await getDatabase()
        .handle.db.updateTable('job')
        .set({ run_after: new Date(Date.now() - 1000).toISOString() })
        .where('type', '=', 'imports.run')
        .where('status', '=', 'queued')
        .where('attempts', '>', 0)
        .executeTakeFirst();
      if (Number(waiting.numUpdatedRows) === 0) return;
    }
  };

  it('[S1-C-008] the save pipeline’s refusals that carry a message key (a duplicate rule’s, a required field’s) are written in the reader’s language; a duplicate within the file fails alone', async () => {
    const phone = (n: number) => `+49 30 ${stamp.length}${n}${n}${n} 4455`;
    const stored = await calls.create('Account', { name: `Stored ${stamp}`, phone: phone(1) });
    expect(stored).not.toBe('');
    const rule = await calls.call('/metadata/saveDuplicateRule', {
      objId: 'account',
      name: `Phone once ${stamp}`,
      action: 'block',
      match: [{ field: 'phone', match: 'phone' }],
    });
    try {
      const view = await calls.ok('/importFile/upload', {
        objectApi: 'Account',
        operation: 'insert',
        matchField: '',
        fileName: 'keys.csv',
        contentBase64: Buffer.from(
          [
            'Account name,Phone',
            `Copy ${stamp},${phone(1)}`,
            `First ${stamp},${phone(2)}`,
            `Second ${stamp},${phone(2)}`,
            `,${phone(3)}`,
          ].join('\n'),
          'utf8',
        ).toString('base64'),
      });
      const proposal = await calls.ok('/importFile/getMapping', { importId: view.id });
      await calls.ok('/importFile/dryRun', {
        importId: view.id,
        mapping: proposal.mapping,
        dateFormat: proposal.dateFormat,
        numberFormat: proposal.numberFormat,
      });
      await app.jobs.runJobsUntilIdle();
      const checked = await calls.ok('/importFile/getImport', { importId: view.id });
      expect(checked.dryRun).toEqual({ ok: 1, failed: 3 });
      const reasons = Object.fromEntries(
        checked.failures.map((failure: { row: number; reason: string }) => [failure.row, failure.reason]),
      );
      // The labels are the object's as the import ran (its metadata in the importer's language).
      expect(reasons[2]).toMatch(
        new RegExp(
          `^Account: Ein anderer Datensatz hat dieselben Werte in (Phone|Telefon) \\(Duplikatregel „Phone once ${stamp}“: Stored ${stamp}\\); dieser wurde nicht gespeichert$`,
        ),
      );
      expect(reasons[4]).toContain(`Duplikatregel „Phone once ${stamp}“: First ${stamp})`);
      expect(reasons[5]).toMatch(/^Bitte Account ?name eingeben$/i);
      const file = await app.inject({
        method: 'POST',
        url: '/api/importFile/downloadFailFile',
        payload: envelopeFor(admin, { importId: view.id }),
      });
      expect(file.body).toContain(`;${reasons[2]}`.replace(';', ','));
    } finally {
      await calls.call('/metadata/deleteMetadata', { kind: 'duplicateRule', id: rule.json.data.id });
    }
  });

  it('[S1-R-127] a rollback whose job fails every attempt ends as "Rollback failed" with the reason and what was put back, audited and notified, and may be tried again', async () => {
    const importId = await imported(
      'breaks.csv',
      `Account name,Phone\nUndone ${stamp},401\nStuck ${stamp},402\n`,
    );
    const rows = await recordsDb(getDatabase().handle)
      .selectFrom(await accountTable())
      .select(['id', 'name'])
      .where('name', 'in', [`Undone ${stamp}`, `Stuck ${stamp}`])
      .execute();
    const idOf = (name: string) => String(rows.find((row) => row.name === name)?.id);
    const release = await refuseRollbackOf(idOf(`Stuck ${stamp}`), `refuse_rollback_${stamp}`);
    try {
      await calls.ok('/importFile/rollback', { importId });
      await runWithRetries();
    } finally {
      await release();
    }
    const failed = await summary(importId);
    expect(failed).toMatchObject({
      status: 'rollbackFailed',
      canRollBack: true,
      rollback: { done: 1, total: 2, failed: 0 },
    });
    // Said in the reader's language, not as the database's message (kept for the administrator).
    expect(failed.error).toBe(
      'Die Datenbank konnte die Änderung nicht schreiben; Ihr Administrator findet die Einzelheiten im Serverprotokoll',
    );
    // What was put back stays so; the other record is untouched.
    expect((await account(idOf(`Undone ${stamp}`))).is_deleted).toBe(1);
    expect((await account(idOf(`Stuck ${stamp}`))).is_deleted).toBe(0);
    const job = await getDatabase()
      .handle.db.selectFrom('job')
      .select(['status', 'attempts'])
      .where('type', '=', 'imports.run')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', attempts: 3 });
    const audit = await getDatabase()
      .handle.db.selectFrom('access_audit')
      .select(['detail'])
      .where('kind', '=', 'import-rollback-failed')
      .where('target', '=', 'breaks.csv')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({
      importId,
      putBack: 1,
      notPutBack: 1,
      reason:
        'The database could not write the change; your administrator will find the details in the server log',
      error: expect.stringContaining('the disk refused the write'),
    });
    const notice = (await calls.ok('/approval/getNotifications', { markRead: false })).items.find(
      (item: { text: string }) => item.text.includes('breaks.csv'),
    );
    expect(notice.text).toMatch(
      /^Zurücknahme des Imports von breaks.csv fehlgeschlagen: Die Datenbank konnte die Änderung nicht schreiben; Ihr Administrator findet die Einzelheiten im Serverprotokoll\. 1 Datensätze zurückgesetzt, 1 nicht/,
    );

    // The cause gone, the person tries again: the rest is put back, the first not touched twice.
    const retried = await calls.ok('/importFile/rollback', { importId });
    expect(retried.status).toBe('rollingBack');
    await app.jobs.runJobsUntilIdle();
    expect(await summary(importId)).toMatchObject({
      status: 'rolledBack',
      error: '',
      rollback: { done: 2, total: 2, failed: 0 },
    });
    expect((await account(idOf(`Stuck ${stamp}`))).is_deleted).toBe(1);
  });

  it('[S1-R-127] refuses a rollback, naming the records, when one changed since; and once the 7 days have passed', async () => {
    const importId = await imported(
      'changed.csv',
      `Account name,Phone\nStill ${stamp},301\nEdited ${stamp},302\n`,
    );
    const [edited] = await recordsDb(getDatabase().handle)
      .selectFrom(await accountTable())
      .select('id')
      .where('name', '=', `Edited ${stamp}`)
      .execute();
    const id = String(edited?.id);
    const saved = await calls.save('Account', { id, phone: '303', lastWriterWins: true });
    expect(saved.isSaveSuccess).toBe(true);

    const refused = await calls.call('/importFile/rollback', { importId });
    expect(refused.status).toBe(200);
    expect(refused.json.result).toBe(false);
    expect(refused.json.returnInfo).toMatch(/1 of its .* changed or were deleted since it ran \("Edited /);
    expect((await account(id)).is_deleted).toBe(0);
    expect((await summary(importId)).status).toBe('done');

    await getDatabase()
      .handle.db.updateTable('import_run')
      .set({ finished_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .where('id', '=', importId)
      .execute();
    expect((await summary(importId)).canRollBack).toBe(false);
    const late = await calls.call('/importFile/rollback', { importId });
    expect(late.status).toBe(400);
    expect(late.json.returnInfo).toMatch(/more than 7 days ago/);
    const missing = await calls.call('/importFile/rollback', { importId: 'imp-not-mine' });
    expect(missing.status).toBe(404);
  });

  it('[S1-C-008] writes the failure file as XLSX too, with formulas made inert and the import’s own reasons in the reader’s language', async () => {
    const view = await calls.ok('/importFile/upload', {
      objectApi: 'Account',
      operation: 'update',
      matchField: '',
      fileName: 'bad.csv',
      contentBase64: Buffer.from(
        'Id,Account name\n001000000000000000000000,=cmd|x\n001000000000000000000001,Extra,Value\n',
      ).toString('base64'),
    });
    const proposal = await calls.ok('/importFile/getMapping', { importId: view.id });
    await calls.ok('/importFile/dryRun', {
      importId: view.id,
      mapping: proposal.mapping,
      dateFormat: proposal.dateFormat,
      numberFormat: proposal.numberFormat,
    });
    await app.jobs.runJobsUntilIdle();
    const file = await app.inject({
      method: 'POST',
      url: '/api/importFile/downloadFailFile',
      payload: envelopeFor(admin, { importId: view.id, format: 'xlsx' }),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toContain('bad-failed.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    // The unnamed column (the extra value's) reads back empty.
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Id', 'Account name', undefined, 'Import error']);
    expect(sheet?.getRow(2).getCell(2).value).toBe("'=cmd|x");
    expect(String(sheet?.getRow(2).getCell(4).value)).not.toBe('');
    // The reader's language is German: the import's own refusal is written in it, under the reason's heading.
    expect(sheet?.getRow(3).getCell(4).value).toBe('Die Zeile hat 3 Werte, die Kopfzeile aber 2 Spalten');
    expect(sheet?.rowCount).toBe(3);
    const listed = await calls.ok('/importFile/getImport', { importId: view.id });
    expect(listed.failures.map((failure: { reason: string }) => failure.reason)).toContain(
      'Die Zeile hat 3 Werte, die Kopfzeile aber 2 Spalten',
    );
  });

  it('clears import rows and export files older than the retention setting, and says so on download', async () => {
    const importId = await imported('old.csv', `Account name\nOld ${stamp}\n`);
    await getDatabase()
      .handle.db.updateTable('import_run')
      .set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() })
      .where('id', '=', importId)
      .execute();
    const exportsDir = path.join(dataDir, 'exports');
    await mkdir(exportsDir, { recursive: true });
    const oldFile = path.join(exportsDir, '901.csv');
    const newFile = path.join(exportsDir, '902.csv');
    await writeFile(oldFile, 'old');
    await writeFile(newFile, 'new');
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    await utimes(oldFile, longAgo, longAgo);

    const context = {
      database: getDatabase().handle,
      config: testConfig({ dataDir }),
      now: () => new Date(),
    };
    const cleared = await cleanOldFiles(context as ModuleContext);
    expect(cleared.exports).toBe(1);
    expect(cleared.imports).toBeGreaterThanOrEqual(1);
    await expect(stat(oldFile)).rejects.toThrow();
    expect((await stat(newFile)).isFile()).toBe(true);
    const run = await getDatabase()
      .handle.db.selectFrom('import_run')
      .select(['rows_json', 'files_purged_at'])
      .where('id', '=', importId)
      .executeTakeFirstOrThrow();
    expect(run.rows_json).toBe('[]');
    expect(run.files_purged_at).not.toBe('');
    const download = await app.inject({
      method: 'POST',
      url: '/api/importFile/downloadFailFile',
      payload: envelopeFor(admin, { importId }),
    });
    expect(download.json().returnInfo).toMatch(/no longer kept/);
    // The history keeps it, counts and all.
    expect((await summary(importId)).counts.created).toBe(1);
  });
});
