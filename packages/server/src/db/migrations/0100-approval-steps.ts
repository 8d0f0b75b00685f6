import { type Kysely, sql } from 'kysely';

/**
 * Approval processes as a whole (issue 20): processes keep their versions
 * (a request finishes on the version it was submitted on), each request's
 * steps hand out work items (one per approver), approvers get in-app
 * notifications and may name a delegate for their absences. The columns
 * added to approval_process and approval_request are typed in 0065's tables.
 */
export interface ApprovalVersionTable {
  id: string;
  process_id: string;
  version: number;
  name: string;
  criteria: string;
  /** ApprovalDefinition as JSON. */
  definition: string;
  created_at: string;
}

export interface ApprovalWorkItemTable {
  id: string;
  org_id: string;
  request_id: string;
  record_id: string;
  step_index: number;
  /** A step run again (a rejection sent the request back) starts a new round; the latest round decides. */
  round: number;
  approver_id: string;
  /** Who the item was meant for when it came by reassignment or delegation. */
  original_approver_id: string | null;
  /** pending, approved, rejected, reassigned, skipped or recalled. */
  status: string;
  assigned_at: string;
  decided_at: string | null;
  comments: string;
}

export interface ApprovalNotificationTable {
  id: string;
  org_id: string;
  user_id: string;
  record_id: string;
  text: string;
  created_at: string;
  is_read: number;
  /** Added by 0118: 1 once handed to the real-time channel and e-mail (after its transaction committed). */
  pushed: number;
  /** Added by 0129: what the notice is about (core's NOTICE_KINDS: approval, import, flow). */
  kind: string;
  /** Added by 0129: a flow's notice names its flow; '' otherwise. */
  source: string;
  /** Added by 0134: an approval notice's key and values (core's ApprovalNoticeMessage) as JSON; '' before. */
  message: string;
}

export interface ApprovalDelegateTable {
  org_id: string;
  user_id: string;
  delegate_id: string;
  /** Inclusive dates, YYYY-MM-DD. */
  starts_on: string;
  ends_on: string;
}

export interface ApprovalStepTables {
  approval_version: ApprovalVersionTable;
  approval_work_item: ApprovalWorkItemTable;
  approval_notification: ApprovalNotificationTable;
  approval_delegate: ApprovalDelegateTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('approval_process')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('approval_process')
    .addColumn('definition', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const [column, type] of [
    ['process_version', 'integer'],
    ['step_index', 'integer'],
    ['step_seq', 'integer'],
  ] as const)
    await db.schema
      .alterTable('approval_request')
      .addColumn(column, type, (c) => c.notNull().defaultTo(column === 'process_version' ? 1 : 0))
      .execute();
  await db.schema.alterTable('approval_request').addColumn('manual_approver_id', 'text').execute();

  await db.schema
    .createTable('approval_version')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('process_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('criteria', 'text', (c) => c.notNull())
    .addColumn('definition', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('approval_version_unique', ['process_id', 'version'])
    .execute();

  await db.schema
    .createTable('approval_work_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('request_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('step_index', 'integer', (c) => c.notNull())
    .addColumn('round', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('approver_id', 'text', (c) => c.notNull())
    .addColumn('original_approver_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('assigned_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('comments', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('approval_work_item_request_idx')
    .on('approval_work_item')
    .columns(['request_id', 'step_index'])
    .execute();
  await db.schema
    .createIndex('approval_work_item_approver_idx')
    .on('approval_work_item')
    .columns(['approver_id', 'status'])
    .execute();

  await db.schema
    .createTable('approval_notification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('approval_notification_user_idx')
    .on('approval_notification')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('approval_delegate')
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('delegate_id', 'text', (c) => c.notNull())
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('approval_delegate_pk', ['org_id', 'user_id'])
    .execute();

  // Processes and requests of issue 6: version 1, one work item per pending request.
  await sql`insert into approval_version (id, process_id, version, name, criteria, definition, created_at)
    select 'v1_' || id, id, 1, name, criteria, '', created_at from approval_process`.execute(db);
  await sql`insert into approval_work_item (id, org_id, request_id, record_id, step_index, approver_id, status, assigned_at, comments)
    select 'w1_' || id, org_id, id, record_id, 0, approver_id, 'pending', submitted_at, '' from approval_request where status = 'pending'`.execute(
    db,
  );
}
