import { openPostgres, openSqlite } from '../db/database.js';
import { createJobRunner, type JobLogger } from '../modules/jobs/index.js';

const quiet: JobLogger = { error: () => undefined, warn: () => undefined, info: () => undefined };

/**
 * The doomed worker of the crash-recovery test, run in a child process of its
 * own (job-crash-worker.mjs): it claims the job, records half its progress,
 * says which job it holds on stdout and hangs until the test kills it.
 */
export async function runDoomedWorker(argv: readonly string[]): Promise<void> {
  const [dialect, location, type, leaseMs] = argv;
  if (!location || !type) throw new Error('usage: <sqlite|postgres> <location> <job type> <lease ms>');
  const database = dialect === 'postgres' ? openPostgres(location, 2) : openSqlite(location);
  const runner = createJobRunner({
    database,
    log: quiet,
    workerId: 'doomed-worker',
    leaseMs: Number(leaseMs),
  });
  runner.registerJobHandler(type, async (job) => {
    await job.progress({ done: 1, total: 2, message: 'half way', checkpoint: 'first-half' });
    process.stdout.write(`claimed ${job.id}\n`);
    await new Promise<never>(() => undefined);
  });
  // The hanging handler holds no timer of its own: this keeps the process up until the kill.
  setInterval(() => undefined, 60_000);
  await runner.runJobsUntilIdle();
}
