import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Print templates (setuppage/objectTemplatePrint): an organisation's designs
 * for quotations and invoices. The design is JSON the printing module checks
 * with core's checkPrintDesign on every save; at most one template per kind
 * is active, and the print routes use it.
 */
export interface PrintTemplateTable {
  id: string;
  org_id: string;
  /** 'quotation' or 'invoice'. */
  kind: string;
  name: string;
  design_json: string;
  /** 1: the template the print routes use for this kind. */
  is_active: number;
  updated_at: string;
  updated_by: string;
}

export interface PrintTemplateTables {
  print_template: PrintTemplateTable;
}

export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('print_template')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('design_json', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('print_template_org_kind_idx')
    .on('print_template')
    .columns(['org_id', 'kind'])
    .execute();
}
