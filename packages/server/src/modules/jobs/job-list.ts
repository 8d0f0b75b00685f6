import type { JobView } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import { type JobRow, parsePayload, readJob, toJobView } from './job-store.js';

/** A job as a module's own screens show it: the common view and the payload it was given. */
export interface JobWithPayload extends JobView {
  payload: unknown;
  orgId: string;
  createdBy: string;
}

function withPayload(row: JobRow): JobWithPayload {
  return { ...toJobView(row), payload: parsePayload(row), orgId: row.org_id, createdBy: row.created_by };
}

/** One job's status and progress, for whoever may read it (the caller checks). */
export async function readJobView(database: DatabaseHandle, id: number): Promise<JobWithPayload | undefined> {
  const row = await readJob(database, id);
  return row ? withPayload(row) : undefined;
}

/** An organisation's latest jobs of some types, newest first. */
export async function listJobs(
  database: DatabaseHandle,
  filter: { orgId: string; types: readonly string[]; limit: number },
): Promise<JobWithPayload[]> {
  if (filter.types.length === 0) return [];
  const rows = await database.db
    .selectFrom('job')
    .selectAll()
    .where('org_id', '=', filter.orgId)
    .where('type', 'in', [...filter.types])
    .orderBy('id', 'desc')
    .limit(filter.limit)
    .execute();
  return rows.map(withPayload);
}
