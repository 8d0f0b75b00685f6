import { type AiMessage, type AiStreamEvent, BotCallError } from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { completeChat } from './model-client.js';
import { type OpenAiTestServer, startOpenAiTestServer } from './openai-test-server.js';

const API_KEY = 'sk-test-not-a-real-key';

describeEachDatabase('AI agents (issue 24)', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let model: OpenAiTestServer;
  let clock = new Date('2026-05-04T09:00:00Z');
  const getApp = () => app;
  const as = (user: TestUser) => callsAs(getApp, user);
  let builtinAgent = '';
  let modelAgent = '';
  let repAccount = '';
  let hiddenAccount = '';

  const botToken = async (user: TestUser) =>
    ((await as(user).ok('/aiAgent/getBotToken', {})) as { token: string }).token;
  /** Asks through the bot service; the answer's server-sent events, parsed. */
  const ask = async (user: TestUser, agentId: string, text: string, token?: string) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/bot/agents/ask',
      headers: { authorization: `Bearer ${token ?? (await botToken(user))}` },
      payload: { agentId, text },
    });
    const events = response.body
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice(6)) as AiStreamEvent);
    const done = events.find((event) => event.type === 'done');
    return {
      status: response.statusCode,
      body: response.body,
      events,
      answer: done?.type === 'done' ? done.answer : undefined,
    };
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { now: () => clock });
    org = await createAccessOrg(getDatabase().handle, getApp, 'org_ai');
    await settleAccessJobs(app);
    const { json } = await as(org.admin).call('/access/owd/save', {
      objectApi: 'Account',
      defaultAccess: 'private',
    });
    expect(json.result, JSON.stringify(json)).toBe(true);
    repAccount = await as(org.rep).create('Account', { name: 'Zephyr Holdings' });
    hiddenAccount = await as(org.peer).create('Account', { name: 'Obsidian Private Trust' });
    model = await startOpenAiTestServer(API_KEY);
    builtinAgent = ((await as(org.admin).ok('/aiAgent/save', { name: 'Helper' })) as { id: string }).id;
    modelAgent = (
      (await as(org.admin).ok('/aiAgent/save', {
        name: 'Model helper',
        instruction: 'Be brief.',
        baseUrl: model.baseUrl,
        model: 'test-model',
        tokenUrl: model.tokenUrl,
        apiKey: API_KEY,
      })) as { id: string }
    ).id;
  });
  afterAll(async () => {
    await app.close();
    await model.close();
  });

  it('[S1-R-154] an administrator sets up agents, the key stored encrypted; others may not', async () => {
    const list = (await as(org.admin).ok('/aiAgent/setupList', {})) as Array<Record<string, unknown>>;
    expect(list.find((agent) => agent.id === modelAgent)).toMatchObject({
      mode: 'model',
      hasKey: true,
      tokenUrl: model.tokenUrl,
    });
    expect(list.find((agent) => agent.id === builtinAgent)).toMatchObject({ mode: 'builtin', hasKey: false });
    expect(JSON.stringify(list)).not.toContain(API_KEY);
    const stored = await getDatabase()
      .handle.db.selectFrom('ai_agent')
      .select('api_key')
      .where('id', '=', modelAgent)
      .executeTakeFirstOrThrow();
    expect(stored.api_key).not.toContain(API_KEY);
    expect(stored.api_key.startsWith('v1.')).toBe(true);
    const refused = await as(org.rep).call('/aiAgent/save', { name: 'Mine' });
    expect(refused.status).toBe(403);
    const half = await as(org.admin).call('/aiAgent/save', { name: 'Half', baseUrl: model.baseUrl });
    expect(half.status).toBe(400);
    expect(half.json.returnInfo).toContain('model');
    const badUrl = await as(org.admin).call('/aiAgent/save', { name: 'Bad', baseUrl: 'ftp://x', model: 'm' });
    expect(badUrl.status).toBe(400);
    expect(await as(org.rep).ok('/aiAgent/getAgent', { agentId: modelAgent })).toMatchObject({
      name: 'Model helper',
      mode: 'model',
    });
  });

  it('agent changes are in the setup audit trail: who, before and after, never the key; a refused change leaves none', async () => {
    const made = (await as(org.admin).ok('/aiAgent/save', {
      name: 'Audited helper',
      baseUrl: model.baseUrl,
      model: 'test-model',
      apiKey: API_KEY,
    })) as { id: string };
    await as(org.admin).ok('/aiAgent/save', {
      id: made.id,
      name: 'Audited helper 2',
      baseUrl: model.baseUrl,
      model: 'm2',
    });
    expect((await as(org.rep).call('/aiAgent/save', { id: made.id, name: 'Hijacked' })).status).toBe(403);
    await as(org.admin).ok('/aiAgent/delete', { id: made.id });
    const trail = (await as(org.admin).ok('/setup/auditTrail', {
      area: 'aiAgents',
      search: 'Audited helper',
    })) as {
      rows: Array<{ userName: string; action: string; target: string; before: string; after: string }>;
    };
    // The test's clock stands still: the three share a time, so they are told apart by what they hold.
    expect(trail.rows).toHaveLength(3);
    const deleted = trail.rows.find((row) => row.action === '/aiAgent/delete');
    const created = trail.rows.find((row) => row.action === '/aiAgent/save' && row.before === '');
    const renamed = trail.rows.find((row) => row.action === '/aiAgent/save' && row.before !== '');
    expect([deleted?.target, created?.target, renamed?.target]).toEqual([
      'Audited helper 2',
      'Audited helper',
      'Audited helper 2',
    ]);
    expect(created?.before).toBe('');
    expect(JSON.parse(created?.after ?? '{}')).toMatchObject({
      name: 'Audited helper',
      hasKey: true,
      model: 'test-model',
    });
    expect(JSON.parse(renamed?.before ?? '{}')).toMatchObject({
      name: 'Audited helper',
      model: 'test-model',
    });
    expect(JSON.parse(renamed?.after ?? '{}')).toMatchObject({ name: 'Audited helper 2', model: 'm2' });
    expect(JSON.parse(deleted?.before ?? '{}')).toMatchObject({ name: 'Audited helper 2' });
    expect(deleted?.after).toBe('');
    expect(JSON.stringify(trail.rows)).not.toContain(API_KEY);
    expect(JSON.stringify(trail.rows)).not.toContain('Hijacked');
  });

  it('[S1-R-154] the built-in assistant finds an account by name, says it answers without a model, and keeps the conversation', async () => {
    const { status, events, answer } = await ask(org.rep, builtinAgent, 'find the account Zephyr');
    expect(status).toBe(200);
    expect(events[0]?.type).toBe('delta');
    expect(answer?.mode).toBe('builtin');
    expect(answer?.text).toMatch(/^Built-in assistant \(no AI model\)/);
    expect(answer?.links).toContainEqual({ id: repAccount, name: 'Zephyr Holdings', objectLabel: 'Account' });
    await ask(org.rep, builtinAgent, 'open Zephyr Holdings');
    const page = (await as(org.rep).ok('/aiAgent/getHistory', { agentId: builtinAgent, pageSize: 2 })) as {
      messages: AiMessage[];
      hasMore: boolean;
    };
    expect(page.messages.map((message) => message.role)).toEqual(['user', 'assistant']);
    expect(page.messages[0]?.text).toBe('open Zephyr Holdings');
    expect(page.hasMore).toBe(true);
    const older = (await as(org.rep).ok('/aiAgent/getHistory', {
      agentId: builtinAgent,
      pageSize: 2,
      before: page.messages[0]?.id,
    })) as {
      messages: AiMessage[];
      hasMore: boolean;
    };
    expect(older.messages[0]?.text).toBe('find the account Zephyr');
    expect(older.hasMore).toBe(false);
    // Another person's conversation with the same agent is theirs alone.
    const manager = (await as(org.manager).ok('/aiAgent/getHistory', { agentId: builtinAgent })) as {
      messages: AiMessage[];
    };
    expect(manager.messages).toEqual([]);
  });

  it('[S1-P-005] agent tools never answer with a record outside the user’s access', async () => {
    for (const question of [
      'find Obsidian',
      'open Obsidian Private Trust',
      `open ${hiddenAccount}`,
      `history of ${hiddenAccount}`,
      `draft an email to ${hiddenAccount}`,
    ]) {
      const { answer } = await ask(org.rep, builtinAgent, question);
      expect(answer?.links, question).toEqual([]);
      // Asked by its id, the answer does not give its name away; asked by name, it only echoes the words.
      if (question.includes(hiddenAccount)) expect(answer?.text, question).not.toContain('Obsidian');
      expect(answer?.text, question).toMatch(/you can open|may not open/);
    }
    const own = await ask(org.peer, builtinAgent, 'find Obsidian');
    expect(own.answer?.links.map((link) => link.id)).toEqual([hiddenAccount]);
  });

  it('refuses a missing, forged or expired bot token with 401, and a bad question with 400', async () => {
    expect((await ask(org.rep, builtinAgent, 'hi', 'nonsense')).status).toBe(401);
    const token = await botToken(org.rep);
    expect((await ask(org.rep, builtinAgent, 'hi', `${token.slice(0, -4)}AAAA`)).status).toBe(401);
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await ask(org.rep, builtinAgent, 'hi', token)).status).toBe(401);
    const blank = await ask(org.rep, builtinAgent, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body).toContain('text');
    expect((await ask(org.rep, 'ai_nobody', 'hi')).status).toBe(404);
  });

  it('[S1-B-095][S1-B-096] a model agent: token fetched, Bearer, refreshed on 401; streamed tool calls run as the user', async () => {
    model.seen.length = 0;
    model.script(
      { toolCall: { name: 'searchRecords', arguments: { keyword: 'Obsidian' } } },
      { text: 'Nothing you can open is called Obsidian.' },
    );
    const first = await ask(org.rep, modelAgent, 'Is there an Obsidian account?');
    expect(first.answer).toMatchObject({
      mode: 'model',
      text: 'Nothing you can open is called Obsidian.',
      links: [],
    });
    expect(first.events.filter((event) => event.type === 'delta').length).toBeGreaterThan(2);
    const completions = model.seen.filter((request) => request.path === '/v1/chat/completions');
    expect(model.seen[0]).toMatchObject({ path: '/token', authorization: `Bearer ${API_KEY}` });
    expect(completions.map((request) => request.authorization)).toEqual(['Bearer token-1', 'Bearer token-1']);
    expect(completions[0]?.body).toMatchObject({ model: 'test-model', stream: true });
    // The tool's answer the model got back: the search ran as the rep, who may not see the account.
    const toolMessage = (
      (completions[1]?.body.messages ?? []) as Array<{ role: string; content: string }>
    ).find((message) => message.role === 'tool');
    expect(toolMessage?.content).toContain('No record you can open');
    expect(JSON.stringify(completions[1]?.body)).not.toContain(hiddenAccount);

    model.seen.length = 0;
    model.expireToken();
    model.script({ text: 'Hello again.' });
    const second = await ask(org.rep, modelAgent, 'Hello');
    expect(second.answer?.text).toBe('Hello again.');
    expect(model.seen.map((request) => `${request.path} ${request.authorization}`)).toEqual([
      '/v1/chat/completions Bearer token-1',
      `/token Bearer ${API_KEY}`,
      '/v1/chat/completions Bearer token-3',
    ]);
    // The earlier turn is sent along: the model sees the conversation so far.
    expect(JSON.stringify(model.seen[2]?.body.messages)).toContain('Is there an Obsidian account?');
  });

  it('[S1-B-097][S1-K-009] other statuses are retried 1 s apart at most 3 times; 400 is not retried', async () => {
    const endpoint = {
      id: 'retry-test',
      baseUrl: model.baseUrl,
      model: 'm',
      tokenUrl: model.tokenUrl,
      key: API_KEY,
    };
    const waits: number[] = [];
    const sleep = async (ms: number) => {
      waits.push(ms);
    };
    model.script({ status: 503 }, { status: 500 }, { text: 'recovered' });
    const recovered = await completeChat(endpoint, [{ role: 'user', content: 'x' }], [], { sleep });
    expect(recovered.text).toBe('recovered');
    expect(waits).toEqual([1000, 1000]);
    waits.length = 0;
    model.script({ status: 502 }, { status: 502 }, { status: 502 }, { status: 504 }, { text: 'too late' });
    await expect(completeChat(endpoint, [{ role: 'user', content: 'x' }], [], { sleep })).rejects.toEqual(
      new BotCallError(504),
    );
    expect(waits).toEqual([1000, 1000, 1000]);
    waits.length = 0;
    model.script({ status: 400 }, { text: 'never' });
    await expect(completeChat(endpoint, [{ role: 'user', content: 'x' }], [], { sleep })).rejects.toEqual(
      new BotCallError(400),
    );
    expect(waits).toEqual([]);
    // A failure reaching the person: an error event, and nothing of the turn stored.
    model.script({ status: 400 });
    const before = (
      (await as(org.rep).ok('/aiAgent/getHistory', { agentId: modelAgent })) as { messages: AiMessage[] }
    ).messages.length;
    const failed = await ask(org.rep, modelAgent, 'Anything?');
    expect(failed.events.at(-1)).toEqual({ type: 'error', message: expect.stringContaining('400') });
    const after = (
      (await as(org.rep).ok('/aiAgent/getHistory', { agentId: modelAgent })) as { messages: AiMessage[] }
    ).messages.length;
    expect(after).toBe(before);
  });
});
