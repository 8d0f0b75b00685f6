import { type Kysely, sql } from 'kysely';

/**
 * One bell for every notice (issue 20): a notice says what it is about, so the
 * bell opens the right place: an approval request ('approval'), an import
 * ('import', issue 21; its notices so far told apart by the import id's
 * prefix), or the record a flow ran on ('flow', with the flow's name as its
 * `source`). Flows' notices were kept apart in `automation_notification` and
 * shown nowhere: they move into the one list, unread (no one has seen them),
 * and that table goes. `kind` and `source` are typed on 0100's notification
 * table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('approval_notification')
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('approval'))
    .execute();
  await db.schema
    .alterTable('approval_notification')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // 'imp': core's IMPORT_ID_PREFIX when this was written (a migration keeps its own words).
  await sql`update approval_notification set kind = 'import' where record_id like 'imp%'`.execute(db);
  await sql`
    insert into approval_notification (id, org_id, user_id, record_id, text, created_at, is_read, pushed, kind, source)
    select n.id, n.org_id, n.user_id, n.record_id, n.message, n.created_at, 0, 1, 'flow',
      coalesce((select r.flow_name from automation_run r where r.id = n.run_id), '')
    from automation_notification n`.execute(db);
  await db.schema.dropTable('automation_notification').execute();
}
