import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import type { TestUser } from '../../test-support/test-users.js';
import { APPROVAL_WEBHOOK_JOB } from './actions.js';

/**
 * The moments of a request the other approval tests leave out (issue 20): the actions on final rejection
 * and on recall, a process webhook that fails (a local HTTP server answering 500) retried until it answers
 * or its last failure told to the submitter with the reason, and edits racing a decision keeping the lock.
 */
describeEachDatabase('approval moments', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let account = '';
  let seq = 0;
  const as = (user: TestUser) => callsAs(() => app, user);
  const hook = { statuses: [] as number[], received: [] as Array<Record<string, unknown>> };
  let server: http.Server;
  let hookUrl = '';

  const step = { name: 'Manager', criteria: '', approverKind: 'submitterManager', approverId: null };
  /** A process for this test alone: it takes the deals whose amount is `amount`. */
  const process = (name: string, amount: number, actions: unknown[]) =>
    as(org.admin).ok('/approval/saveProcess', {
      objectApi: 'Opportunity',
      name,
      active: true,
      order: 1,
      criteria: `amount = ${amount}`,
      definition: { steps: [step], actions },
    });
  const deal = (amount: number) => {
    seq += 1;
    return as(org.rep).create('Opportunity', {
      name: `Moment deal ${seq}`,
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount,
    });
  };
  const submit = async (id: string) => {
    const { json } = await as(org.rep).call('/approval/submitApproval', { relatedId: id, comments: '' });
    expect(json.result, JSON.stringify(json)).toBe(true);
  };
  const status = async (id: string) =>
    (await as(org.rep).ok('/approval/getGotoApprovalPreview', { relatedId: id })).request.status;
  const notices = async (user: TestUser) =>
    (await as(user).ok('/approval/getNotifications', {})).items.map((note: { text: string }) => note.text);
  /** The webhook jobs' retries come due now instead of after their back-off. */
  const retriesDue = () =>
    getDatabase()
      .handle.db.updateTable('job')
      .set({ run_after: new Date(Date.now() - 1000).toISOString() })
      .where('type', '=', APPROVAL_WEBHOOK_JOB)
      .where('status', '=', 'queued')
      .execute();
  const webhookJobs = () =>
    getDatabase()
      .handle.db.selectFrom('job')
      .select(['status', 'attempts', 'last_error'])
      .where('type', '=', APPROVAL_WEBHOOK_JOB)
      .orderBy('id')
      .execute();

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        hook.received.push(JSON.parse(body || '{}') as Record<string, unknown>);
        response.statusCode = hook.statuses.shift() ?? 200;
        response.end('done');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_approval_moments');
    account = await as(org.rep).create('Account', { name: 'Moments Account' });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('[S1-R-088] [S1-R-185] final rejection (a field update and a task) and recall (a field update and an alert) run their own actions, not another moment’s', async () => {
    await process('Reject and recall', 101_001, [
      { on: 'finalRejection', kind: 'fieldUpdate', field: 'description', value: 'Rejected' },
      { on: 'finalRejection', kind: 'task', subject: 'Tell the customer no', recipient: 'submitter' },
      { on: 'recall', kind: 'fieldUpdate', field: 'description', value: 'Recalled' },
      { on: 'recall', kind: 'emailAlert', subject: 'Request taken back', recipient: 'owner' },
      { on: 'finalApproval', kind: 'fieldUpdate', field: 'description', value: 'Approved' },
    ]);
    const rejected = await deal(101_001);
    await submit(rejected);
    await as(org.manager).ok('/approval/reject', { relatedId: rejected, comments: 'no budget' });
    expect(await status(rejected)).toBe('rejected');
    expect((await as(org.rep).detail(rejected)).data.description).toBe('Rejected');
    expect(
      JSON.stringify(await as(org.rep).ok('/objectdetail/getDetailRelatedItems', { id: rejected })),
    ).toContain('Tell the customer no');

    const recalled = await deal(101_001);
    await submit(recalled);
    await as(org.rep).ok('/approval/recall', { relatedId: recalled, comments: 'wrong amount' });
    expect(await status(recalled)).toBe('recalled');
    expect((await as(org.rep).detail(recalled)).data.description).toBe('Recalled');
    expect(await notices(org.rep)).toContain(`Request taken back (Moment deal ${seq})`);
    expect(
      JSON.stringify(await as(org.rep).ok('/objectdetail/getDetailRelatedItems', { id: recalled })),
    ).not.toContain('Tell the customer no');
  });

  it('[S1-R-185] a process webhook answering 500 is retried with back-off until it answers; one that keeps failing tells the submitter why after its last attempt, and the decision stands', async () => {
    await process('Webhook retries', 101_002, [{ on: 'finalApproval', kind: 'webhook', url: hookUrl }]);
    const first = await deal(101_002);
    await submit(first);
    hook.statuses.push(500, 503);
    hook.received.length = 0;
    await as(org.manager).ok('/approval/approve', { relatedId: first });
    await app.jobs.runJobsUntilIdle();
    expect((await webhookJobs()).at(-1)).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: `the webhook ${hookUrl} answered 500`,
    });
    await retriesDue();
    await app.jobs.runJobsUntilIdle();
    await retriesDue();
    await app.jobs.runJobsUntilIdle();
    expect((await webhookJobs()).at(-1)).toMatchObject({ status: 'done', attempts: 3 });
    expect(hook.received).toHaveLength(3);
    expect(hook.received.every((body) => body.event === 'finalApproval' && body.recordId === first)).toBe(
      true,
    );
    expect(await status(first)).toBe('approved');

    const second = await deal(101_002);
    await submit(second);
    hook.statuses.push(500, 500, 500, 500, 500);
    await as(org.manager).ok('/approval/approve', { relatedId: second });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.jobs.runJobsUntilIdle();
      await retriesDue();
    }
    expect((await webhookJobs()).at(-1)).toMatchObject({
      status: 'failed',
      attempts: 5,
      last_error: `the webhook ${hookUrl} answered 500`,
    });
    expect(await notices(org.rep)).toContain(
      `An approval action (webhook) on Moment deal ${seq} failed: the webhook ${hookUrl} answered 500 (tried 5 times)`,
    );
    expect(await status(second)).toBe('approved');
  });

  it('[S1-R-185] [S1-R-186] the run history of a process: each action done or failed with the reason, attempt and time; a webhook answering 500 then 200 retried through the job runner; a failed action re-run once', async () => {
    const saved = await process('Run history', 101_004, [
      { on: 'submit', kind: 'fieldUpdate', field: 'description', value: 'Submitted' },
      { on: 'submit', kind: 'fieldUpdate', field: 'probability', value: 'very likely' },
      { on: 'finalApproval', kind: 'task', subject: 'Book the kick-off', recipient: 'submitter' },
      { on: 'finalApproval', kind: 'webhook', url: `${hookUrl}?history` },
    ]);
    type Run = {
      id: string;
      event: string;
      kind: string;
      summary: string;
      status: string;
      attempts: number;
      error: string;
      retryAt: string;
      rerunOf: string;
      finishedAt: string;
      canRerun: boolean;
      recordId: string;
      processVersion: number;
    };
    const runs = async (): Promise<Run[]> =>
      (await as(org.admin).ok('/approval/getActionRuns', { processId: saved.id })).reverse();
    const id = await deal(101_004);
    await submit(id);
    // The user's save and submission stand whatever an action did after them.
    expect(await status(id)).toBe('pending');
    expect((await as(org.rep).detail(id)).data.description).toBe('Submitted');
    const [updated, refused] = await runs();
    expect(updated).toMatchObject({
      event: 'submit',
      kind: 'fieldUpdate',
      status: 'done',
      attempts: 1,
      error: '',
    });
    expect(refused).toMatchObject({
      event: 'submit',
      kind: 'fieldUpdate',
      summary: 'probability = very likely',
      status: 'failed',
      attempts: 1,
      canRerun: true,
      recordId: id,
    });
    expect(refused?.error).toMatch(/probability|Probability/);
    expect(refused?.finishedAt).not.toBe('');

    // Edited while the request waits: a new version; the waiting request finishes on its own version's actions.
    const edited = await as(org.admin).ok('/approval/saveProcess', {
      objectApi: 'Opportunity',
      id: saved.id,
      name: 'Run history',
      active: true,
      order: 1,
      criteria: 'amount = 101004',
      definition: {
        ...saved.definition,
        actions: saved.definition.actions.map((action: { kind: string; subject: string }) =>
          action.kind === 'task' ? { ...action, subject: 'Book the kick-off (v2)' } : action,
        ),
      },
    });
    expect(edited.version).toBe(saved.version + 1);
    hook.statuses.push(500, 200);
    hook.received.length = 0;
    await as(org.manager).ok('/approval/approve', { relatedId: id });
    await app.jobs.runJobsUntilIdle();
    let history = await runs();
    expect(history.slice(2).map((run) => [run.event, run.kind, run.status])).toEqual([
      ['finalApproval', 'task', 'done'],
      ['finalApproval', 'webhook', 'queued'],
    ]);
    expect(history[2]).toMatchObject({ summary: 'Book the kick-off', processVersion: saved.version });
    expect(history[3]).toMatchObject({
      attempts: 1,
      error: `the webhook ${hookUrl}?history answered 500`,
      summary: `${hookUrl}?history`,
    });
    expect(Date.parse(history[3]?.retryAt ?? '')).toBeGreaterThan(0);
    await retriesDue();
    await app.jobs.runJobsUntilIdle();
    history = await runs();
    expect(history[3]).toMatchObject({
      status: 'done',
      attempts: 2,
      error: '',
      retryAt: '',
      canRerun: false,
    });
    expect(hook.received).toHaveLength(2);

    // A failed action runs again as a new run naming it; the failed one is then not re-run twice.
    const again = await as(org.admin).ok('/approval/rerunAction', { runId: refused?.id });
    expect(again).toMatchObject({ rerunOf: refused?.id, status: 'failed', kind: 'fieldUpdate' });
    const twice = await as(org.admin).call('/approval/rerunAction', { runId: refused?.id });
    expect(twice.status).toBe(400);
    expect(twice.json.returnInfo).toMatch(/run again already/);
    const done = await as(org.admin).call('/approval/rerunAction', { runId: updated?.id });
    expect(done.json.returnInfo).toMatch(/only a failed action is run again; this one is done/);

    // A webhook that failed for good is re-run through the job runner and answers this time.
    const second = await deal(101_004);
    await submit(second);
    hook.statuses.push(500, 500, 500, 500, 500);
    await as(org.manager).ok('/approval/approve', { relatedId: second });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await app.jobs.runJobsUntilIdle();
      await retriesDue();
    }
    const failedHook = (await runs()).find(
      (run) => run.recordId === second && run.kind === 'webhook' && run.rerunOf === '',
    );
    expect(failedHook).toMatchObject({
      status: 'failed',
      attempts: 5,
      error: `the webhook ${hookUrl}?history answered 500`,
      canRerun: true,
    });
    expect((await runs()).find((run) => run.recordId === second && run.kind === 'task')).toMatchObject({
      summary: 'Book the kick-off (v2)',
      processVersion: edited.version,
    });
    const rerun = await as(org.admin).ok('/approval/rerunAction', { runId: failedHook?.id });
    expect(rerun).toMatchObject({ status: 'queued', attempts: 0, rerunOf: failedHook?.id });
    await app.jobs.runJobsUntilIdle();
    expect((await runs()).find((run) => run.id === rerun.id)).toMatchObject({ status: 'done', attempts: 1 });
    expect(await status(second)).toBe('approved');

    // Administrators only; a process of no one's answers as missing.
    expect((await as(org.rep).call('/approval/getActionRuns', { processId: saved.id })).status).toBe(403);
    expect((await as(org.admin).call('/approval/getActionRuns', { processId: 'nope' })).status).toBe(404);
  });

  it('edits racing the decision keep the lock: while it waits only the approver changes the record; once decided the owner does again', async () => {
    await process('Race the lock', 101_003, []);
    for (let round = 0; round < 3; round += 1) {
      const id = await deal(101_003);
      await submit(id);
      const [repSave, managerSave, decision] = await Promise.all([
        as(org.rep).save('Opportunity', { id, closedate: `2026-10-1${round}` }),
        as(org.manager).save('Opportunity', { id, probability: 10 + round }),
        as(org.manager).call('/approval/approve', { relatedId: id }),
      ]);
      expect(decision.json.result, JSON.stringify(decision.json)).toBe(true);
      // The approver's own edit is never refused for the lock, whichever came first.
      expect(managerSave.isSaveSuccess, managerSave.errormessage).toBe(true);
      // The owner's edit either met the lock (refused, saying so) or was written after the decision.
      const decidedAt = (await as(org.rep).ok('/approval/getGotoApprovalPreview', { relatedId: id })).request
        .decidedAt as string;
      const written = await getDatabase()
        .handle.db.selectFrom('record_history')
        .select('changed_at')
        .where('record_id', '=', id)
        .where('field_api', '=', 'closedate')
        .execute();
      if (repSave.isSaveSuccess) {
        expect(written).toHaveLength(1);
        expect(Date.parse(String(written[0]?.changed_at))).toBeGreaterThanOrEqual(Date.parse(decidedAt));
      } else {
        expect(repSave.errormessage).toMatch(/locked while it waits for approval/);
        expect(written).toHaveLength(0);
      }
      // Decided: the owner edits freely again.
      expect((await as(org.rep).save('Opportunity', { id, closedate: '2026-11-30' })).isSaveSuccess).toBe(
        true,
      );
    }
  });
});
