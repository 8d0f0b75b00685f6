import type { Kysely } from 'kysely';

/**
 * Marketing forms (web-to-lead): a form's definition and its public link's secret, and each visitor's
 * submission with the record it created or matched. Times are ISO-8601 UTC text.
 */
export interface MarketingFormTable {
  id: string;
  org_id: string;
  name: string;
  intro: string;
  thank_you: string;
  template: string;
  /** 'lead' or 'contact': what a submission creates. */
  target: string;
  /** JSON: [{api, label, required}]. */
  fields: string;
  /** 'draft' or 'published': only a published form's page takes submissions. */
  status: string;
  /** The public link's secret. */
  slug: string;
  owner_id: string;
  created_at: string;
  updated_at: string;
}

export interface MarketingFormSubmissionTable {
  id: string;
  org_id: string;
  form_id: string;
  /** JSON: {fieldApi: value}, as the visitor sent them. */
  field_values: string;
  record_id: string;
  record_object: string;
  /** The record's name when the submission saved or matched it. */
  record_name: string;
  /** 'created' or 'matched' (a duplicate rule found the person's record). */
  outcome: string;
  created_at: string;
}

export interface MarketingFormTables {
  marketing_form: MarketingFormTable;
  marketing_form_submission: MarketingFormSubmissionTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('marketing_form')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('intro', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('thank_you', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('template', 'text', (c) => c.notNull().defaultTo('blank'))
    .addColumn('target', 'text', (c) => c.notNull().defaultTo('lead'))
    .addColumn('fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('draft'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('marketing_form_org_idx')
    .on('marketing_form')
    .columns(['org_id', 'owner_id'])
    .execute();
  await db.schema
    .createTable('marketing_form_submission')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('form_id', 'text', (c) => c.notNull())
    .addColumn('field_values', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('record_object', 'text', (c) => c.notNull())
    .addColumn('record_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('marketing_form_submission_form_idx')
    .on('marketing_form_submission')
    .columns(['form_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('marketing_form_submission').execute();
  await db.schema.dropTable('marketing_form').execute();
}
