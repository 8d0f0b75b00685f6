import { AI_MAX_TOOL_ROUNDS, type AiMessage, type AiMode, detectIntent } from '@vela/core';
import type { StoredAgent } from './agent-store.js';
import type { ToolResult, ToolScope } from './agent-tools.js';
import { type ChatMessage, completeChat, type ModelEndpoint } from './model-client.js';
import { runTool, toolDefinitions } from './run-tool.js';

/** What an answer is made of before it is stored. */
export interface Answer {
  text: string;
  mode: AiMode;
  links: AiMessage['links'];
  draft: AiMessage['draft'];
  prefill: AiMessage['prefill'];
}

export const BUILTIN_HEADING = 'Built-in assistant (no AI model):';

const HELP = [
  'I can, with your own access:',
  '• find records — “find Acme”',
  '• read a record and its related lists — “open Acme”',
  '• summarise its history — “history of Acme”',
  '• list your open tasks and approvals — “my open tasks”',
  '• draft an e-mail — “draft an email to Jane Doe”',
  '• prefill a new record form — “new account named Initech”',
].join('\n');

function answerOf(mode: AiMode, text: string, results: readonly ToolResult[]): Answer {
  const seen = new Set<string>();
  return {
    text,
    mode,
    links: results
      .flatMap((result) => result.links)
      .filter((link) => !seen.has(link.id) && seen.add(link.id)),
    draft: results.findLast((result) => result.draft)?.draft ?? null,
    prefill: results.findLast((result) => result.prefill)?.prefill ?? null,
  };
}

/** No model configured: the question read by rules, a tool run, its result as the reply. */
export async function builtinAnswer(scope: ToolScope, agent: StoredAgent, question: string): Promise<Answer> {
  const intent = detectIntent(question);
  let result: ToolResult;
  if (intent.tool === 'help') result = { text: HELP, links: [] };
  else if (!agent.tools.includes(intent.tool))
    result = { text: `This agent is not set up to ${intent.tool}.\n${HELP}`, links: [] };
  else if (intent.tool === 'prefillForm')
    result = await runTool(scope, agent.tools, 'prefillForm', {
      objectApi: intent.objectApi,
      values: intent.name === '' ? {} : { [intent.objectApi === 'Task' ? 'subject' : 'name']: intent.name },
    });
  else if (intent.tool === 'myWork') result = await runTool(scope, agent.tools, 'myWork', {});
  else if (intent.tool === 'searchRecords')
    result = await runTool(scope, agent.tools, 'searchRecords', { keyword: intent.keyword });
  else result = await runTool(scope, agent.tools, intent.tool, { record: intent.keyword });
  return answerOf('builtin', `${BUILTIN_HEADING}\n${result.text}`, [result]);
}

function parseArgs(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text === '' ? '{}' : text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A model configured: it answers, asking for tools as it needs them, a few rounds at most. */
export async function modelAnswer(
  scope: ToolScope,
  agent: StoredAgent,
  endpoint: ModelEndpoint,
  earlier: readonly AiMessage[],
  question: string,
  onText: (text: string) => void,
  sleep?: (ms: number) => Promise<void>,
): Promise<Answer> {
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content: [
        agent.instruction,
        `You help ${scope.user.name}, a user of the Vela CRM. Use the tools to look at records; they only show what this user may see. Never invent records.`,
      ]
        .filter((line) => line !== '')
        .join('\n'),
    },
    ...earlier.map((message): ChatMessage => ({ role: message.role, content: message.text })),
    { role: 'user', content: question },
  ];
  const tools = toolDefinitions(agent.tools);
  const results: ToolResult[] = [];
  let text = '';
  for (let round = 1; round <= AI_MAX_TOOL_ROUNDS; round++) {
    const turn = await completeChat(endpoint, messages, round < AI_MAX_TOOL_ROUNDS ? tools : [], {
      onText,
      ...(sleep ? { sleep } : {}),
    });
    text += turn.text;
    if (turn.toolCalls.length === 0) break;
    messages.push({
      role: 'assistant',
      content: turn.text === '' ? null : turn.text,
      tool_calls: turn.toolCalls,
    });
    for (const call of turn.toolCalls) {
      const result = await runTool(
        scope,
        agent.tools,
        call.function.name,
        parseArgs(call.function.arguments),
      );
      results.push(result);
      messages.push({
        role: 'tool',
        tool_call_id: call.id,
        content: JSON.stringify({
          text: result.text,
          records: result.links,
          draft: result.draft,
          prefill: result.prefill,
        }),
      });
    }
  }
  return answerOf('model', text, results);
}
