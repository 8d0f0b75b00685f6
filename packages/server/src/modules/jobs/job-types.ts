import type { FastifyBaseLogger } from 'fastify';

/** What a handler is given while it runs one job. */
export interface RunningJob<Payload> {
  id: number;
  type: string;
  payload: Payload;
  /** 1 on the first run, 2 on the first retry … */
  attempt: number;
  /** The runs it gets: a handler whose work must end in a state people see does so when attempt reaches it. */
  maxAttempts: number;
  /** Where the previous, interrupted run got to ('' on a fresh job): see progress(). */
  checkpoint: string;
  /** The progress count the previous run reached (0 on a fresh job). */
  progressDone: number;
  /**
   * Aborted when the server shuts down or this worker lost the job's lease.
   * A handler that works in batches checks it between them (signal.throwIfAborted()):
   * a job stopped by a shutdown is queued again without counting the attempt.
   */
  signal: AbortSignal;
  /** Records how far it got; the checkpoint lets a rerun (after a crash) pick up there. */
  progress(update: ProgressUpdate): Promise<void>;
}

export interface ProgressUpdate {
  done: number;
  total?: number | null;
  message?: string;
  checkpoint?: string;
}

/** Throws to fail the attempt: the job is retried with back-off, up to its max attempts. */
export type JobHandler<Payload> = (job: RunningJob<Payload>) => Promise<void>;

export interface JobHandlerOptions {
  /** Runs before the job fails for good (default 5). */
  maxAttempts?: number;
}

/**
 * Runs several claimed jobs of one type together (one claim, one heartbeat, one settle for all): answers,
 * in the jobs' order, null for each job done and the error for each that failed (it is retried with
 * back-off as a single job's thrown error is). A handler that throws fails every job of the batch.
 */
export type BatchJobHandler<Payload> = (jobs: ReadonlyArray<RunningJob<Payload>>) => Promise<Array<unknown>>;

export interface BatchJobHandlerOptions extends JobHandlerOptions {
  /** The most jobs claimed and run together (the first job's type decides the batch). */
  batchSize: number;
}

export interface EnqueueOptions {
  /** The organisation it works for ('' for the system). */
  orgId?: string;
  /** The user who asked for it: they may read its progress. */
  createdBy?: string;
  /** Not before this time (default: now). */
  runAfter?: Date;
  maxAttempts?: number;
  /** At most one queued or running job with this key: a second enqueue is a no-op answering null. */
  uniqueKey?: string;
}

/** A job run every `everyMs` (an hour, a day …), scheduled once across every server process. */
export interface RecurringJob {
  type: string;
  everyMs: number;
  /** The first run after a start when none is queued (default: everyMs). */
  firstRunAfterMs?: number;
  payload?: unknown;
}

export type JobLogger = Pick<FastifyBaseLogger, 'error' | 'warn' | 'info'>;

/**
 * The job runner every module is given (ModuleContext.jobs): handlers are
 * registered by type while modules register; the worker starts with the
 * server and stops on its graceful shutdown.
 */
export interface JobRunner {
  readonly workerId: string;
  registerJobHandler<Payload>(type: string, handler: JobHandler<Payload>, options?: JobHandlerOptions): void;
  /** A type whose due jobs are claimed and run up to batchSize at a time (each job still retried on its own). */
  registerBatchJobHandler<Payload>(
    type: string,
    handler: BatchJobHandler<Payload>,
    options: BatchJobHandlerOptions,
  ): void;
  registerRecurringJob(job: RecurringJob): void;
  /** Answers the new job's id, or null when a job of the same uniqueKey is already queued or running. */
  enqueueJob(type: string, payload: unknown, options?: EnqueueOptions): Promise<number | null>;
  /**
   * Claims and runs due jobs one at a time until none is left; answers how
   * many ran. Tests call it to run jobs deterministically; it waits for the
   * background worker's run in this process, never runs beside it.
   */
  runJobsUntilIdle(): Promise<number>;
  /** Schedules the recurring jobs and starts polling (the server's onReady). */
  start(): Promise<void>;
  /** Stops polling, interrupts the running job and waits for it to let go (the server's onClose). */
  stop(): Promise<void>;
}
