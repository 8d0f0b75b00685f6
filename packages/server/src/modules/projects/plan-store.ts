import type { TaskDependency } from '@vela/core';
import type { Kysely } from 'kysely';
import type { DatabaseHandle } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

/** The projects module's own tables (migration 0111): finish-to-start links and baselines. */

export async function dependenciesOf(
  database: DatabaseHandle | { db: Kysely<Database> },
  orgId: string,
  projectIds: readonly string[],
): Promise<Array<TaskDependency & { projectId: string }>> {
  if (projectIds.length === 0) return [];
  const rows = await database.db
    .selectFrom('project_dependency')
    .select(['project_id', 'predecessor_id', 'successor_id'])
    .where('org_id', '=', orgId)
    .where('project_id', 'in', [...projectIds])
    .orderBy('created_at')
    .orderBy('predecessor_id')
    .execute();
  return rows.map((row) => ({
    projectId: row.project_id,
    predecessorId: row.predecessor_id,
    successorId: row.successor_id,
  }));
}

export async function addDependencyRow(
  database: DatabaseHandle,
  orgId: string,
  projectId: string,
  link: TaskDependency,
  now: Date,
): Promise<void> {
  await database.db
    .insertInto('project_dependency')
    .values({
      org_id: orgId,
      project_id: projectId,
      predecessor_id: link.predecessorId,
      successor_id: link.successorId,
      created_at: now.toISOString(),
    })
    .execute();
}

export async function removeDependencyRow(
  database: DatabaseHandle,
  orgId: string,
  projectId: string,
  link: TaskDependency,
): Promise<void> {
  await database.db
    .deleteFrom('project_dependency')
    .where('org_id', '=', orgId)
    .where('project_id', '=', projectId)
    .where('predecessor_id', '=', link.predecessorId)
    .where('successor_id', '=', link.successorId)
    .execute();
}

export interface BaselineEntry {
  start: string;
  end: string;
  savedAt: string;
}

export async function baselineOf(
  database: DatabaseHandle,
  orgId: string,
  projectId: string,
): Promise<Map<string, BaselineEntry>> {
  const rows = await database.db
    .selectFrom('project_baseline')
    .select(['task_id', 'start_day', 'end_day', 'saved_at'])
    .where('org_id', '=', orgId)
    .where('project_id', '=', projectId)
    .execute();
  return new Map(
    rows.map((row) => [row.task_id, { start: row.start_day, end: row.end_day, savedAt: row.saved_at }]),
  );
}

/** Replaces a project's baseline with these dates, in one transaction. */
export async function writeBaseline(
  database: DatabaseHandle,
  orgId: string,
  projectId: string,
  tasks: ReadonlyArray<{ id: string; start: string; end: string }>,
  now: Date,
): Promise<void> {
  const savedAt = now.toISOString();
  await database.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('project_baseline')
      .where('org_id', '=', orgId)
      .where('project_id', '=', projectId)
      .execute();
    for (let at = 0; at < tasks.length; at += 200) {
      const slice = tasks.slice(at, at + 200);
      if (slice.length === 0) continue;
      await trx
        .insertInto('project_baseline')
        .values(
          slice.map((task) => ({
            task_id: task.id,
            org_id: orgId,
            project_id: projectId,
            start_day: task.start,
            end_day: task.end,
            saved_at: savedAt,
          })),
        )
        .execute();
    }
  });
}
