import type { Generated, Kysely } from 'kysely';

/**
 * Custom lightning pages (spec 1 §2.7): a page an admin builds from components, reached from a menu
 * item's lightningpageId. components_json is a JSON array of components (shell/custom-pages.ts says
 * which kinds exist); times are ISO-8601 UTC text.
 */
export interface CustomPageTable {
  id: string;
  org_id: string;
  name: string;
  components_json: string;
  /** 0150: 1 for the organisation's default custom page. */
  is_default: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CustomPageTables {
  custom_page: CustomPageTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_page')
    .addColumn('id', 'text', (column) => column.primaryKey())
    .addColumn('org_id', 'text', (column) =>
      column.notNull().references('organization.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('components_json', 'text', (column) => column.notNull().defaultTo('[]'))
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .execute();
  await db.schema.createIndex('custom_page_org').on('custom_page').column('org_id').execute();
}
