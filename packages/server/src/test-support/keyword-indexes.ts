import type { FastifyInstance } from 'fastify';

/**
 * Keyword indexes are built by jobs when data arrives (list-views keyword-index-jobs.ts), not by
 * the first list. A test that searches right after creating an object or seeding runs those jobs
 * first, here, instead of waiting for the background worker.
 */
export async function buildKeywordIndexes(app: FastifyInstance): Promise<void> {
  await app.jobs.runJobsUntilIdle();
}
