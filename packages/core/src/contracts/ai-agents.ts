import { z } from 'zod';
import { AI_MODES, AI_TOOLS } from '../ai/ai-rules.js';
import { defineCall } from './call-contract.js';

/**
 * AI agents (issue 24, `velaAi?agentId=`): an administrator's agents, each a
 * name, an instruction, the tools it may use and an optional model endpoint
 * (OpenAI-compatible chat completions); a person's conversation with one,
 * kept per user. The question itself goes to the bot service (postBot,
 * /api/bot/agents/ask) and is answered as server-sent events.
 */
const agentId = z.string().trim().min(1, 'agentId: name the agent').max(64);

const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^https?:\/\/[^\s/]+/i.test(value), {
    message: 'write an http:// or https:// address, e.g. https://api.openai.com/v1',
  });

export const aiAgentSetupSchema = z.object({
  id: z.string(),
  name: z.string(),
  instruction: z.string(),
  tools: z.array(z.enum(AI_TOOLS)),
  baseUrl: z.string(),
  model: z.string(),
  /** Where a token is fetched with the key (client credentials); '' uses the key itself as the Bearer token. */
  tokenUrl: z.string(),
  /** A key is stored (encrypted); the key itself never leaves the server. */
  hasKey: z.boolean(),
  active: z.boolean(),
  mode: z.enum(AI_MODES),
});
export type AiAgentSetup = z.infer<typeof aiAgentSetupSchema>;

export const listAiAgentSetupContract = defineCall({
  path: '/aiAgent/setupList',
  summary: "The organisation's AI agents with their configuration (administrators)",
  request: z.strictObject({}),
  response: z.array(aiAgentSetupSchema),
});

export const saveAiAgentContract = defineCall({
  path: '/aiAgent/save',
  summary:
    'Creates or changes an AI agent (administrators): name, instruction, tools, model endpoint; the key is stored encrypted',
  request: z.strictObject({
    id: z.string().max(64).optional(),
    name: z.string().trim().min(1, 'name: give the agent a name').max(80),
    instruction: z.string().max(4000).default(''),
    tools: z
      .array(z.enum(AI_TOOLS))
      .max(AI_TOOLS.length)
      .default([...AI_TOOLS]),
    baseUrl: httpUrl.default(''),
    model: z.string().trim().max(120).default(''),
    tokenUrl: httpUrl.default(''),
    /** Absent: keep the stored key; '': remove it. */
    apiKey: z.string().max(500).optional(),
    active: z.boolean().default(true),
  }),
  response: aiAgentSetupSchema,
});

export const deleteAiAgentContract = defineCall({
  path: '/aiAgent/delete',
  summary: 'Removes an AI agent and every conversation with it (administrators)',
  request: z.strictObject({ id: agentId }),
  response: z.object({ id: z.string() }),
});

export const aiAgentInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  mode: z.enum(AI_MODES),
  tools: z.array(z.enum(AI_TOOLS)),
});
export type AiAgentInfo = z.infer<typeof aiAgentInfoSchema>;

export const getAiAgentContract = defineCall({
  path: '/aiAgent/getAgent',
  summary: 'An active AI agent as its conversation page shows it: name, mode (built-in or model), tools',
  request: z.strictObject({ agentId }),
  response: aiAgentInfoSchema,
});

/** A record an answer names: the page opens it. */
export const aiRecordLinkSchema = z.object({ id: z.string(), name: z.string(), objectLabel: z.string() });
export type AiRecordLink = z.infer<typeof aiRecordLinkSchema>;

export const aiMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  text: z.string(),
  /** Which mode answered (assistant messages); null for the person's own. */
  mode: z.enum(AI_MODES).nullable(),
  links: z.array(aiRecordLinkSchema),
  /** An e-mail drafted for the person to send from the mail screens. */
  draft: z.object({ to: z.string(), subject: z.string(), body: z.string() }).nullable(),
  /** Values for a new record's form: the person reviews them and saves. */
  prefill: z.object({ objectApi: z.string(), values: z.record(z.string(), z.string()) }).nullable(),
  createdAt: z.string(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;

export const AI_HISTORY_PAGE_SIZE = 30;

export const getAiHistoryContract = defineCall({
  path: '/aiAgent/getHistory',
  summary:
    "The caller's conversation with an agent, newest page first (before: a message id to page backwards)",
  request: z.strictObject({
    agentId,
    before: z.string().max(64).optional(),
    pageSize: z.number().int().min(1).max(100).default(AI_HISTORY_PAGE_SIZE),
  }),
  response: z.object({ messages: z.array(aiMessageSchema), hasMore: z.boolean() }),
});

export const clearAiHistoryContract = defineCall({
  path: '/aiAgent/clearHistory',
  summary: "Forgets the caller's conversation with an agent",
  request: z.strictObject({ agentId }),
  response: z.object({ removed: z.number().int() }),
});

export const getAiBotTokenContract = defineCall({
  path: '/aiAgent/getBotToken',
  summary: 'A short-lived Bearer token for the bot service (postBot), acting as the caller',
  request: z.strictObject({}),
  response: z.object({ token: z.string(), expiresAt: z.string() }),
});

/** The bot service's question (POST /api/bot/agents/ask, Bearer token); answered as server-sent events. */
export const aiAskSchema = z.strictObject({
  agentId,
  text: z.string().trim().min(1, 'text: ask something').max(4000),
});
export type AiAsk = z.infer<typeof aiAskSchema>;

/** One server-sent event of an answer: text as it is written, then the stored message (or a failure). */
export const aiStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), question: aiMessageSchema, answer: aiMessageSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type AiStreamEvent = z.infer<typeof aiStreamEventSchema>;
