import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { up } from './0080-jobs.js';

/** A database from before the job runner: its sharing-rule queue moves to the job table (issue 17). */
describeEachDatabase('migration 0080 jobs', (getDatabase) => {
  it('moves the queued and running sharing jobs (a crashed one included) to the job table, resumable, and drops access_job', async () => {
    const { db, dialect } = getDatabase().handle;
    const untyped = db as unknown as Kysely<unknown>;
    await untyped.schema.dropTable('job').execute();
    await sql`create table access_job (id integer primary key, org_id text not null, rule_id text not null,
      reason text not null, object_id text not null, action text not null, status text not null,
      cursor text not null, processed integer not null, error text not null,
      created_at text not null, updated_at text not null)`.execute(db);
    const at = '2026-04-01T10:00:00.000Z';
    for (const [id, status, cursor, processed] of [
      [1, 'done', '', 12],
      [2, 'running', '006000000000042', 5000],
      [3, 'queued', '', 0],
    ] as const)
      await sql`insert into access_job values (${id}, 'org_a', ${`0sr${id}`}, ${`rule:0sr${id}:1`},
        'opportunity', 'apply', ${status}, ${cursor}, ${processed}, '', ${at}, ${at})`.execute(db);

    await up(untyped, dialect);

    const jobs = await db
      .selectFrom('job')
      .select(['type', 'status', 'org_id', 'payload_json', 'checkpoint', 'progress_done', 'attempts'])
      .orderBy('id')
      .execute();
    expect(jobs.map((job) => ({ ...job, payload: JSON.parse(job.payload_json) }))).toEqual([
      expect.objectContaining({
        type: 'access.ruleShares',
        status: 'queued',
        org_id: 'org_a',
        checkpoint: '006000000000042',
        progress_done: 5000,
        attempts: 0,
        payload: {
          orgId: 'org_a',
          ruleId: '0sr2',
          reason: 'rule:0sr2:1',
          objectId: 'opportunity',
          action: 'apply',
        },
      }),
      expect.objectContaining({
        status: 'queued',
        checkpoint: '',
        payload: expect.objectContaining({ ruleId: '0sr3' }),
      }),
    ]);
    await expect(sql`select count(*) from access_job`.execute(db)).rejects.toThrow();
  });
});
