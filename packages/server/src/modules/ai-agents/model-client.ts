import { callWithBotRules } from '@vela/core';

/**
 * An OpenAI-compatible chat-completions endpoint (issue 24), called under the
 * bot rules of spec 1 §4 (core's callWithBotRules): a token fetched, Bearer
 * auth, a 401 refreshes it, other failures but 400 are retried 1 s apart.
 * Answers are streamed (`stream: true`); tool calls arrive in pieces and are
 * put together here.
 */
export interface ModelEndpoint {
  /** Cache key of the token: one per agent. */
  id: string;
  baseUrl: string;
  model: string;
  /** '' : the key is the Bearer token; else a token is fetched from here with the key. */
  tokenUrl: string;
  key: string;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string | null;
  tool_calls?: ToolCall[];
  tool_call_id?: string;
}

export interface ToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ToolDefinition {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export interface ModelCallOptions {
  sleep?: (ms: number) => Promise<void>;
  onText?: (text: string) => void;
  signal?: AbortSignal;
}

export class ModelEndpointError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelEndpointError';
  }
}

const tokens = new Map<string, string>();

async function fetchToken(endpoint: ModelEndpoint, signal?: AbortSignal): Promise<string> {
  const response = await fetch(endpoint.tokenUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: `Bearer ${endpoint.key}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_secret: endpoint.key }).toString(),
    signal: signal ?? null,
  });
  const answer = (await response.json().catch(() => ({}))) as { access_token?: unknown; token?: unknown };
  const token = answer.access_token ?? answer.token;
  if (response.status !== 200 || typeof token !== 'string')
    throw new ModelEndpointError(`the token address answered ${response.status} without a token`);
  return token;
}

async function tokenOf(endpoint: ModelEndpoint, refresh: boolean, signal?: AbortSignal): Promise<string> {
  if (endpoint.tokenUrl === '') return endpoint.key;
  const cached = tokens.get(endpoint.id);
  if (cached !== undefined && !refresh) return cached;
  const fresh = await fetchToken(endpoint, signal);
  tokens.set(endpoint.id, fresh);
  return fresh;
}

/** The cached token of an agent is dropped when its configuration changes. */
export function forgetModelToken(agentId: string): void {
  tokens.delete(agentId);
}

interface StreamChunk {
  choices?: Array<{
    delta?: {
      content?: string | null;
      tool_calls?: Array<{ index?: number; id?: string; function?: { name?: string; arguments?: string } }>;
    };
    message?: { content?: string | null; tool_calls?: ToolCall[] };
  }>;
}

/** Reads `data:` lines of a server-sent-events body, one JSON chunk at a time. */
async function* sseData(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let end = buffered.indexOf('\n');
    while (end >= 0) {
      const line = buffered.slice(0, end).trim();
      buffered = buffered.slice(end + 1);
      if (line.startsWith('data:')) yield line.slice(5).trim();
      end = buffered.indexOf('\n');
    }
  }
  const last = buffered.trim();
  if (last.startsWith('data:')) yield last.slice(5).trim();
}

/** One model turn: its text (streamed to onText as it comes) and the tools it asks for. */
export async function completeChat(
  endpoint: ModelEndpoint,
  messages: readonly ChatMessage[],
  tools: readonly ToolDefinition[],
  options: ModelCallOptions = {},
): Promise<{ text: string; toolCalls: ToolCall[] }> {
  const address = `${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const response = await callWithBotRules({
    token: (refresh) => tokenOf(endpoint, refresh, options.signal),
    ...(options.sleep ? { sleep: options.sleep } : {}),
    send: async (token) => {
      const answer = await fetch(address, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${token}`,
          'Content-Type': 'application/json',
          Accept: 'text/event-stream',
        },
        body: JSON.stringify({
          model: endpoint.model,
          messages,
          stream: true,
          ...(tools.length > 0 ? { tools } : {}),
        }),
        signal: options.signal ?? null,
      });
      if (answer.status !== 200) await answer.body?.cancel().catch(() => undefined);
      return answer;
    },
  });
  let text = '';
  const calls: Array<{ id: string; name: string; arguments: string }> = [];
  const take = (chunk: StreamChunk) => {
    const choice = chunk.choices?.[0];
    const content = choice?.delta?.content ?? choice?.message?.content;
    if (content) {
      text += content;
      options.onText?.(content);
    }
    for (const call of choice?.message?.tool_calls ?? [])
      calls.push({ id: call.id, name: call.function.name, arguments: call.function.arguments });
    for (const piece of choice?.delta?.tool_calls ?? []) {
      const index = piece.index ?? calls.length;
      calls[index] ??= { id: '', name: '', arguments: '' };
      const call = calls[index];
      if (piece.id) call.id = piece.id;
      if (piece.function?.name) call.name += piece.function.name;
      if (piece.function?.arguments) call.arguments += piece.function.arguments;
    }
  };
  const streamed = (response.headers.get('content-type') ?? '').includes('text/event-stream');
  if (!streamed || !response.body) take((await response.json()) as StreamChunk);
  else
    for await (const data of sseData(response.body)) {
      if (data === '[DONE]') break;
      try {
        take(JSON.parse(data) as StreamChunk);
      } catch {
        throw new ModelEndpointError('the model endpoint sent a chunk that is not JSON');
      }
    }
  return {
    text,
    toolCalls: calls
      .filter((call) => call.name !== '')
      .map((call, index) => ({
        id: call.id || `call_${index}`,
        type: 'function' as const,
        function: { name: call.name, arguments: call.arguments },
      })),
  };
}
