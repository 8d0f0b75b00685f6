import type { Kysely } from 'kysely';

/**
 * Record-triggered flows (issue 20): the flows, their runs (each step's
 * outcome kept on the run, with the step number a resumed run goes on from)
 * and the in-app notifications a flow records.
 */
export interface AutomationFlowTable {
  id: string;
  org_id: string;
  name: string;
  object_api: string;
  /** 1 active, 0 not. */
  active: number;
  trigger: string;
  criteria_json: string;
  only_on_change: number;
  actions_json: string;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface AutomationRunTable {
  id: string;
  org_id: string;
  flow_id: string;
  flow_name: string;
  object_api: string;
  record_id: string;
  record_name: string;
  /** queued | running | waiting | succeeded | failed | skipped. */
  status: string;
  depth: number;
  trigger: string;
  /** The saver as they saved: the run's saves are made as them. */
  user_json: string;
  /** The plan step the run goes on from. */
  step_index: number;
  steps_json: string;
  attempts: number;
  error: string;
  resume_at: string | null;
  rerun_of: string;
  started_at: string;
  updated_at: string;
  finished_at: string | null;
}

export interface AutomationNotificationTable {
  id: string;
  org_id: string;
  user_id: string;
  run_id: string;
  record_id: string;
  message: string;
  created_at: string;
}

export interface AutomationTables {
  automation_flow: AutomationFlowTable;
  automation_run: AutomationRunTable;
  automation_notification: AutomationNotificationTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('automation_flow')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('criteria_json', 'text', (c) => c.notNull())
    .addColumn('only_on_change', 'integer', (c) => c.notNull())
    .addColumn('actions_json', 'text', (c) => c.notNull())
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('automation_flow_object_idx')
    .on('automation_flow')
    .columns(['org_id', 'object_api', 'active'])
    .execute();
  await db.schema
    .createTable('automation_run')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('flow_id', 'text', (c) => c.notNull())
    .addColumn('flow_name', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('record_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('depth', 'integer', (c) => c.notNull())
    .addColumn('trigger', 'text', (c) => c.notNull())
    .addColumn('user_json', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('steps_json', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('resume_at', 'text')
    .addColumn('rerun_of', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema
    .createIndex('automation_run_flow_idx')
    .on('automation_run')
    .columns(['flow_id', 'started_at'])
    .execute();
  await db.schema
    .createIndex('automation_run_record_idx')
    .on('automation_run')
    .columns(['record_id', 'started_at'])
    .execute();
  await db.schema
    .createTable('automation_notification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('run_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('automation_notification_user_idx')
    .on('automation_notification')
    .columns(['user_id', 'created_at'])
    .execute();
}
