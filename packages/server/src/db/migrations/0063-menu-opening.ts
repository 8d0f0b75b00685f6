import type { Kysely } from 'kysely';

/**
 * How a menu item opens its page (spec 1 §2.7 opening modes): open_place is '', 'menu1', 'menu2',
 * 'dialog' or 'tab'; open_mode is '', 'self' or 'blank'. Empty keeps what the app's navigation style
 * does (a workspace tab in a console app, the routed view elsewhere). The columns are declared on
 * MenuItemTable (0003-shell.ts). One column per statement: SQLite adds one at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('menu_item')
    .addColumn('open_place', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('menu_item')
    .addColumn('open_mode', 'text', (column) => column.notNull().defaultTo(''))
    .execute();
}
