import type { Kysely } from 'kysely';

/**
 * Files and images in chat (issue 24): a 'file' message keeps the file it
 * sent (id, version, name, type, size) as JSON beside its text, so what was
 * said stays as it was when a later version of the file comes. '' on the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('chat_message')
    .addColumn('attachment_json', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
