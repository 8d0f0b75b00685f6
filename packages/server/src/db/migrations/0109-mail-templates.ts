import type { Kysely } from 'kysely';

/**
 * E-mail and text-message templates (issue 23, setuppage/emailTemplate and
 * setuppage/messageTemplate). A template's versions, one per language, live
 * together in versions_json: they are read and written as one, never queried.
 */
export interface MailTemplateTable {
  id: string;
  org_id: string;
  owner_id: string;
  owner_name: string;
  /** email | sms */
  kind: string;
  name: string;
  object_api: string;
  folder: string;
  /** private | public */
  visibility: string;
  default_language: string;
  /** [{ language, subject, body }] */
  versions_json: string;
  created_at: string;
  updated_at: string;
}

export interface MailTemplateTables {
  mail_template: MailTemplateTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_template')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'text', (c) => c.notNull())
    .addColumn('owner_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('object_api', 'text', (c) => c.notNull())
    .addColumn('folder', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visibility', 'text', (c) => c.notNull())
    .addColumn('default_language', 'text', (c) => c.notNull())
    .addColumn('versions_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mail_template_org_idx')
    .on('mail_template')
    .columns(['org_id', 'kind', 'name'])
    .execute();
}
