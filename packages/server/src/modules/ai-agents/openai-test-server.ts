import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server speaking the OpenAI-compatible chat-completions
 * protocol for the AI agent tests (issue 24): a token address, and
 * /v1/chat/completions answering from a script — a status, a streamed text,
 * or streamed tool calls. Every request is recorded.
 */
export type ScriptedAnswer =
  | { status: number }
  | { text: string }
  | { toolCall: { name: string; arguments: Record<string, unknown> } };

export interface SeenRequest {
  path: string;
  authorization: string;
  body: Record<string, unknown>;
}

export interface OpenAiTestServer {
  baseUrl: string;
  tokenUrl: string;
  seen: SeenRequest[];
  /** The answers of the next completions requests, in order (then: a plain "ok"). */
  script(...answers: ScriptedAnswer[]): void;
  /** The token handed out last goes stale, as an expired one does: the next call gets a 401. */
  expireToken(): void;
  close(): Promise<void>;
}

function chunk(delta: Record<string, unknown>, finish: string | null = null): string {
  return `data: ${JSON.stringify({ id: 'chatcmpl-test', object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
}

function streamAnswer(response: ServerResponse, answer: Exclude<ScriptedAnswer, { status: number }>): void {
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  if ('text' in answer) {
    response.write(chunk({ role: 'assistant', content: '' }));
    // In pieces, as a model writes: the client must put them together.
    for (const word of answer.text.split(/(?<= )/)) response.write(chunk({ content: word }));
    response.write(chunk({}, 'stop'));
  } else {
    const args = JSON.stringify(answer.toolCall.arguments);
    const half = Math.floor(args.length / 2);
    response.write(
      chunk({
        role: 'assistant',
        tool_calls: [
          {
            index: 0,
            id: 'call_1',
            type: 'function',
            function: { name: answer.toolCall.name, arguments: args.slice(0, half) },
          },
        ],
      }),
    );
    response.write(chunk({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] }));
    response.write(chunk({}, 'tool_calls'));
  }
  response.end('data: [DONE]\n\n');
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  let text = '';
  for await (const piece of request) text += String(piece);
  return text;
}

export async function startOpenAiTestServer(apiKey: string): Promise<OpenAiTestServer> {
  let queue: ScriptedAnswer[] = [];
  let issued = 0;
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const text = await bodyOf(request);
      const authorization = request.headers.authorization ?? '';
      let body: Record<string, unknown> = {};
      try {
        body = text.startsWith('{')
          ? (JSON.parse(text) as Record<string, unknown>)
          : Object.fromEntries(new URLSearchParams(text));
      } catch {
        body = {};
      }
      seen.push({ path: request.url ?? '', authorization, body });
      if (request.url === '/token') {
        if (authorization !== `Bearer ${apiKey}`) {
          response.writeHead(401).end();
          return;
        }
        // Tokens are numbered; only the newest is accepted.
        issued += 1;
        response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: `token-${issued}`, token_type: 'bearer' }));
        return;
      }
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      if (authorization !== `Bearer token-${issued}`) {
        response
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"error":{"message":"invalid token"}}');
        return;
      }
      const answer = queue.shift() ?? { text: 'ok' };
      if ('status' in answer)
        response
          .writeHead(answer.status, { 'content-type': 'application/json' })
          .end('{"error":{"message":"scripted"}}');
      else streamAnswer(response, answer);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    tokenUrl: `http://127.0.0.1:${port}/token`,
    seen,
    script(...answers) {
      queue = answers;
    },
    expireToken() {
      issued += 1;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
