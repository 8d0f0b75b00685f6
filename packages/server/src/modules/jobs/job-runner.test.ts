import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPostgres } from '../../db/database.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import {
  createJobRunner,
  type JobLogger,
  type JobRunner,
  type JobRunnerOptions,
  readJobView,
  recurringKey,
} from './index.js';
import { claimNextJob } from './job-store.js';

interface LogEntry {
  level: 'error' | 'warn' | 'info';
  context: Record<string, unknown>;
  message: string;
}

/** A logger that keeps what it is told, so a test can check each failure names its job. */
function capturingLog(): { log: JobLogger; entries: LogEntry[] } {
  const entries: LogEntry[] = [];
  const at =
    (level: LogEntry['level']) =>
    (context: unknown, message?: string): void => {
      entries.push({ level, context: context as Record<string, unknown>, message: message ?? '' });
    };
  return { log: { error: at('error'), warn: at('warn'), info: at('info') }, entries };
}

const CRASH_WORKER = fileURLToPath(new URL('../../test-support/job-crash-worker.mjs', import.meta.url));

/** Issue 17: the one job runner every background task runs on. */
describeEachDatabase('job runner', (getDatabase) => {
  let clock = new Date('2026-05-04T08:00:00.000Z');
  let seq = 0;
  const uniqueType = (name: string) => {
    seq += 1;
    return `test.${name}.${seq}.${Math.random().toString(36).slice(2, 6)}`;
  };
  const runner = (options: Partial<JobRunnerOptions> = {}): JobRunner & { entries: LogEntry[] } => {
    const { log, entries } = capturingLog();
    return Object.assign(
      createJobRunner({ database: getDatabase().handle, log, now: () => clock, ...options }),
      { entries },
    );
  };
  const view = async (id: number | null) => {
    const job = await readJobView(getDatabase().handle, Number(id));
    if (!job) throw new Error(`job ${id} is not there`);
    return job;
  };
  const leaseOf = async (id: number | null) =>
    getDatabase()
      .handle.db.selectFrom('job')
      .select(['lease_owner', 'lease_expires_at', 'checkpoint'])
      .where('id', '=', Number(id))
      .executeTakeFirstOrThrow();

  it('enqueue, claim, complete: the handler gets the payload, its progress is kept for the UI, the lease is let go', async () => {
    const jobs = runner();
    const type = uniqueType('complete');
    const seen: unknown[] = [];
    jobs.registerJobHandler<{ n: number }>(type, async (job) => {
      seen.push({ payload: job.payload, attempt: job.attempt });
      await job.progress({ done: 2, total: 3, message: 'two of three' });
    });
    const id = await jobs.enqueueJob(type, { n: 7 }, { orgId: 'org_a', createdBy: 'user_a' });
    expect((await view(id)).status).toBe('queued');
    expect(await jobs.runJobsUntilIdle()).toBe(1);
    expect(seen).toEqual([{ payload: { n: 7 }, attempt: 1 }]);
    expect(await view(id)).toMatchObject({
      status: 'done',
      attempts: 1,
      progress: { done: 2, total: 3, message: 'two of three' },
      lastError: '',
      orgId: 'org_a',
      createdBy: 'user_a',
      finishedAt: clock.toISOString(),
    });
    expect(await leaseOf(id)).toMatchObject({ lease_owner: '', lease_expires_at: null });
    expect(await jobs.runJobsUntilIdle()).toBe(0);
    expect(jobs.entries.filter((entry) => entry.level === 'error')).toEqual([]);
  });

  it('a batch type claims its due jobs together: one handler call, the done ones settled, a failed one retried with back-off on its own (issue 20)', async () => {
    const jobs = runner({ backoffBaseMs: 1_000 });
    const type = uniqueType('batch');
    const batches: Array<Array<{ n: number; attempt: number }>> = [];
    let owners = new Set<string>();
    jobs.registerBatchJobHandler<{ n: number }>(
      type,
      async (batch) => {
        batches.push(batch.map((job) => ({ n: job.payload.n, attempt: job.attempt })));
        const rows = await getDatabase()
          .handle.db.selectFrom('job')
          .select(['lease_owner', 'status'])
          .where(
            'id',
            'in',
            batch.map((job) => job.id),
          )
          .execute();
        owners = new Set(rows.map((row) => `${row.status}:${row.lease_owner}`));
        // Job 3 fails on its first attempt only.
        return batch.map((job) =>
          job.payload.n === 3 && job.attempt === 1 ? new Error('three said no') : null,
        );
      },
      { batchSize: 4, maxAttempts: 2 },
    );
    const ids: Array<number | null> = [];
    for (let n = 1; n <= 6; n += 1) ids.push(await jobs.enqueueJob(type, { n }));
    expect(await jobs.runJobsUntilIdle()).toBe(6);
    // Oldest first, four then two; all of a batch under one running claim.
    expect(batches.map((batch) => batch.map((job) => job.n))).toEqual([
      [1, 2, 3, 4],
      [5, 6],
    ]);
    expect(owners.size).toBe(1);
    expect([...owners][0]).toMatch(/^running:.+#\d+$/);
    expect((await view(ids[0] ?? null)).status).toBe('done');
    expect(await view(ids[2] ?? null)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'three said no',
      runAfter: new Date(clock.getTime() + 1_000).toISOString(),
    });
    expect(
      jobs.entries.filter((entry) => entry.level === 'error').map((entry) => entry.context.jobId),
    ).toEqual([ids[2]]);
    clock = new Date(clock.getTime() + 1_000);
    expect(await jobs.runJobsUntilIdle()).toBe(1);
    expect(batches.at(-1)).toEqual([{ n: 3, attempt: 2 }]);
    for (const id of ids) expect((await view(id)).status).toBe('done');
    expect(await leaseOf(ids[5] ?? null)).toMatchObject({ lease_owner: '', lease_expires_at: null });
  });

  it('a batch handler that throws fails every job of its batch, each retried on its own (issue 20)', async () => {
    const jobs = runner({ backoffBaseMs: 1_000 });
    const type = uniqueType('batch-throws');
    jobs.registerBatchJobHandler(
      type,
      async () => {
        throw new Error('the database went away');
      },
      { batchSize: 10, maxAttempts: 1 },
    );
    const first = await jobs.enqueueJob(type, {});
    const second = await jobs.enqueueJob(type, {});
    expect(await jobs.runJobsUntilIdle()).toBe(2);
    for (const id of [first, second])
      expect(await view(id)).toMatchObject({ status: 'failed', lastError: 'the database went away' });
  });

  it('a job waits for its run_after; a unique key lets one job at a time be queued', async () => {
    const jobs = runner();
    const type = uniqueType('later');
    let runs = 0;
    jobs.registerJobHandler(type, async () => {
      runs += 1;
    });
    const later = new Date(clock.getTime() + 60_000);
    const id = await jobs.enqueueJob(type, {}, { runAfter: later, uniqueKey: `once:${type}` });
    expect(id).not.toBeNull();
    expect(await jobs.enqueueJob(type, {}, { uniqueKey: `once:${type}` })).toBeNull();
    expect(await jobs.runJobsUntilIdle()).toBe(0);
    clock = later;
    expect(await jobs.runJobsUntilIdle()).toBe(1);
    expect(runs).toBe(1);
    // Done, the key is free again.
    expect(await jobs.enqueueJob(type, {}, { uniqueKey: `once:${type}` })).not.toBeNull();
  });

  it('a failing job is retried with exponential back-off, then fails for good after its max attempts, the error kept and each failure logged with the job id', async () => {
    const jobs = runner({ backoffBaseMs: 1_000 });
    const type = uniqueType('fails');
    let calls = 0;
    jobs.registerJobHandler(
      type,
      async () => {
        calls += 1;
        throw new Error(`the mail server said no (${calls})`);
      },
      { maxAttempts: 3 },
    );
    const id = await jobs.enqueueJob(type, {});
    const start = clock.getTime();
    expect(await jobs.runJobsUntilIdle()).toBe(1);
    expect(await view(id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'the mail server said no (1)',
      runAfter: new Date(start + 1_000).toISOString(),
    });
    // Not due yet: nothing runs.
    clock = new Date(start + 999);
    expect(await jobs.runJobsUntilIdle()).toBe(0);
    clock = new Date(start + 1_000);
    expect(await jobs.runJobsUntilIdle()).toBe(1);
    expect(await view(id)).toMatchObject({
      status: 'queued',
      attempts: 2,
      runAfter: new Date(start + 1_000 + 2_000).toISOString(),
    });
    clock = new Date(start + 3_000);
    expect(await jobs.runJobsUntilIdle()).toBe(1);
    expect(await view(id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'the mail server said no (3)',
      finishedAt: clock.toISOString(),
    });
    clock = new Date(start + 100_000);
    expect(await jobs.runJobsUntilIdle()).toBe(0);
    expect(calls).toBe(3);
    const errors = jobs.entries.filter((entry) => entry.level === 'error');
    expect(errors.map((entry) => entry.context.jobId)).toEqual([id, id, id]);
    expect(errors.map((entry) => entry.context.attempt)).toEqual([1, 2, 3]);
    expect(errors[2]?.message).toContain('failed for good after 3 attempts');
    expect(errors[0]?.message).toContain(`job ${id}`);
  });

  it('a recurring job is scheduled once however many processes start, runs when due and schedules its next run', async () => {
    const type = uniqueType('recurring');
    const ran: string[] = [];
    const processes = [runner({ pollMs: 60_000 }), runner({ pollMs: 60_000 })];
    for (const jobs of processes) {
      jobs.registerJobHandler(type, async () => {
        ran.push(clock.toISOString());
      });
      jobs.registerRecurringJob({ type, everyMs: 3_600_000, firstRunAfterMs: 10_000 });
    }
    try {
      const start = clock.getTime();
      await Promise.all(processes.map((jobs) => jobs.start()));
      const queued = async () =>
        getDatabase()
          .handle.db.selectFrom('job')
          .select(['id', 'run_after', 'unique_key'])
          .where('type', '=', type)
          .where('status', '=', 'queued')
          .execute();
      expect(await queued()).toEqual([
        expect.objectContaining({
          run_after: new Date(start + 10_000).toISOString(),
          unique_key: recurringKey(type),
        }),
      ]);
      clock = new Date(start + 10_000);
      await Promise.all(processes.map((jobs) => jobs.runJobsUntilIdle()));
      expect(ran).toEqual([clock.toISOString()]);
      expect(await queued()).toEqual([
        expect.objectContaining({ run_after: new Date(start + 10_000 + 3_600_000).toISOString() }),
      ]);
    } finally {
      await Promise.all(processes.map((jobs) => jobs.stop()));
    }
  });

  it('a worker killed (SIGKILL) mid-job: the job stays its own until the lease expires, then another worker takes it and resumes from the checkpoint', async () => {
    const type = uniqueType('crash');
    const database = getDatabase();
    const setup = runner();
    const id = await setup.enqueueJob(type, { file: 'import.csv' });
    // The job is due for the child, whose clock is the real one.
    await database.handle.db
      .updateTable('job')
      .set({ run_after: new Date(0).toISOString() })
      .where('id', '=', Number(id))
      .execute();
    let child: ChildProcess | undefined;
    try {
      child = spawn(process.execPath, [CRASH_WORKER, database.dialect, database.location, type, '2000'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
      });
      const claimed = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child?.stdout?.on('data', (chunk: Buffer) => {
          stdout += chunk.toString();
          const match = /claimed (\d+)/.exec(stdout);
          if (match?.[1]) resolve(match[1]);
        });
        child?.on('exit', (code) =>
          reject(new Error(`the worker exited (${code}) before claiming: ${stderr}`)),
        );
      });
      expect(Number(claimed)).toBe(id);
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      const [, signal] = await exited;
      expect(signal).toBe('SIGKILL');
    } finally {
      if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }

    const held = await leaseOf(id);
    expect(held.lease_owner).toMatch(/^doomed-worker#/);
    expect(held.checkpoint).toBe('first-half');
    expect(await view(id)).toMatchObject({ status: 'running', attempts: 1, progress: { done: 1, total: 2 } });
    const expiry = new Date(String(held.lease_expires_at)).getTime();

    const resumed: Array<{ attempt: number; checkpoint: string; progressDone: number }> = [];
    const survivor = runner();
    survivor.registerJobHandler(type, async (job) => {
      resumed.push({ attempt: job.attempt, checkpoint: job.checkpoint, progressDone: job.progressDone });
      await job.progress({ done: 2, message: 'finished', checkpoint: 'second-half' });
    });
    // Until the lease runs out the job is the dead worker's: nobody else takes it.
    clock = new Date(expiry - 1);
    expect(await survivor.runJobsUntilIdle()).toBe(0);
    expect((await view(id)).status).toBe('running');
    clock = new Date(expiry + 1);
    expect(await survivor.runJobsUntilIdle()).toBe(1);
    expect(resumed).toEqual([{ attempt: 2, checkpoint: 'first-half', progressDone: 1 }]);
    expect(await view(id)).toMatchObject({ status: 'done', attempts: 2, progress: { done: 2, total: 2 } });
    expect(survivor.entries).toEqual([
      expect.objectContaining({ level: 'warn', context: expect.objectContaining({ jobId: id }) }),
    ]);
  }, 60_000);

  it('a job whose worker keeps dying fails for good once its attempts are spent, logged with its id', async () => {
    const type = uniqueType('dies');
    const first = runner({ leaseMs: 1_000 });
    first.registerJobHandler(type, async () => undefined, { maxAttempts: 1 });
    const id = await first.enqueueJob(type, {});
    // A claim whose worker never comes back: the lease is all that is left of it.
    const claimed = await claimNextJob(getDatabase().handle, [type], 'gone-worker#1', 1_000, clock);
    expect(Number(claimed?.id)).toBe(id);
    clock = new Date(clock.getTime() + 1_001);
    expect(await first.runJobsUntilIdle()).toBe(0);
    expect(await view(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((await view(id)).lastError).toContain('stopped answering');
    expect(first.entries).toEqual([
      expect.objectContaining({ level: 'error', context: expect.objectContaining({ jobId: id }) }),
    ]);
  });

  describe('with the server', () => {
    it('the worker starts with the server, and a graceful shutdown hands the running job back to the queue without counting the attempt', async () => {
      const app = await createTestApp(getDatabase().handle);
      const type = uniqueType('shutdown');
      let started: () => void = () => undefined;
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      app.jobs.registerJobHandler(type, async (job) => {
        started();
        await new Promise<never>((_, reject) => {
          job.signal.addEventListener('abort', () => reject(job.signal.reason));
        });
      });
      // No test call runs it: the server's own worker, woken by the enqueue, does.
      const id = await app.jobs.enqueueJob(type, {});
      await running;
      expect((await view(id)).status).toBe('running');
      await app.close();
      expect(await view(id)).toMatchObject({ status: 'queued', attempts: 0, lastError: '' });
      expect(await leaseOf(id)).toMatchObject({ lease_owner: '', lease_expires_at: null });
    });
  });
});

/** PostgreSQL: claims race on separate connections; SKIP LOCKED gives each job to one worker only. */
describeEachDatabase('job runner under concurrent claims', (getDatabase) => {
  let wide: DatabaseHandle | undefined;
  beforeAll(() => {
    if (getDatabase().dialect === 'postgres') wide = openPostgres(getDatabase().location, 16);
  });
  afterAll(async () => {
    await wide?.destroy();
  });

  it('two workers never take the same job', async ({ skip }) => {
    if (!wide) return skip('PostgreSQL only: SQLite has one worker per process and one writer');
    const database = wide;
    const type = `test.concurrent.${Math.random().toString(36).slice(2, 8)}`;
    const log = capturingLog().log;
    const setup = createJobRunner({ database, log });
    const ids: number[] = [];
    for (let i = 0; i < 24; i += 1) ids.push(Number(await setup.enqueueJob(type, { i })));

    // Bare claims, 48 at once on 16 connections: each of the 24 jobs is claimed exactly once.
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 48 }, (_, i) => claimNextJob(database, [type], `racer#${i}`, 60_000, now)),
    );
    const won = claims.filter((claim) => claim !== undefined).map((claim) => Number(claim.id));
    expect(won.sort((a, b) => a - b)).toEqual(ids);
    await database.db.deleteFrom('job').where('type', '=', type).execute();

    // Whole workers: four runners drain a queue together; every job runs once.
    for (let i = 0; i < 40; i += 1) await setup.enqueueJob(type, { i });
    const runs = new Map<number, string[]>();
    const workers = ['a', 'b', 'c', 'd'].map((name) => {
      const worker = createJobRunner({ database, log, workerId: name });
      worker.registerJobHandler(type, async (job) => {
        runs.set(job.id, [...(runs.get(job.id) ?? []), name]);
        await new Promise((resolve) => setImmediate(resolve));
      });
      return worker;
    });
    const ran = await Promise.all(workers.map((worker) => worker.runJobsUntilIdle()));
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(40);
    expect(runs.size).toBe(40);
    expect([...runs.values()].every((names) => names.length === 1)).toBe(true);
    const statuses = await database.db
      .selectFrom('job')
      .select('status')
      .where('type', '=', type)
      .groupBy('status')
      .execute();
    expect(statuses).toEqual([{ status: 'done' }]);
  });
});
