import { randomUUID } from 'node:crypto';
import { AI_TOOLS, type AiAgentSetup, type AiMode, type AiTool, type saveAiAgentContract } from '@vela/core';
import type { z } from 'zod';
import type { DatabaseHandle } from '../../db/database.js';
import type { AiAgentTable } from '../../db/migrations/0110-ai-agents.js';
import { AppError, ErrorCode } from '../../http/envelope.js';
import { seal, serverSecretKey, unseal } from '../mail/index.js';

export type AgentInput = z.output<(typeof saveAiAgentContract)['request']>;

/** An agent as the server uses it: the key opened only when a model call needs it. */
export interface StoredAgent {
  id: string;
  orgId: string;
  name: string;
  instruction: string;
  tools: AiTool[];
  baseUrl: string;
  model: string;
  tokenUrl: string;
  sealedKey: string;
  active: boolean;
  mode: AiMode;
}

function toolsOf(text: string): AiTool[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? AI_TOOLS.filter((tool) => parsed.includes(tool)) : [];
  } catch {
    return [];
  }
}

function toAgent(row: AiAgentTable): StoredAgent {
  return {
    id: row.id,
    orgId: row.org_id,
    name: row.name,
    instruction: row.instruction,
    tools: toolsOf(row.tools),
    baseUrl: row.base_url,
    model: row.model,
    tokenUrl: row.token_url,
    sealedKey: row.api_key,
    active: Number(row.active) === 1,
    // A model needs both an address and a name; without them the built-in assistant answers.
    mode: row.base_url !== '' && row.model !== '' ? 'model' : 'builtin',
  };
}

export function setupView(agent: StoredAgent): AiAgentSetup {
  return {
    id: agent.id,
    name: agent.name,
    instruction: agent.instruction,
    tools: agent.tools,
    baseUrl: agent.baseUrl,
    model: agent.model,
    tokenUrl: agent.tokenUrl,
    hasKey: agent.sealedKey !== '',
    active: agent.active,
    mode: agent.mode,
  };
}

export async function agentsOfOrg(database: DatabaseHandle, orgId: string): Promise<StoredAgent[]> {
  const rows = await database.db
    .selectFrom('ai_agent')
    .selectAll()
    .where('org_id', '=', orgId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toAgent);
}

/** The org's agent; a missing one (or another org's) is "not found", an inactive one too unless asked. */
export async function agentOf(
  database: DatabaseHandle,
  orgId: string,
  id: string,
  includeInactive = false,
): Promise<StoredAgent> {
  const row = await database.db
    .selectFrom('ai_agent')
    .selectAll()
    .where('id', '=', id)
    .where('org_id', '=', orgId)
    .executeTakeFirst();
  if (!row || (!includeInactive && Number(row.active) !== 1))
    throw new AppError(ErrorCode.NOT_FOUND, `AI agent ${id} was not found`);
  return toAgent(row);
}

export async function saveAgent(
  database: DatabaseHandle,
  dataDir: string,
  orgId: string,
  input: AgentInput,
  now: Date,
): Promise<StoredAgent> {
  if ((input.baseUrl === '') !== (input.model === ''))
    throw new AppError(
      ErrorCode.BAD_REQUEST,
      input.baseUrl === ''
        ? 'baseUrl: a model needs the endpoint address too (or clear the model for the built-in assistant)'
        : 'model: name the model the endpoint should use (or clear the address for the built-in assistant)',
    );
  const stamp = now.toISOString();
  const values = {
    name: input.name,
    instruction: input.instruction,
    tools: JSON.stringify(input.tools),
    base_url: input.baseUrl.replace(/\/+$/, ''),
    model: input.model,
    token_url: input.tokenUrl,
    active: input.active ? 1 : 0,
    updated_at: stamp,
    ...(input.apiKey === undefined ? {} : { api_key: seal(serverSecretKey(dataDir), input.apiKey) }),
  };
  if (input.id) {
    await agentOf(database, orgId, input.id, true);
    await database.db.updateTable('ai_agent').set(values).where('id', '=', input.id).execute();
    return agentOf(database, orgId, input.id, true);
  }
  const id = `ai_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  await database.db
    .insertInto('ai_agent')
    .values({ id, org_id: orgId, created_at: stamp, api_key: '', ...values })
    .execute();
  return agentOf(database, orgId, id, true);
}

export async function deleteAgent(database: DatabaseHandle, orgId: string, id: string): Promise<void> {
  await agentOf(database, orgId, id, true);
  await database.db.deleteFrom('ai_message').where('agent_id', '=', id).where('org_id', '=', orgId).execute();
  await database.db.deleteFrom('ai_agent').where('id', '=', id).where('org_id', '=', orgId).execute();
}

export function agentKey(agent: StoredAgent, dataDir: string): string {
  return unseal(serverSecretKey(dataDir), agent.sealedKey);
}

/** Inserts an agent with a fixed id (the demo's), unless the org has it already. */
export async function ensureAgent(
  database: DatabaseHandle,
  orgId: string,
  id: string,
  agent: { name: string; instruction: string; tools: readonly AiTool[] },
  now: Date,
): Promise<void> {
  const found = await database.db.selectFrom('ai_agent').select('id').where('id', '=', id).executeTakeFirst();
  if (found) return;
  const stamp = now.toISOString();
  await database.db
    .insertInto('ai_agent')
    .values({
      id,
      org_id: orgId,
      name: agent.name,
      instruction: agent.instruction,
      tools: JSON.stringify(agent.tools),
      base_url: '',
      model: '',
      token_url: '',
      api_key: '',
      active: 1,
      created_at: stamp,
      updated_at: stamp,
    })
    .execute();
}
