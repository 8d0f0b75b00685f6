import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AUTOMATION_MAX_DEPTH,
  type FlowBranch,
  type FlowDefinition,
  type FlowRun,
  type FlowStep,
} from '@vela/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCalls } from '../../test-support/record-calls.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';
import { currentMetadata, resolveObject } from '../metadata/index.js';
import { recordsDb } from '../records/index.js';
import { writeFlow } from './automation-store.js';

/**
 * Record-triggered flows (issue 20): a save that meets a flow's criteria
 * queues a run on the job runner; its actions run in order with each step's
 * outcome kept; waits survive a restart, a failing webhook is retried with
 * back-off, a flow's own saves stop at the depth limit, and a broken formula
 * is reported on the run rather than failing the save.
 */

/** A local HTTP server the webhook steps call: answers with the statuses queued, then 200. */
async function startHookServer() {
  const statuses: number[] = [];
  const received: unknown[] = [];
  let hang = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(body || '{}'));
      if (hang) return; // never answers: the step's timeout ends the call
      response.statusCode = statuses.shift() ?? 200;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    statuses,
    received,
    hang: (value: boolean) => {
      hang = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describeEachDatabase('record-triggered flows', (getDatabase) => {
  let app: FastifyInstance;
  let admin: TestUser;
  let member: TestUser;
  let user: TestUser = {} as TestUser;
  let clock = new Date('2026-06-01T09:00:00.000Z');
  const now = () => clock;
  const advance = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };
  const calls = recordCalls(
    () => app,
    () => user,
  );
  const as = (who: TestUser) => {
    user = who;
    return calls;
  };
  let hooks: Awaited<ReturnType<typeof startHookServer>>;
  let accountId = '';

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle, { now });
    admin = await createTestUser(getDatabase().handle, { name: 'Flow Admin' });
    member = await createTestUser(getDatabase().handle, { name: 'Flow Member', profileId: 'standard_user' });
    as(admin);
    hooks = await startHookServer();
    accountId = await calls.create('Account', { name: 'Flow Customer' });
  });
  afterAll(async () => {
    await app.close();
    await hooks.close();
  });

  const saveFlow = async (flow: FlowDefinition, flowId?: string) =>
    as(admin).ok('/automation/saveFlow', flowId ? { flowId, flow } : { flow });
  const deactivate = async (flowId: string, flow: FlowDefinition) =>
    saveFlow({ ...flow, active: false }, flowId);
  const runsOf = async (filter: { flowId?: string; recordId?: string }): Promise<FlowRun[]> =>
    as(admin).ok('/automation/listRuns', filter);
  const newDeal = (name: string, extra: Record<string, unknown> = {}) =>
    as(admin).create('Opportunity', {
      name,
      khmc: accountId,
      stage: 'Prospecting',
      closedate: '2026-12-31',
      ...extra,
    });
  const update = async (id: string, values: Record<string, unknown>) => {
    const saved = await as(admin).save('Opportunity', { id, ...values });
    expect(saved.isSaveSuccess, saved.errormessage).toBe(true);
  };
  const fieldValue = async (id: string, field: string) => {
    const snapshot = await currentMetadata(getDatabase().handle);
    const object = resolveObject(snapshot, { recordId: id });
    const column = object.fieldsByApi.get(field)?.columnName ?? field;
    const row = await recordsDb(getDatabase().handle)
      .selectFrom(object.tableName)
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return row[column];
  };
  const tasksAbout = async (recordId: string) => {
    const snapshot = await currentMetadata(getDatabase().handle);
    const task = resolveObject(snapshot, { objectApi: 'Task' });
    const column = task.fieldsByApi.get('relateid')?.columnName ?? 'relateid';
    return recordsDb(getDatabase().handle)
      .selectFrom(task.tableName)
      .selectAll()
      .where(column, '=', recordId)
      .where('is_deleted', '=', 0)
      .execute();
  };

  const wonFlow: FlowDefinition = {
    name: 'Won deal follow-up',
    objectApi: 'Opportunity',
    active: true,
    trigger: 'update',
    criteria: {
      kind: 'conditions',
      match: 'all',
      conditions: [{ field: 'stage', operator: 'e', value: 'Closed won' }],
    },
    onlyOnChange: true,
    actions: [
      {
        type: 'updateFields',
        target: 'record',
        parentField: '',
        assignments: [{ field: 'description', value: 'Won on {{$today}}' }],
      },
      {
        type: 'createRecord',
        objectApi: 'Task',
        assignments: [
          { field: 'subject', value: 'Kick-off: {{name}}' },
          { field: 'relateid', value: '{{id}}' },
          { field: 'duedate', value: '{{$today+7}}' },
        ],
      },
      { type: 'botCard', message: '{{name}} was won' },
      {
        type: 'notify',
        recipient: 'userField',
        userField: 'ownerid',
        userId: '',
        addressField: '',
        message: 'Your deal {{name}} was won',
        sendEmail: false,
        subject: '',
        templateId: '',
      },
      {
        type: 'updateFields',
        target: 'parent',
        parentField: 'khmc',
        assignments: [{ field: 'description', value: 'Last won deal: {{name}}' }],
      },
    ],
  };

  it('a won opportunity runs every action in order, once, with each step seen per flow and per record (issue 20)', async () => {
    const flow = await saveFlow(wonFlow);
    expect(flow.problem).toBe('');
    const dealId = await newDeal('Flow deal');
    await update(dealId, { stage: 'Closed won' });
    await app.jobs.runJobsUntilIdle();

    const [firstRun] = await runsOf({ recordId: dealId });
    expect(firstRun?.error).toBe('');
    expect(await fieldValue(dealId, 'description')).toBe('Won on 2026-06-01');
    const tasks = await tasksAbout(dealId);
    expect(tasks).toHaveLength(1);
    expect(Object.values(tasks[0] ?? {})).toContain('Kick-off: Flow deal');
    expect(Object.values(tasks[0] ?? {})).toContain('2026-06-08');
    expect(await fieldValue(accountId, 'description')).toBe('Last won deal: Flow deal');
    // The notice is in the named user's bell only, about the deal, naming its flow; read and unread by hand.
    const bell = await as(admin).ok('/approval/getNotifications', {});
    const note = bell.items.find((item: { recordId: string }) => item.recordId === dealId);
    expect(note).toMatchObject({
      kind: 'flow',
      source: wonFlow.name,
      text: 'Your deal Flow deal was won',
      read: false,
    });
    expect(JSON.stringify(await as(member).ok('/approval/getNotifications', {}))).not.toContain(dealId);
    const marked = await as(admin).ok('/approval/markNotifications', { ids: [note.id], read: true });
    expect(marked.unread).toBe(bell.unread - 1);
    await as(admin).ok('/approval/markNotifications', { all: true, read: false });
    expect((await as(admin).ok('/approval/getNotifications', {})).unread).toBe(bell.unread);
    const refused = await as(admin).call('/approval/markNotifications', { read: true });
    expect(refused.status).toBe(400);
    expect(refused.json.returnInfo).toContain('ids: name at least one notice, or mark them all');

    const [run] = await runsOf({ recordId: dealId });
    expect(run?.status).toBe('succeeded');
    expect(run?.steps.map((step) => [step.step, step.type, step.outcome])).toEqual([
      ['0', 'criteria', 'done'],
      ['1', 'updateFields', 'done'],
      ['2', 'createRecord', 'done'],
      ['3', 'botCard', 'done'],
      ['4', 'notify', 'done'],
      ['5', 'updateFields', 'done'],
    ]);
    expect(run?.steps[4]?.message).toBe('in-app notice to Flow Admin: Your deal Flow deal was won');
    expect((await runsOf({ flowId: flow.id })).map((listed) => listed.id)).toEqual([run?.id]);

    // Saved again while still won: "only when it changes to match" starts no second run.
    await update(dealId, { amount: 5000 });
    await app.jobs.runJobsUntilIdle();
    expect(await runsOf({ recordId: dealId })).toHaveLength(1);
    expect(await tasksAbout(dealId)).toHaveLength(1);
    const listed = (await as(admin).ok('/automation/listFlows', {})) as Array<{
      id: string;
      runCounts: { succeeded: number };
    }>;
    expect(listed.find((entry) => entry.id === flow.id)?.runCounts.succeeded).toBe(1);
    await deactivate(flow.id, wonFlow);
  });

  it('a flow run starts from the save: the run is queued with the save, before any job ran (issue 20)', async () => {
    const flow = await saveFlow({
      ...wonFlow,
      name: 'Queued with the save',
      actions: [wonFlow.actions[0] as FlowDefinition['actions'][number]],
    });
    const dealId = await newDeal('Queued deal');
    await update(dealId, { stage: 'Closed won' });
    const jobs = await getDatabase()
      .handle.db.selectFrom('job')
      .select(['status', 'type'])
      .where('type', '=', 'automation.run')
      .where('status', 'in', ['queued', 'running', 'done'])
      .execute();
    expect(jobs.length).toBeGreaterThan(0);
    await app.jobs.runJobsUntilIdle();
    expect((await runsOf({ recordId: dealId }))[0]?.status).toBe('succeeded');
    await deactivate(flow.id, flow);
  });

  it('a branch runs its then steps when its condition holds and its else steps otherwise (issue 20)', async () => {
    const definition: FlowDefinition = {
      name: 'Branch on amount',
      objectApi: 'Opportunity',
      active: true,
      trigger: 'create',
      criteria: { kind: 'always' },
      onlyOnChange: false,
      actions: [
        {
          type: 'branch',
          criteria: { kind: 'formula', formula: 'amount > 1000' },
          thenSteps: [
            {
              type: 'updateFields',
              target: 'record',
              parentField: '',
              assignments: [{ field: 'description', value: 'big' }],
            },
          ],
          elseSteps: [
            {
              type: 'updateFields',
              target: 'record',
              parentField: '',
              assignments: [{ field: 'description', value: 'small' }],
            },
          ],
        },
        {
          type: 'updateFields',
          target: 'record',
          parentField: '',
          assignments: [{ field: 'probability', value: '42' }],
        },
      ],
    };
    const flow = await saveFlow(definition);
    const big = await newDeal('Big branch', { amount: 5000 });
    const small = await newDeal('Small branch', { amount: 10 });
    await app.jobs.runJobsUntilIdle();
    expect(await fieldValue(big, 'description')).toBe('big');
    expect(await fieldValue(small, 'description')).toBe('small');
    expect(Number(await fieldValue(small, 'probability'))).toBe(42);
    const [smallRun] = await runsOf({ recordId: small });
    expect(smallRun?.steps.map((step) => step.step)).toEqual(['0', '1', '1.else.1', '2']);
    expect(smallRun?.steps[1]?.message).toMatch(/else/);
    const [bigRun] = await runsOf({ recordId: big });
    expect(bigRun?.steps.map((step) => step.step)).toEqual(['0', '1', '1.then.1', '2']);
    await deactivate(flow.id, definition);
  });

  it("a decision inside a decision's path runs its own then or else steps; too deep a nesting or a broken inner formula is refused with its place (issue 20)", async () => {
    const describeAs = (value: string): FlowStep => ({
      type: 'updateFields',
      target: 'record',
      parentField: '',
      assignments: [{ field: 'description', value }],
    });
    const inner = (formula: string): FlowBranch => ({
      type: 'branch',
      criteria: { kind: 'formula', formula },
      thenSteps: [describeAs('big and likely')],
      elseSteps: [describeAs('big, unlikely')],
    });
    const definition: FlowDefinition = {
      name: 'Nested branches',
      objectApi: 'Opportunity',
      active: true,
      trigger: 'create',
      criteria: { kind: 'always' },
      onlyOnChange: false,
      actions: [
        {
          type: 'branch',
          criteria: { kind: 'formula', formula: 'amount > 1000' },
          thenSteps: [inner('probability > 50')],
          elseSteps: [describeAs('small')],
        },
        {
          type: 'updateFields',
          target: 'record',
          parentField: '',
          assignments: [{ field: 'probability', value: '42' }],
        },
      ],
    };
    const flow = await saveFlow(definition);
    const likely = await newDeal('Nested likely', { amount: 5000, probability: 80 });
    const unlikely = await newDeal('Nested unlikely', { amount: 5000, probability: 10 });
    const small = await newDeal('Nested small', { amount: 10, probability: 80 });
    await app.jobs.runJobsUntilIdle();
    expect(await fieldValue(likely, 'description')).toBe('big and likely');
    expect(await fieldValue(unlikely, 'description')).toBe('big, unlikely');
    expect(await fieldValue(small, 'description')).toBe('small');
    expect(Number(await fieldValue(unlikely, 'probability'))).toBe(42);
    const [unlikelyRun] = await runsOf({ recordId: unlikely });
    expect(unlikelyRun?.steps.map((step) => step.step)).toEqual([
      '0',
      '1',
      '1.then.1',
      '1.then.1.else.1',
      '2',
    ]);
    const [smallRun] = await runsOf({ recordId: small });
    expect(smallRun?.steps.map((step) => step.step)).toEqual(['0', '1', '1.else.1', '2']);
    await deactivate(flow.id, definition);

    const refuse = async (actions: FlowDefinition['actions'], reason: RegExp) => {
      const answer = await as(admin).call('/automation/saveFlow', { flow: { ...definition, actions } });
      expect(answer.status, JSON.stringify(answer.json)).toBe(400);
      expect(answer.json.returnInfo).toMatch(reason);
    };
    const nest = (depth: number): FlowBranch =>
      depth === 1 ? inner('amount > 1') : { ...inner('amount > 1'), thenSteps: [nest(depth - 1)] };
    await refuse([nest(4)], /decisions nest at most 3 deep/);
    await refuse(
      [{ ...inner('amount > 1'), elseSteps: [inner('amount >')] }],
      /step 1, else 1 \(branch\): the criteria formula does not compile/,
    );
  });

  it('a waiting run survives a server restart and goes on after its wait, checking the criteria again (issue 20)', async () => {
    const definition: FlowDefinition = {
      name: 'Remind after an hour',
      objectApi: 'Opportunity',
      active: true,
      trigger: 'update',
      criteria: { kind: 'formula', formula: "ISPICKVAL(stage, 'Negotiation')" },
      onlyOnChange: true,
      actions: [
        { type: 'wait', mode: 'duration', minutes: 60, field: '' },
        {
          type: 'updateFields',
          target: 'record',
          parentField: '',
          assignments: [{ field: 'description', value: 'still negotiating' }],
        },
      ],
    };
    const flow = await saveFlow(definition);
    const kept = await newDeal('Waiting deal');
    const moved = await newDeal('Moved on deal');
    await update(kept, { stage: 'Negotiation' });
    await update(moved, { stage: 'Negotiation' });
    await app.jobs.runJobsUntilIdle();
    const [waiting] = await runsOf({ recordId: kept });
    expect(waiting?.status).toBe('waiting');
    expect(waiting?.resumeAt).toBe(new Date(clock.getTime() + 60 * 60_000).toISOString());
    await update(moved, { stage: 'Proposal' });

    // The server stops while the runs wait; a new one starts on the same database an hour later.
    await app.close();
    advance(61);
    app = await createTestApp(getDatabase().handle, { now });
    await app.jobs.runJobsUntilIdle();
    expect(await fieldValue(kept, 'description')).toBe('still negotiating');
    const [resumed] = await runsOf({ recordId: kept });
    expect(resumed?.status).toBe('succeeded');
    expect(resumed?.steps.map((step) => [step.type, step.outcome])).toEqual([
      ['criteria', 'done'],
      ['wait', 'waiting'],
      ['criteria', 'done'],
      ['updateFields', 'done'],
    ]);
    const [skipped] = await runsOf({ recordId: moved });
    expect(skipped?.status).toBe('skipped');
    expect(skipped?.error).toMatch(/no longer met the criteria/);
    expect(await fieldValue(moved, 'description')).toBeNull();
    await deactivate(flow.id, definition);
  });

  it('a wait until a date field goes on a day before the deal closes, checking the criteria again; a date already past does not wait (issue 20)', async () => {
    const day = (offset: number) =>
      new Date(clock.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const definition: FlowDefinition = {
      name: 'Day before closing',
      objectApi: 'Opportunity',
      active: true,
      trigger: 'update',
      criteria: { kind: 'formula', formula: "ISPICKVAL(stage, 'Proposal')" },
      onlyOnChange: true,
      actions: [
        { type: 'wait', mode: 'untilField', minutes: -1440, field: 'closedate' },
        {
          type: 'updateFields',
          target: 'record',
          parentField: '',
          assignments: [{ field: 'description', value: 'closing tomorrow' }],
        },
      ],
    };
    const flow = await saveFlow(definition);
    const later = await newDeal('Closes in three days', { closedate: day(3) });
    const past = await newDeal('Closed last week', { closedate: day(-7) });
    await update(later, { stage: 'Proposal' });
    await update(past, { stage: 'Proposal' });
    await app.jobs.runJobsUntilIdle();
    const [waiting] = await runsOf({ recordId: later });
    expect(waiting?.status).toBe('waiting');
    expect(waiting?.resumeAt).toBe(new Date(Date.parse(day(3)) - 86_400_000).toISOString());
    expect(await fieldValue(later, 'description')).toBeNull();
    const [ran] = await runsOf({ recordId: past });
    expect(ran?.status).toBe('succeeded');
    expect(ran?.steps.find((step) => step.type === 'wait')?.message).toBe(
      'the time to wait for has passed already',
    );
    expect(await fieldValue(past, 'description')).toBe('closing tomorrow');

    advance(3 * 24 * 60);
    await app.jobs.runJobsUntilIdle();
    expect(await fieldValue(later, 'description')).toBe('closing tomorrow');
    const [resumed] = await runsOf({ recordId: later });
    expect(resumed?.steps.map((step) => [step.type, step.outcome])).toEqual([
      ['criteria', 'done'],
      ['wait', 'waiting'],
      ['criteria', 'done'],
      ['updateFields', 'done'],
    ]);
    await deactivate(flow.id, definition);
  });

  it('a webhook answering 500 is retried with back-off and its run goes on; one that times out fails the run, which can be re-run (issue 20)', async () => {
    const definition: FlowDefinition = {
      name: 'Tell the ERP',
      objectApi: 'Opportunity',
      active: true,
      trigger: 'create',
      criteria: { kind: 'always' },
      onlyOnChange: false,
      actions: [
        // Long enough for a loaded machine's local server to answer (300 ms timed out at load 32).
        { type: 'webhook', url: hooks.url, timeoutMs: 2_000 },
        {
          type: 'updateFields',
          target: 'record',
          parentField: '',
          assignments: [{ field: 'description', value: 'sent' }],
        },
      ],
    };
    const flow = await saveFlow(definition);
    hooks.statuses.push(500);
    const dealId = await newDeal('Webhook deal');
    await app.jobs.runJobsUntilIdle();
    const [retrying] = await runsOf({ recordId: dealId });
    expect(retrying?.status).toBe('queued');
    expect(retrying?.error).toMatch(/answered 500.*attempt 1 of 3; retrying/);
    expect(await fieldValue(dealId, 'description')).toBeNull();

    advance(1); // past the first back-off (10 s)
    await app.jobs.runJobsUntilIdle();
    const [done] = await runsOf({ recordId: dealId });
    expect(done?.status).toBe('succeeded');
    expect(done?.steps.map((step) => [step.type, step.outcome, step.attempt])).toEqual([
      ['criteria', 'done', 0],
      ['webhook', 'failed', 1],
      ['webhook', 'done', 2],
      ['updateFields', 'done', 2],
    ]);
    expect(hooks.received.at(-1)).toMatchObject({
      objectApi: 'Opportunity',
      record: { id: dealId, name: 'Webhook deal' },
    });
    expect(await fieldValue(dealId, 'description')).toBe('sent');

    hooks.hang(true);
    const slowId = await newDeal('Slow webhook deal');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await app.jobs.runJobsUntilIdle();
      advance(60);
    }
    const [failed] = await runsOf({ recordId: slowId });
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/did not answer within 2000 ms/);
    expect(failed?.steps.filter((step) => step.outcome === 'failed')).toHaveLength(3);

    hooks.hang(false);
    const rerun = (await as(admin).ok('/automation/rerun', { runId: failed?.id })) as FlowRun;
    expect(rerun).toMatchObject({ status: 'queued', rerunOf: failed?.id, trigger: 'rerun' });
    await app.jobs.runJobsUntilIdle();
    const [again] = await runsOf({ recordId: slowId });
    expect(again).toMatchObject({ id: rerun.id, status: 'succeeded' });
    const refused = await as(admin).call('/automation/rerun', { runId: rerun.id });
    expect(refused.status).toBe(400);
    expect(refused.json.returnInfo).toMatch(/Only a failed or skipped run/);
    await deactivate(flow.id, definition);
  });

  it(`a flow's own updates re-trigger it at most ${AUTOMATION_MAX_DEPTH} deep; the run past the limit is skipped and says why (issue 20)`, async () => {
    const definition: FlowDefinition = {
      name: 'Endless echo',
      objectApi: 'Opportunity',
      active: true,
      trigger: 'update',
      criteria: { kind: 'always' },
      onlyOnChange: false,
      actions: [
        {
          type: 'updateFields',
          target: 'record',
          parentField: '',
          assignments: [{ field: 'description', value: 'x{{description}}' }],
        },
      ],
    };
    const dealId = await newDeal('Echo deal');
    const flow = await saveFlow(definition);
    await update(dealId, { amount: 1 });
    await app.jobs.runJobsUntilIdle();
    const runs = await runsOf({ recordId: dealId });
    expect(runs.filter((run) => run.status === 'succeeded')).toHaveLength(AUTOMATION_MAX_DEPTH);
    const skipped = runs.filter((run) => run.status === 'skipped');
    expect(skipped).toHaveLength(1);
    expect(skipped[0]?.depth).toBe(AUTOMATION_MAX_DEPTH);
    expect(skipped[0]?.error).toMatch(/re-trigger at most 5 deep/);
    expect(await fieldValue(dealId, 'description')).toBe('x'.repeat(AUTOMATION_MAX_DEPTH));
    await deactivate(flow.id, definition);
  });

  it('a flow whose formula no longer compiles fails its run with the reason; the save itself is kept (issue 20)', async () => {
    // As if the field the formula reads was deleted after the flow was saved.
    const flowId = await writeFlow(
      getDatabase().handle,
      admin.orgId,
      admin.userId,
      null,
      {
        name: 'Reads a deleted field',
        objectApi: 'Opportunity',
        active: true,
        trigger: 'create',
        criteria: { kind: 'formula', formula: 'gone_field__c > 1' },
        onlyOnChange: false,
        actions: [{ type: 'botCard', message: 'never' }],
      },
      clock,
    );
    const dealId = await newDeal('Broken formula deal');
    expect(await fieldValue(dealId, 'name')).toBe('Broken formula deal');
    const [run] = await runsOf({ recordId: dealId });
    expect(run?.status).toBe('failed');
    expect(run?.error).toMatch(/does not compile.*gone_field__c/i);
    const flow = (await as(admin).ok('/automation/getFlow', { flowId })) as { problem: string };
    expect(flow.problem).toMatch(/gone_field__c/);
    await getDatabase().handle.db.deleteFrom('automation_flow').where('id', '=', flowId).execute();
  });

  describe('bad input and access', () => {
    it('a flow that names a missing field or object, a broken formula or a bad webhook address is refused with the reason', async () => {
      const refuse = async (flow: unknown, reason: RegExp) => {
        const answer = await as(admin).call('/automation/saveFlow', { flow });
        expect(answer.status, JSON.stringify(answer.json)).toBe(400);
        expect(answer.json.returnInfo).toMatch(reason);
      };
      await refuse(
        { ...wonFlow, criteria: { kind: 'formula', formula: 'amount >' } },
        /formula does not compile/,
      );
      await refuse(
        {
          ...wonFlow,
          criteria: {
            kind: 'conditions',
            match: 'all',
            conditions: [{ field: 'nope', operator: 'e', value: '' }],
          },
        },
        /names the field "nope"/,
      );
      await refuse({ ...wonFlow, objectApi: 'NoSuchObject' }, /"NoSuchObject" does not exist/);
      await refuse(
        {
          ...wonFlow,
          actions: [
            { type: 'createRecord', objectApi: 'Task', assignments: [{ field: 'colour', value: '' }] },
          ],
        },
        /Task has no field "colour"/,
      );
      await refuse(
        { ...wonFlow, actions: [{ type: 'webhook', url: 'ftp://example.com', timeoutMs: 1000 }] },
        /http/,
      );
      await refuse({ ...wonFlow, actions: [] }, /at least one action/);
    });

    it('only system administrators set flows up and read their runs', async () => {
      for (const [path, body] of [
        ['/automation/listFlows', {}],
        ['/automation/listRuns', {}],
        ['/automation/saveFlow', { flow: wonFlow }],
      ] as const) {
        const answer = await as(member).call(path, body);
        expect(answer.status).toBe(403);
      }
      const missing = await as(admin).call('/automation/getFlow', { flowId: 'flow_missing' });
      expect(missing.status).toBe(404);
    });
  });
});
