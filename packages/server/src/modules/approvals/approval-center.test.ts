import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AccessOrg, callsAs, createAccessOrg, settleAccessJobs } from '../../test-support/access-org.js';
import { createTestApp } from '../../test-support/test-app.js';
import { describeEachDatabase } from '../../test-support/test-database.js';
import { createTestUser, type TestUser } from '../../test-support/test-users.js';

/**
 * Approvals as a whole (issue 20): processes of ordered steps built by an
 * administrator, the approval center's calls (approvalCenter/* S1-R-084…091),
 * versions, actions, the lock, and two approvers deciding at once.
 */
describeEachDatabase('approval center', (getDatabase) => {
  let app: FastifyInstance;
  let org: AccessOrg;
  let finance: TestUser;
  let auditor: TestUser;
  let account = '';
  let groupId = '';
  const as = (user: TestUser) => callsAs(() => app, user);
  let seq = 0;
  /** Each test gets processes of its own, told apart by the deal's description (loss_reason). */
  const deal = (owner: TestUser, amount: number, tag: string) => {
    seq += 1;
    return as(owner).create('Opportunity', {
      name: `Deal ${seq} ${tag}`,
      khmc: account,
      stage: 'Prospecting',
      closedate: '2026-09-30',
      amount,
      loss_reason: tag,
    });
  };
  const processes: string[] = [];
  const saveProcess = async (body: Record<string, unknown>) => {
    const data = await as(org.admin).ok('/approval/saveProcess', {
      objectApi: 'Opportunity',
      active: true,
      order: 1,
      ...body,
    });
    processes.push(data.id);
    return data as { id: string; version: number; problems: string[] };
  };
  const step = (name: string, approverKind: string, approverId: string | null = null, extra = {}) => ({
    name,
    criteria: '',
    approverKind,
    approverId,
    mode: 'firstResponse',
    onReject: 'final',
    ...extra,
  });
  const submit = (user: TestUser, relatedId: string, extra = {}) =>
    as(user).call('/approval/submitApproval', { relatedId, comments: 'please', ...extra });
  const submitted = async (user: TestUser, relatedId: string) => {
    const { json } = await submit(user, relatedId);
    expect(json.result, JSON.stringify(json)).toBe(true);
    return json.data;
  };
  const preview = async (user: TestUser, relatedId: string) =>
    as(user).ok('/approval/getGotoApprovalPreview', { relatedId });
  const waiting = async (user: TestUser) =>
    (await as(user).ok('/approval/getApprovalList', { box: 'waiting', pageSize: 100 })).rows as Array<{
      recordId: string;
      stepName: string;
    }>;
  /** Only this test's processes are active: the others are switched off. */
  const only = async (...ids: string[]) => {
    for (const id of processes.filter((one) => !ids.includes(one))) {
      const list = (await as(org.admin).ok('/approval/getProcesses', { objectApi: 'Opportunity' })) as Array<
        Record<string, unknown>
      >;
      const process = list.find((one) => one.id === id);
      if (!process?.active) continue;
      await as(org.admin).ok('/approval/saveProcess', {
        objectApi: 'Opportunity',
        id,
        name: process.name,
        active: false,
        order: process.order,
        criteria: process.criteria,
        definition: process.definition,
      });
    }
  };

  beforeAll(async () => {
    app = await createTestApp(getDatabase().handle);
    org = await createAccessOrg(getDatabase().handle, () => app, 'org_approval_center');
    const database = getDatabase().handle;
    finance = await createTestUser(database, {
      orgId: org.orgId,
      name: 'Fay Finance',
      profileId: 'standard_user',
    });
    auditor = await createTestUser(database, {
      orgId: org.orgId,
      name: 'Abe Auditor',
      profileId: 'standard_user',
    });
    await as(org.admin).ok('/access/owd/save', { objectApi: 'Opportunity', defaultAccess: 'private' });
    groupId = (
      await as(org.admin).ok('/access/group/save', {
        name: 'Deal desk',
        members: [`user:${finance.userId}`, `user:${auditor.userId}`],
      })
    ).id;
    await settleAccessJobs(app);
    account = await as(org.rep).create('Account', { name: 'Center Account' });
  });
  afterAll(async () => {
    await app.close();
  });

  it('[S1-R-185] [S1-R-186] the builder checks criteria live, names bad steps and actions, and offers users, roles and groups', async () => {
    expect(
      await as(org.admin).ok('/approval/checkCriteria', {
        objectApi: 'Opportunity',
        criteria: 'amount > 100000',
      }),
    ).toEqual({ ok: true, message: '' });
    const broken = await as(org.admin).ok('/approval/checkCriteria', {
      objectApi: 'Opportunity',
      criteria: 'amount >',
    });
    expect(broken.ok).toBe(false);
    expect(broken.message).not.toBe('');
    const setup = await as(org.admin).ok('/approval/getSetup', { objectApi: 'Opportunity' });
    expect(setup.objects.map((one: { api: string }) => one.api)).toContain('Opportunity');
    expect(setup.fields.map((one: { api: string }) => one.api)).toContain('amount');
    expect(setup.groups).toContainEqual({ id: groupId, name: 'Deal desk' });
    expect(setup.roles.map((one: { id: string }) => one.id)).toContain(org.roles.manager);
    const bad = async (definition: Record<string, unknown>, message: RegExp) => {
      const { status, json } = await as(org.admin).call('/approval/saveProcess', {
        objectApi: 'Opportunity',
        name: 'Bad',
        active: true,
        order: 1,
        criteria: '',
        definition,
      });
      expect(status, JSON.stringify(json)).toBe(400);
      expect(json.returnInfo).toMatch(message);
    };
    await bad({ steps: [] }, /steps: a process has at least one step/);
    await bad(
      { steps: [step('One', 'user', null, { criteria: 'nosuch > 1' })] },
      /steps\[1\]\.criteria: .*nosuch/i,
    );
    await bad(
      { steps: [step('One', 'role', 'no-such-role')] },
      /approver role no-such-role no longer exists/,
    );
    await bad(
      {
        steps: [step('One', 'submitterManager')],
        actions: [{ on: 'submit', kind: 'webhook', url: 'ftp://x' }],
      },
      /actions\[1\]\.url: a webhook calls an http/,
    );
    await bad(
      {
        steps: [step('One', 'submitterManager')],
        actions: [{ on: 'finalApproval', kind: 'fieldUpdate', field: 'nope' }],
      },
      /actions\[1\]\.field: Opportunity has no field "nope"/,
    );
    const { status } = await as(org.rep).call('/approval/getSetup', {});
    expect(status).toBe(403);
  });

  it('[S1-R-084] [S1-R-085] [S1-R-086] [S1-R-087] [S1-R-088] two steps: the manager approves, finance rejects with a comment, the rep resubmits and recalls', async () => {
    const process = await saveProcess({
      name: 'Large deals',
      criteria: 'amount > 100000',
      definition: {
        steps: [step('Manager', 'submitterManager'), step('Finance', 'user', finance.userId)],
        allowRecall: true,
      },
    });
    await only(process.id);
    const small = await deal(org.rep, 5000, 'two-step');
    expect((await submit(org.rep, small)).json.result).toBe(false);
    const big = await deal(org.rep, 150_000, 'two-step');
    await submitted(org.rep, big);
    // The record is locked for the rep; the current approver may change it.
    const locked = await as(org.rep).save('Opportunity', { id: big, amount: 160_000 });
    expect(locked.isSaveSuccess).toBe(false);
    expect(locked.errormessage).toMatch(/locked while it waits for approval/);
    expect((await waiting(org.manager)).map((row) => row.recordId)).toContain(big);
    const mine = await as(org.rep).ok('/approval/getApprovalList', { box: 'submitted' });
    expect(mine.rows.find((row: { recordId: string }) => row.recordId === big)).toMatchObject({
      status: 'pending',
      stepName: 'Manager',
      currentApprovers: [{ id: org.manager.userId, name: 'Mia Manager' }],
    });
    const first = await preview(org.manager, big);
    expect(first).toMatchObject({ canDecide: true, canReassign: true, canRecall: false });
    expect(first.nextStep).toEqual({
      name: 'Finance',
      approvers: [{ id: finance.userId, name: 'Fay Finance' }],
      problem: '',
    });
    expect((await preview(org.rep, big)).canRecall).toBe(true);

    await as(org.manager).ok('/approval/approve', { relatedId: big, comments: 'fine by me' });
    expect((await waiting(org.manager)).map((row) => row.recordId)).not.toContain(big);
    expect(await waiting(finance)).toContainEqual(
      expect.objectContaining({ recordId: big, stepName: 'Finance' }),
    );
    // Finance cannot read the private deal under sharing, and approves it all the same.
    const second = await preview(finance, big);
    expect(second.previousApprovers).toEqual([{ id: org.manager.userId, name: 'Mia Manager' }]);
    expect(second.nextStep).toBeNull();
    // …and may pick someone to hand it to (distributionAagain's person picker).
    const people = await as(finance).ok('/approval/getApprovers', { relatedId: big, keyword: 'Abe' });
    expect(people).toEqual([{ id: auditor.userId, name: 'Abe Auditor' }]);
    const rejected = await as(finance).ok('/approval/reject', {
      relatedId: big,
      comments: 'margin too thin',
    });
    expect(rejected).toMatchObject({ status: 'rejected', decisionComments: 'margin too thin' });
    const notes = await as(org.rep).ok('/approval/getNotifications', { markRead: true });
    expect(notes.items[0].text).toMatch(/was rejected by Fay Finance: margin too thin/);

    // Unlocked: the rep edits and resubmits, then recalls.
    expect((await as(org.rep).save('Opportunity', { id: big, amount: 140_000 })).isSaveSuccess).toBe(true);
    await submitted(org.rep, big);
    const recalled = await as(org.rep).ok('/approval/recall', { relatedId: big, comments: 'wrong figures' });
    expect(recalled.status).toBe('recalled');
    expect((await waiting(org.manager)).map((row) => row.recordId)).not.toContain(big);
    const history = await as(org.rep).ok('/approval/getHistory', { relatedId: big });
    expect(history.map((entry: { status: string }) => entry.status)).toEqual(['recalled', 'rejected']);
    expect(
      history[1].items.map((item: { stepName: string; status: string }) => [item.stepName, item.status]),
    ).toEqual([
      ['Manager', 'approved'],
      ['Finance', 'rejected'],
    ]);
    const done = await as(finance).ok('/approval/getApprovalList', { box: 'history' });
    expect(done.rows).toContainEqual(expect.objectContaining({ recordId: big, myAction: 'rejected' }));
  });

  it('[S1-R-089] [S1-R-090] [S1-R-091] reassign, batch approve five and batch reassign; each record answers on its own', async () => {
    const process = await saveProcess({
      name: 'Batch',
      criteria: '',
      definition: { steps: [step('Manager', 'submitterManager')] },
    });
    await only(process.id);
    const five = [];
    for (let index = 0; index < 5; index += 1) five.push(await deal(org.rep, 200_000, 'batch'));
    for (const id of five) await submitted(org.rep, id);
    const results = await as(org.manager).ok('/approval/batchApprove', {
      relatedIds: [...five, '006notwaiting00001'],
      comments: 'ok',
    });
    expect(results.filter((one: { ok: boolean }) => one.ok)).toHaveLength(5);
    expect(results.at(-1)).toMatchObject({ ok: false });
    for (const id of five) expect((await preview(org.rep, id)).request.status).toBe('approved');

    const one = await deal(org.rep, 200_000, 'batch');
    await submitted(org.rep, one);
    expect(
      (await as(org.peer).call('/approval/reassign', { relatedId: one, toUserId: finance.userId })).json
        .result,
    ).toBe(false);
    await as(org.manager).ok('/approval/reassign', {
      relatedId: one,
      toUserId: finance.userId,
      comments: 'on leave',
    });
    expect((await waiting(finance)).map((row) => row.recordId)).toContain(one);
    expect((await waiting(org.manager)).map((row) => row.recordId)).not.toContain(one);
    const history = await as(org.rep).ok('/approval/getHistory', { relatedId: one });
    expect(history[0].items.at(-1)).toMatchObject({
      approver: { id: finance.userId },
      originalApprover: { id: org.manager.userId },
      status: 'pending',
    });
    const two = [await deal(org.rep, 200_000, 'batch'), await deal(org.rep, 200_000, 'batch')];
    for (const id of two) await submitted(org.rep, id);
    const moved = await as(org.manager).ok('/approval/batchReassign', {
      relatedIds: two,
      toUserId: auditor.userId,
    });
    expect(moved.every((result: { ok: boolean }) => result.ok)).toBe(true);
    expect((await waiting(auditor)).map((row) => row.recordId)).toEqual(expect.arrayContaining(two));
    const { status, json } = await as(org.manager).call('/approval/batchApprove', { relatedIds: [] });
    expect(status).toBe(400);
    expect(json.returnInfo).toMatch(/relatedIds: choose at least one request/);
  });

  it('two approvers of a first-response step deciding at once make one decision, never two', async () => {
    const process = await saveProcess({
      name: 'Desk first',
      definition: { steps: [step('Desk', 'group', groupId, { mode: 'firstResponse' })] },
    });
    await only(process.id);
    for (const [a, b] of [
      ['approve', 'approve'],
      ['approve', 'reject'],
    ] as const) {
      const id = await deal(org.rep, 300_000, 'race');
      await submitted(org.rep, id);
      const answers = await Promise.all([
        as(finance).call(`/approval/${a}`, { relatedId: id, comments: 'finance' }),
        as(auditor).call(`/approval/${b}`, { relatedId: id, comments: 'auditor' }),
      ]);
      const winners = answers.filter((answer) => answer.json.result === true);
      expect(winners, JSON.stringify(answers.map((answer) => answer.json))).toHaveLength(1);
      expect(answers.find((answer) => answer.json.result !== true)?.json.returnInfo).toBe(
        'Someone decided this request a moment ago',
      );
      const [entry] = await as(org.rep).ok('/approval/getHistory', { relatedId: id });
      const decided = entry.items.filter(
        (item: { status: string }) => item.status === 'approved' || item.status === 'rejected',
      );
      expect(decided).toHaveLength(1);
      expect(entry.items.filter((item: { status: string }) => item.status === 'skipped')).toHaveLength(1);
      expect(entry.status).toBe(decided[0].status);
      const notes = await as(org.rep).ok('/approval/getNotifications', {});
      expect(notes.items.filter((note: { recordId: string }) => note.recordId === id)).toHaveLength(1);
    }
  });

  it('a unanimous step waits for every approver; a rejection goes back to the previous step when set so', async () => {
    const process = await saveProcess({
      name: 'Desk all',
      definition: {
        steps: [
          step('Manager', 'submitterManager'),
          step('Desk', 'group', groupId, { mode: 'unanimous', onReject: 'previousStep' }),
        ],
      },
    });
    await only(process.id);
    const id = await deal(org.rep, 300_000, 'unanimous');
    await submitted(org.rep, id);
    await as(org.manager).ok('/approval/approve', { relatedId: id });
    await as(finance).ok('/approval/approve', { relatedId: id });
    expect((await preview(org.rep, id)).request.status).toBe('pending');
    await as(auditor).ok('/approval/reject', { relatedId: id, comments: 'recheck' });
    const back = await preview(org.rep, id);
    expect(back.request.status).toBe('pending');
    expect(back.currentApprovers).toEqual([{ id: org.manager.userId, name: 'Mia Manager' }]);
    await as(org.manager).ok('/approval/approve', { relatedId: id });
    await as(finance).ok('/approval/approve', { relatedId: id });
    await as(auditor).ok('/approval/approve', { relatedId: id });
    expect((await preview(org.rep, id)).request.status).toBe('approved');
  });

  it('an edit of a process with pending requests makes a new version; the pending one finishes on its own', async () => {
    const process = await saveProcess({
      name: 'Versioned',
      definition: { steps: [step('Manager', 'submitterManager')] },
    });
    await only(process.id);
    const old = await deal(org.rep, 120_000, 'versions');
    await submitted(org.rep, old);
    const edited = await as(org.admin).ok('/approval/saveProcess', {
      objectApi: 'Opportunity',
      id: process.id,
      name: 'Versioned',
      active: true,
      order: 1,
      criteria: '',
      definition: { steps: [step('Manager', 'submitterManager'), step('Finance', 'user', finance.userId)] },
    });
    expect(edited.version).toBe(2);
    await as(org.manager).ok('/approval/approve', { relatedId: old });
    expect((await preview(org.rep, old)).request).toMatchObject({ status: 'approved', version: 1 });
    const fresh = await deal(org.rep, 120_000, 'versions');
    await submitted(org.rep, fresh);
    await as(org.manager).ok('/approval/approve', { relatedId: fresh });
    expect((await preview(org.rep, fresh)).request).toMatchObject({ status: 'pending', version: 2 });
    // No pending request on version 2 now but this one: an edit without pending requests keeps the version.
    await as(finance).ok('/approval/approve', { relatedId: fresh });
    const again = await as(org.admin).ok('/approval/saveProcess', {
      objectApi: 'Opportunity',
      id: process.id,
      name: 'Versioned again',
      active: true,
      order: 1,
      criteria: '',
      definition: edited.definition,
    });
    expect(again.version).toBe(2);
  });

  it('[S1-R-185] a process whose approver no longer exists is shown with the reason, in its run history too; the save is kept and nothing is decided', async () => {
    const leaver = await createTestUser(getDatabase().handle, {
      orgId: org.orgId,
      name: 'Lee Leaver',
      profileId: 'standard_user',
    });
    const process = await saveProcess({
      name: 'Leaver',
      order: 2,
      definition: { steps: [step('Manager', 'submitterManager'), step('Leaver', 'user', leaver.userId)] },
    });
    const direct = await saveProcess({
      name: 'Leaver direct',
      order: 1,
      criteria: 'amount >= 130000',
      definition: { steps: [step('Leaver', 'user', leaver.userId)] },
    });
    await only(process.id, direct.id);
    const pending = await deal(org.rep, 110_000, 'leaver');
    await submitted(org.rep, pending);
    await getDatabase()
      .handle.db.updateTable('app_user')
      .set({ is_active: 0 })
      .where('id', '=', leaver.userId)
      .execute();
    const listed = (await as(org.admin).ok('/approval/getProcesses', { objectApi: 'Opportunity' })).find(
      (one: { id: string }) => one.id === process.id,
    );
    expect(listed.problems).toEqual([`Leaver: the approver ${leaver.userId} is no longer an active user`]);
    // The manager's approval cannot move on: refused with the reason, the step still waits for them.
    const { json } = await as(org.manager).call('/approval/approve', { relatedId: pending });
    expect(json.result).toBe(false);
    expect(json.returnInfo).toBe('The next step has no approver: nothing was decided');
    expect(json.data.errors[0]).toBe('Leaver: the approver is no longer an active user');
    expect((await waiting(org.manager)).map((row) => row.recordId)).toContain(pending);
    // A record saved and then submitted keeps its save when the submission is refused.
    const saved = await deal(org.rep, 130_000, 'leaver');
    const refused = await submit(org.rep, saved);
    expect(refused.json).toMatchObject({
      result: false,
      returnInfo: '"Leaver direct" cannot find an approver',
    });
    expect((await as(org.rep).detail(saved)).data.amount).toBe(130_000);
    // Both are in the processes' run histories for the administrator, with the reason.
    const history = async (id: string) => as(org.admin).ok('/approval/getActionRuns', { processId: id });
    expect(await history(process.id)).toEqual([
      expect.objectContaining({
        kind: 'approver',
        event: 'stepApproved',
        summary: 'Leaver',
        status: 'failed',
        recordId: pending,
        error: 'Leaver: the approver is no longer an active user',
        canRerun: false,
      }),
    ]);
    expect(await history(direct.id)).toEqual([
      expect.objectContaining({ kind: 'approver', event: 'submit', recordId: saved, requestId: '' }),
    ]);
  });

  it('actions: a task on submission, a field update and an alert on final approval, a webhook through the job runner', async () => {
    const calls: string[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        calls.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const process = await saveProcess({
        name: 'With actions',
        definition: {
          steps: [step('Manager', 'submitterManager')],
          actions: [
            { on: 'submit', kind: 'task', subject: 'Prepare the contract', recipient: 'submitter' },
            { on: 'finalApproval', kind: 'fieldUpdate', field: 'stage', value: 'Negotiation' },
            {
              on: 'finalApproval',
              kind: 'emailAlert',
              subject: 'Deal approved',
              recipient: 'user',
              recipientUserId: finance.userId,
            },
            { on: 'finalApproval', kind: 'webhook', url },
          ],
        },
      });
      await only(process.id);
      const id = await deal(org.rep, 250_000, 'actions');
      await submitted(org.rep, id);
      const tasks = await as(org.rep).ok('/objectdetail/getDetailRelatedItems', { id });
      expect(JSON.stringify(tasks)).toContain('Prepare the contract');
      await as(org.manager).ok('/approval/approve', { relatedId: id });
      expect((await as(org.rep).detail(id)).data.stage).toBe('Negotiation');
      const alerts = await as(finance).ok('/approval/getNotifications', {});
      expect(alerts.items.map((note: { text: string }) => note.text)).toContainEqual(
        expect.stringMatching(/^Deal approved/),
      );
      await app.jobs.runJobsUntilIdle();
      expect(calls).toHaveLength(1);
      expect(JSON.parse(calls[0] ?? '{}')).toMatchObject({ event: 'finalApproval', recordId: id });
    } finally {
      server.close();
    }
  });

  it("[S1-R-185] a step's rejection runs that step's own actions: a field update, a task, an alert and a webhook", async () => {
    const calls: string[] = [];
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        calls.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
    try {
      const process = await saveProcess({
        name: 'Step rejections',
        definition: {
          steps: [
            step('Finance', 'user', finance.userId),
            step('Manager', 'submitterManager', null, { onReject: 'previousStep' }),
          ],
          actions: [
            { on: 'stepRejected', step: 0, kind: 'webhook', url: `${url}?step=finance` },
            { on: 'stepRejected', step: 1, kind: 'fieldUpdate', field: 'stage', value: 'Negotiation' },
            {
              on: 'stepRejected',
              step: 1,
              kind: 'task',
              subject: 'Rework the offer',
              recipient: 'submitter',
            },
            {
              on: 'stepRejected',
              step: 1,
              kind: 'emailAlert',
              subject: 'Manager said no',
              recipient: 'submitter',
            },
            { on: 'stepRejected', step: 1, kind: 'webhook', url },
          ],
        },
      });
      await only(process.id);
      const id = await deal(org.rep, 260_000, 'step-rejected');
      await submitted(org.rep, id);
      await as(finance).ok('/approval/approve', { relatedId: id });
      await as(org.manager).ok('/approval/reject', { relatedId: id, comments: 'margin' });
      // Back at Finance's step (the process says so); the manager's step's rejection actions ran, Finance's did not.
      expect((await preview(org.rep, id)).request.status).toBe('pending');
      expect((await as(org.rep).detail(id)).data.stage).toBe('Negotiation');
      expect(JSON.stringify(await as(org.rep).ok('/objectdetail/getDetailRelatedItems', { id }))).toContain(
        'Rework the offer',
      );
      const bell = await as(org.rep).ok('/approval/getNotifications', {});
      expect(bell.items.map((note: { text: string }) => note.text)).toContain(
        `Manager said no (Deal ${seq} step-rejected)`,
      );
      await app.jobs.runJobsUntilIdle();
      expect(calls.map((call) => JSON.parse(call))).toEqual([
        expect.objectContaining({ event: 'stepRejected', recordId: id }),
      ]);

      // Finance's rejection ends the request: Finance's step's own action runs.
      await as(finance).ok('/approval/reject', { relatedId: id });
      expect((await preview(org.rep, id)).request.status).toBe('rejected');
      await app.jobs.runJobsUntilIdle();
      expect(calls).toHaveLength(2);
    } finally {
      server.close();
    }
  });

  it('the lock: administrators only when the process says so; a delegate approves while the manager is away', async () => {
    const process = await saveProcess({
      name: 'Admin lock',
      definition: { steps: [step('Manager', 'submitterManager')], editLock: 'adminOnly', allowRecall: false },
    });
    await only(process.id);
    const id = await deal(org.rep, 150_000, 'lock');
    await submitted(org.rep, id);
    expect((await as(org.manager).save('Opportunity', { id, amount: 1 })).isSaveSuccess).toBe(false);
    expect((await as(org.admin).save('Opportunity', { id, amount: 151_000 })).isSaveSuccess).toBe(true);
    const recall = await as(org.rep).call('/approval/recall', { relatedId: id });
    expect(recall.json.returnInfo).toBe('"Admin lock" does not let the submitter recall a request');
    await as(org.manager).ok('/approval/approve', { relatedId: id });

    const away = await as(org.manager).ok('/approval/saveDelegate', {
      delegateId: auditor.userId,
      from: '2000-01-01',
      to: '2999-12-31',
    });
    expect(away.delegate).toEqual({ id: auditor.userId, name: 'Abe Auditor' });
    const delegated = await deal(org.rep, 150_000, 'lock');
    await submitted(org.rep, delegated);
    expect((await waiting(auditor)).map((row) => row.recordId)).toContain(delegated);
    await as(org.manager).ok('/approval/saveDelegate', { delegateId: null });
    const bad = await as(org.manager).call('/approval/saveDelegate', { delegateId: org.manager.userId });
    expect(bad.json.returnInfo).toBe('delegateId: choose someone other than yourself');
  });

  it('someone with no part in a request learns nothing of it: no history, no preview, no decision', async () => {
    const process = await saveProcess({
      name: 'Private',
      definition: { steps: [step('Manager', 'submitterManager')] },
    });
    await only(process.id);
    const id = await deal(org.rep, 150_000, 'outsider');
    await submitted(org.rep, id);
    for (const path of [
      '/approval/getHistory',
      '/approval/getGotoApprovalPreview',
      '/approval/approve',
      '/approval/recall',
    ])
      expect((await as(org.peer).call(path, { relatedId: id })).status, path).toBe(404);
    expect((await as(org.partnerA).call('/approval/getGotoApprovalPreview', { relatedId: id })).status).toBe(
      404,
    );
  });
});
