import { randomUUID } from 'node:crypto';
import type { AiMessage, AiMode } from '@vela/core';
import type { DatabaseHandle } from '../../db/database.js';
import type { AiMessageTable } from '../../db/migrations/0110-ai-agents.js';

/** A person's conversation with an agent: their questions and its answers, theirs alone. */
export interface Conversation {
  orgId: string;
  agentId: string;
  userId: string;
}

type Extras = Pick<AiMessage, 'links' | 'draft' | 'prefill'>;
const NO_EXTRAS: Extras = { links: [], draft: null, prefill: null };

let lastSeq = 0;
/** Increasing within a process and across restarts (milliseconds × 1000 plus a counter). */
function nextSeq(now: Date): number {
  lastSeq = Math.max(lastSeq + 1, now.getTime() * 1000);
  return lastSeq;
}

function extrasOf(text: string): Extras {
  try {
    return { ...NO_EXTRAS, ...(JSON.parse(text) as Partial<Extras>) };
  } catch {
    return NO_EXTRAS;
  }
}

function toMessage(row: AiMessageTable): AiMessage {
  return {
    id: row.id,
    role: row.role === 'assistant' ? 'assistant' : 'user',
    text: row.text,
    mode: row.mode === 'model' || row.mode === 'builtin' ? row.mode : null,
    ...extrasOf(row.extras),
    createdAt: row.created_at,
  };
}

export async function appendMessage(
  database: DatabaseHandle,
  conversation: Conversation,
  message: { role: 'user' | 'assistant'; text: string; mode: AiMode | null } & Partial<Extras>,
  now: Date,
): Promise<AiMessage> {
  const row: AiMessageTable = {
    id: randomUUID(),
    org_id: conversation.orgId,
    agent_id: conversation.agentId,
    user_id: conversation.userId,
    role: message.role,
    text: message.text,
    mode: message.mode ?? '',
    extras: JSON.stringify({
      links: message.links ?? [],
      draft: message.draft ?? null,
      prefill: message.prefill ?? null,
    }),
    created_at: now.toISOString(),
    seq: nextSeq(now),
  };
  await database.db.insertInto('ai_message').values(row).execute();
  return toMessage(row);
}

/** A page of the conversation, oldest first, ending before the message named (newest page without one). */
export async function historyPage(
  database: DatabaseHandle,
  conversation: Conversation,
  pageSize: number,
  before?: string,
): Promise<{ messages: AiMessage[]; hasMore: boolean }> {
  let query = database.db
    .selectFrom('ai_message')
    .selectAll()
    .where('agent_id', '=', conversation.agentId)
    .where('user_id', '=', conversation.userId)
    .where('org_id', '=', conversation.orgId);
  if (before) {
    const anchor = await database.db
      .selectFrom('ai_message')
      .select('seq')
      .where('id', '=', before)
      .where('user_id', '=', conversation.userId)
      .executeTakeFirst();
    if (!anchor) return { messages: [], hasMore: false };
    query = query.where('seq', '<', anchor.seq);
  }
  const rows = await query
    .orderBy('seq', 'desc')
    .limit(pageSize + 1)
    .execute();
  return { messages: rows.slice(0, pageSize).reverse().map(toMessage), hasMore: rows.length > pageSize };
}

export async function clearHistory(database: DatabaseHandle, conversation: Conversation): Promise<number> {
  const result = await database.db
    .deleteFrom('ai_message')
    .where('agent_id', '=', conversation.agentId)
    .where('user_id', '=', conversation.userId)
    .where('org_id', '=', conversation.orgId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
