/**
 * The job runner's public face (issue 17): one queue for every background
 * task. Modules register handlers by type on ModuleContext.jobs and enqueue
 * jobs; the worker runs them under a lease with retries and progress.
 */
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../module.js';
import { registerJobRoutes } from './job-routes.js';

export { type JobWithPayload, listJobs, readJobView } from './job-list.js';
export {
  createJobRunner,
  DEFAULT_LEASE_MS,
  enqueueJob,
  type JobRunnerOptions,
  recurringKey,
  retryDelayMs,
  wakeJobRunners,
} from './job-runner.js';
export { DEFAULT_MAX_ATTEMPTS } from './job-store.js';
export type {
  BatchJobHandler,
  BatchJobHandlerOptions,
  EnqueueOptions,
  JobHandler,
  JobHandlerOptions,
  JobLogger,
  JobRunner,
  ProgressUpdate,
  RecurringJob,
  RunningJob,
} from './job-types.js';

/** job/getJob; the worker itself is started and stopped by the app (app.ts). */
export function jobsModule(app: FastifyInstance, context: ModuleContext): void {
  registerJobRoutes(app, context);
}
