import type { Kysely } from 'kysely';

/**
 * Projects (issue 22): what the project task records have no field for. A
 * link says the successor starts after the predecessor ends (finish-to-start);
 * a baseline keeps a task's dates when the plan was agreed, for the Gantt's
 * baseline-versus-actual bars.
 */
export interface ProjectDependencyTable {
  org_id: string;
  project_id: string;
  predecessor_id: string;
  successor_id: string;
  created_at: string;
}

export interface ProjectBaselineTable {
  task_id: string;
  org_id: string;
  project_id: string;
  /** 'YYYY-MM-DD'. */
  start_day: string;
  end_day: string;
  saved_at: string;
}

/** One person's mood check-in of one day (their own zone's day); a second one that day replaces it. */
export interface ProjectMoodTable {
  user_id: string;
  org_id: string;
  /** 'YYYY-MM-DD'. */
  day: string;
  /** 1 (bad) … 5 (great). */
  score: number;
  note: string;
  updated_at: string;
}

export interface ProjectTables {
  project_dependency: ProjectDependencyTable;
  project_baseline: ProjectBaselineTable;
  project_mood: ProjectMoodTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_dependency')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('predecessor_id', 'text', (c) => c.notNull())
    .addColumn('successor_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_dependency_pk', ['predecessor_id', 'successor_id'])
    .execute();
  await db.schema
    .createIndex('project_dependency_project_idx')
    .on('project_dependency')
    .columns(['project_id'])
    .execute();
  await db.schema
    .createTable('project_baseline')
    .addColumn('task_id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('start_day', 'text', (c) => c.notNull())
    .addColumn('end_day', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_baseline_project_idx')
    .on('project_baseline')
    .columns(['project_id'])
    .execute();
  await db.schema
    .createTable('project_mood')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_mood_pk', ['user_id', 'day'])
    .execute();
  await db.schema
    .createIndex('project_mood_org_day_idx')
    .on('project_mood')
    .columns(['org_id', 'day'])
    .execute();
}
