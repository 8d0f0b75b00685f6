import { z } from 'zod';
import { defineCall } from './call-contract.js';

/**
 * The calls of the job runner (issue 17). Each call's request and answer are
 * one zod schema here: the server validates with it, the web reads its types.
 */
export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** job/getJob: one background job, for whoever enqueued it or an administrator of its organisation. */
export const getJobRequestSchema = z.strictObject({
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type GetJobRequest = z.infer<typeof getJobRequestSchema>;

export const jobProgressSchema = z.object({
  done: z.number().int().nonnegative(),
  /** Null while the job does not know how much there is. */
  total: z.number().int().nonnegative().nullable(),
  message: z.string(),
});
export type JobProgress = z.infer<typeof jobProgressSchema>;

export const jobViewSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.enum(JOB_STATUSES),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** ISO time before which it is not run (a retry's back-off, a recurring job's next run). */
  runAfter: z.string(),
  progress: jobProgressSchema,
  /** The last failure's message; '' when none. */
  lastError: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type JobView = z.infer<typeof jobViewSchema>;

export const getJobContract = defineCall({
  path: '/job/getJob',
  summary:
    'A background job: its status, attempts, progress and last error (the enqueuer or an administrator)',
  request: getJobRequestSchema,
  response: jobViewSchema,
});
