import { type Kysely, sql } from 'kysely';

/**
 * Approvals (issue 6, saveandapproval): the processes an object's records are
 * submitted through, and each submission with its decision. A record with a
 * pending request is locked for edit. Times are ISO-8601 UTC text.
 */
export interface ApprovalProcessTable {
  id: string;
  org_id: string;
  object_id: string;
  name: string;
  is_active: number;
  /** Processes are tried lowest first. */
  sort_order: number;
  /** Entry criteria: a boolean formula in Vela's formula language; '' takes every record. */
  criteria: string;
  /** user, submitterManager, ownerManager or manual. */
  approver_kind: string;
  approver_user_id: string | null;
  created_at: string;
  updated_at: string;
  /** Added by 0100: the current version, and its definition (steps, actions, settings) as JSON. */
  version: number;
  definition: string;
}

export interface ApprovalRequestTable {
  id: string;
  org_id: string;
  object_id: string;
  record_id: string;
  process_id: string;
  /** pending, approved, rejected or recalled. */
  status: string;
  submitted_by: string;
  submitted_at: string;
  comments: string;
  approver_id: string;
  decided_by: string | null;
  decided_at: string | null;
  decision_comments: string;
  /** Added by 0100: the process version the request runs on, its current step, the decisions' fence. */
  process_version: number;
  step_index: number;
  step_seq: number;
  /** Added by 0100: the approver the submitter picked for 'Manual' steps. */
  manual_approver_id: string | null;
}

export interface ApprovalTables {
  approval_process: ApprovalProcessTable;
  approval_request: ApprovalRequestTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('approval_process')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('criteria', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('approver_kind', 'text', (c) => c.notNull())
    .addColumn('approver_user_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('approval_process_object_idx')
    .on('approval_process')
    .columns(['org_id', 'object_id'])
    .execute();

  await db.schema
    .createTable('approval_request')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('object_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('submitted_by', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text', (c) => c.notNull())
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('approver_id', 'text', (c) => c.notNull())
    .addColumn('decided_by', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decision_comments', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('approval_request_record_idx')
    .on('approval_request')
    .columns(['record_id', 'status'])
    .execute();
  // One pending request per record, even when two submissions race (both databases know partial indexes).
  await sql`create unique index approval_request_pending_idx on approval_request (record_id) where status = 'pending'`.execute(
    db,
  );
  await db.schema
    .createIndex('approval_request_approver_idx')
    .on('approval_request')
    .columns(['approver_id', 'status'])
    .execute();
}
