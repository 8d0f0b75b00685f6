import type { Kysely } from 'kysely';

/**
 * E-mail relating rules per organisation (issue 23, `/relation`): which of the automatic rules relate
 * synchronised and sent mail to records by address — a contact or a lead by its e-mail, an account by
 * the e-mail's domain. No row: every rule is on (core's DEFAULT_MAIL_RELATION_RULES).
 */
export interface MailRelationRuleTable {
  org_id: string;
  contact_by_address: number;
  lead_by_address: number;
  account_by_domain: number;
  updated_at: string;
  updated_by: string;
}

export interface MailRelationRuleTables {
  mail_relation_rule: MailRelationRuleTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_relation_rule')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('contact_by_address', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('lead_by_address', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('account_by_domain', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
