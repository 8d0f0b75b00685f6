import { PassThrough } from 'node:stream';
import {
  type AiStreamEvent,
  aiAskSchema,
  BotCallError,
  clearAiHistoryContract,
  deleteAiAgentContract,
  getAiAgentContract,
  getAiBotTokenContract,
  getAiHistoryContract,
  listAiAgentSetupContract,
  mayAdministerAccess,
  saveAiAgentContract,
} from '@vela/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractSchema } from '../../http/contract-route.js';
import { type CurrentUser, requireUser } from '../../http/current-user.js';
import { AppError, ErrorCode, okEnvelope } from '../../http/envelope.js';
import { resolveAccessToken, resolveApiKey } from '../auth/index.js';
import type { ModuleContext } from '../module.js';
import { type AuditCapture, audited } from '../setup-audit/index.js';
import {
  type AgentInput,
  agentKey,
  agentOf,
  agentsOfOrg,
  deleteAgent,
  saveAgent,
  setupView,
} from './agent-store.js';
import { type Answer, builtinAnswer, modelAnswer } from './assistants.js';
import { type Credential, issueBotToken, openBotToken } from './bot-token.js';
import { appendMessage, clearHistory, historyPage } from './message-store.js';
import { forgetModelToken, ModelEndpointError } from './model-client.js';
import { callsOfUser } from './user-calls.js';

/** Earlier messages a model is shown with a new question. */
const MODEL_MEMORY = 10;

function adminOf(user: CurrentUser): CurrentUser {
  if (!mayAdministerAccess(user.profileId))
    throw new AppError(ErrorCode.FORBIDDEN, 'Only a system administrator may set up AI agents');
  return user;
}

/** The credential the caller signed in with, for the bot token to carry. */
function credentialOf(request: FastifyRequest, headToken: string | undefined): Credential {
  const header = request.headers.accesstoken;
  if (typeof header === 'string' && header.trim() !== '') return { kind: 'session', value: header.trim() };
  if (headToken) return { kind: 'session', value: headToken };
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return { kind: 'apiKey', value: bearer };
  throw new AppError(ErrorCode.NOT_SIGNED_IN, 'Sign in first');
}

function failureText(error: unknown): string {
  if (error instanceof BotCallError)
    return `The model endpoint answered ${error.status}; try again later or ask your administrator.`;
  if (error instanceof ModelEndpointError) return `The model endpoint failed: ${error.message}.`;
  if (error instanceof TypeError) return `The model endpoint cannot be reached (${error.message}).`;
  return 'The assistant failed to answer.';
}

/** AI agents (issue 24): setup, the conversation page's reads, and the bot service that answers. */
export function aiAgentsModule(app: FastifyInstance, context: ModuleContext): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { database } = context;
  const dataDir = context.config.dataDir;
  const userOf = (request: { currentUser: CurrentUser | null }) => requireUser(request.currentUser);

  api.post(
    listAiAgentSetupContract.path,
    { schema: contractSchema(listAiAgentSetupContract) },
    async (request) => {
      const user = adminOf(userOf(request));
      return okEnvelope((await agentsOfOrg(database, user.orgId)).map(setupView), request.id);
    },
  );
  // Agent changes go to the setup audit trail: the setup before and after, never the key (setupView has only hasKey).
  const agentState = async (orgId: string, id: string | undefined): Promise<AuditCapture> => {
    const agent = id ? await agentOf(database, orgId, id, true).catch(() => null) : null;
    return { target: agent?.name ?? '', state: agent ? setupView(agent) : null };
  };
  const saveAudited = audited(
    context,
    'aiAgents',
    saveAiAgentContract.path,
    async (_user, { orgId, agent }: { orgId: string; agent: AgentInput }) => {
      const saved = await saveAgent(database, dataDir, orgId, agent, context.now());
      forgetModelToken(saved.id);
      return setupView(saved);
    },
    ({ orgId, agent }, saved) => agentState(orgId, saved?.id ?? agent.id),
  );
  const deleteAudited = audited(
    context,
    'aiAgents',
    deleteAiAgentContract.path,
    async (_user, { orgId, id }: { orgId: string; id: string }) => {
      await deleteAgent(database, orgId, id);
      forgetModelToken(id);
      return { id };
    },
    async ({ orgId, id }, deleted) => (deleted ? { target: '', state: null } : agentState(orgId, id)),
  );
  api.post(saveAiAgentContract.path, { schema: contractSchema(saveAiAgentContract) }, async (request) => {
    const user = adminOf(userOf(request));
    return okEnvelope(await saveAudited(user, { orgId: user.orgId, agent: request.body.body }), request.id);
  });
  api.post(deleteAiAgentContract.path, { schema: contractSchema(deleteAiAgentContract) }, async (request) => {
    const user = adminOf(userOf(request));
    return okEnvelope(await deleteAudited(user, { orgId: user.orgId, id: request.body.body.id }), request.id);
  });
  api.post(getAiAgentContract.path, { schema: contractSchema(getAiAgentContract) }, async (request) => {
    const agent = await agentOf(database, userOf(request).orgId, request.body.body.agentId);
    return okEnvelope({ id: agent.id, name: agent.name, mode: agent.mode, tools: agent.tools }, request.id);
  });
  api.post(getAiHistoryContract.path, { schema: contractSchema(getAiHistoryContract) }, async (request) => {
    const user = userOf(request);
    const { agentId, before, pageSize } = request.body.body;
    await agentOf(database, user.orgId, agentId, true);
    const conversation = { orgId: user.orgId, agentId, userId: user.userId };
    return okEnvelope(await historyPage(database, conversation, pageSize, before), request.id);
  });
  api.post(
    clearAiHistoryContract.path,
    { schema: contractSchema(clearAiHistoryContract) },
    async (request) => {
      const user = userOf(request);
      const agentId = request.body.body.agentId;
      await agentOf(database, user.orgId, agentId, true);
      const removed = await clearHistory(database, { orgId: user.orgId, agentId, userId: user.userId });
      return okEnvelope({ removed }, request.id);
    },
  );
  api.post(getAiBotTokenContract.path, { schema: contractSchema(getAiBotTokenContract) }, async (request) => {
    const user = userOf(request);
    const credential = credentialOf(request, request.body.head.accessToken);
    return okEnvelope(issueBotToken(dataDir, credential, user.userId, context.now()), request.id);
  });

  /**
   * The bot service (postBot, spec 1 §4): Bearer bot token, a question, the
   * answer as server-sent events. A missing, forged or expired token is a 401
   * so the client fetches a fresh one; a bad question a 400.
   */
  app.post(
    '/bot/agents/ask',
    // The body is checked before the token: a malformed question is a 400 whoever sends it.
    { config: { auth: 'public' }, schema: { hide: true, body: aiAskSchema } },
    async (request, reply) => {
      const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      const opened = openBotToken(dataDir, bearer, context.now());
      if (!opened)
        throw new AppError(ErrorCode.NOT_SIGNED_IN, 'The bot token is missing or expired: fetch a new one');
      const caller =
        opened.credential.kind === 'session'
          ? await resolveAccessToken(database, opened.credential.value, context.now())
          : await resolveApiKey(database, opened.credential.value, context.now());
      if (caller.mustChangePassword)
        throw new AppError(ErrorCode.PASSWORD_CHANGE_REQUIRED, 'Set a new password before going on.');
      const user = caller.user;
      const parsed = aiAskSchema.safeParse(request.body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw new AppError(
          ErrorCode.BAD_REQUEST,
          issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'bad question',
        );
      }
      const { agentId, text } = parsed.data;
      const agent = await agentOf(database, user.orgId, agentId);
      const conversation = { orgId: user.orgId, agentId, userId: user.userId };
      const scope = { context, user, calls: callsOfUser(app, opened.credential) };

      const stream = new PassThrough();
      const send = (event: AiStreamEvent) => stream.write(`data: ${JSON.stringify(event)}\n\n`);
      void reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(stream);
      try {
        let answer: Answer;
        if (agent.mode === 'model') {
          const earlier = (await historyPage(database, conversation, MODEL_MEMORY)).messages;
          const endpoint = {
            id: agent.id,
            baseUrl: agent.baseUrl,
            model: agent.model,
            tokenUrl: agent.tokenUrl,
            key: agentKey(agent, dataDir),
          };
          answer = await modelAnswer(scope, agent, endpoint, earlier, text, (delta) =>
            send({ type: 'delta', text: delta }),
          );
        } else {
          answer = await builtinAnswer(scope, agent, text);
          // Line by line, so the page shows it as it comes like a model's answer.
          for (const line of answer.text.split('\n')) send({ type: 'delta', text: `${line}\n` });
        }
        // The question and its answer are kept together or not at all.
        const question = await appendMessage(
          database,
          conversation,
          { role: 'user', text, mode: null },
          context.now(),
        );
        const stored = await appendMessage(
          database,
          conversation,
          { role: 'assistant', ...answer },
          context.now(),
        );
        send({ type: 'done', question, answer: stored });
      } catch (error) {
        request.log.warn({ err: error, agentId }, 'AI agent failed to answer');
        send({ type: 'error', message: failureText(error) });
      } finally {
        stream.end();
      }
      return reply;
    },
  );
}
