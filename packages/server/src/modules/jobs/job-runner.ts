import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { DatabaseHandle } from '../../db/database.js';
import {
  claimMoreJobs,
  claimNextJob,
  DEFAULT_MAX_ATTEMPTS,
  insertJob,
  type JobRow,
  parsePayload,
  recoverExpiredLeases,
  renewLease,
  renewLeases,
  saveProgress,
  settleDoneJobs,
  settleJob,
} from './job-store.js';
import type {
  BatchJobHandler,
  BatchJobHandlerOptions,
  EnqueueOptions,
  JobHandler,
  JobHandlerOptions,
  JobLogger,
  JobRunner,
  RecurringJob,
  RunningJob,
} from './job-types.js';

export interface JobRunnerOptions {
  database: DatabaseHandle;
  log: JobLogger;
  now?: () => Date;
  /** Names this process in lease_owner (default: host, pid and a random tag). */
  workerId?: string;
  /** How long a claim holds without a heartbeat; a dead worker's job is taken again after it. */
  leaseMs?: number;
  /** How often a running job renews its lease (default: a third of the lease). */
  heartbeatMs?: number;
  /** How often an idle worker looks for jobs other processes queued (this process's wake it at once). */
  pollMs?: number;
  /** The first retry waits this long, each next one twice as long, never more than backoffMaxMs. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
}

export const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 1_000;
const DEFAULT_BACKOFF_BASE_MS = 10_000;
const DEFAULT_BACKOFF_MAX_MS = 60 * 60 * 1000;

/** The wait before retry number `attempt` (1 after the first failure): exponential, capped. */
export function retryDelayMs(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1));
}

export function recurringKey(type: string): string {
  return `recurring:${type}`;
}

/** The job runners of this process: a job queued here wakes them instead of waiting for their next poll. */
const wakers = new Set<() => void>();

/**
 * Queues a job with no runner at hand (a command-line tool, a store
 * function): any server process with a handler for its type runs it.
 */
export async function enqueueJob(
  database: DatabaseHandle,
  type: string,
  payload: unknown,
  options: EnqueueOptions = {},
  now: Date = new Date(),
): Promise<number | null> {
  const id = await insertJob(
    database,
    type,
    payload,
    { ...options, maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS },
    now,
  );
  for (const wake of wakers) wake();
  return id;
}

/**
 * Wakes this process's job runners at once. A job queued inside a transaction
 * is not visible to them until it commits: the enqueuer wakes them again after.
 */
export function wakeJobRunners(): void {
  for (const wake of wakers) wake();
}

const ended = (): void => undefined;

class JobStopped extends Error {
  constructor() {
    super('the server is shutting down');
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { database, log } = options;
  const now = options.now ?? (() => new Date());
  const workerId = options.workerId ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const heartbeatMs = options.heartbeatMs ?? Math.max(10, Math.floor(leaseMs / 3));
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  const backoffBaseMs = options.backoffBaseMs ?? DEFAULT_BACKOFF_BASE_MS;
  const backoffMaxMs = options.backoffMaxMs ?? DEFAULT_BACKOFF_MAX_MS;

  const handlers = new Map<
    string,
    {
      handler: JobHandler<unknown>;
      maxAttempts: number;
      batch?: { handler: BatchJobHandler<unknown>; size: number };
    }
  >();
  const recurring = new Map<string, RecurringJob>();
  const running = new Set<AbortController>();
  let claims = 0;
  let started = false;
  let stopping = false;
  let busy = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  // One run at a time in this process: the background worker and runJobsUntilIdle take turns.
  let turn: Promise<unknown> = Promise.resolve();

  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const next = turn.then(work, work);
    // The caller gets the run's outcome, its error included; the next turn only waits for it to end.
    turn = next.then(ended, ended);
    return next;
  };

  async function scheduleNext(type: string, at: Date): Promise<void> {
    const job = recurring.get(type);
    if (!job) return;
    await insertJob(
      database,
      type,
      job.payload ?? {},
      {
        uniqueKey: recurringKey(type),
        runAfter: new Date(at.getTime() + job.everyMs),
        maxAttempts: handlers.get(type)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      },
      at,
    );
  }

  async function recover(): Promise<void> {
    const at = now();
    for (const job of await recoverExpiredLeases(database, at)) {
      const context = { jobId: Number(job.id), type: job.type, attempts: job.attempts };
      if (job.status === 'failed') {
        log.error(context, `job ${job.id} (${job.type}) failed for good: its worker stopped answering`);
        if (job.unique_key === recurringKey(job.type)) await scheduleNext(job.type, at);
      } else log.warn(context, `job ${job.id} (${job.type}) taken back from a worker that stopped answering`);
    }
  }

  async function runClaimed(row: JobRow): Promise<void> {
    const id = Number(row.id);
    const lease = row.lease_owner;
    const entry = handlers.get(row.type);
    const controller = new AbortController();
    let leaseLost = false;
    const loseLease = () => {
      if (controller.signal.aborted) return;
      leaseLost = true;
      controller.abort(new Error('another worker took the job over'));
    };
    running.add(controller);
    const heartbeat = setInterval(() => {
      renewLease(database, id, lease, leaseMs, now()).then(
        (held) => {
          if (!held) loseLease();
        },
        (error: unknown) => log.warn({ jobId: id, err: error }, `job ${id}: its lease could not be renewed`),
      );
    }, heartbeatMs);
    heartbeat.unref();
    const logContext = { jobId: id, type: row.type, attempt: row.attempts, maxAttempts: row.max_attempts };
    try {
      if (!entry) throw new Error(`no handler for job type "${row.type}"`);
      await entry.handler(runningJob(row, controller.signal, loseLease));
      if (leaseLost) {
        log.warn(logContext, `job ${id} (${row.type}) finished after another worker took it over`);
        return;
      }
      await settleJob(database, id, lease, { status: 'done' }, now());
      if (row.unique_key === recurringKey(row.type)) await scheduleNext(row.type, now());
    } catch (error) {
      if (leaseLost) {
        log.warn(logContext, `job ${id} (${row.type}) stopped: another worker took it over`);
        return;
      }
      await settleFailed(row, error, stopping && controller.signal.aborted);
    } finally {
      clearInterval(heartbeat);
      running.delete(controller);
    }
  }

  /** What a handler is given of a claimed job; its progress is kept while the lease is this worker's. */
  function runningJob(row: JobRow, signal: AbortSignal, loseLease: () => void): RunningJob<unknown> {
    const id = Number(row.id);
    return {
      id,
      type: row.type,
      payload: parsePayload(row),
      attempt: row.attempts,
      maxAttempts: row.max_attempts,
      checkpoint: row.checkpoint,
      progressDone: Number(row.progress_done),
      signal,
      progress: async (update) => {
        if (!(await saveProgress(database, id, row.lease_owner, update, now()))) loseLease();
      },
    };
  }

  /** A claimed job that failed: handed back on shutdown, retried with back-off, or failed for good. */
  async function settleFailed(row: JobRow, error: unknown, shutDown: boolean): Promise<void> {
    const id = Number(row.id);
    const lease = row.lease_owner;
    const logContext = { jobId: id, type: row.type, attempt: row.attempts, maxAttempts: row.max_attempts };
    if (shutDown) {
      await settleJob(database, id, lease, { status: 'released' }, now());
      log.info(logContext, `job ${id} (${row.type}) handed back to the queue on shutdown`);
      return;
    }
    const message = errorMessage(error);
    if (row.attempts < row.max_attempts) {
      const runAfter = new Date(now().getTime() + retryDelayMs(row.attempts, backoffBaseMs, backoffMaxMs));
      await settleJob(database, id, lease, { status: 'retry', error: message, runAfter }, now());
      log.error(
        { ...logContext, err: error, retryAt: runAfter.toISOString() },
        `job ${id} (${row.type}) failed (attempt ${row.attempts} of ${row.max_attempts}); retrying at ${runAfter.toISOString()}`,
      );
    } else {
      await settleJob(database, id, lease, { status: 'failed', error: message }, now());
      log.error(
        { ...logContext, err: error },
        `job ${id} (${row.type}) failed for good after ${row.attempts} attempts: ${message}`,
      );
      if (row.unique_key === recurringKey(row.type)) await scheduleNext(row.type, now());
    }
  }

  /**
   * Runs a claim of several jobs of one batch type: one heartbeat renews all their leases (they share the
   * lease owner), the jobs done are settled in one statement, each failed one on its own (retry, back-off,
   * failed for good as a single job). A lease lost (a worker that took over after this one hung) stops the
   * whole batch, which is then the other worker's.
   */
  async function runClaimedBatch(
    rows: JobRow[],
    batch: { handler: BatchJobHandler<unknown> },
  ): Promise<void> {
    const first = rows[0];
    if (!first) return;
    const lease = first.lease_owner;
    const controller = new AbortController();
    let leaseLost = false;
    const loseLease = () => {
      if (controller.signal.aborted) return;
      leaseLost = true;
      controller.abort(new Error('another worker took the jobs over'));
    };
    running.add(controller);
    const heartbeat = setInterval(() => {
      renewLeases(database, lease, leaseMs, now()).then(
        (held) => {
          if (held === 0) loseLease();
        },
        (error: unknown) =>
          log.warn({ lease, err: error }, `jobs of ${lease}: their leases could not be renewed`),
      );
    }, heartbeatMs);
    heartbeat.unref();
    try {
      let outcomes: unknown[];
      try {
        outcomes = await batch.handler(rows.map((row) => runningJob(row, controller.signal, loseLease)));
      } catch (error) {
        outcomes = rows.map(() => error);
      }
      if (leaseLost) {
        log.warn(
          { lease, type: first.type },
          `${rows.length} jobs (${first.type}) stopped: another worker took them over`,
        );
        return;
      }
      const done = rows.filter((_, index) => (outcomes[index] ?? null) === null);
      await settleDoneJobs(
        database,
        done.map((row) => Number(row.id)),
        lease,
        now(),
      );
      for (const row of done)
        if (row.unique_key === recurringKey(row.type)) await scheduleNext(row.type, now());
      for (const [index, row] of rows.entries()) {
        const error = outcomes[index] ?? null;
        if (error !== null) await settleFailed(row, error, stopping && controller.signal.aborted);
      }
    } finally {
      clearInterval(heartbeat);
      running.delete(controller);
    }
  }

  async function drain(): Promise<number> {
    await recover();
    let ran = 0;
    while (!stopping) {
      claims += 1;
      const row = await claimNextJob(database, [...handlers.keys()], `${workerId}#${claims}`, leaseMs, now());
      if (!row) break;
      const batch = handlers.get(row.type)?.batch;
      if (batch && batch.size > 1) {
        const more = await claimMoreJobs(database, row.type, row.lease_owner, leaseMs, now(), batch.size - 1);
        await runClaimedBatch([row, ...more], batch);
        ran += 1 + more.length;
        continue;
      }
      await runClaimed(row);
      ran += 1;
    }
    return ran;
  }

  function wake(): void {
    if (!started || stopping) return;
    if (busy) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = undefined;
    busy = true;
    inTurn(drain)
      .catch((error: unknown) => log.error({ err: error }, 'the job worker could not run jobs'))
      .finally(() => {
        busy = false;
        if (stopping) return;
        if (again) {
          again = false;
          wake();
          return;
        }
        timer = setTimeout(wake, pollMs);
        timer.unref();
      });
  }

  return {
    workerId,
    registerJobHandler<Payload>(
      type: string,
      handler: JobHandler<Payload>,
      handlerOptions: JobHandlerOptions = {},
    ) {
      if (handlers.has(type)) throw new Error(`a handler for job type "${type}" is registered already`);
      handlers.set(type, {
        handler: handler as JobHandler<unknown>,
        maxAttempts: handlerOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      });
    },
    registerBatchJobHandler<Payload>(
      type: string,
      handler: BatchJobHandler<Payload>,
      handlerOptions: BatchJobHandlerOptions,
    ) {
      if (handlers.has(type)) throw new Error(`a handler for job type "${type}" is registered already`);
      if (!(handlerOptions.batchSize >= 1))
        throw new Error(`job type "${type}": batchSize must be 1 or more`);
      const batchHandler = handler as BatchJobHandler<unknown>;
      handlers.set(type, {
        // One job claimed alone (a batch of one) runs through the same handler.
        handler: async (job) => {
          const [error] = await batchHandler([job]);
          if ((error ?? null) !== null) throw error;
        },
        maxAttempts: handlerOptions.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        batch: { handler: batchHandler, size: Math.floor(handlerOptions.batchSize) },
      });
    },
    registerRecurringJob(job: RecurringJob) {
      if (!(job.everyMs > 0)) throw new Error(`recurring job "${job.type}": everyMs must be above 0`);
      recurring.set(job.type, job);
    },
    async enqueueJob(type, payload, enqueueOptions = {}) {
      return enqueueJob(
        database,
        type,
        payload,
        {
          ...enqueueOptions,
          maxAttempts: enqueueOptions.maxAttempts ?? handlers.get(type)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
        },
        now(),
      );
    },
    runJobsUntilIdle: () => inTurn(drain),
    async start() {
      if (started) return;
      started = true;
      stopping = false;
      const at = now();
      for (const job of recurring.values()) {
        // A no-op when another process (or an earlier start) has one queued or running already.
        await insertJob(
          database,
          job.type,
          job.payload ?? {},
          {
            uniqueKey: recurringKey(job.type),
            runAfter: new Date(at.getTime() + (job.firstRunAfterMs ?? job.everyMs)),
            maxAttempts: handlers.get(job.type)?.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
          },
          at,
        );
      }
      wakers.add(wake);
      wake();
    },
    async stop() {
      if (!started) return;
      stopping = true;
      wakers.delete(wake);
      if (timer) clearTimeout(timer);
      timer = undefined;
      for (const controller of running) controller.abort(new JobStopped());
      await inTurn(async () => undefined);
      started = false;
    },
  };
}
