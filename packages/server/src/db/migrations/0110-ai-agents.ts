import type { Kysely } from 'kysely';

/**
 * AI agents (issue 24): an organisation's agents and each person's
 * conversation with one. The model endpoint's key is kept sealed under the
 * server's secret key (the mail module's secret box), never in the clear.
 */
export interface AiAgentTable {
  id: string;
  org_id: string;
  name: string;
  instruction: string;
  /** JSON array of tool names (AI_TOOLS). */
  tools: string;
  base_url: string;
  model: string;
  token_url: string;
  /** Sealed key ('' when none). */
  api_key: string;
  active: number;
  created_at: string;
  updated_at: string;
}

export interface AiMessageTable {
  id: string;
  org_id: string;
  agent_id: string;
  user_id: string;
  /** 'user' | 'assistant'. */
  role: string;
  text: string;
  /** 'builtin' | 'model' for answers; '' for questions. */
  mode: string;
  /** JSON: links, draft and prefill of an answer. */
  extras: string;
  created_at: string;
  /** Orders messages of the same instant; pages backwards by it. */
  seq: number;
}

export interface AiAgentTables {
  ai_agent: AiAgentTable;
  ai_message: AiMessageTable;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ai_agent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('instruction', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('tools', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('base_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('model', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('token_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('api_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_agent_org_idx').on('ai_agent').columns(['org_id', 'name']).execute();
  await db.schema
    .createTable('ai_message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('org_id', 'text', (c) => c.notNull())
    .addColumn('agent_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('extras', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('seq', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ai_message_conversation_idx')
    .on('ai_message')
    .columns(['agent_id', 'user_id', 'seq'])
    .execute();
}
