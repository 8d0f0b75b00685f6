import type { Kysely } from 'kysely';

/**
 * Report templates (issue 19, setup pages `reportTemplate`, `newTemplate` and `editTemplate`): a report
 * definition without a folder, owner or sharing, kept by administrators, that users start a new report
 * from. Owned by module reports.
 */
export interface ReportTemplateTable {
  id: string;
  org_id: string;
  name: string;
  description: string;
  /** The definition's object (its API name), kept beside the JSON so a deleted object finds its templates. */
  object_api: string;
  format: string;
  /** A ReportDefinition (core's reportDefinitionSchema), as JSON. */
  definition_json: string;
  updated_by: string;
  updated_at: string;
}

export interface ReportTemplateTables {
  report_template: ReportTemplateTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_template')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('definition_json', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('report_template_org')
    .on('report_template')
    .columns(['org_id', 'name'])
    .execute();
}
