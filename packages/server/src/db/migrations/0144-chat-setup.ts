import type { Kysely } from 'kysely';

/**
 * The organisation's chat setup (issue 24, setuppage/chat/servicesSeat): whether its people may
 * chat, and who its partner users may chat with (core CHAT_PARTNER_RULES). No row: chat on, partners
 * with staff and their own partner account.
 */
export interface ChatSetupTable {
  org_id: string;
  /** 1 on, 0 off. */
  enabled: number;
  partners: string;
  updated_at: string;
  updated_by: string;
}

export interface ChatSetupTables {
  chat_setup: ChatSetupTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('chat_setup')
    .addColumn('org_id', 'text', (c) => c.primaryKey())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('partners', 'text', (c) => c.notNull().defaultTo('staffAndOwnAccount'))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_setup').execute();
}
