import { type GlobalSearchAnswer, newRecordId } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.js';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, envelopeFor, type TestUser } from '../../test-support/test-users.js';
import { SecureChannelClient } from '../auth/secure-channel-client.js';
import { createJobRunner, type JobRunner } from '../jobs/index.js';
import { currentMetadata } from '../metadata/index.js';
import { recordsDb } from '../records/index.js';
import {
  BUILD_KEYWORD_INDEX_JOB,
  CHECK_KEYWORD_INDEXES_JOB,
  queueKeywordIndexCheck,
  registerKeywordIndexJobs,
} from './keyword-index-jobs.js';

const quiet = { error: () => undefined, warn: () => undefined, info: () => undefined };

/** Whether the table's keyword index (SQLite: its FTS5 table; PostgreSQL: its trigram index) exists. */
async function keywordIndexExists(database: DatabaseHandle, table: string): Promise<boolean> {
  const found =
    database.dialect === 'sqlite'
      ? await sql`select 1 from sqlite_master where name = ${`kw_${table}`}`.execute(database.db)
      : await sql`select 1 from pg_indexes where indexname = ${`${table}_kw_trgm`.slice(0, 63)}`.execute(
          database.db,
        );
  return found.rows.length > 0;
}

async function jobsOf(database: DatabaseHandle, type: string, table?: string) {
  const rows = await database.db
    .selectFrom('job')
    .select(['id', 'status', 'payload_json'])
    .where('type', '=', type)
    .execute();
  return rows.filter((row) => table === undefined || JSON.parse(row.payload_json).table === table);
}

/**
 * Issue 26 item 17: the keyword index is built by a job when the data arrives, never inside a
 * list request; until it is ready a list answers at once and says its search is the narrower one.
 */
describeEachDatabase('keyword index built by jobs', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  // The app's own worker is stopped so that nothing builds behind the test's back; this runner
  // (not started: it runs only when asked) has the list-views handlers.
  let runner: JobRunner;
  let table: string;
  const { ok } = recordCalls(
    () => app,
    () => admin,
  );
  const list = (keyword?: string) =>
    ok('/view/getViewListData', {
      objectApi: 'Widget',
      pageSize: 50,
      sort: { field: 'name', order: 'asc' },
      ...(keyword === undefined ? {} : { keyword }),
    }) as Promise<{ rows: Array<{ name: string }>; keywordIndex: 'preparing' | null }>;

  beforeAll(async () => {
    const database = getDatabase().handle;
    app = await createTestApp(database);
    await app.jobs.stop();
    runner = createJobRunner({ database, log: quiet });
    registerKeywordIndexJobs(runner, database);
    admin = await createTestUser(database, { name: 'Ada Admin' });
    await ok('/metadata/createObject', { api: 'Widget', prefix: 'w01', label: 'Widget', plural: 'Widgets' });
    table = (await currentMetadata(database)).byApi.get('widget')?.tableName ?? '';
    const at = new Date('2026-03-01T10:00:00.000Z');
    const names = ['Acme Sprocket', 'Sprocket Acme', 'acme gear', 'Bolt'];
    await recordsDb(database)
      .insertInto(table)
      .values(
        names.map((name, index) => ({
          id: newRecordId('w01', at.getTime() + index),
          name,
          ownerid: admin.userId,
          createbyid: admin.userId,
          createdate: at.toISOString(),
          lastmodifybyid: admin.userId,
          lastmodifydate: at.toISOString(),
          recordtype: null,
          is_deleted: 0,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await app.close();
  });

  it('creating an object queues the build of its keyword index', async () => {
    expect(table).not.toBe('');
    const queued = await jobsOf(getDatabase().handle, BUILD_KEYWORD_INDEX_JOB, table);
    expect(queued.map((job) => job.status)).toEqual(['queued']);
  });

  it('a list before the index is built answers without building it: all rows, a keyword by name beginning, flagged', async () => {
    const database = getDatabase().handle;
    const all = await list();
    expect(all.rows.map((row) => row.name)).toEqual(['acme gear', 'Acme Sprocket', 'Bolt', 'Sprocket Acme']);
    expect(all.keywordIndex).toBeNull();
    const searched = await list('acme');
    expect(searched.keywordIndex).toBe('preparing');
    // Only the names beginning with the word: 'Sprocket Acme' waits for the index.
    expect(searched.rows.map((row) => row.name)).toEqual(['acme gear', 'Acme Sprocket']);
    expect(await keywordIndexExists(database, table)).toBe(false);
    // The build is still queued once (a list asks for it; the unique key keeps it one job).
    expect(await jobsOf(database, BUILD_KEYWORD_INDEX_JOB, table)).toHaveLength(1);
  });

  it('global search says which objects are still being prepared and finds their names by beginning', async () => {
    const url = '/api/businessEnquiry/searchList';
    const channel = await SecureChannelClient.open(app, { accessToken: admin.accessToken });
    const sealed = await channel.seal(url, { keyword: 'acme', searchObjId: 'all' });
    const response = await app.inject({ method: 'POST', url, payload: envelopeFor(admin, sealed) });
    const data = response.json().data as GlobalSearchAnswer;
    expect(data.keywordIndexPreparing).toContain('widget');
    const widgets = data.groups.find((group) => group.objectApi === 'Widget');
    expect(widgets?.records.map((record) => record.name).sort()).toEqual(['Acme Sprocket', 'acme gear']);
    expect(await keywordIndexExists(getDatabase().handle, table)).toBe(false);
  });

  it('after the jobs ran the index exists and the keyword search is full', async () => {
    const database = getDatabase().handle;
    expect(await runner.runJobsUntilIdle()).toBeGreaterThan(0);
    expect(await keywordIndexExists(database, table)).toBe(true);
    const searched = await list('acme');
    expect(searched.keywordIndex).toBeNull();
    expect(searched.rows.map((row) => row.name)).toEqual(['acme gear', 'Acme Sprocket', 'Sprocket Acme']);
    const done = await jobsOf(database, BUILD_KEYWORD_INDEX_JOB, table);
    expect(done.map((job) => job.status)).toEqual(['done']);
  });

  it('start-up queues one check across processes, and it queues a build only for the indexes missing or out of date', async () => {
    const database = getDatabase().handle;
    await runner.runJobsUntilIdle();
    // Rows come back in no set order (PostgreSQL moves an updated row): new jobs are told by their ids.
    const before = new Set((await jobsOf(database, BUILD_KEYWORD_INDEX_JOB)).map((job) => job.id));
    // The widget index is out of date (say, built by an older version); every other one is current.
    await database.db
      .updateTable('list_search_index')
      .set({ columns_key: 'v0:name' })
      .where('table_name', '=', table)
      .execute();
    // Two server processes start at the same moment: one check job more (the app's own worker may
    // already have taken it, so count jobs rather than queued ones).
    const checksBefore = (await jobsOf(database, CHECK_KEYWORD_INDEXES_JOB)).length;
    await Promise.all([queueKeywordIndexCheck(database), queueKeywordIndexCheck(database)]);
    expect((await jobsOf(database, CHECK_KEYWORD_INDEXES_JOB)).length - checksBefore).toBe(1);
    await runner.runJobsUntilIdle();
    const builds = await jobsOf(database, BUILD_KEYWORD_INDEX_JOB);
    const added = builds.filter((job) => !before.has(job.id));
    expect(added.map((job) => JSON.parse(job.payload_json))).toEqual([{ table }]);
    const row = await database.db
      .selectFrom('list_search_index')
      .select('columns_key')
      .where('table_name', '=', table)
      .executeTakeFirstOrThrow();
    expect(row.columns_key).not.toBe('v0:name');
    // A later start finds nothing to do.
    await queueKeywordIndexCheck(database);
    await runner.runJobsUntilIdle();
    expect((await jobsOf(database, BUILD_KEYWORD_INDEX_JOB)).length).toBe(builds.length);
  });
});
