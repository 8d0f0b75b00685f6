import type { Kysely } from 'kysely';

/**
 * The app manager of setup (issue 18): an app's and a menu item's name per language (a JSON object of
 * language code to text; '{}' shows the name as typed, or the catalogue's words for a name it knows),
 * and the profiles that see an app (no row: every profile sees it, as before).
 * One column per statement: SQLite adds one at a time.
 */
export interface ApplicationProfileTable {
  app_id: string;
  profile_id: string;
}

export interface AppManagerTables {
  application_profile: ApplicationProfileTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('application')
    .addColumn('labels_json', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .alterTable('menu_item')
    .addColumn('labels_json', 'text', (column) => column.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createTable('application_profile')
    .addColumn('app_id', 'text', (c) => c.notNull().references('application.id').onDelete('cascade'))
    .addColumn('profile_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('application_profile_pk', ['app_id', 'profile_id'])
    .execute();
}
